import { LAST_ONBOARDING_STEP, ONBOARDING_STEP_LABELS, ONBOARDING_STEPS } from '@hiring/shared/onboarding-steps';
import { Navigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { useSession } from '@/lib/use-session';
import { useOnboarding } from '../api/onboarding';

/** The onboarding state, read for owners only: other roles make no call. */
function useOwnerOnboarding() {
  const owner = useSession().role === 'owner';
  return { owner, query: useOnboarding(owner) };
}

/**
 * Whether the card knows what to show (for everyone but owners at once): the dashboard waits for
 * it, so the card never pushes the page down when it arrives (decision 431).
 */
export function useSetupCardSettled(): boolean {
  const { owner, query } = useOwnerOnboarding();
  return !owner || !query.isPending;
}

/**
 * What the dashboard shows of the onboarding (decision 419): a new owner who never opened it
 * is sent to /onboarding once; after that, until it is completed, a "Finish setting up" card
 * resumes it at the saved step. Other roles see nothing and make no call.
 */
export function OnboardingSetupCard() {
  const { owner, query } = useOwnerOnboarding();
  const state = query.data;
  if (!owner || !state || !state.applicable) return null;
  if (state.offer === 'redirect') return <Navigate to="/onboarding" replace />;
  if (state.offer !== 'card') return null;
  const step = Math.min(state.current_step, LAST_ONBOARDING_STEP);
  const percent = Math.round((step / LAST_ONBOARDING_STEP) * 100);
  return (
    <Card className="border-indigo-200 bg-indigo-50/60 p-5">
      <section aria-labelledby="setup-card-title" className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 id="setup-card-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Icon name="sparkles" className="size-5 text-indigo-600" />
            Finish setting up
          </h2>
          <p className="text-sm text-slate-700">
            {state.skipped ? 'You skipped the setup. ' : ''}
            Your company profile, team invitations and products are saved step by step. Next: step {step + 1} of {ONBOARDING_STEPS.length},{' '}
            {ONBOARDING_STEP_LABELS[ONBOARDING_STEPS[step] ?? 'welcome']}.
          </p>
          <div
            role="progressbar"
            aria-label="Setup progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 max-w-xs overflow-hidden rounded-full bg-white"
          >
            <div className="h-full rounded-full bg-indigo-500" style={{ width: `${percent}%` }} />
          </div>
        </div>
        <ButtonLink to="/onboarding" className="shrink-0" icon={<Icon name="arrow-right" className="size-4" />}>
          Resume setup
        </ButtonLink>
      </section>
    </Card>
  );
}

import { ONBOARDING_MESSAGES, type OnboardingState, onboardingPath, type SaveOnboardingStep } from '@hiring/shared/onboarding';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSaveOnboardingStep } from '../api/onboarding';

// The parts every step of the onboarding screen is built from: its heading, its Back and Next, saving and its error.

/** What every onboarding step gets: the saved state and the heading to focus when it shows. */
export interface StepProps {
  state: OnboardingState;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}

/** The server's own words where it gave them, else the fallback. */
export const failure = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.isNetworkError ? error.message : errorMessage(error, fallback);

export function StepHeading({ headingRef, title, description }: Pick<StepProps, 'headingRef'> & { title: string; description: string }) {
  return (
    <div className="mb-5">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
    </div>
  );
}

/** Saves the step on the server, then shows the step the server moved to. */
export function useSaveAndGo() {
  const save = useSaveOnboardingStep();
  const navigate = useNavigate();
  const go = async (body: SaveOnboardingStep) => {
    const next = await save.mutateAsync(body);
    navigate(onboardingPath(next.current_step_name));
    return next;
  };
  return { go, save };
}

export function StepActions({
  onBack,
  onNext,
  nextLabel = 'Next',
  busy,
  nextDisabled,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy: boolean;
  nextDisabled?: boolean;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-100 pt-5 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={busy} icon={<Icon name="chevron-left" className="size-4" />}>
          Back
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} loading={busy} disabled={nextDisabled} icon={<Icon name="arrow-right" className="size-4" />}>
        {nextLabel}
      </Button>
    </div>
  );
}

export function SaveError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert variant="error" className="mt-4" title={ONBOARDING_MESSAGES.saveFailed}>
      {failure(error, ONBOARDING_MESSAGES.saveFailed)}
    </Alert>
  );
}

import { BILLING_CLIENT_MESSAGES } from '@hiring/shared/billing-client';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { ACCESS_MESSAGES, canAccessPath, hasPermission, type RoleInput } from '@hiring/shared/roles';
import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { BILLING_PATH } from '@/config/paths';

const STEPS: ReadonlyArray<{ title: string; text: string; icon: IconName; to: string; action: string; denied: string }> = [
  {
    title: 'Create Job Listing',
    text: 'Describe the role; AI proposes the evaluation goals.',
    icon: 'briefcase',
    to: '/job-listing/create',
    action: 'Create a listing',
    denied: ACCESS_MESSAGES.jobListingsManagersOnly,
  },
  {
    title: 'Generate Interview',
    text: 'Questions tied to your goals, shared through a link.',
    icon: 'link',
    to: '/interviews/create-link',
    action: 'Create an interview link',
    denied: ACCESS_MESSAGES.interviewLinksManagersOnly,
  },
  {
    title: 'Review Results',
    text: 'Scored answers with quoted evidence, side by side.',
    icon: 'clipboard-check',
    to: '/interviews/results',
    action: 'Review results',
    denied: ACCESS_MESSAGES.interviewResultsReviewersOnly,
  },
];

/**
 * The three main steps; locked without an active subscription (spec 01 §2). A member is only
 * offered what their role allows: no link into an area it cannot open, and no unlock offer when
 * it cannot manage billing.
 */
export function WorkflowSteps({ subscription, role }: { subscription: ProfileSubscription; role?: RoleInput }) {
  const locked = !subscription.subscription_active;
  const mayUnlock = hasPermission(role, 'manage_billing');
  const lockedAction = subscription.trial_eligible ? BILLING_CLIENT_MESSAGES.startTrialToUnlock : BILLING_CLIENT_MESSAGES.subscribeToUnlock;
  return (
    <section aria-labelledby="steps-title">
      <h2 id="steps-title" className="mb-3 text-sm font-semibold text-slate-900">
        Get started
      </h2>
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            data-locked={locked}
            className={cn(
              'flex flex-col rounded-xl border bg-white p-5 shadow-xs',
              locked ? 'border-slate-200' : 'border-slate-200 hover:border-indigo-300',
            )}
          >
            <div className="flex items-center justify-between">
              <span
                className={cn(
                  'flex size-10 items-center justify-center rounded-lg',
                  locked ? 'bg-slate-100 text-slate-500' : 'bg-indigo-50 text-indigo-600',
                )}
              >
                <Icon name={step.icon} className="size-5" />
              </span>
              {locked ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-500">
                  <Icon name="lock" className="size-3.5" />
                  Locked
                </span>
              ) : (
                <span className="text-xs font-medium text-slate-500">Step {index + 1}</span>
              )}
            </div>
            <h3 className={cn('mt-4 font-semibold', locked ? 'text-slate-500' : 'text-slate-900')}>{step.title}</h3>
            <p className="mt-1 flex-1 text-sm text-slate-500">{step.text}</p>
            {!canAccessPath(role, step.to) ? (
              <p className="mt-4 text-sm text-slate-600">{step.denied}</p>
            ) : locked && !mayUnlock ? (
              <p className="mt-4 text-sm text-slate-600">Available once an owner or admin subscribes.</p>
            ) : (
              <Link
                to={locked ? BILLING_PATH : step.to}
                className="mt-4 inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {locked ? <Icon name="lock" className="size-3.5" /> : null}
                {locked ? lockedAction : step.action}
                <Icon name="arrow-right" className="size-3.5" />
                {locked ? <span className="sr-only">: {step.title}</span> : null}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

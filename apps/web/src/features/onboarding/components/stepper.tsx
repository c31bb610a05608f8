import { ONBOARDING_STEP_LABELS, ONBOARDING_STEPS, type OnboardingStep } from '@hiring/shared/onboarding';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

export type StepState = 'done' | 'current' | 'upcoming';

/** Where each step stands: before the one shown is done (or all when completed), the shown one current. */
export function stepStates(shown: OnboardingStep, completed: boolean): StepState[] {
  const at = ONBOARDING_STEPS.indexOf(shown);
  return ONBOARDING_STEPS.map((_, i) => (i === at ? (completed ? 'done' : 'current') : i < at || completed ? 'done' : 'upcoming'));
}

/** The five steps of the onboarding (spec 01 §9); the step shown carries aria-current="step". */
export function OnboardingStepper({ shown, completed = false }: { shown: OnboardingStep; completed?: boolean }) {
  const states = stepStates(shown, completed);
  const at = ONBOARDING_STEPS.indexOf(shown);
  return (
    <nav aria-label="Setup progress" className="mb-6">
      <p className="mb-2 text-sm text-slate-600 sm:sr-only">
        Step {at + 1} of {ONBOARDING_STEPS.length}: {ONBOARDING_STEP_LABELS[shown]}
      </p>
      <ol className="grid grid-cols-5 gap-1.5 sm:gap-2">
        {ONBOARDING_STEPS.map((step, i) => {
          const state = states[i];
          return (
            <li
              key={step}
              aria-current={i === at ? 'step' : undefined}
              className={cn(
                'flex min-w-0 items-center gap-2 rounded-lg border px-1.5 py-2 text-sm sm:px-3',
                i === at ? 'border-indigo-300 bg-indigo-50 text-indigo-900' : 'border-slate-200 bg-white text-slate-600',
              )}
            >
              <span
                className={cn(
                  'mx-auto flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold sm:mx-0',
                  state === 'done'
                    ? 'bg-emerald-600 text-white'
                    : state === 'current'
                      ? 'bg-indigo-600 text-white'
                      : 'bg-slate-200 text-slate-700',
                )}
              >
                {state === 'done' ? <Icon name="check-circle" className="size-4" label="Done" /> : i + 1}
              </span>
              <span className="sr-only sm:not-sr-only sm:truncate sm:font-medium">
                <span className="sr-only">Step {i + 1}: </span>
                {ONBOARDING_STEP_LABELS[step]}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

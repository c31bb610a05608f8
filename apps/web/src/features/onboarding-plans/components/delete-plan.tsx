import { ONBOARDING_MESSAGES, type OnboardingPlan } from '@hiring/shared/onboarding-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { deleteOnboardingPlan, onboardingKeys } from '../api/onboarding-plans';

/** Asks before deleting a plan; on success the lists forget it and `onDeleted` runs. */
export function DeletePlanDialog({ plan, onClose, onDeleted }: { plan: OnboardingPlan; onClose: () => void; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteOnboardingPlan(plan.id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: onboardingKeys.plan(plan.id) });
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.lists });
      onDeleted();
    },
  });
  return (
    <ConfirmDialog
      title="Delete onboarding plan?"
      description={
        <>
          <span className="block">
            “{plan.plan_name}” for {plan.user_name} and its {plan.tasks.length === 1 ? '1 task' : `${plan.tasks.length} tasks`} will be
            deleted. This can't be undone.
          </span>
          {remove.isError ? (
            <Alert variant="error" title={ONBOARDING_MESSAGES.deleteFailed} className="mt-3">
              {errorMessage(remove.error)}
            </Alert>
          ) : null}
        </>
      }
      confirmLabel="Delete plan"
      destructive
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={onClose}
    />
  );
}

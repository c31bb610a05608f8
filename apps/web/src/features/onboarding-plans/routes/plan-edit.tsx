import { ONBOARDING_MESSAGES, type OnboardingPlan } from '@hiring/shared/onboarding-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { onboardingKeys, updateOnboardingPlan } from '../api/onboarding-plans';
import { PlanForm, type PlanFormValues } from '../components/plan-form';
import { PlanLoader } from '../components/plan-loader';
import { PLANS_PATH } from './plans-list';

/** /onboarding/user/edit/{id}: name, type and tasks; the member of a plan doesn't change (decision 412). */
export function OnboardingPlanEditRoute() {
  return <PlanLoader>{(plan) => <PlanEdit key={plan.id} plan={plan} />}</PlanLoader>;
}

function PlanEdit({ plan }: { plan: OnboardingPlan }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: PlanFormValues) =>
      updateOnboardingPlan({
        id: plan.id,
        plan_name: values.plan_name,
        plan_type: values.plan_type,
        tasks: values.tasks.map((t) => ({ ...(t.id ? { id: t.id } : {}), title: t.title, done: t.done })),
      }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(onboardingKeys.plan(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.lists });
      navigate(`${PLANS_PATH}/${saved.id}`);
    },
  });
  const back = `${PLANS_PATH}/${plan.id}`;
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="Edit onboarding plan"
        title={<span className="break-words">{plan.plan_name}</span>}
        actions={
          <ButtonLink to={back} variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
            Back
          </ButtonLink>
        }
      />
      <PlanForm
        defaultValues={{
          user_id: plan.user_id,
          plan_name: plan.plan_name,
          plan_type: plan.plan_type,
          tasks: plan.tasks.map((t) => ({ id: t.id, title: t.title, done: t.done })),
        }}
        member={() => (
          <div>
            <p className="text-sm font-medium text-slate-700">Member</p>
            <p className="mt-1 text-sm break-all text-slate-800">
              {plan.user_name} <span className="text-slate-500">· {plan.user_email}</span>
            </p>
          </div>
        )}
        submitLabel="Save changes"
        failureTitle={ONBOARDING_MESSAGES.updateFailed}
        error={save.error}
        saving={save.isPending}
        onSubmit={(values) => save.mutateAsync(values)}
        onCancel={() => navigate(back)}
      />
    </div>
  );
}

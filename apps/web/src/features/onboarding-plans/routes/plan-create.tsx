import { ONBOARDING_MESSAGES, type OnboardingPlan } from '@hiring/shared/onboarding-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { api, ApiError } from '@/lib/api-client';
import { createOnboardingPlan, onboardingKeys } from '../api/onboarding-plans';
import { MemberPicker } from '../components/member-picker';
import { PlanForm, type PlanFormValues, suggestedTasks } from '../components/plan-form';
import { PLANS_PATH } from './plans-list';

/** /onboarding/user/create: start a plan for a member (?user_id= preselects one). */
export function OnboardingPlanCreateRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const preselectedId = params.get('user_id') ?? undefined;
  // A member who already has a plan (409): a link to it.
  const [existing, setExisting] = useState<OnboardingPlan | null>(null);
  const create = useMutation({
    mutationFn: (values: PlanFormValues) =>
      createOnboardingPlan({
        user_id: values.user_id,
        plan_name: values.plan_name,
        plan_type: values.plan_type,
        tasks: values.tasks.map((t) => ({ title: t.title, done: t.done })),
      }),
    onSuccess: async (plan) => {
      queryClient.setQueryData(onboardingKeys.plan(plan.id), plan);
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.lists });
      navigate(`${PLANS_PATH}/${plan.id}`);
    },
    onError: async (error, values) => {
      setExisting(null);
      if (error instanceof ApiError && error.status === 409) {
        const plan = await api.get<OnboardingPlan>(`/admin/onboarding/user/user/${encodeURIComponent(values.user_id)}`).catch(() => null);
        setExisting(plan);
      }
    },
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow="User Onboarding"
        title="New onboarding plan"
        description="Choose a member, name the plan and list what they should get done."
        actions={
          <ButtonLink to={PLANS_PATH} variant="secondary" icon={<Icon name="chevron-left" className="size-4" />}>
            Back
          </ButtonLink>
        }
      />
      <PlanForm
        defaultValues={{ user_id: preselectedId ?? '', plan_name: '', plan_type: 'standard', tasks: suggestedTasks('standard') }}
        member={(props) => <MemberPicker {...props} preselectedId={preselectedId} />}
        submitLabel="Create plan"
        failureTitle={ONBOARDING_MESSAGES.createFailed}
        error={create.error}
        errorAction={
          existing ? (
            <ButtonLink to={`${PLANS_PATH}/${existing.id}`} size="sm" variant="secondary">
              Open {existing.user_name}'s plan
            </ButtonLink>
          ) : null
        }
        saving={create.isPending}
        onSubmit={(values) => create.mutateAsync(values)}
        onCancel={() => navigate(PLANS_PATH)}
      />
    </div>
  );
}

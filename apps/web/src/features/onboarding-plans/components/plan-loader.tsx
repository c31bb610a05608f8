import { ONBOARDING_MESSAGES, type OnboardingPlan } from '@hiring/shared/onboarding-plans';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { onboardingPlanQueryOptions } from '../api/onboarding-plans';

/** Loads the plan of the address: a skeleton, the alert titled 'Error' with Retry, then the page. */
export function PlanLoader({ children }: { children: (plan: OnboardingPlan) => ReactNode }) {
  const { id = '' } = useParams();
  const query = useQuery(onboardingPlanQueryOptions(id));
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading onboarding plan" className="mx-auto max-w-3xl space-y-4">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-32 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl">
        <Alert
          variant="error"
          title="Error"
          action={
            <div className="flex flex-wrap gap-2">
              {missing ? null : (
                <Button size="sm" variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
                  Retry
                </Button>
              )}
              <ButtonLink to="/onboarding/user" size="sm" variant="ghost">
                Back to onboarding plans
              </ButtonLink>
            </div>
          }
        >
          {missing ? ONBOARDING_MESSAGES.notFound : errorMessage(query.error, ONBOARDING_MESSAGES.fetchFailed)}
        </Alert>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

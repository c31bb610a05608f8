import type { Profile } from '@hiring/shared/profile';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { dashboardErrorMessage, useDashboard } from '../api';
import { DashboardEmpty, DashboardError, DashboardSkeleton } from '../components/dashboard-states';
import { ActiveHiringPanel, ResourcesPanel, SubscriptionPanel, TeamPanel } from '../components/panels';
import { SubscriptionBanner } from '../components/subscription-banner';
import { WorkflowSteps } from '../components/workflow-steps';

/** /dashboard (spec 01 §2): loading, error, no data, or the dashboard. */
export function DashboardRoute() {
  const query = useDashboard();
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    return <DashboardError message={dashboardErrorMessage(query.error)} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) return <DashboardEmpty onRefresh={() => query.refetch()} refreshing={query.isFetching} />;
  return <Dashboard profile={query.data} />;
}

export function Dashboard({ profile }: { profile: Profile }) {
  const { user, subscription } = profile;
  const firstName = user.firstName?.trim() || 'User';
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title={`Welcome back, ${firstName}!`}
        description="Here's where your hiring stands today."
        actions={
          <>
            <ButtonLink to="/dashboard/analytics" variant="secondary" size="sm" icon={<Icon name="bar-chart" className="size-4" />}>
              Analytics
            </ButtonLink>
            <ButtonLink to="/dashboard/reports" variant="secondary" size="sm" icon={<Icon name="file-text" className="size-4" />}>
              Reports
            </ButtonLink>
          </>
        }
      />
      <SubscriptionBanner subscription={subscription} />
      <WorkflowSteps subscription={subscription} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ActiveHiringPanel />
        <SubscriptionPanel subscription={subscription} />
        <TeamPanel />
        <ResourcesPanel subscription={subscription} />
      </div>
    </div>
  );
}

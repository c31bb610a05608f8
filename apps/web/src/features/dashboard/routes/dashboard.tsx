import { type ComponentType, type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react';
import type { User } from '@hiring/shared/auth';
import type { Profile } from '@hiring/shared/profile';
import { hasPermission, isPlatformRole } from '@hiring/shared/roles';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { dashboardErrorMessage, useDashboard } from '../api';
import { DashboardEmpty, DashboardError, DashboardSkeleton } from '../components/dashboard-states';
import { ActiveHiringPanel, type ActiveHiringSlot, ResourcesPanel, SubscriptionPanel, TeamPanel } from '../components/panels';
import { PlatformDashboard } from '../components/platform-dashboard';
import { SubscriptionBanner } from '../components/subscription-banner';
import { WorkflowSteps } from '../components/workflow-steps';

/** What the dashboard shows above its panels, and whether it knows yet what that is. */
export interface SetupSlot {
  Card: ComponentType;
  useSettled: () => boolean;
}

const alwaysSettled = () => true;

/**
 * /dashboard (spec 01 §2): loading, error, no data, or the dashboard. The skeleton stays until
 * the setup slot is settled too, so a card arriving late never pushes the page down (decision 431).
 */
export function DashboardRoute({ setup, ActiveHiring }: { setup?: SetupSlot; ActiveHiring?: ActiveHiringSlot } = {}) {
  const query = useDashboard();
  const useSetupSettled = setup?.useSettled ?? alwaysSettled;
  const setupSettled = useSetupSettled();
  // The dashboard is the page's largest render: it is drawn as a deferred update, which React
  // splits into short tasks, so the shell (and its banner) paint first and the page stays
  // responsive meanwhile (decision 435).
  const ready = useDeferredValue(!query.isPending && setupSettled);
  if (!ready || query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    return <DashboardError message={dashboardErrorMessage(query.error)} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  if (!query.data) return <DashboardEmpty onRefresh={() => query.refetch()} refreshing={query.isFetching} />;
  return <Dashboard profile={query.data} SetupCard={setup?.Card} ActiveHiring={ActiveHiring} />;
}

/** Sign-ins within this time of registering belong to the account's first visit. */
const FIRST_VISIT_MS = 60_000;

/**
 * "Welcome" on the account's first visit, "Welcome back" later: the first session signs in at
 * registration, so its last sign-in is within a minute of the account's creation.
 */
export function greetingFor(user: Pick<User, 'firstName' | 'created_at' | 'last_login'>): string {
  const firstName = user.firstName?.trim() || 'User';
  const created = Date.parse(user.created_at ?? '');
  const lastLogin = Date.parse(user.last_login ?? '');
  const firstVisit = Number.isNaN(lastLogin) || (!Number.isNaN(created) && lastLogin - created < FIRST_VISIT_MS);
  return firstVisit ? `Welcome, ${firstName}!` : `Welcome back, ${firstName}!`;
}

/**
 * Children drawn in a second, deferred pass after the first commit: what a phone shows only on
 * scrolling (the steps and the panels), so the first draw's task stays short. It only ever adds
 * below what is drawn, so nothing moves (decision 435).
 */
function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : null;
}

export function Dashboard({
  profile,
  SetupCard,
  ActiveHiring,
}: {
  profile: Profile;
  SetupCard?: ComponentType;
  ActiveHiring?: ActiveHiringSlot;
}) {
  const { user, subscription } = profile;
  // The platform administrator belongs to no company: no hiring, plan or team of their own to show.
  if (isPlatformRole(user.role)) return <PlatformDashboard greeting={greetingFor(user)} />;
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title={greetingFor(user)}
        description="Here's where your hiring stands today."
        actions={
          hasPermission(user.role, 'view_analytics') ? (
            <>
              <ButtonLink to="/dashboard/analytics" variant="secondary" size="sm" icon={<Icon name="bar-chart" className="size-4" />}>
                Analytics
              </ButtonLink>
              <ButtonLink to="/dashboard/reports" variant="secondary" size="sm" icon={<Icon name="file-text" className="size-4" />}>
                Reports
              </ButtonLink>
            </>
          ) : null
        }
      />
      {SetupCard ? <SetupCard /> : null}
      <SubscriptionBanner subscription={subscription} role={user.role} />
      <BelowTheFold>
        <WorkflowSteps subscription={subscription} role={user.role} />
        <div className="grid gap-6 lg:grid-cols-2">
          <ActiveHiringPanel role={user.role} List={ActiveHiring} />
          <SubscriptionPanel subscription={subscription} role={user.role} />
          <TeamPanel role={user.role} />
          <ResourcesPanel subscription={subscription} />
        </div>
      </BelowTheFold>
    </div>
  );
}

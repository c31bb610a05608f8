import { roleDisplayName } from '@hiring/shared/roles';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '@/lib/profile';
import type { SubscriptionPanelComponent } from '../profile-routes';

export const PROFILE_LOAD_ERROR =
  'An error occurred while loading your profile. No profile data available. Please refresh the page or contact support.';

/**
 * /profile (spec 02 §2.4): Profile Information and the subscription panel, which billing
 * provides (the router passes it in); the information card only reads the profile.
 */
export function ProfileOverviewRoute({ SubscriptionPanel }: { SubscriptionPanel: SubscriptionPanelComponent }) {
  const profile = useQuery(profileQueryOptions());
  if (profile.isPending) {
    return (
      <div role="status" aria-label="Loading profile" className="mx-auto max-w-5xl space-y-6">
        <Skeleton className="h-8 w-72 max-w-full" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-56" />
          <Skeleton className="h-56" />
        </div>
        <span className="sr-only">Loading profile…</span>
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <div className="mx-auto max-w-5xl">
        <PageHeader title="Profile" />
        <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm text-rose-900">
          {PROFILE_LOAD_ERROR}
        </p>
      </div>
    );
  }
  const { user, subscription } = profile.data;
  const name = [user.first_name ?? user.firstName, user.last_name ?? user.lastName].filter(Boolean).join(' ') || 'User';
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['Email', user.email],
    ['Phone', user.phone || 'Not provided'],
    ['Role', roleDisplayName(user.role)],
    ['Company', user.company?.name && !user.company.name.startsWith('Company-') ? user.company.name : 'Not set'],
  ];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Profile" description="Your account and your company's subscription." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader
            title="Profile Information"
            icon={<Icon name="user" />}
            action={
              <ButtonLink to="/profile/settings" size="sm" variant="secondary">
                Edit Profile
              </ButtonLink>
            }
          />
          <CardBody>
            <dl className="divide-y divide-slate-100 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 py-2.5">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="min-w-0 truncate text-right font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
        <SubscriptionPanel flags={subscription} />
      </div>
    </div>
  );
}

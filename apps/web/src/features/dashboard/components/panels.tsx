import { FALLBACK_PACKAGE_NAMES, formatDate } from '@hiring/shared/constants';
import type { ProfileSubscription } from '@hiring/shared/profile';
import { ACCESS_MESSAGES, canAccessPath, hasPermission, type RoleInput } from '@hiring/shared/roles';
import { type ComponentType, type ReactNode, type RefCallback, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { BILLING_PATH } from '@/config/paths';

const linkClass =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-600 hover:text-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** What lists the company's active positions in the panel, or shows `empty` when there are none. */
export type ActiveHiringSlot = ComponentType<{ empty: ReactNode }>;

/**
 * Active Hiring (spec 01 §2: its empty state and a link to /job-listing). Once `List` is given it
 * lists the company's active positions for every role: owners and admins with links to the
 * positions, other roles read-only (decisions 480, 491); `empty` when there are none.
 */
export function ActiveHiringPanel({ role, List }: { role?: RoleInput; List?: ActiveHiringSlot }) {
  const managesJobs = canAccessPath(role, '/job-listing');
  const empty = (
    <div className="flex flex-col items-center py-6 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon name="inbox" className="size-5" />
      </span>
      <p className="mt-3 text-sm font-medium text-slate-900">No active job listings yet</p>
      <p className="mt-1 max-w-xs text-sm text-slate-500">
        {managesJobs
          ? 'Listings you publish appear here with their interview progress.'
          : 'Positions appear here with their interview progress once an owner or admin publishes them.'}
      </p>
      {managesJobs ? (
        <Link to="/job-listing" className={`${linkClass} mt-4`}>
          View job listings
          <Icon name="arrow-right" className="size-3.5" />
        </Link>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{ACCESS_MESSAGES.jobListingsManagersOnly}</p>
      )}
    </div>
  );
  return (
    <Card>
      <CardHeader title="Active Hiring" description="Open positions and their interviews" icon={<Icon name="briefcase" />} />
      <CardBody>{List ? <ActiveHiringList List={List} empty={empty} /> : empty}</CardBody>
    </Card>
  );
}

/**
 * Whether the element has come into view, for what sits below the fold and need not load before
 * the user scrolls to it. Without IntersectionObserver it counts as seen at once.
 */
function useSeen<T extends Element>(): [RefCallback<T>, boolean] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((element: T | null) => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, seen];
}

/**
 * The list loads (its code and its positions) once the panel comes into view: the panel sits below
 * the fold, and loading it with the page lengthened the dashboard's first load (decision 480).
 */
function ActiveHiringList({ List, empty }: { List: ActiveHiringSlot; empty: ReactNode }) {
  const [ref, seen] = useSeen<HTMLDivElement>();
  const loading = <Skeleton className="h-24 w-full" />;
  if (!seen) return <div ref={ref}>{loading}</div>;
  return (
    <Suspense fallback={loading}>
      <List empty={empty} />
    </Suspense>
  );
}

/** Team Collaboration (spec 01 §2): everyone sees the team; only those who manage it are offered an invitation. */
export function TeamPanel({ role }: { role?: RoleInput }) {
  const invites = canAccessPath(role, '/team/invite');
  return (
    <Card>
      <CardHeader title="Team Collaboration" description="Review candidates together" icon={<Icon name="users" />} />
      <CardBody className="space-y-4">
        <p className="text-sm text-slate-600">
          {invites
            ? 'Invite hiring managers and interviewers to confirm goals and compare candidates.'
            : 'See who is on your team. Owners and admins invite new members.'}
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/team" variant="secondary" size="sm" icon={<Icon name="users" className="size-4" />}>
            View team
          </ButtonLink>
          {invites ? (
            <ButtonLink to="/team/invite" variant="secondary" size="sm" icon={<Icon name="user-plus" className="size-4" />}>
              Invite members
            </ButtonLink>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}

const BENEFITS = [
  'AI-proposed evaluation goals for every role',
  'Interview questions tied to your goals',
  'Answers scored with quoted evidence',
  'Side-by-side candidate comparison',
];

export function SubscriptionPanel({ subscription, role }: { subscription: ProfileSubscription; role?: RoleInput }) {
  if (subscription.subscription_active) {
    const planName = subscription.plan_name ?? (subscription.is_trial ? FALLBACK_PACKAGE_NAMES.trial : FALLBACK_PACKAGE_NAMES.paid);
    return (
      <Card>
        <CardHeader title="Subscription Status" icon={<Icon name="credit-card" />} action={<Badge tone="green">Active</Badge>} />
        <CardBody>
          <dl className="grid grid-cols-2 gap-4 text-sm">
            <div>
              <dt className="text-slate-500">Plan</dt>
              <dd className="mt-0.5 font-medium text-slate-900">
                {planName} {/* A trial plan named "Free Trial" needs no "Trial" badge beside its name. */}
                {subscription.is_trial && !/\btrial\b/i.test(planName) ? <Badge tone="indigo">Trial</Badge> : null}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Status</dt>
              <dd className="mt-0.5 font-medium capitalize text-slate-900">
                {subscription.status ?? 'active'}
                {subscription.cancel_at_period_end ? (
                  <span className="normal-case"> · cancels on {formatDate(subscription.current_period_end)}</span>
                ) : null}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-slate-500">{subscription.is_trial ? 'Trial ends' : 'Current period ends'}</dt>
              <dd className="mt-0.5 font-medium text-slate-900">{formatDate(subscription.current_period_end)}</dd>
            </div>
          </dl>
          <Link to={BILLING_PATH} className={`${linkClass} mt-5`}>
            Manage subscription
            <Icon name="arrow-right" className="size-3.5" />
          </Link>
        </CardBody>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader title="What you get with a subscription" icon={<Icon name="sparkles" />} />
      <CardBody>
        <ul className="space-y-2.5 text-sm text-slate-700">
          {BENEFITS.map((b) => (
            <li key={b} className="flex gap-2.5">
              <Icon name="check-circle" className="mt-0.5 size-4 shrink-0 text-emerald-500" />
              {b}
            </li>
          ))}
        </ul>
        {hasPermission(role, 'manage_billing') ? (
          <Link to={BILLING_PATH} className={`${linkClass} mt-5`}>
            {subscription.trial_eligible ? 'Start your free trial' : 'See plans'}
            <Icon name="arrow-right" className="size-3.5" />
          </Link>
        ) : (
          <p className="mt-5 text-sm text-slate-600">{ACCESS_MESSAGES.askManagerToSubscribe}</p>
        )}
      </CardBody>
    </Card>
  );
}

const RESOURCES = [
  { title: 'Creating job listings', text: 'Write a description that yields sharp goals.', to: '/support/help/job-creation' },
  { title: 'Running interviews', text: 'Links, reminders and what candidates see.', to: '/support/help/interviews' },
  { title: 'Assessing candidates', text: 'Read scores, evidence and comparisons.', to: '/support/help/candidate-assessment' },
];

/** Helpful Resources; without an active subscription they lead to billing (spec 01 §2). */
export function ResourcesPanel({ subscription }: { subscription: ProfileSubscription }) {
  const locked = !subscription.subscription_active;
  return (
    <Card>
      <CardHeader title="Helpful Resources" icon={<Icon name="help-circle" />} />
      <ul className="divide-y divide-slate-100">
        {RESOURCES.map((r) => (
          <li key={r.to}>
            <Link
              to={locked ? BILLING_PATH : r.to}
              className="flex items-center gap-3 px-5 py-3.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{r.title}</span>
                <span className="block text-sm text-slate-500">{r.text}</span>
              </span>
              {locked ? (
                <span className="inline-flex items-center gap-1 text-xs text-slate-500">
                  <Icon name="lock" className="size-3.5" />
                  <span className="sr-only">Locked: opens subscription</span>
                </span>
              ) : (
                <Icon name="chevron-right" className="size-4 text-slate-500" />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

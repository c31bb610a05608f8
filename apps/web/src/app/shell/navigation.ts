import { canAccessPath, isPlatformRole, type RoleInput } from '@hiring/shared/roles';
import type { IconName } from '@/components/ui/icon';
import { BILLING_PATH } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  label: string;
  icon: IconName;
  /** A single link (no children) or a group of links. */
  to?: string;
  items?: readonly NavLinkItem[];
}

/** The sidebar of spec 01 §2 (App shell), in its order. */
export const NAVIGATION: readonly NavGroup[] = [
  { label: 'Dashboard', icon: 'home', to: '/dashboard' },
  {
    label: 'Job Listings',
    icon: 'briefcase',
    items: [
      { label: 'Create Listing', to: '/job-listing/create' },
      { label: 'Active Listings', to: '/job-listing/active' },
      { label: 'Archived Listings', to: '/job-listing/archived' },
    ],
  },
  {
    label: 'Interviews',
    icon: 'video',
    items: [
      { label: 'Pending', to: '/interviews/pending' },
      { label: 'Completed', to: '/interviews/completed' },
      { label: 'Analysis', to: '/interviews/analysis' },
    ],
  },
  {
    label: 'Candidate Pool',
    icon: 'users',
    items: [
      { label: 'Candidates', to: '/talent/candidates' },
      { label: 'Compare', to: '/talent/compare' },
    ],
  },
  {
    label: 'Team Management',
    icon: 'user-plus',
    items: [
      { label: 'Team Members', to: '/profile/team' },
      { label: 'Invite Members', to: '/profile/team/invite' },
    ],
  },
  {
    label: 'Subscription',
    icon: 'credit-card',
    items: [
      { label: 'Plan', to: BILLING_PATH },
      { label: 'Usage', to: '/billing/usage' },
      { label: 'Invoices', to: '/billing/invoices' },
    ],
  },
  { label: 'Profile Settings', icon: 'settings', to: '/profile/settings' },
  { label: 'Help & Support', icon: 'help-circle', to: '/support/help' },
];

/**
 * The platform administrator's sidebar (decision 492): the screens that serve every company (the
 * companies, their employees and the sample library every company reads), without the company's
 * own hiring, team and billing screens, which are not theirs.
 */
export const PLATFORM_NAVIGATION: readonly NavGroup[] = [
  { label: 'Dashboard', icon: 'home', to: '/dashboard' },
  {
    label: 'Platform',
    icon: 'shield',
    items: [
      { label: 'Companies', to: '/org/company' },
      { label: 'Employees', to: '/org/employees' },
      { label: 'Sample Library', to: '/samples' },
    ],
  },
  { label: 'Profile Settings', icon: 'settings', to: '/profile/settings' },
  { label: 'Help & Support', icon: 'help-circle', to: '/support/help' },
];

/** The sidebar a role may use: links to areas it cannot open are left out, and empty groups with them. */
export function navigationFor(role: RoleInput): NavGroup[] {
  return (isPlatformRole(role) ? PLATFORM_NAVIGATION : NAVIGATION).flatMap((group) => {
    if (group.to) return canAccessPath(role, group.to) ? [group] : [];
    const items = (group.items ?? []).filter((item) => canAccessPath(role, item.to));
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

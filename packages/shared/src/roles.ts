/** Roles and permissions (spec 01 §6). Roles compare case-insensitively. */

export const ROLES = ['admin', 'super_admin', 'owner', 'manager', 'team_lead', 'supervisor', 'user', 'employee', 'member'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

export const ROLE_DISPLAY_NAMES: Readonly<Record<Role, string>> = {
  admin: 'Administrator',
  super_admin: 'Super Administrator',
  owner: 'Owner',
  manager: 'Manager',
  team_lead: 'Team Lead',
  supervisor: 'Supervisor',
  user: 'User',
  employee: 'Employee',
  member: 'Member',
};

export const PERMISSIONS = [
  'manage_users',
  'manage_content',
  'view_analytics',
  'manage_billing',
  'manage_team',
  'view_team',
  'view_content',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Roles holding every permission. */
export const ALL_PERMISSION_ROLES: readonly Role[] = ['owner', 'super_admin'];

export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  owner: PERMISSIONS,
  super_admin: PERMISSIONS,
  admin: ['manage_users', 'manage_content', 'view_analytics', 'manage_billing'],
  manager: ['manage_team', 'view_analytics', 'manage_content'],
  team_lead: ['manage_team', 'view_analytics'],
  supervisor: ['view_team', 'manage_content'],
  user: ['view_content'],
  employee: ['view_content'],
  member: ['view_content'],
};

/** A role as the server or storage gives it: a string, or an object with a name. */
export type RoleInput = string | { name?: string | null } | null | undefined;

/** Lowercases a role; an unknown or missing role becomes the default role. */
export function normalizeRole(input: RoleInput): Role {
  const raw = typeof input === 'string' ? input : input?.name;
  const lowered = (raw ?? '').trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lowered) ? (lowered as Role) : DEFAULT_ROLE;
}

export function roleDisplayName(input: RoleInput): string {
  return ROLE_DISPLAY_NAMES[normalizeRole(input)];
}

export function permissionsOf(input: RoleInput): readonly Permission[] {
  return ROLE_PERMISSIONS[normalizeRole(input)];
}

export function hasPermission(input: RoleInput, permission: Permission): boolean {
  return permissionsOf(input).includes(permission);
}

/** Whether a role is one of the allowed roles, compared case-insensitively. */
export function hasAnyRole(input: RoleInput, allowed: readonly string[]): boolean {
  const raw = (typeof input === 'string' ? input : input?.name) ?? '';
  const role = raw.trim().toLowerCase();
  return allowed.some((a) => a.trim().toLowerCase() === role);
}

/** Route areas that need a role (spec 01 §2). */
export const ADMIN_OR_OWNER: readonly Role[] = ['admin', 'owner'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];
/**
 * The employees and companies areas (/org/*): the company's admins and owners, and the platform
 * administrator, whom the server serves every company's rows there (docs/decisions/422-super-admin-org-pages.md).
 */
export const ORG_AREA_ROLES: readonly Role[] = ['admin', 'owner', 'super_admin'];
/**
 * Platform roles: they administer every company and belong to none (decision 492). They get their
 * own navigation and dashboard; the company's hiring, team and billing screens are not theirs.
 */
export const PLATFORM_ROLES: readonly Role[] = ['super_admin'];
export function isPlatformRole(input: RoleInput): boolean {
  return hasAnyRole(input, PLATFORM_ROLES);
}
/**
 * The samples area (/samples): a company's owners and admins, who read the platform's library and
 * keep their own samples, and the platform administrator, who keeps the library (decision 400);
 * the same list as SAMPLE_ROLES (samples.ts), the roles the samples API serves.
 */
export const SAMPLE_AREA_ROLES: readonly Role[] = ['admin', 'owner', 'super_admin'];
/** Who reads and reviews interviews and the candidate pool; the same list as INTERVIEW_REVIEWER_ROLES (interviews.ts). */
export const INTERVIEW_READER_ROLES: readonly Role[] = ['owner', 'admin', 'manager', 'team_lead', 'supervisor'];

export const ROLE_RESTRICTED_ROUTES: ReadonlyArray<{ prefix: string; roles: readonly Role[] }> = [
  { prefix: '/org/employees', roles: ORG_AREA_ROLES },
  { prefix: '/org/company', roles: ORG_AREA_ROLES },
  { prefix: '/samples', roles: SAMPLE_AREA_ROLES },
  { prefix: '/onboarding/user', roles: ADMIN_OR_OWNER },
  { prefix: '/job-listing', roles: ADMIN_OR_OWNER },
  { prefix: '/billing/admin', roles: ADMIN_ONLY },
  // Inviting is for the team's managers (the team API's roles); the page itself tells others who
  // invites, but no link leads a team lead or a member there.
  { prefix: '/profile/team/invite', roles: ORG_AREA_ROLES },
  { prefix: '/team/invite', roles: ORG_AREA_ROLES },
  // Creating links is for owners and admins; reading and reviewing results for team leads too.
  // The first matching prefix wins, so the narrower one comes first.
  { prefix: '/interviews/create-link', roles: ADMIN_OR_OWNER },
  // The bias audit reads candidates' self-identification in aggregate: owners and admins (decision 701).
  { prefix: '/interviews/bias-audit', roles: ADMIN_OR_OWNER },
  { prefix: '/interviews', roles: INTERVIEW_READER_ROLES },
  { prefix: '/talent', roles: INTERVIEW_READER_ROLES },
];

/**
 * Whether a role may open a path: the restricted areas above need their roles, the rest is open
 * to every signed-in member. The client shows a member only the links and actions this allows.
 */
export function canAccessPath(input: RoleInput, path: string): boolean {
  const rule = ROLE_RESTRICTED_ROUTES.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`));
  return !rule || hasAnyRole(input, rule.roles);
}

/** What a member sees in place of an action their role does not allow. */
export const ACCESS_MESSAGES = {
  askManagerToSubscribe: 'Your company has no active subscription. Ask an owner or admin to start the free trial or choose a plan.',
  jobListingsManagersOnly: 'Owners and admins create and manage job listings.',
  interviewLinksManagersOnly: 'Owners and admins create interview links.',
  interviewResultsReviewersOnly: 'Owners, admins, managers, team leads and supervisors review interview results.',
} as const;

import { describe, expect, it } from 'vitest';
import { INTERVIEW_MANAGER_ROLES, INTERVIEW_REVIEWER_ROLES } from './interviews.ts';
import { COMPANY_ADMIN_ROLES } from './org-company.ts';
import { SAMPLE_ROLES } from './samples.ts';
import { TEAM_MANAGER_ROLES } from './team.ts';
import {
  canAccessPath,
  DEFAULT_ROLE,
  hasAnyRole,
  hasPermission,
  isPlatformRole,
  normalizeRole,
  ORG_AREA_ROLES,
  PERMISSIONS,
  PLATFORM_ROLES,
  permissionsOf,
  ROLE_DISPLAY_NAMES,
  ROLE_RESTRICTED_ROUTES,
  roleDisplayName,
  ROLES,
  SAMPLE_AREA_ROLES,
} from './roles.ts';

describe('roles and permissions (spec 01 §6)', () => {
  it('knows the nine roles with their display names', () => {
    expect(ROLES).toEqual(['admin', 'super_admin', 'owner', 'manager', 'team_lead', 'supervisor', 'user', 'employee', 'member']);
    expect(ROLE_DISPLAY_NAMES).toEqual({
      admin: 'Administrator',
      super_admin: 'Super Administrator',
      owner: 'Owner',
      manager: 'Manager',
      team_lead: 'Team Lead',
      supervisor: 'Supervisor',
      user: 'User',
      employee: 'Employee',
      member: 'Member',
    });
  });

  it('defaults to user and lowercases strings and objects with a name', () => {
    expect(DEFAULT_ROLE).toBe('user');
    expect(normalizeRole(undefined)).toBe('user');
    expect(normalizeRole('')).toBe('user');
    expect(normalizeRole('unknown-role')).toBe('user');
    expect(normalizeRole('ADMIN')).toBe('admin');
    expect(normalizeRole({ name: 'Team_Lead' })).toBe('team_lead');
    expect(roleDisplayName('Super_Admin')).toBe('Super Administrator');
  });

  it('gives owner and super_admin every permission', () => {
    expect(permissionsOf('owner')).toEqual(PERMISSIONS);
    expect(permissionsOf('super_admin')).toEqual(PERMISSIONS);
  });

  it('gives each other role exactly its listed permissions', () => {
    expect([...permissionsOf('admin')].sort()).toEqual(['manage_billing', 'manage_content', 'manage_users', 'view_analytics']);
    expect([...permissionsOf('manager')].sort()).toEqual(['manage_content', 'manage_team', 'view_analytics']);
    expect([...permissionsOf('team_lead')].sort()).toEqual(['manage_team', 'view_analytics']);
    expect([...permissionsOf('supervisor')].sort()).toEqual(['manage_content', 'view_team']);
    for (const role of ['user', 'employee', 'member']) expect(permissionsOf(role)).toEqual(['view_content']);
    expect(hasPermission('admin', 'manage_users')).toBe(true);
    expect(hasPermission('manager', 'manage_users')).toBe(false);
  });

  it('compares allowed roles case-insensitively', () => {
    expect(hasAnyRole('Owner', ['admin', 'owner'])).toBe(true);
    expect(hasAnyRole({ name: 'ADMIN' }, ['Admin'])).toBe(true);
    expect(hasAnyRole('user', ['admin', 'owner'])).toBe(false);
    expect(hasAnyRole(undefined, ['admin'])).toBe(false);
  });

  it('restricts the admin areas to admin or owner (the /org and /samples areas to the platform administrator too) and /billing/admin to admin', () => {
    const roles = Object.fromEntries(ROLE_RESTRICTED_ROUTES.map((r) => [r.prefix, r.roles]));
    for (const prefix of ['/onboarding/user', '/job-listing']) {
      expect(roles[prefix]).toEqual(['admin', 'owner']);
    }
    for (const prefix of ['/org/employees', '/org/company', '/samples']) {
      expect(roles[prefix]).toEqual(['admin', 'owner', 'super_admin']);
    }
    expect(roles['/billing/admin']).toEqual(['admin']);
  });

  it('lets the interview screens open for exactly the roles the interview API serves', () => {
    const roles = Object.fromEntries(ROLE_RESTRICTED_ROUTES.map((r) => [r.prefix, r.roles]));
    expect(roles['/interviews']).toEqual([...INTERVIEW_REVIEWER_ROLES]);
    expect(roles['/talent']).toEqual([...INTERVIEW_REVIEWER_ROLES]);
    expect([...(roles['/interviews/create-link'] ?? [])].sort()).toEqual([...INTERVIEW_MANAGER_ROLES].sort());
  });
});

describe('the /org areas', () => {
  it('open for exactly the roles the employees and companies APIs serve', () => {
    expect([...ORG_AREA_ROLES].sort()).toEqual([...TEAM_MANAGER_ROLES].sort());
    expect([...ORG_AREA_ROLES].sort()).toEqual([...COMPANY_ADMIN_ROLES].sort());
  });
});

describe('the /samples area', () => {
  it('opens for exactly the roles the samples API serves: owners, admins and the platform administrator', () => {
    expect([...SAMPLE_AREA_ROLES].sort()).toEqual([...SAMPLE_ROLES].sort());
    expect(canAccessPath('super_admin', '/samples')).toBe(true);
    expect(canAccessPath('super_admin', '/samples/teams/edit/x')).toBe(true);
    expect(canAccessPath('manager', '/samples')).toBe(false);
  });
});

describe('canAccessPath', () => {
  it.each([
    ['user', '/job-listing/create', false],
    ['user', '/job-listing', false],
    ['member', '/org/company', false],
    ['super_admin', '/org/company', true],
    ['super_admin', '/org/employees/details/x', true],
    ['super_admin', '/job-listing', false],
    ['manager', '/org/employees', false],
    ['user', '/dashboard', true],
    ['user', '/billing/subscription', true],
    ['owner', '/job-listing/create', true],
    ['Admin', '/job-listing', true],
    ['owner', '/job-listingx', true],
    ['owner', '/billing/admin', false],
    // Interviews: team leads read and review; only owners and admins create links; members neither.
    ['manager', '/interviews/completed', true],
    ['team_lead', '/talent/compare', true],
    ['manager', '/interviews/create-link', false],
    ['admin', '/interviews/create-link', true],
    ['user', '/interviews/pending', false],
    ['member', '/talent/candidates', false],
    // Inviting is for the team's managers; every member sees the team (issue 34).
    ['team_lead', '/profile/team/invite', false],
    ['member', '/team/invite', false],
    ['team_lead', '/profile/team', true],
    ['admin', '/profile/team/invite', true],
    ['owner', '/team/invite', true],
  ] as const)('%s may open %s: %s', (role, path, allowed) => {
    expect(canAccessPath(role, path)).toBe(allowed);
  });
});

describe('platform roles', () => {
  it('are the super_admin only, compared case-insensitively', () => {
    expect(PLATFORM_ROLES).toEqual(['super_admin']);
    expect(isPlatformRole('Super_Admin')).toBe(true);
    for (const role of ROLES.filter((r) => r !== 'super_admin')) expect(isPlatformRole(role)).toBe(false);
  });

  it('invite the team exactly as the team API lets them (its manager roles)', () => {
    const roles = Object.fromEntries(ROLE_RESTRICTED_ROUTES.map((r) => [r.prefix, r.roles]));
    expect([...(roles['/profile/team/invite'] ?? [])].sort()).toEqual([...TEAM_MANAGER_ROLES].sort());
    expect([...(roles['/team/invite'] ?? [])].sort()).toEqual([...TEAM_MANAGER_ROLES].sort());
  });
});

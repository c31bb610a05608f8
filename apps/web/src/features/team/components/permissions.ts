import { COMPANY_ROLES, TEAM_MANAGER_ROLES } from '@hiring/shared/team';
import { hasAnyRole, type RoleInput } from '@hiring/shared/roles';

/** Whether the signed-in role manages the company's people (the server enforces the same rule). */
export const canManageTeam = (role: RoleInput) => hasAnyRole(role, TEAM_MANAGER_ROLES);

/** Owners (and platform administrators) act on owners and grant the owner role; admins don't. */
export const actsAsOwner = (role: RoleInput) => hasAnyRole(role, ['owner', 'super_admin']);

/** Whether the viewer may change or remove a member holding `targetRole`. */
export const canActOn = (viewerRole: RoleInput, targetRole: string) => targetRole !== 'owner' || actsAsOwner(viewerRole);

/** The roles the viewer may give. */
export const assignableRoles = (viewerRole: RoleInput) => COMPANY_ROLES.filter((r) => r !== 'owner' || actsAsOwner(viewerRole));

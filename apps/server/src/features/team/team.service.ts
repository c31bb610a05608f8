import { COMPANY_ROLES, type RoleInfo, roleInfo, TEAM_MESSAGES } from '@hiring/shared/team';
import { acceptByRegistering, acceptSignedIn, preview } from './invite-accept.ts';
import { deleteInvite, getInvite, invite, listInvites, setInviteStatus } from './invites.ts';
import { getEmployee, listEmployees, removeEmployee, updateEmployee } from './employees.ts';
import { notFound, TeamCore, type TeamServiceDeps } from './team-core.ts';

export type { TeamServiceDeps } from './team-core.ts';

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/**
 * The team: a company's people, its invitations, and accepting one by its link. Each concern
 * lives in its own file (employees.ts, invites.ts, invite-accept.ts) over what they share
 * (team-core.ts: the caller's scope, seats, the invitation mail); this class composes them for
 * the routes and other features.
 */
export class TeamService {
  private readonly core: TeamCore;

  constructor(deps: TeamServiceDeps) {
    this.core = new TeamCore(deps);
  }

  roles(): RoleInfo[] {
    return COMPANY_ROLES.map((r) => roleInfo(r));
  }

  role(id: string): RoleInfo {
    const role = COMPANY_ROLES.find((r) => r === id.toLowerCase());
    if (!role) throw notFound(TEAM_MESSAGES.roleNotFound);
    return roleInfo(role);
  }

  listEmployees = (...args: Tail<Parameters<typeof listEmployees>>) => listEmployees(this.core, ...args);
  getEmployee = (...args: Tail<Parameters<typeof getEmployee>>) => getEmployee(this.core, ...args);
  /** The edit of spec 02 §2.2, and the role change (PATCH /{id}/role) as a one-field edit. */
  updateEmployee = (...args: Tail<Parameters<typeof updateEmployee>>) => updateEmployee(this.core, ...args);
  /** Removes a member from the company: the account stays, without a company, and is signed out. */
  removeEmployee = (...args: Tail<Parameters<typeof removeEmployee>>) => removeEmployee(this.core, ...args);

  listInvites = (...args: Tail<Parameters<typeof listInvites>>) => listInvites(this.core, ...args);
  getInvite = (...args: Tail<Parameters<typeof getInvite>>) => getInvite(this.core, ...args);
  invite = (...args: Tail<Parameters<typeof invite>>) => invite(this.core, ...args);
  setInviteStatus = (...args: Tail<Parameters<typeof setInviteStatus>>) => setInviteStatus(this.core, ...args);
  deleteInvite = (...args: Tail<Parameters<typeof deleteInvite>>) => deleteInvite(this.core, ...args);

  preview = (...args: Tail<Parameters<typeof preview>>) => preview(this.core, ...args);
  acceptByRegistering = (...args: Tail<Parameters<typeof acceptByRegistering>>) => acceptByRegistering(this.core, ...args);
  acceptSignedIn = (...args: Tail<Parameters<typeof acceptSignedIn>>) => acceptSignedIn(this.core, ...args);
}

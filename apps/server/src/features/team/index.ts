// The team feature's public entry: other features use only what is exported here.
export { inviteAcceptRoutes, inviteJoinRoutes, teamRoutes } from './team.routes.ts';
export { TeamService } from './team.service.ts';
export { employeeInvites } from './team.table.ts';
export { monthlyInvitations, searchMembers, teamCounts } from './team.queries.ts';

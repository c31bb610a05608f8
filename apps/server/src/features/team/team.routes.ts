import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSessionSchema, messageSchema } from '@hiring/shared/auth';
import { errorResponses, successEnvelope } from '@hiring/shared/api';
import {
  acceptInviteRegisterSchema,
  createInviteSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  inviteListQuerySchema,
  invitePageSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteStatusUpdateSchema,
  roleSchema,
  TEAM_MANAGER_ROLES,
  TEAM_MESSAGES,
  updateEmployeeRoleSchema,
  updateEmployeeSchema,
} from '@hiring/shared/team';
import { requireAuth } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import type { TeamService } from './team.service.ts';

const ok = <T>(data: T) => ({ success: true as const, data });
const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 402, 403, 404, 409, 429);

/**
 * Employees, roles and invitations (spec 02 §7), under /api/admin/org. Only a company's owners
 * and admins, and platform administrators, get in (403 for everyone else); the service answers
 * 404 for another company's rows.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const guard = [app.authenticate, app.requireRole(TEAM_MANAGER_ROLES)];
  const common = { tags: ['team'], security: [{ bearer: [] }] };
  const employee = { 200: successEnvelope(employeeSchema), ...errors };
  const invite = { 200: successEnvelope(inviteSchema), ...errors };

  app.get(
    '/employee',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: "The company's employees, 10 a page, searched by name, email, code or role",
        querystring: employeeListQuerySchema,
        response: { 200: successEnvelope(employeePageSchema), ...errors },
      },
    },
    async (request) => ok(await team.listEmployees(requireAuth(request), request.query)),
  );

  app.post(
    '/employee/invite',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Invite someone by email with a role (same as POST /employee-invites)',
        body: createInviteSchema,
        response: { 201: successEnvelope(inviteSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await team.invite(requireAuth(request), request.body))),
  );

  app.get(
    '/employee/:id',
    { preHandler: guard, schema: { ...common, summary: 'One employee', params: idParams, response: employee } },
    async (request) => ok(await team.getEmployee(requireAuth(request), request.params.id)),
  );

  app.patch(
    '/employee/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Edit an employee: email, names, status, employee code, role and metadata flags',
        params: idParams,
        body: updateEmployeeSchema,
        response: employee,
      },
    },
    async (request) => ok(await team.updateEmployee(requireAuth(request), request.params.id, request.body)),
  );

  app.patch(
    '/employee/:id/role',
    {
      preHandler: guard,
      schema: { ...common, summary: "Change an employee's role", params: idParams, body: updateEmployeeRoleSchema, response: employee },
    },
    async (request) => ok(await team.updateEmployee(requireAuth(request), request.params.id, { role_id: request.body.role_id })),
  );

  app.delete(
    '/employee/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Remove a member from the company (the account stays, signed out)',
        params: idParams,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await team.removeEmployee(requireAuth(request), request.params.id);
      return ok({ message: TEAM_MESSAGES.memberRemoved });
    },
  );

  app.get(
    '/employee-invites',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Invitations, newest first; status pending, accepted, revoked or expired',
        querystring: inviteListQuerySchema,
        response: { 200: successEnvelope(invitePageSchema), ...errors },
      },
    },
    async (request) => ok(await team.listInvites(requireAuth(request), request.query)),
  );

  app.post(
    '/employee-invites',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Invite someone by email with a role; the mail carries a link valid for 7 days',
        body: createInviteSchema,
        response: { 201: successEnvelope(inviteSchema), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await team.invite(requireAuth(request), request.body))),
  );

  app.get(
    '/employee-invites/:id',
    { preHandler: guard, schema: { ...common, summary: 'One invitation', params: idParams, response: invite } },
    async (request) => ok(await team.getInvite(requireAuth(request), request.params.id)),
  );

  app.patch(
    '/employee-invites/:id/status',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'pending: send again with a new link valid 7 days; revoked: withdraw',
        params: idParams,
        body: inviteStatusUpdateSchema,
        response: invite,
      },
    },
    async (request) => ok(await team.setInviteStatus(requireAuth(request), request.params.id, request.body.status)),
  );

  app.delete(
    '/employee-invites/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'Delete an invitation; its link stops working',
        params: idParams,
        response: { 200: successEnvelope(messageSchema), ...errors },
      },
    },
    async (request) => {
      await team.deleteInvite(requireAuth(request), request.params.id);
      return ok({ message: TEAM_MESSAGES.inviteDeleted });
    },
  );

  app.get(
    '/roles',
    {
      preHandler: guard,
      schema: { ...common, summary: 'Roles a company member can hold', response: { 200: successEnvelope(z.array(roleSchema)), ...errors } },
    },
    async () => ok(team.roles()),
  );

  app.get(
    '/roles/:id',
    {
      preHandler: guard,
      schema: {
        ...common,
        summary: 'One role and its permissions',
        params: idParams,
        response: { 200: successEnvelope(roleSchema), ...errors },
      },
    },
    async (request) => ok(team.role(request.params.id)),
  );
};

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** The invitation link's calls, under /api/auth/invites: public, limited per address. */
export const inviteAcceptRoutes: FastifyPluginAsyncZod<{ team: TeamService; auth: AuthService; perMinute: number }> = async (
  app,
  { team, auth, perMinute },
) => {
  const limited = async (request: FastifyRequest) => auth.limitByAddress('invite', request.ip, perMinute);
  const tags = ['team'];

  app.get(
    '/:token',
    {
      preHandler: limited,
      schema: {
        tags,
        summary: 'What an invitation link offers: company, role, status and whether the address has an account',
        params: tokenParams,
        response: { 200: successEnvelope(invitePreviewSchema), ...errors },
      },
    },
    async (request) => ok(await team.preview(request.params.token)),
  );

  app.post(
    '/:token/register',
    {
      preHandler: limited,
      schema: {
        tags,
        summary: 'Create an account with the invited email, join the company, and sign in',
        params: tokenParams,
        body: acceptInviteRegisterSchema,
        response: { 201: successEnvelope(authSessionSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        ok(
          await team.acceptByRegistering(request.params.token, request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
      ),
  );
};

/**
 * Joining with the signed-in account, under /api/app: an expired access token is refreshed
 * like any other signed-in call.
 */
export const inviteJoinRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  const tags = ['team'];
  app.post(
    '/invites/:token/accept',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Join the company with the signed-in account (its email must be the invited one)',
        security: [{ bearer: [] }],
        params: tokenParams,
        response: {
          200: successEnvelope(z.object({ message: z.string(), company_name: z.string(), role: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => ok(await team.acceptSignedIn(requireAuth(request), request.params.token)),
  );
};

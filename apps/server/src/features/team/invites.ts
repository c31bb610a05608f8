import { normalizeRole } from '@hiring/shared/roles';
import {
  type CompanyRole,
  INVITE_LIFETIME_DAYS,
  INVITE_RESEND_INTERVAL_SECONDS,
  type Invite,
  type InvitePage,
  type inviteListQuerySchema,
  TEAM_MESSAGES,
} from '@hiring/shared/team';
import type { z } from 'zod';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { actsAsOwner, DAY_MS, fullName, isUniqueViolation, notFound, type TeamCore } from './team-core.ts';
import * as repo from './team.repository.ts';

// Invitations: list, read, send (open invitations hold seats), send again, revoke, delete.

type InviteListQuery = z.infer<typeof inviteListQuerySchema>;

export async function listInvites(core: TeamCore, auth: AuthContext, query: InviteListQuery): Promise<InvitePage> {
  const search = query.search || undefined;
  const { rows, total } = await repo.listInvites(core.db, {
    companyId: core.scope(auth),
    status: query.status,
    search,
    page: query.page,
    pageSize: query.page_size,
    now: core.now(),
  });
  return {
    items: rows.map((r) => core.toInvite(r)),
    page: query.page,
    page_size: query.page_size,
    total_count: total,
    total_pages: Math.ceil(total / query.page_size),
    search: search ?? null,
  };
}

export async function getInvite(core: TeamCore, auth: AuthContext, id: string): Promise<Invite> {
  const found = await repo.findInvite(core.db, id);
  if (!found || !core.inScope(auth, found.invite.companyId)) throw notFound(TEAM_MESSAGES.inviteNotFound);
  return core.toInvite(found);
}

/**
 * Invites an address into the caller's company (a platform administrator names the company).
 * Open invitations hold seats: members plus open invitations stay within the plan's seats,
 * counted after the company row is locked, so concurrent invitations can't overshoot.
 */
export async function invite(
  core: TeamCore,
  auth: AuthContext,
  input: { email: string; role_id: CompanyRole; company_id?: string },
): Promise<Invite> {
  let companyId = core.scope(auth);
  if (companyId === null) {
    if (!input.company_id) throw new AppError(400, TEAM_MESSAGES.companyRequired, { company_id: TEAM_MESSAGES.companyRequired });
    if (!(await repo.findCompany(core.db, input.company_id))) throw notFound(TEAM_MESSAGES.companyNotFound);
    companyId = input.company_id;
  }
  if (input.role_id === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerGrant);
  await core.countInviteMail(companyId);
  const limit = await core.seatLimit(companyId);
  const token = randomToken();
  const now = core.now();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
  const inviterName = fullName(auth.account.user);
  try {
    const id = await core.db.transaction(async (tx) => {
      const company = await repo.lockCompany(tx, companyId);
      if (!company) throw notFound(TEAM_MESSAGES.companyNotFound);
      const member = await repo.findUserInCompanyByEmail(tx, companyId, input.email);
      if (member) throw new AppError(409, TEAM_MESSAGES.alreadyMember, { email: TEAM_MESSAGES.alreadyMember });
      const open = await repo.findPendingInviteFor(tx, companyId, input.email);
      if (open && open.expiresAt > now) throw new AppError(409, TEAM_MESSAGES.alreadyInvited, { email: TEAM_MESSAGES.alreadyInvited });
      const used = (await repo.countActiveMembers(tx, companyId)) + (await repo.countOpenInvites(tx, companyId, now));
      if (limit !== null && used >= limit) throw core.seatLimitReached(limit);
      const values = {
        role: input.role_id,
        tokenHash: hashToken(token),
        invitedBy: auth.userId,
        expiresAt,
        lastSentAt: now,
      };
      let inviteId: string;
      if (open) {
        // An expired invitation to the same address is renewed rather than kept beside a new one.
        await repo.updateInvite(tx, open.id, { ...values, sendCount: open.sendCount + 1, createdAt: now });
        inviteId = open.id;
      } else {
        inviteId = (await repo.insertInvite(tx, { ...values, companyId, email: input.email })).id;
      }
      await core.mailInvite(tx, { email: input.email, role: input.role_id, expiresAt }, company, inviterName, token);
      return inviteId;
    });
    return getInvite(core, auth, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, TEAM_MESSAGES.alreadyInvited, { email: TEAM_MESSAGES.alreadyInvited });
    throw error;
  }
}

/** PATCH .../{id}/status: pending sends the invitation again with a new link and 7 more days; revoked withdraws it. */
export async function setInviteStatus(core: TeamCore, auth: AuthContext, id: string, status: 'pending' | 'revoked'): Promise<Invite> {
  const found = await repo.findInvite(core.db, id);
  if (!found || !core.inScope(auth, found.invite.companyId)) throw notFound(TEAM_MESSAGES.inviteNotFound);
  const companyId = found.invite.companyId;
  if (status === 'revoked') {
    await core.db.transaction(async (tx) => {
      await repo.lockCompany(tx, companyId);
      const row = await repo.lockInvite(tx, id);
      if (!row) throw notFound(TEAM_MESSAGES.inviteNotFound);
      if (row.status === 'accepted') throw conflict(TEAM_MESSAGES.inviteAcceptedAlready);
      if (row.status === 'pending') await repo.updateInvite(tx, id, { status: 'revoked', revokedAt: core.now() });
    });
    return getInvite(core, auth, id);
  }
  if (normalizeRole(found.invite.role) === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerGrant);
  await core.countInviteMail(companyId);
  const limit = await core.seatLimit(companyId);
  const token = randomToken();
  const now = core.now();
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
  try {
    await core.db.transaction(async (tx) => {
      const company = await repo.lockCompany(tx, companyId);
      const row = await repo.lockInvite(tx, id);
      if (!row || !company) throw notFound(TEAM_MESSAGES.inviteNotFound);
      if (row.status === 'accepted') throw conflict(TEAM_MESSAGES.inviteAcceptedAlready);
      const open = row.status === 'pending' && row.expiresAt > now;
      const since = (now.getTime() - row.lastSentAt.getTime()) / 1000;
      if (open && since < INVITE_RESEND_INTERVAL_SECONDS) {
        throw new AppError(429, TEAM_MESSAGES.resendTooSoon, undefined, {
          'retry-after': String(Math.max(1, Math.ceil(INVITE_RESEND_INTERVAL_SECONDS - since))),
        });
      }
      if (await repo.findUserInCompanyByEmail(tx, companyId, row.email)) throw conflict(TEAM_MESSAGES.alreadyMember);
      // A revoked or expired invitation holds no seat; sending it again takes one.
      if (!open) {
        const used = (await repo.countActiveMembers(tx, companyId)) + (await repo.countOpenInvites(tx, companyId, now, id));
        if (limit !== null && used >= limit) throw core.seatLimitReached(limit);
      }
      await repo.updateInvite(tx, id, {
        status: 'pending',
        tokenHash: hashToken(token),
        expiresAt,
        lastSentAt: now,
        sendCount: row.sendCount + 1,
        revokedAt: null,
      });
      await core.mailInvite(tx, { email: row.email, role: row.role, expiresAt }, company, fullName(auth.account.user), token);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyInvited);
    throw error;
  }
  return getInvite(core, auth, id);
}

export async function deleteInvite(core: TeamCore, auth: AuthContext, id: string): Promise<void> {
  const found = await repo.findInvite(core.db, id);
  if (!found || !core.inScope(auth, found.invite.companyId)) throw notFound(TEAM_MESSAGES.inviteNotFound);
  await repo.deleteInvite(core.db, id);
}

import type { AuthSession } from '@hiring/shared/auth';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '@hiring/shared/roles';
import {
  type AcceptInviteRegister,
  type InvitePreview,
  type InviteStatus,
  JOINED_BY_INVITATION_KEY,
  TEAM_MESSAGES,
} from '@hiring/shared/team';
import type { DbExecutor } from '../../jobs/queue.ts';
import { hashToken } from '../../lib/crypto.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { hashPassword, type RequestMeta } from '../auth/index.ts';
import { fullName, isUniqueViolation, notFound, type TeamCore } from './team-core.ts';
import * as repo from './team.repository.ts';

// Accepting an invitation by its link (public): the preview, a new account, or a signed-in one.

function linkMessage(status: InviteStatus): string | null {
  if (status === 'accepted') return TEAM_MESSAGES.linkUsed;
  if (status === 'revoked') return TEAM_MESSAGES.linkRevoked;
  if (status === 'expired') return TEAM_MESSAGES.linkExpired;
  return null;
}

async function byToken(core: TeamCore, token: string): Promise<repo.InviteRow> {
  const found = token ? await repo.findInviteByTokenHash(core.db, hashToken(token)) : undefined;
  if (!found) throw notFound(TEAM_MESSAGES.linkInvalid);
  return found;
}

export async function preview(core: TeamCore, token: string): Promise<InvitePreview> {
  const found = await byToken(core, token);
  const status = core.inviteStatus(found.invite);
  const role = normalizeRole(found.invite.role);
  return {
    email: found.invite.email,
    company_name: found.company.name,
    role_id: role,
    role_name: ROLE_DISPLAY_NAMES[role],
    inviter_name: fullName(found.inviter),
    status,
    expires_at: found.invite.expiresAt.toISOString(),
    account_exists: (await repo.findUserIdByEmail(core.db, found.invite.email)) !== undefined,
    message: linkMessage(status),
  };
}

/** Inside the transaction: the invitation locked and still usable, else 400 with what happened to it. */
async function lockUsable(core: TeamCore, tx: DbExecutor, inviteId: string) {
  const row = await repo.lockInvite(tx, inviteId);
  if (!row) throw notFound(TEAM_MESSAGES.linkInvalid);
  const message = linkMessage(core.inviteStatus(row));
  if (message) throw badRequest(message);
  return row;
}

async function requireSeat(core: TeamCore, tx: DbExecutor, companyId: string, limit: number | null, exceptUserId?: string) {
  if (limit !== null && (await repo.countActiveMembers(tx, companyId, exceptUserId)) >= limit) throw core.seatLimitReached(limit);
}

/** A new person: creates the account in the inviting company with the invited role, and signs in. */
export async function acceptByRegistering(
  core: TeamCore,
  token: string,
  input: AcceptInviteRegister,
  meta: RequestMeta,
): Promise<AuthSession> {
  const found = await byToken(core, token);
  const early = linkMessage(core.inviteStatus(found.invite));
  if (early) throw badRequest(early);
  if (await repo.findUserIdByEmail(core.db, found.invite.email)) throw conflict(TEAM_MESSAGES.accountExists);
  const limit = await core.seatLimit(found.invite.companyId);
  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await core.db.transaction(async (tx) => {
      if (!(await repo.lockCompany(tx, found.invite.companyId))) throw notFound(TEAM_MESSAGES.linkInvalid);
      const invite = await lockUsable(core, tx, found.invite.id);
      await requireSeat(core, tx, invite.companyId, limit);
      const user = await repo.insertMember(tx, {
        email: invite.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invite.role,
        companyId: invite.companyId,
        // The link came to this mailbox.
        emailVerifiedAt: core.now(),
        metadata: { [JOINED_BY_INVITATION_KEY]: true },
      });
      await repo.updateInvite(tx, invite.id, { status: 'accepted', acceptedAt: core.now(), acceptedBy: user.id });
      await core.deps.notifications?.inviteAccepted(tx, {
        inviteId: invite.id,
        companyId: invite.companyId,
        inviterId: invite.invitedBy,
        memberName: `${input.firstName} ${input.lastName}`.trim(),
        memberEmail: invite.email,
        companyName: found.company.name,
        roleName: ROLE_DISPLAY_NAMES[normalizeRole(invite.role)],
      });
      return user.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.accountExists);
    throw error;
  }
  return core.deps.auth.startSession(userId, meta);
}

/** A signed-in account with the invited email joins the inviting company with the invited role. */
export async function acceptSignedIn(
  core: TeamCore,
  auth: AuthContext,
  token: string,
): Promise<{ message: string; company_name: string; role: string }> {
  const found = await byToken(core, token);
  const early = linkMessage(core.inviteStatus(found.invite));
  if (early) throw badRequest(early);
  const me = auth.account.user;
  if (me.email.toLowerCase() !== found.invite.email.toLowerCase()) throw conflict(TEAM_MESSAGES.wrongAccount(found.invite.email));
  if (auth.role === 'super_admin') throw conflict('A platform administrator account cannot join a company.');
  const target = found.invite.companyId;
  const limit = await core.seatLimit(target);
  // The company the account is in now, from the database (the session may be a moment old).
  const before = (await repo.findEmployee(core.db, me.id))?.user.companyId ?? null;
  await core.db.transaction(async (tx) => {
    // Both companies locked in one order, so two crossing acceptances can't deadlock.
    const previous = before && before !== target ? before : null;
    for (const id of [target, previous].filter((x): x is string => x !== null).sort()) await repo.lockCompany(tx, id);
    const invite = await lockUsable(core, tx, found.invite.id);
    const fresh = await repo.findEmployee(tx, me.id);
    if (!fresh) throw notFound(TEAM_MESSAGES.linkInvalid);
    // Moved by someone else in between: its old company was not locked; ask to try again.
    if (fresh.user.companyId !== before) throw conflict(TEAM_MESSAGES.tryAgain);
    const from = fresh.user.companyId;
    if (from !== target) {
      // Leaving a company must not leave its other members without an owner.
      if (from && normalizeRole(fresh.user.role) === 'owner' && fresh.user.status === 'active') {
        const others = await repo.countActiveMembers(tx, from, me.id);
        if (others > 0 && (await repo.countActiveOwners(tx, from, me.id)) === 0) {
          throw conflict(TEAM_MESSAGES.soleOwnerElsewhere(fresh.company?.name ?? 'your current company'));
        }
      }
      await requireSeat(core, tx, target, limit, me.id);
    }
    await repo.updateEmployee(tx, me.id, {
      companyId: target,
      role: invite.role,
      status: 'active',
      metadata: { ...(fresh.user.metadata ?? {}), [JOINED_BY_INVITATION_KEY]: true },
    });
    await repo.updateInvite(tx, invite.id, { status: 'accepted', acceptedAt: core.now(), acceptedBy: me.id });
    await core.deps.notifications?.inviteAccepted(tx, {
      inviteId: invite.id,
      companyId: target,
      inviterId: invite.invitedBy,
      memberName: `${me.firstName} ${me.lastName}`.trim(),
      memberEmail: invite.email,
      companyName: found.company.name,
      roleName: ROLE_DISPLAY_NAMES[normalizeRole(invite.role)],
    });
  });
  core.deps.auth.forgetUser(me.id);
  return { message: TEAM_MESSAGES.joined(found.company.name), company_name: found.company.name, role: normalizeRole(found.invite.role) };
}

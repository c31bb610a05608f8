import { type AuthSession, MAX_EMAIL_LENGTH } from '@hiring/shared/auth';
import { limitReachedMessage } from '@hiring/shared/billing';
import { normalizeRole, ROLE_DISPLAY_NAMES, type Role } from '@hiring/shared/roles';
import {
  type AcceptInviteRegister,
  COMPANY_ROLES,
  type CompanyRole,
  type Employee,
  type EmployeeListQuery,
  type EmployeePage,
  EMPLOYEE_STATUSES,
  type EmployeeStatus,
  INVITE_LIFETIME_DAYS,
  INVITE_RESEND_INTERVAL_SECONDS,
  INVITES_PER_HOUR,
  type Invite,
  type InvitePage,
  type InvitePreview,
  type InviteStatus,
  isEditableMetadataKey,
  JOINED_BY_INVITATION_KEY,
  type RoleInfo,
  roleInfo,
  TEAM_MESSAGES,
  type UpdateEmployee,
} from '@hiring/shared/team';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import type { inviteListQuerySchema } from '@hiring/shared/team';
import type { Db } from '../../db/client.ts';
import { hashToken, randomToken } from '../../lib/crypto.ts';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.ts';
import type { DbExecutor } from '../../jobs/queue.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Notifications } from '../notifications/index.ts';
import { inviteMail } from '../../mail/templates.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type AuthService, hashPassword, type RequestMeta } from '../auth/index.ts';
import type { Entitlements } from '../billing/index.ts';
import * as repo from './team.repository.ts';

export interface TeamServiceDeps {
  db: Db;
  mailer: Mailer;
  auth: AuthService;
  /** Seat limits of the plan; without billing there is no limit. */
  entitlements?: Pick<Entitlements, 'limitOf'>;
  appUrl: string;
  /** Caps the invitation mails a company sends in an hour. */
  rateLimits?: RateLimits;
  /** The clock; tests move it to expire invitations. */
  now?: () => Date;
  /** Tells the inviter that their invitation was accepted. */
  notifications?: Pick<Notifications, 'inviteAccepted'>;
}

type InviteListQuery = z.infer<typeof inviteListQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = (message: string) => new AppError(404, message);
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const fullName = (u: { firstName: string; lastName: string } | null) => (u ? `${u.firstName} ${u.lastName}`.trim() || null : null);
const isStatus = (s: string): s is EmployeeStatus => (EMPLOYEE_STATUSES as readonly string[]).includes(s);

/** Owners and platform administrators may act on owners and grant the owner role; admins may not. */
const actsAsOwner = (auth: AuthContext) => auth.role === 'owner' || auth.role === 'super_admin';

function domainOf(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function toEmployee({ user, company }: repo.EmployeeRow): Employee {
  const role = normalizeRole(user.role);
  const info = roleInfo(role);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    company_id: company?.id ?? null,
    company_name: company?.name ?? null,
    company_website: company?.website ?? null,
    company_domain: domainOf(company?.website ?? null),
    company_status: company ? 'active' : null,
    status: isStatus(user.status) ? user.status : 'inactive',
    employee_code: user.employeeCode,
    role_id: role,
    role_name: info.display_name,
    role_permissions_admin: info.is_admin,
    metadata: user.metadata ?? {},
    user_id: user.id,
    user_email: user.email,
    user_first_name: user.firstName,
    user_last_name: user.lastName,
    user_role: role,
    user_is_staff: role === 'super_admin',
    user_is_admin: info.is_admin,
    user_is_owner: role === 'owner',
    last_login: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * Who sees what (issue 15): a company's owners and admins manage their own company's people; a
 * platform administrator manages every company. The routes let only those roles in (403); here
 * a row of another company answers 404, an admin can't touch an owner, and no change leaves a
 * company without an active owner. Checks that count rows run after the company row is locked.
 */
export class TeamService {
  constructor(private readonly deps: TeamServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The company the caller manages; null for a platform administrator (every company). */
  private scope(auth: AuthContext): string | null {
    if (auth.role === 'super_admin') return null;
    if (!auth.companyId) throw notFound(TEAM_MESSAGES.companyNotFound);
    return auth.companyId;
  }

  private inScope(auth: AuthContext, companyId: string | null): boolean {
    const scope = this.scope(auth);
    return scope === null ? companyId !== null : companyId === scope;
  }

  // --- Roles ---------------------------------------------------------------------------------

  roles(): RoleInfo[] {
    return COMPANY_ROLES.map((r) => roleInfo(r));
  }

  role(id: string): RoleInfo {
    const role = COMPANY_ROLES.find((r) => r === id.toLowerCase());
    if (!role) throw notFound(TEAM_MESSAGES.roleNotFound);
    return roleInfo(role);
  }

  // --- Employees -----------------------------------------------------------------------------

  async listEmployees(auth: AuthContext, query: EmployeeListQuery): Promise<EmployeePage> {
    const search = query.search || undefined;
    const { rows, total } = await repo.listEmployees(this.db, {
      companyId: this.scope(auth),
      search,
      status: query.status,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      items: rows.map(toEmployee),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      total_pages: Math.ceil(total / query.page_size),
      search: search ?? null,
    };
  }

  async getEmployee(auth: AuthContext, id: string): Promise<Employee> {
    const found = await repo.findEmployee(this.db, id);
    if (!found || !this.inScope(auth, found.user.companyId)) throw notFound(TEAM_MESSAGES.employeeNotFound);
    return toEmployee(found);
  }

  /** The edit of spec 02 §2.2, and the role change (PATCH /{id}/role) as a one-field edit. */
  async updateEmployee(auth: AuthContext, id: string, input: UpdateEmployee): Promise<Employee> {
    const changed = await this.db.transaction(async (tx) => {
      const target = await this.lockTarget(tx, auth, id);
      const { user } = target;
      const current = normalizeRole(user.role);
      const nextRole: Role = input.role_id ?? current;
      const nextStatus = input.status ?? user.status;
      if (current === 'super_admin' && input.role_id) {
        throw forbidden("A platform administrator's role is set with the create-admin command.");
      }
      if (current === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerProtected);
      if (nextRole === 'owner' && current !== 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerGrant);
      const losesOwner = current === 'owner' && user.status === 'active' && (nextRole !== 'owner' || nextStatus !== 'active');
      if (losesOwner && user.companyId && (await repo.countActiveOwners(tx, user.companyId, user.id)) === 0) {
        throw conflict(TEAM_MESSAGES.lastOwner);
      }
      if (input.email && input.email !== user.email.toLowerCase() && (await repo.findUserIdByEmail(tx, input.email, user.id))) {
        throw new AppError(409, TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
      }
      const values: Parameters<typeof repo.updateEmployee>[2] = {};
      if (input.email !== undefined) values.email = input.email.slice(0, MAX_EMAIL_LENGTH);
      if (input.first_name !== undefined) values.firstName = input.first_name;
      if (input.last_name !== undefined) values.lastName = input.last_name;
      if (input.status !== undefined) values.status = input.status;
      if (input.employee_code !== undefined) values.employeeCode = input.employee_code || null;
      if (input.role_id !== undefined) values.role = input.role_id;
      if (input.metadata !== undefined) values.metadata = mergeMetadata(user.metadata ?? {}, input.metadata);
      if (Object.keys(values).length > 0) await repo.updateEmployee(tx, user.id, values);
      return user.id;
    });
    // The role and status are read from the database on the next request.
    this.deps.auth.forgetUser(changed);
    return this.getEmployee(auth, id);
  }

  /** Removes a member from the company: the account stays, without a company, and is signed out. */
  async removeEmployee(auth: AuthContext, id: string): Promise<void> {
    const removed = await this.db.transaction(async (tx) => {
      const { user } = await this.lockTarget(tx, auth, id);
      const role = normalizeRole(user.role);
      if (role === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerProtected);
      if (role === 'owner' && user.status === 'active' && (await repo.countActiveOwners(tx, user.companyId!, user.id)) === 0) {
        throw conflict(TEAM_MESSAGES.lastOwner);
      }
      await repo.updateEmployee(tx, user.id, { companyId: null, role: 'user', employeeCode: null });
      return user.id;
    });
    await this.deps.auth.endUserSessions(removed, 'removed_from_company');
  }

  /** The employee in the caller's scope, with its company locked; 404 otherwise. */
  private async lockTarget(tx: DbExecutor, auth: AuthContext, id: string): Promise<repo.EmployeeRow & { user: { companyId: string } }> {
    const found = await repo.findEmployee(tx, id);
    if (!found?.user.companyId || !this.inScope(auth, found.user.companyId)) throw notFound(TEAM_MESSAGES.employeeNotFound);
    await repo.lockCompany(tx, found.user.companyId);
    // Read again under the lock: another change may have committed in between.
    const fresh = await repo.findEmployee(tx, id);
    if (!fresh?.user.companyId || fresh.user.companyId !== found.user.companyId) throw notFound(TEAM_MESSAGES.employeeNotFound);
    return fresh as repo.EmployeeRow & { user: { companyId: string } };
  }

  // --- Invitations ---------------------------------------------------------------------------

  private inviteStatus(row: { status: string; expiresAt: Date }): InviteStatus {
    if (row.status === 'pending' && row.expiresAt <= this.now()) return 'expired';
    return row.status as InviteStatus;
  }

  private toInvite({ invite, company, inviter }: repo.InviteRow): Invite {
    const role = normalizeRole(invite.role);
    return {
      id: invite.id,
      email: invite.email,
      role_id: role,
      role_name: ROLE_DISPLAY_NAMES[role],
      status: this.inviteStatus(invite),
      company_id: company.id,
      company_name: company.name,
      invited_by: fullName(inviter),
      expires_at: invite.expiresAt.toISOString(),
      last_sent_at: invite.lastSentAt.toISOString(),
      accepted_at: invite.acceptedAt?.toISOString() ?? null,
      created_at: invite.createdAt.toISOString(),
    };
  }

  /** One invitation mail more for the company this hour, or 429. */
  private async countInviteMail(companyId: string) {
    if (!this.deps.rateLimits) return;
    try {
      await this.deps.rateLimits.limiter('team:invites', INVITES_PER_HOUR, 3600).consume(companyId);
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError(429, TEAM_MESSAGES.tooManyInvites, undefined, {
          'retry-after': String(Math.max(1, Math.ceil(error.msBeforeNext / 1000))),
        });
      }
      throw error;
    }
  }

  private async seatLimit(companyId: string): Promise<number | null> {
    return this.deps.entitlements ? this.deps.entitlements.limitOf(companyId, 'seats') : null;
  }

  private seatLimitReached(limit: number) {
    return new AppError(402, `${limitReachedMessage('seats', limit)} ${TEAM_MESSAGES.seatsHeldByInvites}`);
  }

  /** Writes a new link for the invitation and mails it, in the caller's transaction. */
  private async mailInvite(
    tx: DbExecutor,
    invite: { email: string; role: string; expiresAt: Date },
    company: repo.CompanyRef,
    inviterName: string | null,
    token: string,
  ) {
    const role = normalizeRole(invite.role);
    const url = `${this.deps.appUrl}/auth/accept-invite/${encodeURIComponent(token)}`;
    await this.deps.mailer.send(
      inviteMail(
        invite.email,
        { inviterName, companyName: company.name, roleName: ROLE_DISPLAY_NAMES[role], days: INVITE_LIFETIME_DAYS },
        url,
      ),
      { tx, secretExpiresAt: invite.expiresAt },
    );
  }

  async listInvites(auth: AuthContext, query: InviteListQuery): Promise<InvitePage> {
    const search = query.search || undefined;
    const { rows, total } = await repo.listInvites(this.db, {
      companyId: this.scope(auth),
      status: query.status,
      search,
      page: query.page,
      pageSize: query.page_size,
      now: this.now(),
    });
    return {
      items: rows.map((r) => this.toInvite(r)),
      page: query.page,
      page_size: query.page_size,
      total_count: total,
      total_pages: Math.ceil(total / query.page_size),
      search: search ?? null,
    };
  }

  async getInvite(auth: AuthContext, id: string): Promise<Invite> {
    const found = await repo.findInvite(this.db, id);
    if (!found || !this.inScope(auth, found.invite.companyId)) throw notFound(TEAM_MESSAGES.inviteNotFound);
    return this.toInvite(found);
  }

  /**
   * Invites an address into the caller's company (a platform administrator names the company).
   * Open invitations hold seats: members plus open invitations stay within the plan's seats,
   * counted after the company row is locked, so concurrent invitations can't overshoot.
   */
  async invite(auth: AuthContext, input: { email: string; role_id: CompanyRole; company_id?: string }): Promise<Invite> {
    let companyId = this.scope(auth);
    if (companyId === null) {
      if (!input.company_id) throw new AppError(400, TEAM_MESSAGES.companyRequired, { company_id: TEAM_MESSAGES.companyRequired });
      if (!(await repo.findCompany(this.db, input.company_id))) throw notFound(TEAM_MESSAGES.companyNotFound);
      companyId = input.company_id;
    }
    if (input.role_id === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerGrant);
    await this.countInviteMail(companyId);
    const limit = await this.seatLimit(companyId);
    const token = randomToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
    const inviterName = fullName(auth.account.user);
    try {
      const id = await this.db.transaction(async (tx) => {
        const company = await repo.lockCompany(tx, companyId);
        if (!company) throw notFound(TEAM_MESSAGES.companyNotFound);
        const member = await repo.findUserInCompanyByEmail(tx, companyId, input.email);
        if (member) throw new AppError(409, TEAM_MESSAGES.alreadyMember, { email: TEAM_MESSAGES.alreadyMember });
        const open = await repo.findPendingInviteFor(tx, companyId, input.email);
        if (open && open.expiresAt > now) throw new AppError(409, TEAM_MESSAGES.alreadyInvited, { email: TEAM_MESSAGES.alreadyInvited });
        const used = (await repo.countActiveMembers(tx, companyId)) + (await repo.countOpenInvites(tx, companyId, now));
        if (limit !== null && used >= limit) throw this.seatLimitReached(limit);
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
        await this.mailInvite(tx, { email: input.email, role: input.role_id, expiresAt }, company, inviterName, token);
        return inviteId;
      });
      return this.getInvite(auth, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, TEAM_MESSAGES.alreadyInvited, { email: TEAM_MESSAGES.alreadyInvited });
      throw error;
    }
  }

  /** PATCH .../{id}/status: pending sends the invitation again with a new link and 7 more days; revoked withdraws it. */
  async setInviteStatus(auth: AuthContext, id: string, status: 'pending' | 'revoked'): Promise<Invite> {
    const found = await repo.findInvite(this.db, id);
    if (!found || !this.inScope(auth, found.invite.companyId)) throw notFound(TEAM_MESSAGES.inviteNotFound);
    const companyId = found.invite.companyId;
    if (status === 'revoked') {
      await this.db.transaction(async (tx) => {
        await repo.lockCompany(tx, companyId);
        const row = await repo.lockInvite(tx, id);
        if (!row) throw notFound(TEAM_MESSAGES.inviteNotFound);
        if (row.status === 'accepted') throw conflict(TEAM_MESSAGES.inviteAcceptedAlready);
        if (row.status === 'pending') await repo.updateInvite(tx, id, { status: 'revoked', revokedAt: this.now() });
      });
      return this.getInvite(auth, id);
    }
    if (normalizeRole(found.invite.role) === 'owner' && !actsAsOwner(auth)) throw forbidden(TEAM_MESSAGES.ownerGrant);
    await this.countInviteMail(companyId);
    const limit = await this.seatLimit(companyId);
    const token = randomToken();
    const now = this.now();
    const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_DAYS * DAY_MS);
    try {
      await this.db.transaction(async (tx) => {
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
          if (limit !== null && used >= limit) throw this.seatLimitReached(limit);
        }
        await repo.updateInvite(tx, id, {
          status: 'pending',
          tokenHash: hashToken(token),
          expiresAt,
          lastSentAt: now,
          sendCount: row.sendCount + 1,
          revokedAt: null,
        });
        await this.mailInvite(tx, { email: row.email, role: row.role, expiresAt }, company, fullName(auth.account.user), token);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(TEAM_MESSAGES.alreadyInvited);
      throw error;
    }
    return this.getInvite(auth, id);
  }

  async deleteInvite(auth: AuthContext, id: string): Promise<void> {
    const found = await repo.findInvite(this.db, id);
    if (!found || !this.inScope(auth, found.invite.companyId)) throw notFound(TEAM_MESSAGES.inviteNotFound);
    await repo.deleteInvite(this.db, id);
  }

  // --- Accepting (public, by token) ----------------------------------------------------------

  private linkMessage(status: InviteStatus): string | null {
    if (status === 'accepted') return TEAM_MESSAGES.linkUsed;
    if (status === 'revoked') return TEAM_MESSAGES.linkRevoked;
    if (status === 'expired') return TEAM_MESSAGES.linkExpired;
    return null;
  }

  private async byToken(token: string): Promise<repo.InviteRow> {
    const found = token ? await repo.findInviteByTokenHash(this.db, hashToken(token)) : undefined;
    if (!found) throw notFound(TEAM_MESSAGES.linkInvalid);
    return found;
  }

  async preview(token: string): Promise<InvitePreview> {
    const found = await this.byToken(token);
    const status = this.inviteStatus(found.invite);
    const role = normalizeRole(found.invite.role);
    return {
      email: found.invite.email,
      company_name: found.company.name,
      role_id: role,
      role_name: ROLE_DISPLAY_NAMES[role],
      inviter_name: fullName(found.inviter),
      status,
      expires_at: found.invite.expiresAt.toISOString(),
      account_exists: (await repo.findUserIdByEmail(this.db, found.invite.email)) !== undefined,
      message: this.linkMessage(status),
    };
  }

  /** Inside the transaction: the invitation locked and still usable, else 400 with what happened to it. */
  private async lockUsable(tx: DbExecutor, inviteId: string) {
    const row = await repo.lockInvite(tx, inviteId);
    if (!row) throw notFound(TEAM_MESSAGES.linkInvalid);
    const message = this.linkMessage(this.inviteStatus(row));
    if (message) throw badRequest(message);
    return row;
  }

  private async requireSeat(tx: DbExecutor, companyId: string, limit: number | null, exceptUserId?: string) {
    if (limit !== null && (await repo.countActiveMembers(tx, companyId, exceptUserId)) >= limit) throw this.seatLimitReached(limit);
  }

  /** A new person: creates the account in the inviting company with the invited role, and signs in. */
  async acceptByRegistering(token: string, input: AcceptInviteRegister, meta: RequestMeta): Promise<AuthSession> {
    const found = await this.byToken(token);
    const early = this.linkMessage(this.inviteStatus(found.invite));
    if (early) throw badRequest(early);
    if (await repo.findUserIdByEmail(this.db, found.invite.email)) throw conflict(TEAM_MESSAGES.accountExists);
    const limit = await this.seatLimit(found.invite.companyId);
    const passwordHash = await hashPassword(input.password);
    let userId: string;
    try {
      userId = await this.db.transaction(async (tx) => {
        if (!(await repo.lockCompany(tx, found.invite.companyId))) throw notFound(TEAM_MESSAGES.linkInvalid);
        const invite = await this.lockUsable(tx, found.invite.id);
        await this.requireSeat(tx, invite.companyId, limit);
        const user = await repo.insertMember(tx, {
          email: invite.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: invite.role,
          companyId: invite.companyId,
          // The link came to this mailbox.
          emailVerifiedAt: this.now(),
          metadata: { [JOINED_BY_INVITATION_KEY]: true },
        });
        await repo.updateInvite(tx, invite.id, { status: 'accepted', acceptedAt: this.now(), acceptedBy: user.id });
        await this.deps.notifications?.inviteAccepted(tx, {
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
    return this.deps.auth.startSession(userId, meta);
  }

  /** A signed-in account with the invited email joins the inviting company with the invited role. */
  async acceptSignedIn(auth: AuthContext, token: string): Promise<{ message: string; company_name: string; role: string }> {
    const found = await this.byToken(token);
    const early = this.linkMessage(this.inviteStatus(found.invite));
    if (early) throw badRequest(early);
    const me = auth.account.user;
    if (me.email.toLowerCase() !== found.invite.email.toLowerCase()) throw conflict(TEAM_MESSAGES.wrongAccount(found.invite.email));
    if (auth.role === 'super_admin') throw conflict('A platform administrator account cannot join a company.');
    const target = found.invite.companyId;
    const limit = await this.seatLimit(target);
    // The company the account is in now, from the database (the session may be a moment old).
    const before = (await repo.findEmployee(this.db, me.id))?.user.companyId ?? null;
    await this.db.transaction(async (tx) => {
      // Both companies locked in one order, so two crossing acceptances can't deadlock.
      const previous = before && before !== target ? before : null;
      for (const id of [target, previous].filter((x): x is string => x !== null).sort()) await repo.lockCompany(tx, id);
      const invite = await this.lockUsable(tx, found.invite.id);
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
        await this.requireSeat(tx, target, limit, me.id);
      }
      await repo.updateEmployee(tx, me.id, {
        companyId: target,
        role: invite.role,
        status: 'active',
        metadata: { ...(fresh.user.metadata ?? {}), [JOINED_BY_INVITATION_KEY]: true },
      });
      await repo.updateInvite(tx, invite.id, { status: 'accepted', acceptedAt: this.now(), acceptedBy: me.id });
      await this.deps.notifications?.inviteAccepted(tx, {
        inviteId: invite.id,
        companyId: target,
        inviterId: invite.invitedBy,
        memberName: `${me.firstName} ${me.lastName}`.trim(),
        memberEmail: invite.email,
        companyName: found.company.name,
        roleName: ROLE_DISPLAY_NAMES[normalizeRole(invite.role)],
      });
    });
    this.deps.auth.forgetUser(me.id);
    return { message: TEAM_MESSAGES.joined(found.company.name), company_name: found.company.name, role: normalizeRole(found.invite.role) };
  }
}

/** The edit's metadata: editable keys take the new values; read-only keys must come back unchanged. */
function mergeMetadata(stored: Record<string, boolean>, incoming: Record<string, boolean>): Record<string, boolean> {
  const out = { ...stored };
  for (const [key, value] of Object.entries(incoming)) {
    if (isEditableMetadataKey(key)) out[key] = value;
    else if (stored[key] !== value)
      throw new AppError(400, TEAM_MESSAGES.metadataReadOnly(key), { metadata: TEAM_MESSAGES.metadataReadOnly(key) });
  }
  return out;
}

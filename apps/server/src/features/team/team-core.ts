import { limitReachedMessage } from '@hiring/shared/billing';
import { normalizeRole, ROLE_DISPLAY_NAMES } from '@hiring/shared/roles';
import { INVITE_LIFETIME_DAYS, INVITES_PER_HOUR, type Invite, type InviteStatus, TEAM_MESSAGES } from '@hiring/shared/team';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../../db/client.ts';
import type { DbExecutor } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { inviteMail } from '../../mail/templates.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { AuthService } from '../auth/index.ts';
import type { Entitlements } from '../billing/index.ts';
import type { Notifications } from '../notifications/index.ts';
import type * as repo from './team.repository.ts';

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

export const DAY_MS = 24 * 60 * 60 * 1000;
export const notFound = (message: string) => new AppError(404, message);
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
export const fullName = (u: { firstName: string; lastName: string } | null) => (u ? `${u.firstName} ${u.lastName}`.trim() || null : null);

/** Owners and platform administrators may act on owners and grant the owner role; admins may not. */
export const actsAsOwner = (auth: AuthContext) => auth.role === 'owner' || auth.role === 'super_admin';

/**
 * What the team's operations share (employees.ts, invites.ts, invite-accept.ts): the database,
 * the clock, the caller's scope, seats and the invitation mail. Who sees what (issue 15): a
 * company's owners and admins manage their own company's people; a platform administrator
 * manages every company; a row of another company answers 404.
 */
export class TeamCore {
  constructor(readonly deps: TeamServiceDeps) {}

  get db() {
    return this.deps.db;
  }

  now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The company the caller manages; null for a platform administrator (every company). */
  scope(auth: AuthContext): string | null {
    if (auth.role === 'super_admin') return null;
    if (!auth.companyId) throw notFound(TEAM_MESSAGES.companyNotFound);
    return auth.companyId;
  }

  inScope(auth: AuthContext, companyId: string | null): boolean {
    const scope = this.scope(auth);
    return scope === null ? companyId !== null : companyId === scope;
  }

  inviteStatus(row: { status: string; expiresAt: Date }): InviteStatus {
    if (row.status === 'pending' && row.expiresAt <= this.now()) return 'expired';
    return row.status as InviteStatus;
  }

  toInvite({ invite, company, inviter }: repo.InviteRow): Invite {
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
  async countInviteMail(companyId: string) {
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

  async seatLimit(companyId: string): Promise<number | null> {
    return this.deps.entitlements ? this.deps.entitlements.limitOf(companyId, 'seats') : null;
  }

  seatLimitReached(limit: number) {
    return new AppError(402, `${limitReachedMessage('seats', limit)} ${TEAM_MESSAGES.seatsHeldByInvites}`);
  }

  /** Writes a new link for the invitation and mails it, in the caller's transaction. */
  async mailInvite(
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
}

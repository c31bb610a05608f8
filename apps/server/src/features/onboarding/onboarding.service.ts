import {
  emptyOnboardingData,
  LAST_ONBOARDING_STEP,
  moveStep,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  type OnboardingData,
  type OnboardingInvite,
  type OnboardingState,
  type SaveOnboardingStepParsed,
  STEP_DATA_KEY,
} from '@hiring/shared/onboarding';
import { type CompanyRole, JOINED_BY_INVITATION_KEY } from '@hiring/shared/team';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CompanyContextService } from '../companies/index.ts';
import type { TeamService } from '../team/index.ts';
import * as repo from './onboarding.repository.ts';
import type { OnboardingRow } from './onboarding.table.ts';

export interface OnboardingServiceDeps {
  db: Db;
  companyContext: Pick<CompanyContextService, 'update'>;
  team: Pick<TeamService, 'invite'>;
  now?: () => Date;
}

const DATA_KEYS = ['companyInfo', 'teamSetup', 'selectedProducts'] as const;

/**
 * The new owner's onboarding (issue 15). Only the owner who created the company is offered it
 * (decision 418); the company profile is written through the companies feature, and the
 * invitations it collects are sent through the team feature when it is completed (decision 416).
 */
export class OnboardingService {
  constructor(private readonly deps: OnboardingServiceDeps) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The owner who created the company: an owner who did not join by invitation. */
  isApplicable(auth: AuthContext): boolean {
    return auth.role === 'owner' && auth.companyId !== null && auth.account.user.metadata?.[JOINED_BY_INVITATION_KEY] !== true;
  }

  private requireApplicable(auth: AuthContext): string {
    if (!this.isApplicable(auth) || !auth.companyId) throw forbidden(ONBOARDING_MESSAGES.notApplicable);
    return auth.companyId;
  }

  toState(auth: AuthContext, row: OnboardingRow | undefined): OnboardingState {
    const applicable = this.isApplicable(auth);
    const step = row?.currentStep ?? 0;
    const completed = Boolean(row?.completedAt);
    const offer = !applicable || completed ? 'none' : !row?.startedAt && !row?.skippedAt ? 'redirect' : 'card';
    return {
      applicable,
      offer,
      steps: [...ONBOARDING_STEPS],
      current_step: step,
      current_step_name: ONBOARDING_STEPS[step] ?? 'welcome',
      completed,
      skipped: Boolean(row?.skippedAt) && !completed,
      started_at: row?.startedAt?.toISOString() ?? null,
      skipped_at: row?.skippedAt?.toISOString() ?? null,
      completed_at: row?.completedAt?.toISOString() ?? null,
      data: { ...emptyOnboardingData(), ...(row?.data ?? {}) },
    };
  }

  async get(auth: AuthContext): Promise<OnboardingState> {
    return this.toState(auth, this.isApplicable(auth) ? await repo.findState(this.deps.db, auth.userId) : undefined);
  }

  /** Opening the onboarding (or resuming it after a skip): the redirect is not offered again. */
  async start(auth: AuthContext): Promise<OnboardingState> {
    const companyId = this.requireApplicable(auth);
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockState(tx, auth.userId, companyId);
      if (locked.completedAt) return locked;
      return repo.updateState(tx, auth.userId, { startedAt: locked.startedAt ?? this.now(), skippedAt: null });
    });
    return this.toState(auth, row);
  }

  async skip(auth: AuthContext): Promise<OnboardingState> {
    const companyId = this.requireApplicable(auth);
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockState(tx, auth.userId, companyId);
      if (locked.completedAt) return locked;
      const now = this.now();
      return repo.updateState(tx, auth.userId, { startedAt: locked.startedAt ?? now, skippedAt: now });
    });
    return this.toState(auth, row);
  }

  /**
   * Saves one step's data (only its own key) and moves next, previous or not at all, bounded at
   * both ends. The company info goes to the company profile, with the company form's rules.
   */
  async saveStep(auth: AuthContext, input: SaveOnboardingStepParsed): Promise<OnboardingState> {
    const companyId = this.requireApplicable(auth);
    const own = STEP_DATA_KEY[input.step];
    for (const key of DATA_KEYS) {
      if (input[key] !== undefined && key !== own) {
        throw new AppError(400, ONBOARDING_MESSAGES.wrongStepData(input.step), { [key]: ONBOARDING_MESSAGES.wrongStepData(input.step) });
      }
    }
    const existing = await repo.findState(this.deps.db, auth.userId);
    if (existing?.completedAt) throw conflict(ONBOARDING_MESSAGES.alreadyCompleted);
    const ownEmail = auth.account.user.email.toLowerCase();
    const mine = input.teamSetup?.invites.findIndex((i) => i.email === ownEmail) ?? -1;
    if (mine >= 0) {
      throw new AppError(400, ONBOARDING_MESSAGES.ownEmail, { [`teamSetup.invites.${mine}.email`]: ONBOARDING_MESSAGES.ownEmail });
    }
    // The company profile itself, through the companies feature (same rules as the company form).
    const company = input.companyInfo ? await this.deps.companyContext.update(companyId, input.companyInfo) : null;
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockState(tx, auth.userId, companyId);
      if (locked.completedAt) throw conflict(ONBOARDING_MESSAGES.alreadyCompleted);
      const data: OnboardingData = { ...emptyOnboardingData(), ...locked.data };
      if (company) {
        data.companyInfo = {
          name: company.name,
          industry: company.industry,
          size: company.size,
          description: company.description,
          website: company.website,
        };
      }
      if (input.teamSetup) {
        const before = new Map(data.teamSetup.invites.map((i) => [i.email, i]));
        data.teamSetup = {
          invites: input.teamSetup.invites.map((i): OnboardingInvite => {
            const prior = before.get(i.email);
            // An invitation already sent stays as it went out.
            if (prior?.status === 'sent') return prior;
            return { email: i.email, role: i.role, status: 'pending', message: null, error_status: null, invite_id: null };
          }),
        };
      }
      if (input.selectedProducts) data.selectedProducts = input.selectedProducts;
      const index = ONBOARDING_STEPS.indexOf(input.step);
      return repo.updateState(tx, auth.userId, {
        data,
        currentStep: moveStep(index, input.move),
        startedAt: locked.startedAt ?? this.now(),
        skippedAt: null,
      });
    });
    return this.toState(auth, row);
  }

  /**
   * Completes the onboarding (completed, last step) and sends the invitations not sent yet, one
   * by one through the team feature: each keeps its own result (sent, or failed with the team
   * feature's message: 402 seats or no subscription, 409 already a member or invited). Calling
   * it again sends those that failed.
   */
  async complete(auth: AuthContext): Promise<OnboardingState> {
    const companyId = this.requireApplicable(auth);
    const current = await repo.findState(this.deps.db, auth.userId);
    const invites = current?.data.teamSetup?.invites ?? [];
    const results = new Map<string, OnboardingInvite>();
    for (const invite of invites) {
      if (invite.status === 'sent') continue;
      try {
        const sent = await this.deps.team.invite(auth, { email: invite.email, role_id: invite.role as CompanyRole });
        results.set(invite.email, { ...invite, status: 'sent', message: null, error_status: null, invite_id: sent.id });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        results.set(invite.email, { ...invite, status: 'failed', message: error.message, error_status: error.statusCode, invite_id: null });
      }
    }
    const row = await this.deps.db.transaction(async (tx) => {
      const locked = await repo.lockState(tx, auth.userId, companyId);
      const data: OnboardingData = { ...emptyOnboardingData(), ...locked.data };
      data.teamSetup = {
        invites: data.teamSetup.invites.map((i) => (i.status === 'sent' ? i : (results.get(i.email) ?? i))),
      };
      const now = this.now();
      return repo.updateState(tx, auth.userId, {
        data,
        currentStep: LAST_ONBOARDING_STEP,
        completedAt: locked.completedAt ?? now,
        startedAt: locked.startedAt ?? now,
        skippedAt: null,
      });
    });
    return this.toState(auth, row);
  }
}

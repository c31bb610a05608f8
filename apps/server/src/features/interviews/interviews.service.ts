import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { GoalInput, QuestionInput } from '@hiring/shared/ai';
import {
  type AnalysisQuery,
  blindLabel,
  type CandidatesQuery,
  type Compare,
  type CompareQuery,
  type DataDeletionResult,
  type GenerateLinks,
  type GenerateLinksResult,
  INTERVIEW_LIMITS,
  INTERVIEW_MANAGER_ROLES,
  INTERVIEW_MESSAGES,
  INTERVIEW_NOTICE,
  INTERVIEW_STATUS_LABELS,
  type InterviewAnalysis,
  type InterviewAnswer,
  type InterviewDetail,
  type InterviewListQuery,
  type InterviewPage,
  type InterviewSettings,
  type InterviewSettingsInput,
  type InterviewStatus,
  type InterviewSummary,
  interviewUrlPath,
  type JobLinks,
  type JobLinksQuery,
  PRACTICE_QUESTION,
  type PublicInterview,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type ResendLink,
  type ReviewScore,
  type ReviewStatus,
  type SavedAnswer,
  type ScoringStatus,
  WITHDRAWABLE_STATUSES,
  RESENDABLE_STATUSES,
  interviewSettingsInputSchema,
} from '@hiring/shared/interviews';
import { jobStatusLabel, stagePermissionsOf } from '@hiring/shared/job-positions';
import { hasAnyRole } from '@hiring/shared/roles';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { AiEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import type { JobHandler, Jobs } from '../../jobs/queue.ts';
import { AppError, tooManyRequests } from '../../lib/errors.ts';
import type { RateLimits } from '../../lib/rate-limits.ts';
import type { MailMessage, SendOptions } from '../../mail/mailer.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type Entitlements, lockCompanyForLimits } from '../billing/index.ts';
import type { CompanyContextService } from '../companies/index.ts';
import type { Notifications } from '../notifications/index.ts';
import {
  findJobPosition,
  insertStatusHistory,
  type JobGoalRow,
  type JobPositionRow,
  listGoals,
  toJobInput,
  type Tx,
  updateJobPosition,
} from '../job-positions/index.ts';
import { currentSet, type InterviewQuestionRow, listQuestions } from '../questions/index.ts';
import { interviewInviteMail } from './interviews.mail.ts';
import * as repo from './interviews.repository.ts';
import { computeResult, distribution, type GoalInfo, toScoredAnswer } from './interviews.scoring.ts';
import type { InterviewAnswerRow, InterviewRow } from './interviews.table.ts';

export const SCORE_INTERVIEW_JOB = 'interviews.score';
export const RETENTION_SWEEP_JOB = 'interviews.retention';
/** How often the retention sweep looks for interviews whose data is due for deletion. */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const RETENTION_BATCH = 200;

/**
 * Candidate-side rate limits a minute: per interview link (autosave while typing stays well
 * under it), per address (generous: candidates may share one, an office or a test centre), and
 * unknown tokens per address (guessing).
 */
export const PUBLIC_RATE_LIMIT = { perLinkPerMinute: 240, perAddressPerMinute: 1_200, unknownTokensPerMinute: 20 } as const;

interface ScorePayload {
  interview_id: string;
}

export interface InterviewsServiceDeps {
  db: Db;
  ai: AiEngine;
  jobs: Jobs;
  mailer: {
    send(message: MailMessage, opts?: SendOptions): Promise<void>;
    forgetMailsContaining(fragment: string, tx?: Tx): Promise<number>;
  };
  /** Tells the position's team that an interview was completed and scored. */
  notifications?: Pick<Notifications, 'interviewScored'>;
  entitlements: Entitlements;
  companyContext: CompanyContextService;
  rateLimits: RateLimits;
  appUrl: string;
  /** The server's signing secret: the key that seals link tokens at rest. */
  secret: string;
  /** Told when a job position changed (a started interview moved it on), so cached job pages forget the company. */
  onJobChange?: (companyId: string) => void;
}

const notFound = () => new AppError(404, INTERVIEW_MESSAGES.interviewNotFound);
const jobNotFound = () => new AppError(404, INTERVIEW_MESSAGES.jobNotFound);
const linkNotFound = () => new AppError(404, INTERVIEW_MESSAGES.linkNotFound);

function companyOf(auth: AuthContext): string {
  if (!auth.companyId) throw new AppError(404, INTERVIEW_MESSAGES.interviewNotFound);
  return auth.companyId;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hasText = (t: string | null | undefined) => typeof t === 'string' && t.trim().length > 0;
const monthWindow = (now: Date) => ({
  start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
});
const DAY_MS = 24 * 60 * 60 * 1000;

/** The status a link shows now: past its expiry without a submit it is expired. */
export function effectiveStatus(row: Pick<InterviewRow, 'status' | 'expiresAt'>, now = new Date()): InterviewStatus {
  if ((row.status === 'invited' || row.status === 'started') && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/**
 * Candidate interviews (issue 14): links locked to a finalized question-set version, the
 * candidate's interview without an account, scoring on the durable queue, the team's review,
 * lists, comparison, analysis and retention of candidates' data.
 */
export class InterviewsService {
  private readonly key: Buffer;

  constructor(private readonly deps: InterviewsServiceDeps) {
    this.key = createHash('sha256').update(`interview-link-token:${deps.secret}`).digest();
  }

  private get db() {
    return this.deps.db;
  }

  registerJobs(queue: Jobs): void {
    queue.register<ScorePayload>(SCORE_INTERVIEW_JOB, this.scoringHandler());
    queue.register<Record<string, never>>(RETENTION_SWEEP_JOB, { run: async () => void (await this.sweepRetention()) });
    queue.every(RETENTION_SWEEP_JOB, RETENTION_SWEEP_MS);
  }

  /** Interviews created this month that hold a place: the usage page's and the plan limit's count. */
  countForUsage(companyId: string, window: { start: Date; end: Date }): Promise<number> {
    return repo.countCompanyInterviews(this.db, companyId, window);
  }

  // --- tokens ---------------------------------------------------------------------------------

  private seal(token: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  private unseal(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      // Sealed under another secret (the signing secret changed): the link cannot be shown again.
      return null;
    }
  }

  // --- links ----------------------------------------------------------------------------------

  /** Why links cannot be created for a job now, or null when they can. */
  private async blockedReason(db: Tx, job: JobPositionRow): Promise<string | null> {
    if (job.status !== 'active' && job.status !== 'interviewing')
      return INTERVIEW_MESSAGES.jobStatusForbidsLinks(jobStatusLabel(job.status));
    const set = await currentSet(db, job.id);
    if (!set || set.status !== 'finalized') return INTERVIEW_MESSAGES.questionsNotFinalized;
    return null;
  }

  async generateLinks(auth: AuthContext, input: GenerateLinks): Promise<GenerateLinksResult> {
    const companyId = companyOf(auth);
    const found = await findJobPosition(this.db, companyId, input.job_position_id);
    if (!found) throw jobNotFound();
    // The plan's limit is read first (402 without a plan); the count it is checked against is taken under the lock.
    const limit = await this.deps.entitlements.limitOf(companyId, 'interviews_per_month');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
    const company = await this.deps.companyContext.find(companyId);
    const created: { row: InterviewRow; token: string }[] = [];
    try {
      await this.db.transaction(async (tx) => {
        await lockCompanyForLimits(tx, companyId);
        const job = await findJobPosition(tx, companyId, found.id);
        if (!job) throw jobNotFound();
        if (job.status !== 'active' && job.status !== 'interviewing')
          throw new AppError(409, INTERVIEW_MESSAGES.jobStatusForbidsLinks(jobStatusLabel(job.status)));
        const set = await currentSet(tx, job.id);
        if (!set || set.status !== 'finalized') throw new AppError(409, INTERVIEW_MESSAGES.questionsNotFinalized);
        const emails = input.candidates.map((c) => c.email);
        const taken = new Set(await repo.liveEmails(tx, job.id, emails));
        if (taken.size > 0) {
          const fields: Record<string, string> = {};
          input.candidates.forEach((c, i) => {
            if (taken.has(c.email)) fields[`candidates.${i}.email`] = INTERVIEW_MESSAGES.duplicateEmail(c.email);
          });
          const first = input.candidates.find((c) => taken.has(c.email))!;
          throw new AppError(409, INTERVIEW_MESSAGES.duplicateEmail(first.email), fields);
        }
        const max = job.maxResponses ?? INTERVIEW_LIMITS.maxResponsesDefault;
        const used = await repo.countJobResponses(tx, job.id);
        if (used + input.candidates.length > max) throw new AppError(409, INTERVIEW_MESSAGES.maxResponsesReached(max, max - used));
        if (limit !== null) {
          const month = await repo.countCompanyInterviews(tx, companyId, monthWindow(now));
          if (month + input.candidates.length > limit) throw new AppError(402, INTERVIEW_MESSAGES.planLimitReached(limit, limit - month));
        }
        const tokens = input.candidates.map(() => randomBytes(32).toString('base64url'));
        const rows = await repo.insertInterviews(
          tx,
          input.candidates.map((c, i) => ({
            companyId,
            jobPositionId: job.id,
            questionSetId: set.id,
            questionSetVersion: set.version,
            tokenHash: hashToken(tokens[i]!),
            tokenSealed: this.seal(tokens[i]!),
            candidateName: c.name,
            candidateEmail: c.email,
            status: 'invited' as const,
            expiresAt,
            lastSentAt: now,
            sentCount: 1,
            createdBy: auth.userId,
          })),
        );
        for (const [i, row] of rows.entries()) {
          await this.deps.mailer.send(this.inviteMail(row, tokens[i]!, company?.name ?? '', job.title), { tx, secretExpiresAt: expiresAt });
          created.push({ row, token: tokens[i]! });
        }
        await updateJobPosition(tx, companyId, job.id, { interviewCount: await repo.jobInterviewCount(tx, job.id) });
      });
    } catch (error) {
      // The unique index is the last line behind the lock: a duplicate that slipped through is still a 409.
      if ((error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505')
        throw new AppError(409, INTERVIEW_MESSAGES.duplicateEmail(input.candidates[0]!.email));
      throw error;
    }
    this.deps.onJobChange?.(companyId);
    const listed = await repo.findListRows(
      this.db,
      companyId,
      created.map((c) => c.row.id),
    );
    const byId = new Map(listed.map((r) => [r.id, r]));
    return { links: created.map((c) => this.summary(byId.get(c.row.id)!, false)) };
  }

  private inviteMail(row: InterviewRow, token: string, companyName: string, jobTitle: string): MailMessage {
    return interviewInviteMail({
      to: row.candidateEmail!,
      name: row.candidateName ?? '',
      companyName,
      jobTitle,
      url: `${this.deps.appUrl}${interviewUrlPath(token)}`,
      expiresAt: row.expiresAt,
    });
  }

  async jobLinks(auth: AuthContext, jobPositionId: string, query: JobLinksQuery): Promise<JobLinks> {
    const companyId = companyOf(auth);
    const job = await findJobPosition(this.db, companyId, jobPositionId);
    if (!job) throw jobNotFound();
    const page = await this.page(
      { companyId, jobPositionId: job.id, status: query.status, search: query.search, page: query.page, pageSize: query.page_size },
      false,
    );
    const [reason, used, set] = await Promise.all([
      this.blockedReason(this.db, job),
      repo.countJobResponses(this.db, job.id),
      currentSet(this.db, job.id),
    ]);
    return {
      ...page,
      job_position_id: job.id,
      job_title: job.title,
      job_status: job.status,
      can_create_links: reason === null,
      blocked_reason: reason,
      max_responses: job.maxResponses ?? INTERVIEW_LIMITS.maxResponsesDefault,
      responses_used: used,
      question_set_version: set?.status === 'finalized' ? set.version : null,
    };
  }

  async withdraw(auth: AuthContext, id: string): Promise<InterviewSummary> {
    const companyId = companyOf(auth);
    const row = await this.db.transaction(async (tx) => {
      const found = await repo.findInterview(tx, companyId, id);
      if (!found) throw notFound();
      const locked = (await repo.lockInterview(tx, found.id))!;
      if (!(WITHDRAWABLE_STATUSES as readonly string[]).includes(effectiveStatus(locked)) || locked.dataDeletedAt)
        throw new AppError(409, INTERVIEW_MESSAGES.cannotWithdraw);
      await repo.updateInterview(tx, locked.id, { status: 'withdrawn', withdrawnAt: new Date() });
      await updateJobPosition(tx, companyId, locked.jobPositionId, {
        interviewCount: await repo.jobInterviewCount(tx, locked.jobPositionId),
      });
      return locked;
    });
    this.deps.onJobChange?.(companyId);
    return this.summaryOf(companyId, row.id, false);
  }

  async resend(auth: AuthContext, id: string, input: ResendLink): Promise<InterviewSummary> {
    const companyId = companyOf(auth);
    await this.deps.entitlements.requireActive(companyId);
    const company = await this.deps.companyContext.find(companyId);
    await this.db.transaction(async (tx) => {
      const found = await repo.findInterview(tx, companyId, id);
      if (!found) throw notFound();
      const locked = (await repo.lockInterview(tx, found.id))!;
      const status = effectiveStatus(locked);
      if (!(RESENDABLE_STATUSES as readonly string[]).includes(status) || locked.dataDeletedAt)
        throw new AppError(409, INTERVIEW_MESSAGES.cannotResend);
      const token = this.unseal(locked.tokenSealed);
      if (!token) throw new AppError(409, INTERVIEW_MESSAGES.cannotResend);
      const now = new Date();
      const expiresAt = status === 'expired' ? new Date(now.getTime() + input.expires_in_days * DAY_MS) : locked.expiresAt;
      const job = await findJobPosition(tx, companyId, locked.jobPositionId);
      await repo.updateInterview(tx, locked.id, { expiresAt, lastSentAt: now, sentCount: locked.sentCount + 1 });
      await this.deps.mailer.send(this.inviteMail({ ...locked, expiresAt }, token, company?.name ?? '', job?.title ?? ''), {
        tx,
        secretExpiresAt: expiresAt,
      });
    });
    return this.summaryOf(companyId, id, false);
  }

  // --- lists ----------------------------------------------------------------------------------

  private async page(filter: repo.ListFilter, blind: boolean, showLinks = true): Promise<InterviewPage> {
    const { rows, total } = await repo.listInterviews(this.db, filter);
    return {
      items: rows.map((r) => this.summary(r, blind, showLinks)),
      page: filter.page,
      page_size: filter.pageSize,
      total_count: total,
      total_pages: Math.ceil(total / filter.pageSize),
      search: filter.search?.trim() || null,
    };
  }

  list(auth: AuthContext, query: InterviewListQuery | CandidatesQuery): Promise<InterviewPage> {
    return this.page(
      {
        companyId: companyOf(auth),
        jobPositionId: query.job_position_id,
        status: query.status,
        search: query.search,
        page: query.page,
        pageSize: query.page_size,
      },
      query.blind,
      canManage(auth),
    );
  }

  private async summaryOf(companyId: string, id: string, blind: boolean): Promise<InterviewSummary> {
    const [row] = await repo.findListRows(this.db, companyId, [id]);
    if (!row) throw notFound();
    return this.summary(row, blind);
  }

  /** A row as lists show it; the link itself only to those who manage links (`showLinks`), never when blind. */
  private summary(row: repo.InterviewListRow, blind: boolean, showLinks = true): InterviewSummary {
    const hidden = blind || row.dataDeletedAt !== null;
    const token = hidden || !showLinks || row.status === 'withdrawn' ? null : this.unseal(row.tokenSealed);
    const status = effectiveStatus(row);
    return {
      id: row.id,
      job_position_id: row.jobPositionId,
      job_title: row.jobTitle,
      candidate_name: hidden ? null : row.candidateName,
      candidate_email: hidden ? null : row.candidateEmail,
      candidate_label: row.dataDeletedAt && !blind ? INTERVIEW_MESSAGES.deletedCandidate : blindLabel(row.id),
      status,
      status_label: INTERVIEW_STATUS_LABELS[status],
      token,
      url: token ? interviewUrlPath(token) : null,
      question_set_version: row.questionSetVersion,
      expires_at: row.expiresAt.toISOString(),
      invited_at: row.createdAt.toISOString(),
      last_sent_at: iso(row.lastSentAt),
      sent_count: row.sentCount,
      started_at: iso(row.startedAt),
      completed_at: iso(row.completedAt),
      withdrawn_at: iso(row.withdrawnAt),
      answered_count: row.answeredCount,
      questions_count: row.questionsCount,
      scoring_status: row.scoringStatus as ScoringStatus,
      review_status: reviewStatusOf(row.reviewedCount, row.questionsCount),
      overall_score: row.overall,
      recommendation: row.recommendation,
      data_deleted_at: iso(row.dataDeletedAt),
    };
  }

  // --- detail and review ----------------------------------------------------------------------

  async detail(auth: AuthContext, id: string, blind = false): Promise<InterviewDetail> {
    const companyId = companyOf(auth);
    const [row] = await repo.findListRows(this.db, companyId, [id]);
    if (!row) throw notFound();
    const [questions, answers, goals] = await Promise.all([
      listQuestions(this.db, row.questionSetId),
      repo.listAnswers(this.db, row.id),
      listGoals(this.db, row.jobPositionId),
    ]);
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const reviewers = await repo.userNames(this.db, [...new Set(answers.map((a) => a.reviewedBy).filter((v): v is string => !!v))]);
    const goalText = new Map(goals.map((g) => [g.id, g.text]));
    const items: InterviewAnswer[] = questions.map((q) => {
      const a = byQuestion.get(q.id);
      return {
        question_id: q.id,
        question_order: q.questionOrder,
        question_text: q.text,
        competency: q.competency,
        rating_scale: q.expectedResponseGuidelines.rating_scale ?? [],
        goals: q.goalConnections.map((c) => ({
          goal_id: String(c.goal_id),
          goal_text: goalText.get(String(c.goal_id)) ?? c.goal_text,
          weight: c.weight,
        })),
        answer_text: a?.text ?? null,
        answered_at: iso(a?.savedAt),
        ai:
          a && a.aiScore !== null
            ? {
                score: a.aiScore,
                raw_score: a.aiRaw ?? a.aiScore,
                rationale: a.aiRationale ?? '',
                evidence: a.aiEvidence,
                goal_scores: a.aiGoalScores,
                flags: a.aiFlags,
                engine: a.aiEngine ?? '',
                scored_at: iso(a.scoredAt) ?? '',
              }
            : null,
        review:
          a && a.reviewScore !== null && a.reviewedAt
            ? {
                score: a.reviewScore,
                note: a.reviewNote,
                reviewer_id: a.reviewedBy,
                reviewer_name: a.reviewedBy ? (reviewers.get(a.reviewedBy) ?? null) : null,
                reviewed_at: a.reviewedAt.toISOString(),
                confirmed: a.reviewScore === a.aiScore,
              }
            : null,
        final_score: a ? (a.reviewScore ?? a.aiScore) : null,
      };
    });
    return {
      ...this.summary(row, blind, canManage(auth)),
      consent_given_at: iso(row.consentAt),
      scoring_error: row.scoringError,
      reviewed_count: row.reviewedCount,
      answers: items,
      result: {
        ai_overall_score: row.aiOverall,
        overall_score: row.overall,
        ai_recommendation: row.aiRecommendation,
        recommendation: row.recommendation,
        recommendation_label: row.recommendation ? RECOMMENDATION_LABELS[row.recommendation] : null,
        reasons: row.reasons,
        goals: row.goalResults,
      },
    };
  }

  async review(auth: AuthContext, id: string, questionId: string, input: ReviewScore): Promise<InterviewDetail> {
    const companyId = companyOf(auth);
    const row = await repo.findInterview(this.db, companyId, id);
    if (!row) throw notFound();
    if (row.status !== 'completed') throw new AppError(409, INTERVIEW_MESSAGES.notCompleted);
    if (row.scoringStatus !== 'scored') throw new AppError(409, INTERVIEW_MESSAGES.notScored);
    const questions = await listQuestions(this.db, row.questionSetId);
    if (!repo.isUuid(questionId) || !questions.some((q) => q.id === questionId))
      throw new AppError(404, INTERVIEW_MESSAGES.questionNotInInterview);
    await this.db.transaction(async (tx) => {
      await repo.lockInterview(tx, row.id);
      const updated = await repo.updateAnswer(tx, row.id, questionId, {
        reviewScore: input.score,
        reviewNote: input.note,
        reviewedBy: auth.userId,
        reviewedAt: new Date(),
      });
      if (!updated) throw new AppError(404, INTERVIEW_MESSAGES.questionNotInInterview);
      await this.storeResult(tx, row, questions);
    });
    return this.detail(auth, row.id);
  }

  /** Recomputes the per-goal and overall result from the stored answer scores. */
  private async storeResult(tx: Tx, row: InterviewRow, questions: InterviewQuestionRow[], extra: Partial<InterviewRow> = {}) {
    const [answers, goals] = await Promise.all([repo.listAnswers(tx, row.id), listGoals(tx, row.jobPositionId)]);
    const result = computeResult(
      questions.map((q) => ({ id: q.id, goalConnections: q.goalConnections })),
      answers
        .filter((a) => questions.some((q) => q.id === a.questionId))
        .map((a) => ({
          questionId: a.questionId,
          aiScore: a.aiScore,
          aiGoalScores: a.aiGoalScores,
          aiFlags: a.aiFlags,
          reviewScore: a.reviewScore,
        })),
      goalInfo(goals),
    );
    // Once the candidate's data is deleted, no quote may come back into the result.
    if (row.dataDeletedAt) for (const g of result.goalResults) g.quote = null;
    await repo.updateInterview(tx, row.id, { ...result, ...extra });
  }

  // --- scoring --------------------------------------------------------------------------------

  scoringHandler(): JobHandler<ScorePayload> {
    return {
      maxAttempts: 3,
      run: (payload) => this.score(payload.interview_id),
      onFailure: async (payload, error) => {
        await repo.updateInterview(this.db, payload.interview_id, {
          scoringStatus: 'failed',
          scoringError: error instanceof Error ? error.message : String(error),
        });
      },
    };
  }

  /**
   * Scores every answer of a submitted interview. Each answer's score is stored as soon as it is
   * known, so a run taken over after a crash scores only what is left; the result is written last.
   */
  async score(interviewId: string): Promise<void> {
    const row = await repo.findInterviewById(this.db, interviewId);
    if (!row || row.status !== 'completed' || row.scoringStatus === 'scored' || row.dataDeletedAt) return;
    await repo.updateInterview(this.db, row.id, { scoringStatus: 'scoring', scoringError: null });
    const job = await findJobPosition(this.db, row.companyId, row.jobPositionId);
    if (!job) throw new Error('the job position of the interview is gone');
    const [questions, answers, goals, company] = await Promise.all([
      listQuestions(this.db, row.questionSetId),
      repo.listAnswers(this.db, row.id),
      listGoals(this.db, row.jobPositionId),
      this.deps.companyContext.find(row.companyId),
    ]);
    const jobInput = toJobInput(job, company);
    const goalRows = new Map(goals.map((g) => [g.id, g]));
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    for (const q of questions) {
      const answer = byQuestion.get(q.id);
      if (answer?.aiScore !== null && answer?.aiScore !== undefined) continue;
      const text = answer?.text ?? '';
      const goalInputs: GoalInput[] = q.goalConnections.map((c) => {
        const g = goalRows.get(String(c.goal_id));
        return {
          id: String(c.goal_id),
          text: g?.text ?? c.goal_text,
          description: g?.description ?? null,
          category: g?.category ?? c.category,
          importance: g?.importance ?? null,
        };
      });
      const { data, provenance } = await this.deps.ai.scoreAnswer(jobInput, questionInput(q), goalInputs, text);
      const scored = toScoredAnswer(data, text);
      const values = {
        aiScore: scored.score,
        aiRaw: scored.raw,
        aiRationale: scored.rationale,
        aiEvidence: scored.evidence,
        aiGoalScores: scored.goalScores,
        aiFlags: scored.flags,
        aiEngine: `${provenance.engine}:${provenance.model}`,
        scoredAt: new Date(),
      };
      if (answer) await repo.updateAnswer(this.db, row.id, q.id, values, true);
      else
        await this.db.transaction(async (tx) => {
          await repo.saveAnswer(tx, row.id, q.id, '', new Date());
          await repo.updateAnswer(tx, row.id, q.id, values, true);
        });
    }
    await this.db.transaction(async (tx) => {
      const locked = await repo.lockInterview(tx, row.id);
      if (!locked || locked.scoringStatus === 'scored' || locked.dataDeletedAt) return;
      await this.storeResult(tx, locked, questions, { scoringStatus: 'scored', scoredAt: new Date(), scoringError: null });
      await this.deps.notifications?.interviewScored(tx, locked.companyId, {
        interviewId: locked.id,
        candidateName: locked.candidateName,
        jobTitle: job.title,
      });
    });
  }

  // --- the candidate's side -------------------------------------------------------------------

  /** Every public call: a fixed window per link and one per address. */
  async limitPublic(ip: string, token: string): Promise<void> {
    const { rateLimits } = this.deps;
    try {
      await rateLimits.limiter('interview-address', PUBLIC_RATE_LIMIT.perAddressPerMinute, 60).consume(ip);
      await rateLimits.limiter('interview-link', PUBLIC_RATE_LIMIT.perLinkPerMinute, 60).consume(hashToken(token));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
      throw error;
    }
  }

  /** The interview of a token, or 404 (unknown; guessing is limited per address) and 410 (no longer open). */
  private async resolve(token: string, ip: string, db: Tx = this.db): Promise<InterviewRow> {
    const row = TOKEN_SHAPE.test(token) ? await repo.findByTokenHash(db, hashToken(token)) : undefined;
    if (!row) {
      try {
        await this.deps.rateLimits.limiter('interview-unknown', PUBLIC_RATE_LIMIT.unknownTokensPerMinute, 60).consume(ip);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
        throw error;
      }
      throw linkNotFound();
    }
    if (row.dataDeletedAt || row.status === 'withdrawn') throw new AppError(410, INTERVIEW_MESSAGES.linkWithdrawn);
    if (row.status === 'completed') return row;
    if (effectiveStatus(row) === 'expired') throw new AppError(410, INTERVIEW_MESSAGES.linkExpired);
    return row;
  }

  /** The same, locked for a change, with the job still taking interviews. */
  private async resolveForChange(tx: Tx, token: string, ip: string): Promise<InterviewRow> {
    const found = await this.resolve(token, ip, tx);
    const row = (await repo.lockInterview(tx, found.id))!;
    if (row.dataDeletedAt || row.status === 'withdrawn') throw new AppError(410, INTERVIEW_MESSAGES.linkWithdrawn);
    if (row.status === 'completed') throw new AppError(409, INTERVIEW_MESSAGES.alreadySubmitted);
    if (effectiveStatus(row) === 'expired') throw new AppError(410, INTERVIEW_MESSAGES.linkExpired);
    const job = await findJobPosition(tx, row.companyId, row.jobPositionId);
    if (!job || !stagePermissionsOf(job.status).ready_for_interviews) throw new AppError(410, INTERVIEW_MESSAGES.linkWithdrawn);
    return row;
  }

  async publicView(token: string, ip: string): Promise<PublicInterview> {
    const row = await this.resolve(token, ip);
    if (row.status !== 'completed') {
      const job = await findJobPosition(this.db, row.companyId, row.jobPositionId);
      if (!job || !stagePermissionsOf(job.status).ready_for_interviews) throw new AppError(410, INTERVIEW_MESSAGES.linkWithdrawn);
    }
    return this.buildPublic(row);
  }

  async start(token: string, ip: string): Promise<PublicInterview> {
    let moved: string | null = null;
    const row = await this.db.transaction(async (tx) => {
      const locked = await this.resolveForChange(tx, token, ip);
      if (locked.status === 'started') return locked;
      const now = new Date();
      await repo.updateInterview(tx, locked.id, { status: 'started', startedAt: now, consentAt: now });
      // The first interview started moves the position from Active to Interviewing.
      const job = await updateJobPosition(tx, locked.companyId, locked.jobPositionId, { status: 'interviewing' }, 'active');
      if (job) {
        await insertStatusHistory(tx, {
          jobPositionId: locked.jobPositionId,
          fromStatus: 'active',
          toStatus: 'interviewing',
          changedBy: null,
          reason: 'A candidate started an interview',
        });
        moved = locked.companyId;
      }
      return { ...locked, status: 'started' as const, startedAt: now, consentAt: now };
    });
    if (moved) this.deps.onJobChange?.(moved);
    return this.buildPublic(row);
  }

  async saveAnswer(token: string, ip: string, questionId: string, text: string): Promise<SavedAnswer> {
    const at = new Date();
    const row = await this.db.transaction(async (tx) => {
      const locked = await this.resolveForChange(tx, token, ip);
      if (locked.status !== 'started') throw new AppError(409, INTERVIEW_MESSAGES.notStarted);
      if (questionId === PRACTICE_QUESTION.id) {
        await repo.updateInterview(tx, locked.id, { practiceAnswer: text });
        return locked;
      }
      const questions = await listQuestions(tx, locked.questionSetId);
      if (!repo.isUuid(questionId) || !questions.some((q) => q.id === questionId))
        throw new AppError(404, INTERVIEW_MESSAGES.questionNotInInterview);
      await repo.saveAnswer(tx, locked.id, questionId, text, at);
      return locked;
    });
    const [questions, answers] = await Promise.all([listQuestions(this.db, row.questionSetId), repo.listAnswers(this.db, row.id)]);
    return { question_id: questionId, saved_at: at.toISOString(), progress: progressOf(questions, answers) };
  }

  async submit(token: string, ip: string): Promise<PublicInterview> {
    const row = await this.db.transaction(async (tx) => {
      const locked = await this.resolveForChange(tx, token, ip);
      if (locked.status !== 'started') throw new AppError(409, INTERVIEW_MESSAGES.notStarted);
      const [questions, answers] = await Promise.all([listQuestions(tx, locked.questionSetId), repo.listAnswers(tx, locked.id)]);
      const { answered, total } = progressOf(questions, answers);
      if (answered < total) throw new AppError(400, INTERVIEW_MESSAGES.unansweredQuestions(total - answered));
      const now = new Date();
      await repo.updateInterview(tx, locked.id, { status: 'completed', completedAt: now, scoringStatus: 'queued' });
      await this.deps.jobs.enqueue(SCORE_INTERVIEW_JOB, { interview_id: locked.id } satisfies ScorePayload, { tx, key: locked.id });
      return { ...locked, status: 'completed' as const, completedAt: now };
    });
    return this.buildPublic(row);
  }

  private async buildPublic(row: InterviewRow): Promise<PublicInterview> {
    const [questions, answers, job, company, settings] = await Promise.all([
      listQuestions(this.db, row.questionSetId),
      repo.listAnswers(this.db, row.id),
      findJobPosition(this.db, row.companyId, row.jobPositionId),
      this.deps.companyContext.find(row.companyId),
      this.settingsOf(row.companyId),
    ]);
    const companyName = company?.name ?? '';
    const goals: string[] = [];
    for (const q of questions) for (const c of q.goalConnections) if (!goals.includes(c.goal_text)) goals.push(c.goal_text);
    const contact = settings.effective_contact_email;
    const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
    const completed = row.status === 'completed';
    return {
      status: completed ? 'completed' : row.status === 'started' ? 'started' : 'invited',
      company_name: companyName,
      job_title: job?.title ?? '',
      candidate_name: row.candidateName ?? '',
      notice: {
        automated_assessment: INTERVIEW_NOTICE.automatedAssessment,
        goals_intro: INTERVIEW_NOTICE.goalsIntro,
        goals,
        human_review: INTERVIEW_NOTICE.humanReview(companyName || 'the company'),
        retention_days: settings.retention_days,
        retention: INTERVIEW_NOTICE.retention(settings.retention_days),
        contact_email: contact,
        alternative: INTERVIEW_NOTICE.alternative(contact ?? (companyName || 'the company')),
        consent_label: INTERVIEW_NOTICE.consentLabel,
      },
      consent_given_at: iso(row.consentAt),
      started_at: iso(row.startedAt),
      completed_at: iso(row.completedAt),
      expires_at: row.expiresAt.toISOString(),
      questions: [
        { id: PRACTICE_QUESTION.id, order: 0, text: PRACTICE_QUESTION.text, practice: true, estimated_time: 1 },
        ...questions.map((q) => ({ id: q.id, order: q.questionOrder, text: q.text, practice: false, estimated_time: q.estimatedTime })),
      ],
      answers: [
        ...(row.practiceAnswer !== null
          ? [{ question_id: PRACTICE_QUESTION.id, text: row.practiceAnswer, saved_at: iso(row.startedAt) ?? '' }]
          : []),
        ...questions.flatMap((q) => {
          const a = byQuestion.get(q.id);
          return a && a.text !== null ? [{ question_id: q.id, text: a.text, saved_at: iso(a.savedAt) ?? '' }] : [];
        }),
      ],
      progress: progressOf(questions, answers),
      can_answer: row.status === 'started' && !completed,
    };
  }

  // --- pool, comparison, analysis -------------------------------------------------------------

  async compare(auth: AuthContext, query: CompareQuery): Promise<Compare> {
    const companyId = companyOf(auth);
    const rows = await repo.findListRows(this.db, companyId, query.interview_ids);
    if (rows.length !== query.interview_ids.length) throw notFound();
    const ordered = query.interview_ids.map((id) => rows.find((r) => r.id === id)!);
    const jobId = ordered[0]!.jobPositionId;
    if (ordered.some((r) => r.jobPositionId !== jobId)) throw new AppError(400, INTERVIEW_MESSAGES.compareSameJob);
    if (ordered.some((r) => r.scoringStatus !== 'scored')) throw new AppError(400, INTERVIEW_MESSAGES.compareNotScored);
    const goals: Compare['goals'] = [];
    for (const r of ordered)
      for (const g of r.goalResults)
        if (!goals.some((x) => x.goal_id === g.goal_id)) goals.push({ goal_id: g.goal_id, goal_text: g.goal_text, category: g.category });
    return {
      job_position_id: jobId,
      job_title: ordered[0]!.jobTitle,
      blind: query.blind,
      goals,
      candidates: ordered.map((r) => {
        const s = this.summary(r, query.blind, false);
        return {
          interview_id: r.id,
          candidate_label: s.candidate_label,
          candidate_name: s.candidate_name,
          candidate_email: s.candidate_email,
          overall_score: r.overall,
          recommendation: r.recommendation,
          review_status: s.review_status,
          goals: goals.map((g) => {
            const found = r.goalResults.find((x) => x.goal_id === g.goal_id);
            return { goal_id: g.goal_id, score: found?.final_score ?? null, quote: found?.quote ?? null };
          }),
        };
      }),
    };
  }

  async analysis(auth: AuthContext, query: AnalysisQuery): Promise<InterviewAnalysis> {
    const companyId = companyOf(auth);
    const rows = await repo.listScoredInterviews(this.db, companyId, query.job_position_id);
    const answers = await repo.listAnswersOf(
      this.db,
      rows.filter((r) => r.scoringStatus === 'scored').map((r) => r.id),
    );
    const answersOf = new Map<string, InterviewAnswerRow[]>();
    for (const a of answers) answersOf.set(a.interviewId, [...(answersOf.get(a.interviewId) ?? []), a]);
    const setIds = [...new Set(rows.map((r) => r.questionSetId))];
    const questionsOf = new Map<string, InterviewQuestionRow[]>();
    await Promise.all(setIds.map(async (id) => questionsOf.set(id, await listQuestions(this.db, id))));

    const jobs = new Map<string, repo.InterviewListRow[]>();
    for (const r of rows) jobs.set(r.jobPositionId, [...(jobs.get(r.jobPositionId) ?? []), r]);
    const agreement = new Map<
      string,
      { job_position_id: string; job_title: string; goal_id: string; goal_text: string; diffs: number[] }
    >();
    const allDiffs: number[] = [];
    const jobRows: InterviewAnalysis['jobs'] = [];
    for (const [jobId, list] of jobs) {
      const scored = list.filter((r) => r.scoringStatus === 'scored');
      const jobAnswers = scored.flatMap((r) => answersOf.get(r.id) ?? []);
      const recs = { strong_yes: 0, yes: 0, no: 0, strong_no: 0 };
      for (const r of scored) if (r.recommendation && RECOMMENDATIONS.includes(r.recommendation)) recs[r.recommendation] += 1;
      const overalls = scored.map((r) => r.overall).filter((v): v is number => v !== null);
      jobRows.push({
        job_position_id: jobId,
        job_title: list[0]!.jobTitle,
        invited: list.filter((r) => effectiveStatus(r) === 'invited').length,
        started: list.filter((r) => effectiveStatus(r) === 'started').length,
        completed: list.filter((r) => r.status === 'completed').length,
        scored: scored.length,
        reviewed: scored.filter((r) => reviewStatusOf(r.reviewedCount, r.questionsCount) === 'reviewed').length,
        average_overall: overalls.length > 0 ? Math.round((overalls.reduce((s, v) => s + v, 0) / overalls.length) * 10) / 10 : null,
        overall_distribution: distribution(overalls),
        ai_answer_distribution: distribution(jobAnswers.map((a) => a.aiScore).filter((v): v is number => v !== null)),
        human_answer_distribution: distribution(jobAnswers.map((a) => a.reviewScore).filter((v): v is number => v !== null)),
        recommendations: recs,
      });
      for (const r of scored) {
        const questions = new Map((questionsOf.get(r.questionSetId) ?? []).map((q) => [q.id, q]));
        for (const a of answersOf.get(r.id) ?? []) {
          if (a.aiScore === null || a.reviewScore === null) continue;
          allDiffs.push(a.reviewScore - a.aiScore);
          for (const c of questions.get(a.questionId)?.goalConnections ?? []) {
            const key = `${jobId}:${c.goal_id}`;
            const goalText = r.goalResults.find((g) => g.goal_id === String(c.goal_id))?.goal_text ?? c.goal_text;
            const entry = agreement.get(key) ?? {
              job_position_id: jobId,
              job_title: r.jobTitle,
              goal_id: String(c.goal_id),
              goal_text: goalText,
              diffs: [],
            };
            entry.diffs.push(a.reviewScore - a.aiScore);
            agreement.set(key, entry);
          }
        }
      }
    }
    return {
      jobs: jobRows,
      agreement: [...agreement.values()].map((e) => ({
        job_position_id: e.job_position_id,
        job_title: e.job_title,
        goal_id: e.goal_id,
        goal_text: e.goal_text,
        reviewed_answers: e.diffs.length,
        ...agreementOf(e.diffs),
      })),
      overall_agreement: { reviewed_answers: allDiffs.length, ...agreementOf(allDiffs) },
    };
  }

  // --- settings and retention -----------------------------------------------------------------

  async settingsOf(companyId: string, role?: string): Promise<InterviewSettings> {
    const [row, owner] = await Promise.all([repo.findSettings(this.db, companyId), repo.ownerEmail(this.db, companyId)]);
    const contact = row?.contactEmail ?? null;
    return {
      retention_days: row?.retentionDays ?? INTERVIEW_LIMITS.retentionDaysDefault,
      contact_email: contact,
      effective_contact_email: contact ?? owner,
      can_edit: role ? hasAnyRole(role, INTERVIEW_MANAGER_ROLES) : false,
    };
  }

  settings(auth: AuthContext): Promise<InterviewSettings> {
    return this.settingsOf(companyOf(auth), auth.role);
  }

  async updateSettings(auth: AuthContext, input: InterviewSettingsInput): Promise<InterviewSettings> {
    const companyId = companyOf(auth);
    const parsed = interviewSettingsInputSchema.parse(input);
    await repo.upsertSettings(this.db, companyId, { retentionDays: parsed.retention_days, contactEmail: parsed.contact_email });
    return this.settingsOf(companyId, auth.role);
  }

  async deleteCandidateData(auth: AuthContext, id: string): Promise<DataDeletionResult> {
    const companyId = companyOf(auth);
    const row = await repo.findInterview(this.db, companyId, id);
    if (!row) throw notFound();
    if (row.dataDeletedAt) throw new AppError(409, INTERVIEW_MESSAGES.dataAlreadyDeleted);
    const at = new Date();
    await this.db.transaction((tx) => this.erase(tx, row.id, at));
    return { id: row.id, data_deleted_at: at.toISOString(), message: INTERVIEW_MESSAGES.dataDeleted };
  }

  /**
   * Deletes a candidate's answers and personal data: name, email, the link, the practice answer,
   * every answer's text, the quotes and rationales that repeat it, and reviewers' notes. The
   * scores stay, anonymous. An open link stops working.
   */
  private async erase(tx: Tx, id: string, at: Date): Promise<void> {
    const row = await repo.lockInterview(tx, id);
    if (!row || row.dataDeletedAt) return;
    // The invitation mails name the candidate and hold the link: they go too.
    const token = this.unseal(row.tokenSealed);
    if (token) await this.deps.mailer.forgetMailsContaining(interviewUrlPath(token), tx);
    await repo.updateInterview(tx, id, {
      candidateName: null,
      candidateEmail: null,
      tokenSealed: null,
      practiceAnswer: null,
      dataDeletedAt: at,
      goalResults: row.goalResults.map((g) => ({ ...g, quote: null })),
    });
    for (const a of await repo.listAnswers(tx, id)) {
      await repo.updateAnswer(tx, id, a.questionId, {
        text: null,
        aiRationale: null,
        aiEvidence: [],
        aiGoalScores: a.aiGoalScores.map((g) => ({ ...g, rationale: '', evidence: [] })),
        reviewNote: null,
      });
    }
  }

  /** The retention sweep: deletes the data of every interview past its company's retention period. */
  async sweepRetention(now: Date = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await repo.dueForDeletion(this.db, now, RETENTION_BATCH, INTERVIEW_LIMITS.retentionDaysDefault);
      for (const id of ids) await this.db.transaction((tx) => this.erase(tx, id, now));
      total += ids.length;
      if (ids.length < RETENTION_BATCH) return total;
    }
  }
}

/** Owners and admins manage links: only they are shown a candidate's link. */
const canManage = (auth: AuthContext) => hasAnyRole(auth.role, INTERVIEW_MANAGER_ROLES);

function reviewStatusOf(reviewed: number, total: number): ReviewStatus {
  if (reviewed === 0) return 'not_reviewed';
  return reviewed >= total ? 'reviewed' : 'in_review';
}

function progressOf(questions: InterviewQuestionRow[], answers: InterviewAnswerRow[]) {
  const ids = new Set(questions.map((q) => q.id));
  return { answered: answers.filter((a) => ids.has(a.questionId) && hasText(a.text)).length, total: questions.length };
}

function agreementOf(diffs: number[]) {
  if (diffs.length === 0) return { exact_agreement: null, within_one: null, mean_difference: null };
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    exact_agreement: r2(diffs.filter((d) => d === 0).length / diffs.length),
    within_one: r2(diffs.filter((d) => Math.abs(d) <= 1).length / diffs.length),
    mean_difference: r2(diffs.reduce((s, d) => s + d, 0) / diffs.length),
  };
}

function goalInfo(goals: JobGoalRow[]): Map<string, GoalInfo> {
  return new Map(goals.map((g) => [g.id, { text: g.text, category: g.category, importance: g.importance }]));
}

function questionInput(q: InterviewQuestionRow): QuestionInput {
  return {
    id: q.id,
    text: q.text,
    category: q.category,
    difficulty: q.difficulty,
    question_order: q.questionOrder,
    competency: q.competency,
    intent: q.intent,
    expected_traits: q.expectedTraits,
    expected_response_guidelines: q.expectedResponseGuidelines,
    goal_connections: q.goalConnections.map((c) => ({ goal_id: String(c.goal_id), weight: c.weight })),
    skills: q.skills,
  };
}

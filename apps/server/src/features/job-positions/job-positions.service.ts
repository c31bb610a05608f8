import type { z } from 'zod';
import {
  type AnalyzeJobResponse,
  type analyzeJobRequestSchema,
  type CreateJobPosition,
  type criteriaRequestSchema,
  type InterviewCriteria,
  JOB_MESSAGES,
  JOB_OPTIONS_LIMIT,
  type JobPosition,
  type JobPositionOptions,
  type JobPositionPage,
  type JobStatus,
  type JobWorkflow,
  type listJobPositionsQuerySchema,
  type StatusHistoryEntry,
  SYSTEM_DRIVEN_STATUSES,
  type UpdateJobPosition,
} from '@hiring/shared/job-positions';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CompanyCache } from '../../lib/company-cache.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { AccessRow } from '../billing/index.ts';
import { jobPositionOptions } from './job-positions.queries.ts';
import type { JobPositionRow } from './job-positions.table.ts';
import { analyzeJob, interviewCriteria } from './position-ai.ts';
import { companyOf, positionNotFound } from './position-loader.ts';
import { type JobPositionsPage, listFilterOf, listJobPositions } from './position-page.repository.ts';
import {
  type PositionParts,
  positionPartsQuery,
  positionUpdateWithPartsQuery,
  readPositionParts,
  listStatusHistory,
  sessionPartsQuery,
  type SessionParts,
  findSessionWithParts,
  updateJobPositionWithParts,
} from './position-parts.repository.ts';
import {
  countGoals,
  deleteJobPosition,
  findJobPosition,
  findJobPositionById,
  findStuckJobPositions,
  insertGoals,
  insertStatusHistory,
  type NewJobPosition,
  reopenGoals,
  type Tx,
  updateJobPosition,
} from './position-rows.repository.ts';
import type { JobPositionsServiceDeps } from './job-positions.ports.ts';
import { insertNewPosition } from './position-create.ts';
import { changedValues } from './position-values.ts';
import { assertTransition, changedMeanwhile } from './position-transitions.ts';
import { goalRows, toDetail, toHistory, toJobInput, toSummary, toWorkflow } from './position-views.ts';

export const GENERATE_GOALS_JOB = 'job-positions.generate-goals';
export const STUCK_SWEEP_JOB = 'job-positions.stuck-sweep';
/** A system-driven status older than this with no job left to move it on is given up. */
export const STUCK_AFTER_MS = 30 * 60 * 1000;
const STUCK_REASON = 'it did not finish in time';

export interface GenerateGoalsPayload {
  job_position_id: string;
  company_id: string;
  preset_goal_ids: number[];
  custom_goals: string[];
  /** Who asked; custom goals are marked as theirs. */
  requested_by: string | null;
}

type ListQuery = z.output<typeof listJobPositionsQuerySchema>;

/** Text of an unknown failure, short enough to show. */
function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 500 ? `${message.slice(0, 500)}...` : message;
}

/**
 * Job positions (spec 02 §2.1, §3, §4, §7): company-scoped CRUD, the workflow with its
 * transition table and requirement checks, the state history, AI analysis and criteria, and
 * goal generation as a durable job.
 */
export class JobPositionsService {
  private readonly listPages: CompanyCache<JobPositionPage>;

  private readonly partsQuery: ReturnType<typeof positionPartsQuery>;
  private readonly sessionPartsQuery: ReturnType<typeof sessionPartsQuery>;
  private readonly updateWithPartsQuery: ReturnType<typeof positionUpdateWithPartsQuery>;

  constructor(private readonly deps: JobPositionsServiceDeps) {
    this.listPages = deps.listPages ?? new CompanyCache<JobPositionPage>(0);
    const counts = deps.questions && ((id: SQL | Placeholder) => deps.questions!.countsJson(id));
    this.partsQuery = positionPartsQuery(counts);
    this.sessionPartsQuery = sessionPartsQuery(counts);
    this.updateWithPartsQuery = positionUpdateWithPartsQuery(counts);
  }

  /**
   * The detail route's session lookup (decision 468): the session, the position of `id` and its
   * parts in one statement, with the question counts this service reads them with.
   */
  findSessionWithParts(db: Db, sessionId: string, userId: string, id: string): Promise<SessionParts | undefined> {
    return findSessionWithParts(this.sessionPartsQuery, db, sessionId, userId, id);
  }

  private get db() {
    return this.deps.db;
  }

  /** The company's positions as every member may read them (decision 491); none without a company. */
  async options(auth: AuthContext, workflowStates: readonly string[]): Promise<JobPositionOptions> {
    if (!auth.companyId) return { items: [], total_count: 0 };
    return jobPositionOptions(this.db, auth.companyId, { workflowStates, limit: JOB_OPTIONS_LIMIT });
  }

  /** The list's page made from rows read with the session (decision 467). */
  pageOf(query: ListQuery, { rows, total }: JobPositionsPage): JobPositionPage {
    const filter = listFilterOf(query);
    return {
      items: rows.map(toSummary),
      page: filter.page,
      page_size: filter.pageSize,
      total_count: total,
      total_pages: Math.ceil(total / filter.pageSize),
      search: filter.search ?? null,
    };
  }

  /**
   * One page of the company's positions. Pages are kept briefly per company, filter and page
   * (READ_CACHE_MS) and forgotten the moment this process changes one of the company's positions.
   */
  async list(auth: AuthContext, query: ListQuery): Promise<JobPositionPage> {
    const companyId = companyOf(auth);
    const filter = listFilterOf(query);
    const key = JSON.stringify([filter.statuses, filter.search ?? null, filter.page, filter.pageSize]);
    return this.listPages.read(companyId, key, async () => this.pageOf(query, await listJobPositions(this.db, companyId, filter)));
  }

  /** `access` is the company's access row as the request loader read it (decision 465; null: none), for the gate. */
  async create(auth: AuthContext, input: CreateJobPosition, access: AccessRow | null): Promise<JobPosition> {
    const companyId = companyOf(auth);
    const { position: row, entry } = await insertNewPosition(this.deps, auth, companyId, input, access);
    this.listPages.forgetCompany(companyId);
    // A position just created has no goals or questions yet and one history entry, the one written
    // above: the answer is built from them instead of three reads (decision 323).
    const { user } = auth.account;
    const by = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
    return this.detail(row, { goals: [], history: [{ ...entry, user: by }], questions: { total: 0, finalized: 0 } });
  }

  /** A position with its parts, as the request loader read them. */
  detailOf(position: JobPositionRow, parts: PositionParts): JobPosition {
    return toDetail(position, parts);
  }

  /** The caller's position of `id` with its parts; 404 when the company has none. */
  async get(auth: AuthContext, id: string): Promise<JobPosition> {
    const found = await this.findWithParts(companyOf(auth), id);
    if (!found) throw positionNotFound();
    return toDetail(found.position, found.read);
  }

  /** The caller's position of `id` with its parts, read apart from the session: the request loader's other way. */
  async findWithParts(companyId: string, id: string): Promise<{ position: JobPositionRow; read: PositionParts } | undefined> {
    const position = await findJobPosition(this.db, companyId, id);
    return position && { position, read: await this.parts(position.id) };
  }

  /** The caller's position of `id`, or undefined. */
  find(companyId: string, id: string): Promise<JobPositionRow | undefined> {
    return findJobPosition(this.db, companyId, id);
  }

  /** The company's access row with its limit on positions (null: none, or no gate): the creation loader's other way. */
  async readAccess(companyId: string): Promise<AccessRow | null> {
    return (await this.deps.entitlements?.readAccess(companyId, 'job_positions')) ?? null;
  }

  /** PUT: an edit of a position the request loader found. */
  async update(auth: AuthContext, current: JobPositionRow, input: UpdateJobPosition): Promise<JobPosition> {
    // The system is still writing its goals: an edit now would race with it.
    if (current.status === 'pending') throw new AppError(409, JOB_MESSAGES.pendingEdit);
    return this.save(auth, current, input.status, changedValues(input));
  }

  async remove(auth: AuthContext, id: string): Promise<{ id: string; deleted: true }> {
    const companyId = companyOf(auth);
    if (!(await deleteJobPosition(this.db, companyId, id))) throw positionNotFound();
    this.listPages.forgetCompany(companyId);
    return { id, deleted: true };
  }

  /** PATCH status: the transition table and requirement checks decide; the same status is a no-op. */
  async changeStatus(auth: AuthContext, id: string, status: JobStatus): Promise<JobPosition> {
    const companyId = companyOf(auth);
    const current = await findJobPosition(this.db, companyId, id);
    if (!current) throw positionNotFound();
    return this.save(auth, current, status, {});
  }

  /**
   * The one path for a person's change to a position (PUT and PATCH status): a new status is
   * checked against the table, the system-driven moves and the requirements, clears the failure
   * reason, is applied only if the status did not change meanwhile, and is recorded in the history.
   */
  private async save(auth: AuthContext, current: JobPositionRow, status: JobStatus | undefined, values: Partial<NewJobPosition>) {
    const companyId = current.companyId;
    const changesStatus = status !== undefined && status !== current.status;
    if (!changesStatus && Object.keys(values).length === 0) return this.detail(current);
    // Back to new or draft, the goals are open for review again: a confirmed set there would be a
    // dead end (read-only goals, and confirming is the only way forward).
    const reopensGoals = changesStatus && current.goalsConfirmed && (status === 'new' || status === 'draft');
    if (changesStatus) {
      await assertTransition(this.db, this.deps.questions, current, status);
      values.status = status;
      values.failureReason = null;
      if (reopensGoals) values.goalsConfirmed = false;
    }
    const write = async (tx: Tx) => {
      const updated = await updateJobPosition(tx, companyId, current.id, values, changesStatus ? current.status : undefined);
      if (!updated) throw changesStatus ? changedMeanwhile(status) : positionNotFound();
      if (reopensGoals) await reopenGoals(tx, current.id);
      if (changesStatus)
        await insertStatusHistory(tx, companyId, {
          jobPositionId: current.id,
          fromStatus: current.status,
          toStatus: status,
          changedBy: auth.userId,
          reason: null,
        });
      return updated;
    };
    // A change of status writes its history (and may reopen the goals) with it, in a transaction.
    // An edit of the fields alone is one statement, atomic by itself (decision 448), and changes
    // none of the parts the answer shows beside the row: the same statement reads them (decisions
    // 454, 469).
    if (!changesStatus) {
      const edited = await updateJobPositionWithParts(this.updateWithPartsQuery, this.db, companyId, current.id, values);
      if (!edited) throw positionNotFound();
      this.listPages.forgetCompany(companyId);
      return this.detail(edited.position, edited.parts);
    }
    const row = await this.db.transaction(write);
    this.listPages.forgetCompany(companyId);
    return this.detail(row);
  }

  async workflow(auth: AuthContext, id: string): Promise<JobWorkflow> {
    const row = await findJobPosition(this.db, companyOf(auth), id);
    if (!row) throw positionNotFound();
    return toWorkflow(row, await this.parts(row.id));
  }

  async history(auth: AuthContext, id: string): Promise<StatusHistoryEntry[]> {
    const row = await findJobPosition(this.db, companyOf(auth), id);
    if (!row) throw positionNotFound();
    return (await listStatusHistory(this.db, row.id)).map(toHistory);
  }

  /** POST analyze: the engine reads the description (with the company context) for the wizard's step 3. */
  analyze(auth: AuthContext, input: z.output<typeof analyzeJobRequestSchema>): Promise<AnalyzeJobResponse> {
    return analyzeJob(this.deps, auth, input);
  }

  /** POST criteria: weighted interview criteria from the engine's goals; saved on a stored position. */
  criteria(auth: AuthContext, input: z.output<typeof criteriaRequestSchema>): Promise<InterviewCriteria> {
    return interviewCriteria(this.deps, auth, input);
  }

  // --- goal generation, as a durable job --------------------------------------------------------

  /**
   * Fails positions stuck in a system-driven status (pending, generating_questions) for longer
   * than STUCK_AFTER_MS with no job left to move them on, so none waits for ever; returns how many.
   */
  async sweepStuck(now: Date = new Date()): Promise<number> {
    const stuck = await findStuckJobPositions(this.db, SYSTEM_DRIVEN_STATUSES, new Date(now.getTime() - STUCK_AFTER_MS));
    for (const row of stuck) {
      if (row.status === 'pending') await this.markFailed(row.id, `${JOB_MESSAGES.goalGenerationFailed}: ${STUCK_REASON}`);
      else
        await this.moveSystemStatus(
          row.id,
          row.status as JobStatus,
          'questions_generation_failed',
          `Question generation failed: ${STUCK_REASON}`,
        );
    }
    return stuck.length;
  }

  /** After the goal generation job's last attempt failed: the position moves to failed with the reason. */
  async goalGenerationFailed(payload: GenerateGoalsPayload, error: unknown): Promise<void> {
    await this.markFailed(payload.job_position_id, `${JOB_MESSAGES.goalGenerationFailed}: ${describeError(error)}`);
  }

  async generateGoals(payload: GenerateGoalsPayload): Promise<void> {
    const job = await findJobPositionById(this.db, payload.job_position_id);
    // Deleted meanwhile, or already moved on by a person: nothing left to do.
    if (!job || job.companyId !== payload.company_id) return;
    if (job.status !== 'pending' && (await countGoals(this.db, job.id)) > 0) return;
    const company = await this.deps.companyContext.find(job.companyId);
    const { data, provenance } = await this.deps.ai.generateGoals(toJobInput(job, company), {
      presets: payload.preset_goal_ids,
      custom: payload.custom_goals,
    });
    await this.db.transaction(async (tx) => {
      // A retry after a crash between insert and commit finds nothing; after a commit it stops above.
      if ((await countGoals(tx, job.id)) > 0) return;
      await insertGoals(tx, goalRows(job.id, data.goals, { provenance, requestedBy: payload.requested_by }));
      const moved = await updateJobPosition(tx, job.companyId, job.id, { goalsVersion: job.goalsVersion + 1, status: 'draft' }, 'pending');
      if (moved) {
        await insertStatusHistory(tx, job.companyId, {
          jobPositionId: job.id,
          fromStatus: 'pending',
          toStatus: 'draft',
          changedBy: null,
          reason: `${data.goals.length} evaluation goals generated (${provenance.engine} engine)`,
        });
      } else {
        await updateJobPosition(tx, job.companyId, job.id, { goalsVersion: job.goalsVersion + 1 });
      }
    });
    this.listPages.forgetCompany(job.companyId);
  }

  /** Moves a pending position to failed with the reason shown on its detail page. */
  private markFailed(jobPositionId: string, reason: string): Promise<void> {
    return this.moveSystemStatus(jobPositionId, 'pending', 'failed', reason);
  }

  /** A system move out of `from`, if the position is still there, with its history entry. */
  private async moveSystemStatus(jobPositionId: string, from: JobStatus, to: JobStatus, reason: string): Promise<void> {
    const companyId = await this.db.transaction(async (tx) => {
      const job = await findJobPositionById(tx, jobPositionId);
      if (!job) return null;
      const moved = await updateJobPosition(tx, job.companyId, job.id, { status: to, failureReason: reason }, from);
      if (moved) await insertStatusHistory(tx, job.companyId, { jobPositionId, fromStatus: from, toStatus: to, changedBy: null, reason });
      return job.companyId;
    });
    if (companyId) this.listPages.forgetCompany(companyId);
  }

  // --- helpers --------------------------------------------------------------------------------

  /** What the position's answer shows beside its row: its goals, its history and its question counts, in one statement. */
  private parts(id: string): Promise<PositionParts> {
    return readPositionParts(this.partsQuery, this.db, id);
  }

  /** The position as the API shows it; `known` parts (a position just created, or read beside an edit) are not read again. */
  private async detail(row: JobPositionRow, known?: PositionParts): Promise<JobPosition> {
    return toDetail(row, known ?? (await this.parts(row.id)));
  }
}

import type { z } from 'zod';
import type { EngineProvenance, GeneratedGoal, JobInput } from '@hiring/shared/ai';
import type { CompanyContext } from '@hiring/shared/company';
import {
  type AnalyzeJobResponse,
  type analyzeJobRequestSchema,
  canProceed,
  type CreateJobPosition,
  cannotTransitionMessage,
  type criteriaRequestSchema,
  type InterviewCriteria,
  JOB_MESSAGES,
  type JobGoal,
  type JobPosition,
  type JobPositionSummary,
  type JobStatus,
  type JobWorkflow,
  jobStatusLabel,
  type listJobPositionsQuerySchema,
  nextStepsOf,
  type RequirementFacts,
  type StatusHistoryEntry,
  SYSTEM_DRIVEN_STATUSES,
  stagePermissionsOf,
  transitionOptions,
  type UpdateJobPosition,
  validateTransition,
  workflowStageOf,
  type JobPositionPage,
  JOB_OPTIONS_LIMIT,
  type JobPositionOptions,
} from '@hiring/shared/job-positions';
import { GOAL_IMPORTANCE_LABELS } from '@hiring/shared/ai';
import { jobPositionOptions } from './job-positions.queries.ts';
import { limitReachedMessage } from '@hiring/shared/billing';
import type { AiEngine } from '../../ai/engine.ts';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { EnqueueOptions } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { type AccessRow, lockCompanyForLimits } from '../billing/index.ts';
import type { CompanyContextService } from '../companies/index.ts';
import {
  countGoals,
  reopenGoals,
  countOpenJobPositions,
  deleteJobPosition,
  findJobPosition,
  findJobPositionById,
  findStuckJobPositions,
  type HistoryWithUser,
  insertGoals,
  insertJobPositionWithHistory,
  insertStatusHistory,
  type JobPositionSummaryRow,
  type JobPositionsPage,
  type ListFilter,
  listJobPositions,
  listStatusHistory,
  type NewJobGoal,
  type NewJobPosition,
  type PositionParts,
  positionPartsQuery,
  type QuestionCounts,
  type QuestionCountsJson,
  readPositionParts,
  positionUpdateWithPartsQuery,
  updateJobPositionWithParts,
  type SessionParts,
  findSessionWithParts,
  positionOfRead,
  sessionPartsQuery,
  type Tx,
  updateJobPosition,
} from './job-positions.repository.ts';
import type { JobGoalRow, JobPositionRow } from './job-positions.table.ts';
import { CompanyCache } from '../../lib/company-cache.ts';

/** The subscription gate (billing's entitlements); 402 when not entitled. */
export interface JobPositionsGate {
  requireActive(companyId: string): Promise<void>;
  /**
   * The plan's limit (null: unlimited), or 402 without an active subscription or trial;
   * `preRead` is the access row read with the session (decision 465), not read again.
   */
  limitOf(companyId: string, limit: 'job_positions', preRead?: AccessRow | null): Promise<number | null>;
}

/** Question counts of a position; the questions feature provides them once it exists. */
export interface QuestionCountsPort {
  counts(jobPositionId: string): Promise<QuestionCounts>;
  /** The same as SQL, read within the statement of a position's parts (decision 462). */
  countsJson: QuestionCountsJson;
}

/** What the service needs of the durable queue. */
export interface GoalJobQueue {
  enqueue<P>(type: string, payload: P, opts?: EnqueueOptions): Promise<void>;
}

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

export interface JobPositionsServiceDeps {
  db: Db;
  ai: AiEngine;
  jobs: GoalJobQueue;
  companyContext: CompanyContextService;
  /** The subscription gate; without one (unit tests of the service alone) creation is not gated. */
  entitlements?: JobPositionsGate;
  questions?: QuestionCountsPort;
  /** Remembers list pages briefly; forgotten on every change this process makes. */
  listPages?: CompanyCache<JobPositionPage>;
}

type ListQuery = z.output<typeof listJobPositionsQuerySchema>;

/** What a list query asks the repository for: both status filters as one set, in one order. */
export function listFilterOf(query: ListQuery): ListFilter {
  const statuses = [...new Set([...query.status, ...query.workflow_state])].sort();
  return { page: query.page, pageSize: query.page_size, search: query.search, statuses };
}
type CriteriaRequest = z.output<typeof criteriaRequestSchema>;
type AnalyzeRequest = z.output<typeof analyzeJobRequestSchema>;

const iso = (d: Date) => d.toISOString();
const notFound = () => new AppError(404, JOB_MESSAGES.notFound);

function companyOf(auth: AuthContext): string {
  if (!auth.companyId) throw new AppError(404, JOB_MESSAGES.companyRequired);
  return auth.companyId;
}

function toSummary(row: JobPositionSummaryRow | (JobPositionRow & { goalsCount: number })): JobPositionSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    status: row.status,
    status_label: jobStatusLabel(row.status),
    workflow_state: row.status,
    required_skills: row.requiredSkills,
    experience_level: row.experienceLevel,
    employment_type: row.employmentType,
    work_location: row.workLocation,
    location: row.workLocation,
    salary_range: row.salaryRange,
    interview_count: row.interviewCount,
    goals_count: row.goalsCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * The stored rows of a set of goals the engine wrote, in its order: selected, not yet confirmed;
 * a custom goal is credited to the person who asked for the set.
 */
export function goalRows(
  jobPositionId: string,
  goals: GeneratedGoal[],
  { provenance, requestedBy }: { provenance: EngineProvenance; requestedBy: string | null },
): NewJobGoal[] {
  return goals.map((g, i) => ({
    jobPositionId,
    text: g.text,
    description: g.description,
    category: g.source === 'custom' ? 'custom' : g.category,
    importance: g.importance,
    priorityOrder: i + 1,
    hiringStrategy: g.hiring_strategy,
    selected: true,
    confirmed: false,
    createdBy: g.source === 'custom' ? requestedBy : null,
    reason: g.reason,
    source: g.source,
    presetId: g.preset_id ?? null,
    skills: g.skills,
    sources: g.sources ?? [],
    provenance,
  }));
}

export function toGoal(row: JobGoalRow): JobGoal {
  return {
    id: row.id,
    text: row.text,
    title: row.text,
    description: row.description,
    category: row.category,
    importance: row.importance,
    priority_order: row.priorityOrder,
    hiring_strategy: (row.hiringStrategy as JobGoal['hiring_strategy']) ?? null,
    selected: row.selected,
    confirmed: row.confirmed,
    created_by: row.createdBy,
    reason: row.reason,
    source: row.source as JobGoal['source'],
    preset_id: row.presetId,
    skills: row.skills,
    sources: row.sources,
    provenance: row.provenance ?? null,
    created_at: iso(row.createdAt),
  };
}

function toHistory(row: HistoryWithUser): StatusHistoryEntry {
  return {
    id: row.id,
    from_status: row.fromStatus,
    from_label: row.fromStatus ? jobStatusLabel(row.fromStatus) : null,
    to_status: row.toStatus,
    to_label: jobStatusLabel(row.toStatus),
    changed_by: row.user ? { id: row.user.id, name: `${row.user.firstName} ${row.user.lastName}`.trim(), email: row.user.email } : null,
    reason: row.reason,
    changed_at: iso(row.createdAt),
  };
}

/** What the transition rules check of a position: its goals and its current set's questions. */
function factsOf(goalsCount: number, questions: QuestionCounts): RequirementFacts {
  return { goals_count: goalsCount, questions_count: questions.total, finalized_questions_count: questions.finalized };
}

/** The job as the AI engine reads it, with the company context that tailors its output. */
export function toJobInput(
  job: Pick<
    JobPositionRow,
    | 'title'
    | 'department'
    | 'jobDescription'
    | 'requirements'
    | 'responsibilities'
    | 'requiredSkills'
    | 'experienceLevel'
    | 'experienceRequired'
    | 'employmentType'
    | 'culturalAttributes'
    | 'benefits'
    | 'reportingTo'
    | 'teamSize'
  >,
  company: CompanyContext | null,
): JobInput {
  return {
    title: job.title,
    department: job.department,
    job_description: job.jobDescription,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    required_skills: job.requiredSkills,
    experience_level: job.experienceLevel,
    experience_required: job.experienceRequired,
    employment_type: job.employmentType,
    cultural_attributes: job.culturalAttributes,
    benefits: job.benefits,
    reporting_to: job.reportingTo,
    team_size: job.teamSize,
    company: company ? { name: company.name, industry: company.industry, size: company.size, description: company.description } : null,
  };
}

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

  /** Whether list pages are kept per process (READ_CACHE_MS): the list route then reads the session alone. */
  get listCacheEnabled(): boolean {
    return this.listPages.enabled;
  }

  /** The company's positions as every member may read them (decision 491); none without a company. */
  async options(auth: AuthContext, workflowStates: readonly string[]): Promise<JobPositionOptions> {
    if (!auth.companyId) return { items: [], total_count: 0 };
    return jobPositionOptions(this.db, auth.companyId, { workflowStates, limit: JOB_OPTIONS_LIMIT });
  }

  /**
   * One page of the company's positions. Pages are kept briefly per company, filter and page
   * (READ_CACHE_MS) and forgotten the moment this process changes one of the company's positions.
   * `found` is the page read with the session (decision 467), when it was.
   */
  async list(auth: AuthContext, query: ListQuery, found?: JobPositionsPage): Promise<JobPositionPage> {
    const companyId = companyOf(auth);
    const filter = listFilterOf(query);
    const toPage = ({ rows, total }: JobPositionsPage): JobPositionPage => ({
      items: rows.map(toSummary),
      page: filter.page,
      page_size: filter.pageSize,
      total_count: total,
      total_pages: Math.ceil(total / filter.pageSize),
      search: filter.search ?? null,
    });
    if (found) return toPage(found);
    const key = JSON.stringify([filter.statuses, filter.search ?? null, filter.page, filter.pageSize]);
    return this.listPages.read(companyId, key, async () => toPage(await listJobPositions(this.db, companyId, filter)));
  }

  /** `access` is the company's access row read with the session (decision 465), when it was. */
  async create(auth: AuthContext, input: CreateJobPosition, access?: AccessRow | null): Promise<JobPosition> {
    const companyId = companyOf(auth);
    const { entitlements } = this.deps;
    const generate = input.preset_goal_ids.length > 0 || input.custom_goals.length > 0;
    const status: JobStatus = generate ? 'pending' : input.status;
    const values: NewJobPosition = {
      companyId,
      createdBy: auth.userId,
      title: input.title,
      department: input.department,
      jobDescription: input.job_description,
      requirements: input.requirements,
      responsibilities: input.responsibilities,
      status,
      requiredSkills: input.required_skills,
      experienceLevel: input.experience_level,
      employmentType: input.employment_type,
      workLocation: input.work_location,
      salaryRange: input.salary_range,
      culturalAttributes: input.cultural_attributes,
      benefits: input.benefits,
      reportingTo: input.reporting_to,
      teamSize: input.team_size,
      remoteWorkAllowed: input.remote_work_allowed,
      travelRequired: input.travel_required,
      securityClearanceRequired: input.security_clearance_required,
      experienceRequired: input.experience_required,
      maxResponses: input.max_responses,
      aiAnalysis: input.ai_analysis ?? null,
    };
    // The row, its first history entry and the generation job commit together: a position
    // in `pending` always has a job that will move it on, even across a restart. The plan's
    // limit (402 without access) is read first; a limited plan's positions are counted under
    // the company's lock in the transaction, so 20 requests at once on a plan of 3 create
    // exactly 3 positions, and an unlimited plan needs neither the lock nor the count (decision 445).
    // With neither a limit nor a job, the row and its entry are one statement, atomic by itself,
    // which runs prepared outside a transaction (decision 450).
    const limit = entitlements ? await entitlements.limitOf(companyId, 'job_positions', access) : null;
    const history = {
      fromStatus: null,
      toStatus: status,
      changedBy: auth.userId,
      reason: generate ? 'Created; generating evaluation goals' : 'Created',
    };
    const { position: row, entry } =
      limit === null && !generate
        ? await insertJobPositionWithHistory(this.db, values, history)
        : await this.db.transaction(async (tx) => {
            if (limit !== null) {
              await lockCompanyForLimits(tx, companyId);
              const used = await countOpenJobPositions(tx, companyId);
              if (used >= limit) throw new AppError(402, limitReachedMessage('job_positions', limit));
            }
            const created = await insertJobPositionWithHistory(tx, values, history);
            if (generate) {
              const payload: GenerateGoalsPayload = {
                job_position_id: created.position.id,
                company_id: companyId,
                preset_goal_ids: input.preset_goal_ids,
                custom_goals: input.custom_goals,
                requested_by: auth.userId,
              };
              await this.deps.jobs.enqueue(GENERATE_GOALS_JOB, payload, { key: created.position.id, tx });
            }
            return created;
          });
    this.listPages.forgetCompany(companyId);
    // A position just created has no goals or questions yet and one history entry, the one written
    // above: the answer is built from them instead of three reads (decision 323).
    const { user } = auth.account;
    const by = { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email };
    return this.detail(row, { goals: [], history: [{ ...entry, user: by }], questions: { total: 0, finalized: 0 } });
  }

  /**
   * `found` is the position read with the session and its parts (decisions 426, 468): null when
   * the company has none of that id, undefined when they were not read.
   */
  async get(auth: AuthContext, id: string, found?: SessionParts['found']): Promise<JobPosition> {
    const row = await findJobPosition(this.db, companyOf(auth), id, positionOfRead(found));
    if (!row) throw notFound();
    return this.detail(row, found?.read);
  }

  /** `found`: the position read with the session, as for `get`. */
  async update(auth: AuthContext, id: string, input: UpdateJobPosition, found?: JobPositionRow | null): Promise<JobPosition> {
    const companyId = companyOf(auth);
    const current = await findJobPosition(this.db, companyId, id, found);
    if (!current) throw notFound();
    // The system is still writing its goals: an edit now would race with it.
    if (current.status === 'pending') throw new AppError(409, JOB_MESSAGES.pendingEdit);
    const values: Partial<NewJobPosition> = {};
    const map: [keyof UpdateJobPosition, keyof NewJobPosition][] = [
      ['title', 'title'],
      ['department', 'department'],
      ['job_description', 'jobDescription'],
      ['requirements', 'requirements'],
      ['required_skills', 'requiredSkills'],
      ['experience_level', 'experienceLevel'],
      ['employment_type', 'employmentType'],
      ['work_location', 'workLocation'],
      ['cultural_attributes', 'culturalAttributes'],
      ['salary_range', 'salaryRange'],
      ['experience_required', 'experienceRequired'],
      ['responsibilities', 'responsibilities'],
      ['benefits', 'benefits'],
      ['reporting_to', 'reportingTo'],
      ['team_size', 'teamSize'],
      ['remote_work_allowed', 'remoteWorkAllowed'],
      ['travel_required', 'travelRequired'],
      ['security_clearance_required', 'securityClearanceRequired'],
      ['max_responses', 'maxResponses'],
      ['ai_analysis', 'aiAnalysis'],
    ];
    for (const [from, to] of map) {
      if (input[from] !== undefined) (values as Record<string, unknown>)[to] = input[from];
    }
    return this.save(auth, current, input.status, values);
  }

  async remove(auth: AuthContext, id: string): Promise<{ id: string; deleted: true }> {
    const companyId = companyOf(auth);
    if (!(await deleteJobPosition(this.db, companyId, id))) throw notFound();
    this.listPages.forgetCompany(companyId);
    return { id, deleted: true };
  }

  /** PATCH status: the transition table and requirement checks decide; the same status is a no-op. */
  async changeStatus(auth: AuthContext, id: string, status: JobStatus): Promise<JobPosition> {
    const companyId = companyOf(auth);
    const current = await findJobPosition(this.db, companyId, id);
    if (!current) throw notFound();
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
      await this.assertTransition(current, status);
      values.status = status;
      values.failureReason = null;
      if (reopensGoals) values.goalsConfirmed = false;
    }
    const write = async (tx: Tx) => {
      const updated = await updateJobPosition(tx, companyId, current.id, values, changesStatus ? current.status : undefined);
      if (!updated) throw changesStatus ? this.changedMeanwhile(status) : notFound();
      if (reopensGoals) await reopenGoals(tx, current.id);
      if (changesStatus) await this.recordChange(tx, current.id, current.status, status, auth.userId);
      return updated;
    };
    // A change of status writes its history (and may reopen the goals) with it, in a transaction.
    // An edit of the fields alone is one statement, atomic by itself (decision 448), and changes
    // none of the parts the answer shows beside the row: the same statement reads them (decisions
    // 454, 469).
    if (!changesStatus) {
      const edited = await updateJobPositionWithParts(this.updateWithPartsQuery, this.db, companyId, current.id, values);
      if (!edited) throw notFound();
      this.listPages.forgetCompany(companyId);
      return this.detail(edited.position, edited.parts);
    }
    const row = await this.db.transaction(write);
    this.listPages.forgetCompany(companyId);
    return this.detail(row);
  }

  async workflow(auth: AuthContext, id: string): Promise<JobWorkflow> {
    const row = await findJobPosition(this.db, companyOf(auth), id);
    if (!row) throw notFound();
    const { goals, history, questions } = await this.parts(row.id);
    const facts = factsOf(goals.length, questions);
    const stage = workflowStageOf(row.status);
    return {
      job_position_id: row.id,
      status: row.status,
      workflow_state: row.status,
      label: jobStatusLabel(row.status),
      stage: { value: stage.value, label: stage.label },
      next_steps: [...nextStepsOf(row.status)],
      can_proceed: canProceed(row.status, facts),
      permissions: stagePermissionsOf(row.status),
      transitions: transitionOptions(row.status, facts),
      requirements: facts,
      history: history.map(toHistory),
    };
  }

  async history(auth: AuthContext, id: string): Promise<StatusHistoryEntry[]> {
    const row = await findJobPosition(this.db, companyOf(auth), id);
    if (!row) throw notFound();
    return (await listStatusHistory(this.db, row.id)).map(toHistory);
  }

  /** POST analyze: the engine reads the description (with the company context) for the wizard's step 3. */
  async analyze(auth: AuthContext, input: AnalyzeRequest): Promise<AnalyzeJobResponse> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const company = await this.deps.companyContext.find(companyId);
    const result = await this.deps.ai.analyzeJob({
      title: input.title,
      department: input.department,
      job_description: input.job_description,
      requirements: input.requirements,
      responsibilities: input.responsibilities,
      required_skills: input.required_skills ?? null,
      experience_level: input.experience_level,
      experience_required: input.experience_required,
      employment_type: input.employment_type,
      cultural_attributes: input.cultural_attributes ?? null,
      benefits: input.benefits,
      company: company ? { name: company.name, industry: company.industry, size: company.size, description: company.description } : null,
    });
    return { ...result.data, provenance: result.provenance };
  }

  /**
   * POST criteria: weighted interview criteria from the engine's goals for a job; for a stored
   * position they are saved as its interviewCriteria.
   */
  async criteria(auth: AuthContext, input: CriteriaRequest): Promise<InterviewCriteria> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const company = await this.deps.companyContext.find(companyId);
    let job: JobInput;
    let stored: JobPositionRow | undefined;
    if (input.job_position_id) {
      stored = await findJobPosition(this.db, companyId, input.job_position_id);
      if (!stored) throw notFound();
      job = toJobInput(stored, company);
    } else {
      job = {
        title: input.title!,
        job_description: input.job_description!,
        requirements: input.requirements,
        experience_level: input.experience_level,
        required_skills: input.required_skills ?? null,
        company: company ? { name: company.name, industry: company.industry, size: company.size, description: company.description } : null,
      };
    }
    const { data, provenance } = await this.deps.ai.generateGoals(job);
    const total = data.goals.reduce((sum, g) => sum + g.importance, 0) || 1;
    const criteria: InterviewCriteria = {
      criteria: data.goals.map((g) => ({
        name: g.text,
        description: g.description,
        category: g.category,
        importance: g.importance,
        importance_label: GOAL_IMPORTANCE_LABELS[g.importance as keyof typeof GOAL_IMPORTANCE_LABELS],
        weight: Math.round((g.importance / total) * 1000) / 1000,
        skills: g.skills,
      })),
      generated_at: new Date().toISOString(),
      provenance,
    };
    if (stored) await updateJobPosition(this.db, companyId, stored.id, { interviewCriteria: criteria });
    return criteria;
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
        await insertStatusHistory(tx, {
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
      if (moved) await insertStatusHistory(tx, { jobPositionId, fromStatus: from, toStatus: to, changedBy: null, reason });
      return job.companyId;
    });
    if (companyId) this.listPages.forgetCompany(companyId);
  }

  // --- helpers --------------------------------------------------------------------------------

  private async facts(jobPositionId: string): Promise<RequirementFacts> {
    const [goals, questions] = await Promise.all([
      countGoals(this.db, jobPositionId),
      this.deps.questions?.counts(jobPositionId) ?? Promise.resolve({ total: 0, finalized: 0 }),
    ]);
    return factsOf(goals, questions);
  }

  private async assertTransition(job: JobPositionRow, to: JobStatus): Promise<void> {
    const verdict = validateTransition(job.status, to, await this.facts(job.id));
    if (!verdict.ok) throw new AppError(409, verdict.message);
  }

  private changedMeanwhile(to: string) {
    return new AppError(409, cannotTransitionMessage(to, 'The status changed meanwhile. Reload and try again.'));
  }

  private async recordChange(tx: Tx, jobPositionId: string, from: string, to: string, userId: string): Promise<void> {
    await insertStatusHistory(tx, { jobPositionId, fromStatus: from, toStatus: to, changedBy: userId, reason: null });
  }

  /** What the position's answer shows beside its row: its goals, its history and its question counts, in one statement. */
  private parts(id: string): Promise<PositionParts> {
    return readPositionParts(this.partsQuery, this.db, id);
  }

  /** The position as the API shows it; `known` parts (a position just created, or read beside an edit) are not read again. */
  private async detail(row: JobPositionRow, known?: PositionParts): Promise<JobPosition> {
    const { goals, history, questions } = known ?? (await this.parts(row.id));
    const facts = factsOf(goals.length, questions);
    return {
      ...toSummary({ ...row, goalsCount: goals.length }),
      job_description: row.jobDescription,
      requirements: row.requirements,
      responsibilities: row.responsibilities,
      next_steps: [...nextStepsOf(row.status)],
      can_proceed: canProceed(row.status, facts),
      evaluation_goals: {
        goals: goals.map(toGoal),
        confirmed: row.goalsConfirmed,
        coverage_analysis: null,
        goals_count: goals.length,
        questions_count: questions.total,
        version: row.goalsVersion,
      },
      cultural_attributes: row.culturalAttributes,
      benefits: row.benefits,
      reporting_to: row.reportingTo,
      team_size: row.teamSize,
      remote_work_allowed: row.remoteWorkAllowed,
      travel_required: row.travelRequired,
      security_clearance_required: row.securityClearanceRequired,
      experience_required: row.experienceRequired,
      max_responses: row.maxResponses,
      ai_analysis: row.aiAnalysis ?? null,
      interviewCriteria: row.interviewCriteria ?? null,
      failure_reason: row.failureReason,
      status_history: history.map(toHistory),
    };
  }
}

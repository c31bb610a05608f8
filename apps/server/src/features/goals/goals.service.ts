import type { AccessRow } from '../billing/index.ts';
import {
  type ConfirmGoals,
  type CustomGoal,
  GOAL_MESSAGES,
  type GenerateSpecificGoal,
  type GoalsScreen,
  MAX_GOALS_PER_POSITION,
  type ReorderGoals,
  type UpdateGoal,
} from '@hiring/shared/goals';
import { jobStatusLabel, stagePermissionsOf } from '@hiring/shared/job-positions';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AiEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import type { JsonRow } from '../../db/json-rows.ts';
import type { EnqueueOptions } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CompanyContextService } from '../companies/index.ts';
import {
  addGoal,
  companyOf,
  companyPosition,
  confirmChosenGoals,
  countGoals,
  deleteGoal,
  editGoal,
  goalRows,
  type JobGoalRow,
  type JobPositionRow,
  type NewJobGoal,
  positionNotFound,
  recordGoalsChange,
  renumberGoals,
  replaceGoals,
  type SessionPositionRead,
  type Tx,
  toJobInput,
  updateGoal,
} from '../job-positions/index.ts';
import { findSessionWithGoals, goalsAndQuestionsQuery, readGoalsAndQuestions, sessionGoalsQuery } from './goals.repository.ts';
import { type CurrentLinks, type GoalQuestionLinks, type GoalsAndLinks, toGoalsScreen } from './goals-screen.ts';

/** The job type that writes a position's interview questions once its goals are confirmed. */
export const GENERATE_QUESTIONS_JOB = 'questions.generate';

export interface GenerateQuestionsPayload {
  job_position_id: string;
  company_id: string;
  requested_by: string | null;
}

/** The subscription gate (billing's entitlements); 402 when not entitled. */
export interface GoalsGate {
  requireActive(companyId: string): Promise<void>;
  /** requireActive on the access row the request loader read (null: no current subscription). */
  requireActiveGiven(companyId: string, access: AccessRow | null): Promise<void>;
  /** The access row, for the request loader when the session's statement did not read it. */
  readAccess(companyId: string, limit: null): Promise<AccessRow | null>;
}

export interface GoalsServiceDeps {
  db: Db;
  ai: AiEngine;
  jobs: { enqueue<P>(type: string, payload: P, opts?: EnqueueOptions): Promise<void> };
  companyContext: CompanyContextService;
  entitlements?: GoalsGate;
  questions?: GoalQuestionLinks;
  /** Told after every change, so caches of job pages (the list) forget the company. */
  onChange?: (companyId: string) => void;
}

const goalNotFound = () => new AppError(404, GOAL_MESSAGES.goalNotFound).withCode('goal_not_found');

/** A position whose goals may change: it is not being created, its set is not confirmed and its stage allows editing goals (409). */
function assertEditable(job: JobPositionRow): void {
  if (job.status === 'pending') throw new AppError(409, GOAL_MESSAGES.pendingGoals);
  if (job.goalsConfirmed) throw new AppError(409, GOAL_MESSAGES.confirmedReadOnly);
  if (!stagePermissionsOf(job.status).can_edit_goals)
    throw new AppError(409, GOAL_MESSAGES.stageForbidsEditing(jobStatusLabel(job.status)));
}

/** Moves `id` to 1-based `position` in `ids` (clamped to the ends). */
function moveTo(ids: string[], id: string, position: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(Math.max(position, 1), rest.length + 1) - 1;
  rest.splice(at, 0, id);
  return rest;
}

/**
 * Evaluation goals of a job position (spec 02 §2.1 Goals screen, §3, §4 Goals, §5, §7): read
 * with question connections and coverage, edit while the stage allows and the set is not
 * confirmed, generate through the AI engine, and confirm, which queues question generation.
 */
export class GoalsService {
  private readonly goalsAndQuestions: ReturnType<typeof goalsAndQuestionsQuery>;
  private readonly sessionGoals: ReturnType<typeof sessionGoalsQuery>;

  constructor(private readonly deps: GoalsServiceDeps) {
    const questionsJson = deps.questions && ((id: SQL | Placeholder) => deps.questions!.currentLinksJson(id));
    this.goalsAndQuestions = goalsAndQuestionsQuery(questionsJson);
    this.sessionGoals = sessionGoalsQuery(questionsJson);
  }

  /**
   * The goals screen's session lookup (decision 470): the session, the position of `id`, its
   * goals and their question links in one statement.
   */
  async findSessionWithScreen(
    db: Db,
    sessionId: string,
    userId: string,
    id: string,
  ): Promise<SessionPositionRead<GoalsAndLinks> | undefined> {
    return findSessionWithGoals(this.sessionGoals, db, sessionId, userId, id, (read) => this.withLinks(read));
  }

  private get db() {
    return this.deps.db;
  }

  /** The goals screen of a position, from its goals and their links as the request loader read them. */
  screen(position: JobPositionRow, read: GoalsAndLinks): GoalsScreen {
    return toGoalsScreen(position, read.rows, read.links);
  }

  /** The company's position of `id` with its goals and their links, read apart from the session: the request loader's other way. */
  async findWithScreen(companyId: string, id: string): Promise<{ position: JobPositionRow; read: GoalsAndLinks } | undefined> {
    const position = await companyPosition(this.db, companyId, id);
    return position && { position, read: await this.goalsAndLinks(position.id) };
  }

  /** The company's position of `id`, or undefined. */
  find(companyId: string, id: string): Promise<JobPositionRow | undefined> {
    return companyPosition(this.db, companyId, id);
  }

  /** The company's access row for the gate of goal edits (null: none, or no gate): the request loader's other way. */
  async readAccess(companyId: string): Promise<AccessRow | null> {
    return (await this.deps.entitlements?.readAccess(companyId, null)) ?? null;
  }

  async regenerate(auth: AuthContext, jobPositionId: string): Promise<GoalsScreen> {
    const { job, goals: current } = await this.editable(auth, jobPositionId);
    const custom = current.filter((g) => g.source === 'custom').map((g) => g.text);
    const company = await this.deps.companyContext.find(job.companyId);
    const { data, provenance } = await this.deps.ai.generateGoals(toJobInput(job, company), { custom });
    return this.change(job, async (tx) => {
      await replaceGoals(tx, job.id, goalRows(job.id, data.goals, { provenance, requestedBy: auth.userId }));
    });
  }

  async addCustom(auth: AuthContext, jobPositionId: string, input: CustomGoal): Promise<GoalsScreen> {
    const { job, goals } = await this.editable(auth, jobPositionId);
    if (goals.length >= MAX_GOALS_PER_POSITION) throw new AppError(409, GOAL_MESSAGES.tooManyGoals);
    return this.change(job, async (tx) => {
      const row = await addGoal(tx, {
        jobPositionId: job.id,
        text: input.text,
        description: input.description,
        category: input.category,
        importance: input.importance,
        priorityOrder: goals.length + 1,
        hiringStrategy: input.hiring_strategy ?? null,
        selected: true,
        confirmed: false,
        createdBy: auth.userId,
        source: 'custom',
      });
      if (input.priority_order !== undefined) {
        await renumberGoals(tx, job.id, moveTo([...goals.map((g) => g.id), row.id], row.id, input.priority_order));
      }
    });
  }

  /**
   * A goal's edit, on the position and access row the request loader read (decision 465): the
   * position null when the company has none of that id, the access null without a current subscription.
   */
  async update(
    auth: AuthContext,
    loaded: { position: JobPositionRow | null; access: AccessRow | null },
    goalId: string,
    input: UpdateGoal,
  ): Promise<GoalsScreen> {
    const { job, goals, links } = await this.editableLoaded(auth, loaded.position, loaded.access);
    const goal = goals.find((g) => g.id === goalId);
    if (!goal) throw goalNotFound();
    const values: Partial<NewJobGoal> = {};
    if (input.text !== undefined) values.text = input.text;
    // Absent leaves the field; blank (or null) clears it (spec 02 §5).
    if (input.description !== undefined && input.description !== null) values.description = input.description;
    if (input.description === null) values.description = null;
    if (input.category !== undefined) values.category = input.category;
    if (input.importance !== undefined) values.importance = input.importance;
    if (input.hiring_strategy !== undefined) values.hiringStrategy = input.hiring_strategy;
    if (input.priority_order === undefined) {
      // The common edit, of the goal's own fields: the version's move and the goal's change are one
      // statement. The question links, which it does not change, came with the goals (decision 463).
      // The answer is the goals as read, the edited one as the statement wrote it (decision 458).
      const edited = await editGoal(this.db, job, goal.id, job.goalsVersion + 1, values);
      if (!edited) throw new AppError(409);
      const edit = edited.goal;
      // A goal deleted meanwhile is gone from the answer too: the screen is read again.
      return this.changed(edited.job, edit ? { rows: goals.map((g) => (g.id === edit.id ? edit : g)), links } : undefined);
    }
    const order = moveTo(
      goals.map((g) => g.id),
      goal.id,
      input.priority_order,
    );
    return this.change(job, async (tx) => {
      await updateGoal(tx, job.id, goal.id, values);
      await renumberGoals(tx, job.id, order);
    });
  }

  async remove(auth: AuthContext, jobPositionId: string, goalId: string): Promise<GoalsScreen> {
    const { job, goals } = await this.editable(auth, jobPositionId);
    if (!goals.some((g) => g.id === goalId)) throw goalNotFound();
    return this.change(job, async (tx) => {
      await deleteGoal(tx, job.id, goalId);
      await renumberGoals(
        tx,
        job.id,
        goals.filter((g) => g.id !== goalId).map((g) => g.id),
      );
    });
  }

  /** Goals named in the new order take its places; goals not named keep their order after them. */
  async reorder(auth: AuthContext, jobPositionId: string, input: ReorderGoals): Promise<GoalsScreen> {
    const { job, goals } = await this.editable(auth, jobPositionId);
    const known = new Set(goals.map((g) => g.id));
    const named = new Set<string>();
    for (const entry of input.goal_order) {
      if (!known.has(entry.id)) throw new AppError(400, GOAL_MESSAGES.unknownGoalInOrder, { goal_order: GOAL_MESSAGES.unknownGoalInOrder });
      if (named.has(entry.id))
        throw new AppError(400, GOAL_MESSAGES.duplicateGoalInOrder, { goal_order: GOAL_MESSAGES.duplicateGoalInOrder });
      named.add(entry.id);
    }
    const ordered = [...input.goal_order].sort((a, b) => a.priority_order - b.priority_order).map((e) => e.id);
    const rest = goals.filter((g) => !named.has(g.id)).map((g) => g.id);
    return this.change(job, (tx) => renumberGoals(tx, job.id, [...ordered, ...rest]));
  }

  async generateSpecific(auth: AuthContext, jobPositionId: string, input: GenerateSpecificGoal): Promise<GoalsScreen> {
    const { job, goals } = await this.editable(auth, jobPositionId);
    if (goals.length >= MAX_GOALS_PER_POSITION) throw new AppError(409, GOAL_MESSAGES.tooManyGoals);
    const company = await this.deps.companyContext.find(job.companyId);
    const strategy = input.hiring_strategy ?? 'none';
    const { data, provenance } = await this.deps.ai.generateGoalForCategory(
      toJobInput(job, company),
      goals.map((g) => ({ text: g.text, category: g.category })),
      { category: input.category, hiring_strategy: strategy, focus: input.focus },
    );
    return this.change(job, async (tx) => {
      // Concurrent additions may have landed meanwhile: it goes after the current count.
      const n = await countGoals(tx, job.id);
      await addGoal(tx, {
        jobPositionId: job.id,
        text: data.text,
        description: data.description,
        category: input.category,
        importance: data.importance,
        priorityOrder: n + 1,
        hiringStrategy: input.hiring_strategy ?? data.hiring_strategy,
        selected: true,
        confirmed: false,
        createdBy: null,
        reason: data.reason,
        source: 'generated',
        skills: data.skills,
        sources: data.sources ?? [],
        provenance,
      });
    });
  }

  /**
   * Confirms the selected goals: exactly they stay, marked confirmed (the others are deleted,
   * decision 482), the position moves to goals_confirmed, and question generation is queued in
   * the same transaction.
   */
  async confirm(auth: AuthContext, jobPositionId: string, input: ConfirmGoals): Promise<GoalsScreen> {
    const { job, goals } = await this.editable(auth, jobPositionId);
    const known = new Set(goals.map((g) => g.id));
    for (const id of input.evaluation_goals.map((g) => g.id)) {
      if (!known.has(id))
        throw new AppError(400, GOAL_MESSAGES.unknownGoalInConfirm, { evaluation_goals: GOAL_MESSAGES.unknownGoalInConfirm });
    }
    // The chosen goals, in the set's order; those not chosen (sent as not selected, or not sent) go.
    const chosen = new Set(input.evaluation_goals.filter((g) => g.selected !== false).map((g) => g.id));
    const selected = goals.filter((g) => chosen.has(g.id)).map((g) => g.id);
    if (selected.length === 0)
      throw new AppError(400, GOAL_MESSAGES.selectionRequired, { evaluation_goals: GOAL_MESSAGES.selectionRequired });
    return this.change(
      job,
      async (tx) => {
        await confirmChosenGoals(tx, job.id, selected);
        const payload: GenerateQuestionsPayload = { job_position_id: job.id, company_id: job.companyId, requested_by: auth.userId };
        await this.deps.jobs.enqueue(GENERATE_QUESTIONS_JOB, payload, { key: job.id, tx });
      },
      { userId: auth.userId, reason: GOAL_MESSAGES.goalsConfirmedReason(selected.length) },
    );
  }

  // --- helpers --------------------------------------------------------------------------------

  /**
   * The position of `jobPositionId` and its goals, when its goals may change: the company has
   * access (402, read beside the position), the position is the caller's (404), and `assertEditable`.
   */
  private async editable(
    auth: AuthContext,
    jobPositionId: string,
  ): Promise<{ job: JobPositionRow; goals: JobGoalRow[]; links: CurrentLinks }> {
    const companyId = companyOf(auth);
    const [, job] = await Promise.all([
      this.deps.entitlements?.requireActive(companyId),
      companyPosition(this.db, companyId, jobPositionId),
    ]);
    if (!job) throw positionNotFound();
    assertEditable(job);
    const { rows, links } = await this.goalsAndLinks(job.id);
    return { job, goals: rows, links };
  }

  /**
   * As `editable`, for a position the request loader read (null: none of that id) with the access
   * row it read: the access check and the position's goals with their links are read side by side,
   * and the access check's 402 still comes first.
   */
  private async editableLoaded(
    auth: AuthContext,
    position: JobPositionRow | null,
    access: AccessRow | null,
  ): Promise<{ job: JobPositionRow; goals: JobGoalRow[]; links: CurrentLinks }> {
    const companyId = companyOf(auth);
    const [, read] = await Promise.all([
      this.deps.entitlements?.requireActiveGiven(companyId, access),
      position ? this.goalsAndLinks(position.id) : undefined,
    ]);
    if (!position || !read) throw positionNotFound();
    assertEditable(position);
    return { job: position, goals: read.rows, links: read.links };
  }

  /**
   * Applies a change and bumps the goals version in one transaction; the version moves only if
   * nobody else changed the position's status or version meanwhile (409 then). With `confirmed`,
   * the change confirms the goals (a New or Draft position moves to goals_confirmed).
   */
  private async change(
    job: JobPositionRow,
    apply: (tx: Tx) => Promise<void>,
    confirmed?: { userId: string | null; reason: string },
  ): Promise<GoalsScreen> {
    const updated = await this.db.transaction(async (tx) => {
      const row = await recordGoalsChange(tx, job, confirmed);
      if (!row || row.goalsVersion !== job.goalsVersion + 1) throw new AppError(409);
      await apply(tx);
      return row;
    });
    return this.changed(updated);
  }

  /** After a change: the company's cached list pages go, and the screen is read again unless `known`. */
  private async changed(job: JobPositionRow, known?: { rows: JobGoalRow[]; links: CurrentLinks }): Promise<GoalsScreen> {
    this.deps.onChange?.(job.companyId);
    return known ? toGoalsScreen(job, known.rows, known.links) : this.build(job);
  }

  private async build(job: JobPositionRow): Promise<GoalsScreen> {
    const { rows, links } = await this.goalsAndLinks(job.id);
    return toGoalsScreen(job, rows, links);
  }

  /** The position's goals, in order, and the current question set's links to them with its question count: one statement. */
  private async goalsAndLinks(jobPositionId: string): Promise<GoalsAndLinks> {
    return this.withLinks(await readGoalsAndQuestions(this.goalsAndQuestions, this.db, jobPositionId));
  }

  private withLinks({ goals, questions }: { goals: JobGoalRow[]; questions: JsonRow[] }): GoalsAndLinks {
    return { rows: goals, links: this.deps.questions?.linksOf(questions) ?? { links: [], questionsCount: 0 } };
  }
}

import { randomUUID } from 'node:crypto';
import {
  computeQuestionSetMetrics,
  type GeneratedQuestion,
  type GoalInput,
  mergeGoalConnections,
  type QuestionDifficulty,
} from '@hiring/shared/ai';
import { canProceed, jobStatusLabel, nextStepsOf, stagePermissionsOf } from '@hiring/shared/job-positions';
import { DEFAULT_INTERVIEW_LENGTH, fitQuestionsToLength, SHORTEST_QUESTION_MINUTES, totalMinutes } from '@hiring/shared/question-length';
import {
  type AddQuestion,
  CHANGE_DESCRIPTIONS,
  canGenerateQuestionsFrom,
  type GenerateQuestions,
  type InterviewQuestion,
  QUESTION_ERROR_CODES,
  QUESTION_MESSAGES,
  type QuestionHistory,
  type QuestionHistoryEntry,
  type QuestionsScreen,
  type Readiness,
  type RegenerateQuestions,
  type ReorderQuestions,
  type UpdateQuestion,
} from '@hiring/shared/questions';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AiEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import type { JsonRow } from '../../db/json-rows.ts';
import type { EnqueueOptions, JobHandler, Jobs } from '../../jobs/queue.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CompanyContextService } from '../companies/index.ts';
import { type CurrentLinks, GENERATE_QUESTIONS_JOB, type GenerateQuestionsPayload } from '../goals/index.ts';
import {
  companyOf,
  findJobPosition,
  positionNotFound,
  insertStatusHistory,
  type JobGoalRow,
  type JobPositionRow,
  listGoals,
  type QuestionCounts,
  toJobInput,
  type Tx,
  updateJobPosition,
} from '../job-positions/index.ts';
import {
  currentSet,
  currentCountsJson,
  currentQuestionLinksJson,
  currentSetCounts,
  findQuestion,
  type HistoryWithAuthor,
  insertHistory,
  insertQuestions,
  insertSet,
  latestSet,
  listHistory,
  listQuestions,
  nextVersion,
  questionLinksFromJson,
  findSessionWithQuestionsScreen,
  type QuestionsScreenRows,
  readQuestionsScreen,
  updateQuestion,
  updateSet,
  deleteQuestion,
} from './questions.repository.ts';
import { handWrittenQuestion, withRevisions } from './question-drafts.ts';
import type { InterviewQuestionRow, NewInterviewQuestion, QuestionSetRow } from './questions.table.ts';

export interface QuestionsGate {
  requireActive(companyId: string): Promise<void>;
}

export interface QuestionsServiceDeps {
  db: Db;
  ai: AiEngine;
  jobs: { enqueue<P>(type: string, payload: P, opts?: EnqueueOptions): Promise<void> };
  companyContext: CompanyContextService;
  entitlements?: QuestionsGate;
  /** Told after every change, so caches of job pages forget the company. */
  onChange?: (companyId: string) => void;
}

/**
 * The generation job's payload: the goals feature queues it on confirmation with the first three
 * fields; generate and regenerate add the interview's length, and the team's questions to keep.
 */
export interface QuestionJobPayload extends GenerateQuestionsPayload {
  length_minutes?: number;
  /** Lineages of the team's questions of the current set to carry into the new one. */
  keep_lineages?: string[];
}

/** Statuses the generation job works in; anywhere else a person moved the position on meanwhile. */
const JOB_RUNS_IN = ['goals_confirmed', 'generating_questions'];

const questionNotFound = () => new AppError(404, QUESTION_MESSAGES.questionNotFound).withCode(QUESTION_ERROR_CODES.questionNotFound);

/** Goals most important first, then in the team's order: the order the length fitting covers and fills them. */
const byImportance = (goals: JobGoalRow[]) => [...goals].sort((a, b) => b.importance - a.importance || a.priorityOrder - b.priorityOrder);

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

function goalInputs(goals: JobGoalRow[]): GoalInput[] {
  return goals.map((g) => ({
    id: g.id,
    text: g.text,
    description: g.description,
    category: g.category,
    importance: g.importance,
    hiring_strategy: g.hiringStrategy,
    priority_order: g.priorityOrder,
  }));
}

/** A generated question's stored columns, without its set, position, lineage and order (the bench's world writes them too). */
export function questionValues(
  q: GeneratedQuestion,
): Omit<NewInterviewQuestion, 'questionSetId' | 'jobPositionId' | 'lineageId' | 'questionOrder'> {
  return {
    text: q.text,
    category: q.category,
    questionType: q.question_type,
    difficulty: q.difficulty,
    competency: q.competency,
    intent: q.intent,
    purpose: q.purpose,
    expectedTraits: q.expected_traits,
    estimatedTime: q.estimated_time,
    aiConfidence: Math.round(q.ai_confidence),
    followupSuggestions: q.followup_suggestions,
    expectedResponseGuidelines: q.expected_response_guidelines,
    effectiveness: q.effectiveness,
    goalConnections: q.goal_connections.map((c) => ({ ...c, goal_id: String(c.goal_id) })),
    skills: q.skills,
    sources: q.sources ?? [],
  };
}

function toQuestion(row: InterviewQuestionRow, set: QuestionSetRow): InterviewQuestion {
  return {
    id: row.id,
    text: row.text,
    question: row.text,
    status: set.status === 'finalized' ? 'finalized' : 'draft',
    category: row.category,
    question_type: row.questionType as InterviewQuestion['question_type'],
    difficulty: row.difficulty as InterviewQuestion['difficulty'],
    question_order: row.questionOrder,
    competency: row.competency,
    intent: row.intent,
    purpose: row.purpose,
    expected_traits: row.expectedTraits,
    estimated_time: row.estimatedTime,
    ai_confidence: row.authoredBy === 'team' ? null : row.aiConfidence,
    authored_by: row.authoredBy,
    followup_suggestions: row.followupSuggestions,
    expected_response_guidelines: row.expectedResponseGuidelines,
    effectiveness: row.effectiveness,
    goal_connections: row.goalConnections.map((c) => ({ ...c, goal_id: String(c.goal_id) })),
    skills: row.skills,
    sources: row.sources,
    version: set.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toHistoryEntry(h: HistoryWithAuthor & { revision: number }): QuestionHistoryEntry {
  return {
    id: h.id,
    question_id: h.questionId,
    change_type: h.changeType,
    timestamp: h.createdAt.toISOString(),
    created_at: h.createdAt.toISOString(),
    changed_by: h.changedBy,
    changed_by_name: h.authorName,
    version: h.version,
    revision: h.revision,
    description: CHANGE_DESCRIPTIONS[h.changeType],
    question_text: h.textAfter,
    content: h.textAfter,
    changes: {
      text: { before: h.textBefore, after: h.textAfter },
      order: h.orderBefore !== null && h.orderAfter !== null ? { before: h.orderBefore, after: h.orderAfter } : null,
    },
    category: h.category,
    purpose: h.purpose,
    expected_traits: h.expectedTraits,
  };
}

/**
 * Interview questions of a job position (spec 02 §3, §4 Questions, §7): generated by a durable
 * job once goals are confirmed, read with the set's metrics, edited inline, regenerated,
 * finalized and reset, every change kept in the question's history. Finalized versions are never
 * changed: a change forks the next version (docs/decisions/200-question-set-versions.md).
 */
export class QuestionsService {
  constructor(private readonly deps: QuestionsServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  registerJobs(queue: Jobs): void {
    queue.register<QuestionJobPayload>(GENERATE_QUESTIONS_JOB, this.generationHandler());
  }

  /** The queue handler: write the set, move to questions_ready; give up to questions_generation_failed. */
  generationHandler(): JobHandler<QuestionJobPayload> {
    return {
      maxAttempts: 3,
      run: (payload) => this.runGeneration(payload),
      onFailure: (payload, error) => this.markGenerationFailed(payload, describeError(error)),
    };
  }

  // --- ports for other features ---------------------------------------------------------------

  /** Questions of the current set, and how many of them are finalized (job positions' requirement checks). */
  async counts(jobPositionId: string): Promise<QuestionCounts> {
    return currentSetCounts(this.db, jobPositionId);
  }

  /** The same counts as SQL, read within another feature's statement (decision 462). */
  countsJson(jobPositionId: SQL | Placeholder): SQL<QuestionCounts | null> {
    return currentCountsJson(jobPositionId);
  }

  /** The current set's questions as SQL, read within the goals screen's statement (decision 463). */
  currentLinksJson(jobPositionId: SQL | Placeholder): SQL<JsonRow[]> {
    return currentQuestionLinksJson(jobPositionId);
  }

  /**
   * The goals screen's view of the current set, from the questions `currentLinksJson` read: each
   * goal link of its questions, and how many questions it has (the set's rows are its count;
   * decision 443).
   */
  linksOf(rows: JsonRow[]): CurrentLinks {
    const questions = questionLinksFromJson(rows);
    const links = questions.flatMap((q) =>
      q.goalConnections.map((c) => ({
        goal_id: String(c.goal_id),
        question_id: q.id,
        question_text: q.text,
        question_difficulty: q.difficulty as QuestionDifficulty,
        weight: c.weight,
        reasoning: c.reasoning,
        linked_at: q.createdAt.toISOString(),
      })),
    );
    return { links, questionsCount: questions.length };
  }

  // --- the generation job ---------------------------------------------------------------------

  /**
   * Writes a new set for the confirmed goals. Progress (goals done of total) is stored as each
   * goal's questions come back; the questions, their history and the move to questions_ready are
   * written in one transaction at the end, so a crash leaves nothing half-written and a re-run
   * (the same job taken over) starts the same generating set again.
   */
  async runGeneration(payload: QuestionJobPayload): Promise<void> {
    const job = await findJobPosition(this.db, payload.company_id, payload.job_position_id);
    if (!job || !JOB_RUNS_IN.includes(job.status) || !job.goalsConfirmed) return;
    const goals = (await listGoals(this.db, job.id)).filter((g) => g.selected && g.confirmed);
    if (goals.length === 0) throw new Error('no confirmed goals to write questions for');
    const length = payload.length_minutes ?? DEFAULT_INTERVIEW_LENGTH;
    // The set this one replaces: the new one repeats none of its questions, and carries over the team's it was told to keep.
    const previous = await currentSet(this.db, job.id);
    const previousRows = previous ? await listQuestions(this.db, previous.id) : [];
    const keep = new Set(payload.keep_lineages ?? []);
    const kept = previousRows.filter((r) => keep.has(r.lineageId));
    const avoid = previousRows.filter((r) => !keep.has(r.lineageId)).map((r) => r.text);
    const set = await this.db.transaction(async (tx) => {
      if (job.status === 'goals_confirmed') {
        const moved = await updateJobPosition(
          tx,
          job.companyId,
          job.id,
          { status: 'generating_questions', failureReason: null },
          'goals_confirmed',
        );
        if (moved)
          await insertStatusHistory(tx, {
            jobPositionId: job.id,
            fromStatus: 'goals_confirmed',
            toStatus: 'generating_questions',
            changedBy: null,
            reason: `Generating questions for ${goals.length} evaluation goals`,
          });
      }
      return this.openGeneratingSet(tx, job.id, goals.length, payload.requested_by, length);
    });
    this.deps.onChange?.(job.companyId);

    const company = await this.deps.companyContext.find(job.companyId);
    const input = toJobInput(job, company);
    // Each version is the engine's next variant: a regenerated set differs from the one before, reproducibly.
    const options = { variant: set.version - 1, avoid };
    const byText = new Map<string, { q: GeneratedQuestion; provenance: unknown }>();
    for (const [i, goal] of goals.entries()) {
      const { data, provenance } = await this.deps.ai.generateQuestions(input, goalInputs([goal]), options);
      for (const q of data.questions) {
        const key = q.text.trim().toLowerCase();
        const seen = byText.get(key);
        if (seen) mergeGoalConnections(seen.q, q.goal_connections);
        else byText.set(key, { q, provenance });
      }
      await updateSet(this.db, set.id, { progressDone: i + 1 }, 'generating');
    }

    // The engine writes more than an interview holds: the set is fitted to the chosen length, every goal covered.
    const candidate = (c: { q: GeneratedQuestion; provenance: unknown }) => ({
      ...c,
      estimated_time: c.q.estimated_time,
      goal_connections: c.q.goal_connections,
    });
    const keptCandidates = kept.map((row) => ({ row, estimated_time: row.estimatedTime, goal_connections: row.goalConnections }));
    const fit = fitQuestionsToLength<{ estimated_time: number; goal_connections: { goal_id: string | number }[] }>(
      [...byText.values()].map(candidate),
      byImportance(goals).map((g) => g.id),
      length,
      keptCandidates,
    );
    if (!fit.ok) {
      const reason =
        fit.uncovered.length > 0
          ? QUESTION_MESSAGES.goalsWithoutQuestions(fit.uncovered.length)
          : QUESTION_MESSAGES.setDoesNotFit(length, fit.minutes);
      await this.markGenerationFailed(payload, reason);
      return;
    }

    await this.db.transaction(async (tx) => {
      // Another worker that took the job over may have finished first: then this run writes nothing.
      if (!(await updateSet(tx, set.id, { status: 'draft', progressDone: goals.length }, 'generating'))) return;
      const values = fit.questions.map((picked, i): NewInterviewQuestion => {
        const base = { questionSetId: set.id, jobPositionId: job.id, questionOrder: i + 1 };
        if ('row' in picked) {
          const {
            id: _id,
            questionSetId: _s,
            createdAt: _c,
            updatedAt: _u,
            questionOrder: _o,
            ...rest
          } = picked.row as InterviewQuestionRow;
          return { ...rest, ...base };
        }
        const { q, provenance } = picked as ReturnType<typeof candidate>;
        return { ...questionValues(q), ...base, lineageId: randomUUID(), provenance: provenance as NewInterviewQuestion['provenance'] };
      });
      const rows = await insertQuestions(tx, values);
      const keptLineages = new Set(kept.map((r) => r.lineageId));
      await insertHistory(
        tx,
        rows
          .filter((r) => !keptLineages.has(r.lineageId))
          .map((r) => ({ ...this.historyBase(r, set.version, payload.requested_by), changeType: 'created' as const, textBefore: null })),
      );
      const moved = await updateJobPosition(tx, job.companyId, job.id, { status: 'questions_ready' }, 'generating_questions');
      if (moved)
        await insertStatusHistory(tx, {
          jobPositionId: job.id,
          fromStatus: 'generating_questions',
          toStatus: 'questions_ready',
          changedBy: null,
          reason: `${rows.length} interview questions generated`,
        });
    });
    this.deps.onChange?.(job.companyId);
  }

  /** The generating set to (re)fill: the one a previous attempt left, a failed one, or a new version. */
  private async openGeneratingSet(
    tx: Tx,
    jobPositionId: string,
    total: number,
    by: string | null,
    lengthMinutes: number,
  ): Promise<QuestionSetRow> {
    const latest = await latestSet(tx, jobPositionId);
    if (latest && (latest.status === 'generating' || latest.status === 'failed')) {
      const values = { status: 'generating' as const, progressDone: 0, progressTotal: total, failureReason: null, lengthMinutes };
      await updateSet(tx, latest.id, values);
      return { ...latest, ...values };
    }
    return insertSet(tx, {
      jobPositionId,
      version: await nextVersion(tx, jobPositionId),
      status: 'generating',
      progressTotal: total,
      createdBy: by,
      lengthMinutes,
    });
  }

  private async markGenerationFailed(payload: QuestionJobPayload, reason: string): Promise<void> {
    const job = await findJobPosition(this.db, payload.company_id, payload.job_position_id);
    if (!job) return;
    const full = `${QUESTION_MESSAGES.generationFailedReason}: ${reason}`;
    await this.db.transaction(async (tx) => {
      const latest = await latestSet(tx, job.id);
      if (latest?.status === 'generating') await updateSet(tx, latest.id, { status: 'failed', failureReason: full }, 'generating');
      for (const from of JOB_RUNS_IN) {
        const moved = await updateJobPosition(
          tx,
          job.companyId,
          job.id,
          { status: 'questions_generation_failed', failureReason: full },
          from,
        );
        if (moved) {
          await insertStatusHistory(tx, {
            jobPositionId: job.id,
            fromStatus: from,
            toStatus: 'questions_generation_failed',
            changedBy: null,
            reason: full,
          });
          break;
        }
      }
    });
    this.deps.onChange?.(job.companyId);
  }

  // --- calls ----------------------------------------------------------------------------------

  /** The questions screen of a position, from the rows the request loader read. */
  screen(position: JobPositionRow, rows: QuestionsScreenRows): Promise<QuestionsScreen> {
    return this.build(position, { fresh: true, rows });
  }

  /** The company's position of `id` with the screen's rows, read apart from the session: the request loader's other way. */
  async findWithScreen(companyId: string, id: string): Promise<{ position: JobPositionRow; read: QuestionsScreenRows } | undefined> {
    const position = await findJobPosition(this.db, companyId, id);
    return position && { position, read: await readQuestionsScreen(this.db, position.id) };
  }

  /** The questions screen's session lookup (decision 470). */
  findSessionWithScreen(db: Db, sessionId: string, userId: string, id: string) {
    return findSessionWithQuestionsScreen(db, sessionId, userId, id);
  }

  /** POST generate (and regenerate without a question): the whole set fitted to the interview's length, on the queue. */
  async generate(
    auth: AuthContext,
    jobPositionId: string,
    input?: GenerateQuestions,
    keep?: { lineages: string[] },
  ): Promise<QuestionsScreen> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await findJobPosition(this.db, companyId, jobPositionId);
    if (!job) throw positionNotFound();
    if (job.status === 'generating_questions')
      throw new AppError(409, QUESTION_MESSAGES.generating).withCode(QUESTION_ERROR_CODES.generating);
    if (!job.goalsConfirmed) throw new AppError(409, QUESTION_MESSAGES.goalsNotConfirmed);
    if (!canGenerateQuestionsFrom(job.status))
      throw new AppError(409, QUESTION_MESSAGES.stageForbidsGenerating(jobStatusLabel(job.status)));
    const length = input?.length_minutes ?? DEFAULT_INTERVIEW_LENGTH;
    const goalCount = (await listGoals(this.db, job.id)).filter((g) => g.selected && g.confirmed).length;
    if (goalCount * SHORTEST_QUESTION_MINUTES > length) {
      const message = QUESTION_MESSAGES.lengthTooShort(length, goalCount);
      throw new AppError(422, message, { length_minutes: message }).withCode(QUESTION_ERROR_CODES.lengthTooShort);
    }
    const updated = await this.db.transaction(async (tx) => {
      const row = await updateJobPosition(tx, companyId, job.id, { status: 'generating_questions', failureReason: null }, job.status);
      if (!row) throw new AppError(409);
      await insertStatusHistory(tx, {
        jobPositionId: job.id,
        fromStatus: job.status,
        toStatus: 'generating_questions',
        changedBy: auth.userId,
        reason: 'Question generation requested',
      });
      const payload: QuestionJobPayload = {
        job_position_id: job.id,
        company_id: companyId,
        requested_by: auth.userId,
        length_minutes: length,
        ...(keep && keep.lineages.length > 0 ? { keep_lineages: keep.lineages } : {}),
      };
      await this.deps.jobs.enqueue(GENERATE_QUESTIONS_JOB, payload, { key: job.id, tx });
      return row;
    });
    this.deps.onChange?.(companyId);
    return this.build(updated);
  }

  async regenerate(auth: AuthContext, jobPositionId: string, input: RegenerateQuestions): Promise<QuestionsScreen> {
    if (!input?.question_id) return this.regenerateSet(auth, jobPositionId, input);
    const { job, set, target } = await this.editableQuestion(auth, jobPositionId, input.question_id);
    const goals = (await listGoals(this.db, job.id)).filter((g) => target.goalConnections.some((c) => String(c.goal_id) === g.id));
    const others = (await listQuestions(this.db, set.id)).filter((q) => q.lineageId !== target.lineageId).map((q) => q.text);
    const company = await this.deps.companyContext.find(job.companyId);
    const { data, provenance } = await this.deps.ai.regenerateQuestion(
      toJobInput(job, company),
      goalInputs(goals),
      {
        id: target.id,
        text: target.text,
        category: target.category,
        difficulty: target.difficulty,
        question_order: target.questionOrder,
        competency: target.competency,
        intent: target.intent,
        expected_traits: target.expectedTraits,
        goal_connections: target.goalConnections,
        skills: target.skills,
      },
      { avoid: others },
    );
    return this.change(job, set, auth, target, { ...questionValues(data), provenance, authoredBy: 'ai' }, 'regenerated');
  }

  /**
   * Regenerates the whole set. The team's own questions (written by hand, or edited) are not
   * thrown away unasked: `team_questions` keeps them in the new set or replaces them (409 without it).
   */
  private async regenerateSet(auth: AuthContext, jobPositionId: string, input: RegenerateQuestions): Promise<QuestionsScreen> {
    await this.deps.entitlements?.requireActive(companyOf(auth));
    const job = await findJobPosition(this.db, companyOf(auth), jobPositionId);
    if (!job) throw positionNotFound();
    const set = await currentSet(this.db, job.id);
    const team = set ? (await listQuestions(this.db, set.id)).filter((q) => q.authoredBy === 'team') : [];
    if (team.length > 0 && !input?.team_questions)
      throw new AppError(409, QUESTION_MESSAGES.editedQuestions(team.length)).withCode(QUESTION_ERROR_CODES.editedQuestions);
    const keep = input?.team_questions === 'keep' ? { lineages: team.map((q) => q.lineageId) } : undefined;
    return this.generate(auth, jobPositionId, { length_minutes: input?.length_minutes }, keep);
  }

  /** POST .../questions: a question written by hand for the goals chosen, or one the engine writes for a goal; added last. */
  async add(auth: AuthContext, jobPositionId: string, input: AddQuestion): Promise<QuestionsScreen> {
    const { job, set } = await this.editableSet(auth, jobPositionId);
    const goals = (await listGoals(this.db, job.id)).filter((g) => g.selected && g.confirmed);
    const goalOf = (id: string, field: string) => {
      const goal = goals.find((g) => g.id === id);
      if (!goal)
        throw new AppError(422, QUESTION_MESSAGES.goalNotConfirmed, { [field]: QUESTION_MESSAGES.goalNotConfirmed }).withCode(
          QUESTION_ERROR_CODES.goalNotConfirmed,
        );
      return goal;
    };
    const existing = await listQuestions(this.db, set.id);
    let values: Omit<NewInterviewQuestion, 'questionSetId' | 'jobPositionId' | 'lineageId' | 'questionOrder'>;
    if ('generate' in input) {
      const goal = goalOf(input.goal_id, 'goal_id');
      const company = await this.deps.companyContext.find(job.companyId);
      const seen = new Set(existing.map((q) => q.text.trim().toLowerCase()));
      const fresh = await this.deps.ai
        .generateQuestions(toJobInput(job, company), goalInputs([goal]), { variant: set.version, avoid: existing.map((q) => q.text) })
        .then(({ data, provenance }) => {
          const q = data.questions.find((c) => !seen.has(c.text.trim().toLowerCase()));
          return q && { ...questionValues(q), provenance: provenance as NewInterviewQuestion['provenance'] };
        })
        // An engine with nothing new to say for the goal is a refusal the team can act on, not a failure.
        .catch(() => undefined);
      if (!fresh) throw new AppError(409, QUESTION_MESSAGES.nothingNewForGoal).withCode(QUESTION_ERROR_CODES.nothingNewForGoal);
      values = fresh;
    } else {
      values = handWrittenQuestion(
        input.text,
        [...new Set(input.goal_ids)].map((id) => goalOf(id, 'goal_ids')),
      );
    }
    await this.db.transaction(async (tx) => {
      const work = await this.workingSet(tx, set);
      const [row] = await insertQuestions(tx, [
        { ...values, questionSetId: work.set.id, jobPositionId: job.id, lineageId: randomUUID(), questionOrder: work.rows.length + 1 },
      ]);
      await insertHistory(tx, [{ ...this.historyBase(row!, work.set.version, auth.userId), changeType: 'created', textBefore: null }]);
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  /** DELETE .../questions/{qid}: the question leaves the current set (a finalized one forks first); the rest close up. */
  async remove(auth: AuthContext, jobPositionId: string, questionId: string): Promise<QuestionsScreen> {
    const { job, set, target } = await this.editableQuestion(auth, jobPositionId, questionId);
    await this.db.transaction(async (tx) => {
      const work = await this.workingSet(tx, set);
      const gone = work.rows.find((r) => r.lineageId === target.lineageId)!;
      await deleteQuestion(tx, gone.id);
      const rest = work.rows.filter((r) => r.id !== gone.id);
      for (const [i, r] of rest.entries()) if (r.questionOrder !== i + 1) await updateQuestion(tx, r.id, { questionOrder: i + 1 });
      await insertHistory(tx, [{ ...this.historyBase(gone, work.set.version, auth.userId), changeType: 'deleted', textBefore: gone.text }]);
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  /** POST .../questions/reorder: every question of the current set once, in the new order; each one moved gets a history entry. */
  async reorder(auth: AuthContext, jobPositionId: string, input: ReorderQuestions): Promise<QuestionsScreen> {
    const { job, set } = await this.editableSet(auth, jobPositionId);
    const rows = await listQuestions(this.db, set.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ids = input.question_ids;
    if (ids.length !== rows.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
      throw new AppError(400, QUESTION_MESSAGES.orderMismatch, { question_ids: QUESTION_MESSAGES.orderMismatch }).withCode(
        QUESTION_ERROR_CODES.orderMismatch,
      );
    const lineages = ids.map((id) => byId.get(id)!.lineageId);
    if (lineages.every((l, i) => rows[i]!.lineageId === l)) return this.build(job);
    await this.db.transaction(async (tx) => {
      const work = await this.workingSet(tx, set);
      const moved = [];
      for (const [i, lineage] of lineages.entries()) {
        const row = work.rows.find((r) => r.lineageId === lineage)!;
        if (row.questionOrder === i + 1) continue;
        await updateQuestion(tx, row.id, { questionOrder: i + 1 });
        moved.push({
          ...this.historyBase(row, work.set.version, auth.userId),
          changeType: 'reordered' as const,
          textBefore: row.text,
          orderBefore: row.questionOrder,
          orderAfter: i + 1,
        });
      }
      await insertHistory(tx, moved);
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  async update(auth: AuthContext, jobPositionId: string, questionId: string, input: UpdateQuestion): Promise<QuestionsScreen> {
    const { job, set, target } = await this.editableQuestion(auth, jobPositionId, questionId);
    if (input.text === target.text) return this.build(job);
    // The team's text now: the AI's confidence was in its own words.
    return this.change(job, set, auth, target, { text: input.text, authoredBy: 'team' }, 'updated');
  }

  async finalize(auth: AuthContext, jobPositionId: string): Promise<QuestionsScreen> {
    const { job, set } = await this.editableSet(auth, jobPositionId);
    if (set.status === 'finalized') throw new AppError(409, QUESTION_MESSAGES.alreadyFinalized);
    const rows = await listQuestions(this.db, set.id);
    if (rows.length === 0) throw new AppError(409, QUESTION_MESSAGES.noQuestions);
    await this.db.transaction(async (tx) => {
      if (!(await updateSet(tx, set.id, { status: 'finalized', finalizedAt: new Date(), finalizedBy: auth.userId }, 'draft')))
        throw new AppError(409);
      await insertHistory(
        tx,
        rows.map((r) => ({ ...this.historyBase(r, set.version, auth.userId), changeType: 'finalized' as const, textBefore: r.text })),
      );
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  /** Reset to Draft: a finalized set stays as it was; the next version, a draft copy, takes its place. */
  async reset(auth: AuthContext, jobPositionId: string): Promise<QuestionsScreen> {
    const { job, set } = await this.editableSet(auth, jobPositionId);
    if (set.status !== 'finalized') throw new AppError(409, QUESTION_MESSAGES.notFinalized);
    await this.db.transaction((tx) => this.fork(tx, set));
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  async history(auth: AuthContext, jobPositionId: string, questionId: string): Promise<QuestionHistory> {
    const job = await findJobPosition(this.db, companyOf(auth), jobPositionId);
    if (!job) throw positionNotFound();
    const question = await findQuestion(this.db, job.id, questionId);
    if (!question) throw questionNotFound();
    const rows = await listHistory(this.db, job.id, question.lineageId);
    return {
      question_id: question.id,
      entries: withRevisions(rows).map(toHistoryEntry),
    };
  }

  /** The whole position's timeline: every change to every question, oldest first. */
  async setHistory(auth: AuthContext, jobPositionId: string): Promise<QuestionHistoryEntry[]> {
    const job = await findJobPosition(this.db, companyOf(auth), jobPositionId);
    if (!job) throw positionNotFound();
    return withRevisions(await listHistory(this.db, job.id)).map(toHistoryEntry);
  }

  async readiness(auth: AuthContext, jobPositionId: string): Promise<Readiness> {
    const job = await findJobPosition(this.db, companyOf(auth), jobPositionId);
    if (!job) throw positionNotFound();
    const issues: string[] = [];
    const goals = (await listGoals(this.db, job.id)).filter((g) => g.selected && g.confirmed);
    if (!job.goalsConfirmed || goals.length === 0) issues.push(QUESTION_MESSAGES.goalsNotConfirmed);
    if (job.status === 'generating_questions') issues.push(QUESTION_MESSAGES.generating);
    const set = await currentSet(this.db, job.id);
    const rows = set ? await listQuestions(this.db, set.id) : [];
    if (rows.length === 0) issues.push(QUESTION_MESSAGES.noQuestions);
    else {
      if (set?.status !== 'finalized') issues.push(QUESTION_MESSAGES.notFinalized);
      const covered = new Set(rows.flatMap((q) => q.goalConnections.map((c) => String(c.goal_id))));
      const uncovered = goals.filter((g) => !covered.has(g.id)).length;
      if (uncovered > 0) issues.push(QUESTION_MESSAGES.goalsWithoutQuestions(uncovered));
    }
    return { ready: issues.length === 0, issues };
  }

  // --- helpers --------------------------------------------------------------------------------

  /** The position and its current set, when its questions may change (402, 404, 409). */
  private async editableSet(auth: AuthContext, jobPositionId: string): Promise<{ job: JobPositionRow; set: QuestionSetRow }> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await findJobPosition(this.db, companyId, jobPositionId);
    if (!job) throw positionNotFound();
    if (job.status === 'generating_questions') throw new AppError(409, QUESTION_MESSAGES.generating);
    if (!stagePermissionsOf(job.status).can_edit_questions)
      throw new AppError(409, QUESTION_MESSAGES.stageForbidsEditing(jobStatusLabel(job.status)));
    const set = await currentSet(this.db, job.id);
    if (!set) throw new AppError(409, QUESTION_MESSAGES.noQuestions);
    return { job, set };
  }

  /** As editableSet, plus the question: an id of an older version means the same question in the current one. */
  private async editableQuestion(auth: AuthContext, jobPositionId: string, questionId: string) {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await findJobPosition(this.db, companyId, jobPositionId);
    if (!job) throw positionNotFound();
    const question = await findQuestion(this.db, job.id, questionId);
    if (!question) throw questionNotFound();
    const { set } = await this.editableSet(auth, jobPositionId);
    const target = (await listQuestions(this.db, set.id)).find((q) => q.lineageId === question.lineageId);
    if (!target) throw questionNotFound();
    return { job, set, target };
  }

  /** Applies a change to one question; on a finalized set, to its copy in the next version. */
  private async change(
    job: JobPositionRow,
    set: QuestionSetRow,
    auth: AuthContext,
    target: InterviewQuestionRow,
    values: Partial<NewInterviewQuestion>,
    changeType: 'updated' | 'regenerated',
  ): Promise<QuestionsScreen> {
    await this.db.transaction(async (tx) => {
      let version = set.version;
      let id = target.id;
      if (set.status === 'finalized') {
        const fork = await this.fork(tx, set);
        version = fork.set.version;
        id = fork.rows.find((r) => r.lineageId === target.lineageId)!.id;
      } else if (!(await updateSet(tx, set.id, { status: 'draft' }, 'draft'))) throw new AppError(409);
      await updateQuestion(tx, id, values);
      const after = { ...target, ...values, id } as InterviewQuestionRow;
      await insertHistory(tx, [{ ...this.historyBase(after, version, auth.userId), changeType, textBefore: target.text }]);
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  /** The set a change is written to, with its questions: the draft itself (locked), or a finalized set's next version. */
  private async workingSet(tx: Tx, set: QuestionSetRow): Promise<{ set: QuestionSetRow; rows: InterviewQuestionRow[] }> {
    if (set.status === 'finalized') {
      const fork = await this.fork(tx, set);
      return { set: fork.set, rows: [...fork.rows].sort((a, b) => a.questionOrder - b.questionOrder) };
    }
    if (!(await updateSet(tx, set.id, { status: 'draft' }, 'draft'))) throw new AppError(409);
    return { set, rows: await listQuestions(tx, set.id) };
  }

  /** Copies a finalized set into the next version as a draft; the finalized one is left as it was. */
  private async fork(tx: Tx, set: QuestionSetRow): Promise<{ set: QuestionSetRow; rows: InterviewQuestionRow[] }> {
    // Lock the finalized set, then make sure nobody forked it meanwhile (two edits at once: one wins, one gets 409).
    if (!(await updateSet(tx, set.id, { status: 'finalized' }, 'finalized'))) throw new AppError(409);
    if ((await currentSet(tx, set.jobPositionId))?.id !== set.id) throw new AppError(409);
    const next = await insertSet(tx, {
      jobPositionId: set.jobPositionId,
      version: await nextVersion(tx, set.jobPositionId),
      status: 'draft',
      progressDone: set.progressTotal,
      progressTotal: set.progressTotal,
      lengthMinutes: set.lengthMinutes,
    });
    const rows = await insertQuestions(
      tx,
      (await listQuestions(tx, set.id)).map(({ id: _id, questionSetId: _s, createdAt: _c, updatedAt: _u, ...rest }) => ({
        ...rest,
        questionSetId: next.id,
      })),
    );
    return { set: next, rows };
  }

  private historyBase(row: InterviewQuestionRow, version: number, by: string | null) {
    return {
      jobPositionId: row.jobPositionId,
      lineageId: row.lineageId,
      questionId: row.id,
      version,
      changedBy: by,
      textAfter: row.text,
      category: row.category,
      purpose: row.purpose,
      expectedTraits: row.expectedTraits,
    };
  }

  /** The screen of a position; `fresh` when the row was read for this request already (else it is read again, after a change). */
  private async build(
    jobRow: JobPositionRow,
    { fresh = false, rows: known }: { fresh?: boolean; rows?: QuestionsScreenRows } = {},
  ): Promise<QuestionsScreen> {
    const job = fresh ? jobRow : ((await findJobPosition(this.db, jobRow.companyId, jobRow.id)) ?? jobRow);
    // The sets, the goals and the current set's questions in one statement (decision 464), or
    // with the session (decision 470).
    const { latest, current: set, goals, questions: rows } = known ?? (await readQuestionsScreen(this.db, job.id));
    const questions = set ? rows.map((r) => toQuestion(r, set)) : [];
    const confirmed = goals.filter((g) => g.selected && g.confirmed);
    const generating = job.status === 'generating_questions';
    // The stuck sweep may have failed the position without reaching the set: the position decides.
    const failedHere = job.status === 'questions_generation_failed';
    const generation =
      failedHere && latest?.status === 'generating'
        ? {
            status: 'failed' as const,
            goals_done: latest.progressDone,
            goals_total: latest.progressTotal,
            failure_reason: job.failureReason,
          }
        : latest && (latest.status === 'generating' || latest.status === 'failed')
          ? {
              status: latest.status,
              goals_done: latest.progressDone,
              goals_total: latest.progressTotal,
              failure_reason: latest.failureReason,
            }
          : generating
            ? { status: 'generating' as const, goals_done: 0, goals_total: confirmed.length, failure_reason: null }
            : latest
              ? { status: latest.status, goals_done: latest.progressDone, goals_total: latest.progressTotal, failure_reason: null }
              : { status: 'idle' as const, goals_done: 0, goals_total: confirmed.length, failure_reason: job.failureReason };
    return {
      job_position_id: job.id,
      status: job.status,
      workflow_state: job.status,
      next_steps: [...nextStepsOf(job.status)],
      can_proceed: canProceed(job.status, {
        goals_count: goals.length,
        questions_count: questions.length,
        finalized_questions_count: set?.status === 'finalized' ? questions.length : 0,
      }),
      can_edit_questions: stagePermissionsOf(job.status).can_edit_questions && !generating && !!set,
      version: set?.version ?? null,
      set_status: set?.status ?? 'none',
      length_minutes: set?.lengthMinutes ?? null,
      total_minutes: totalMinutes(questions),
      finalized: set?.status === 'finalized',
      finalized_at: set?.finalizedAt?.toISOString() ?? null,
      generation,
      questions,
      goal_coverage: confirmed.map((g) => ({
        goal_id: g.id,
        goal_text: g.text,
        category: g.category,
        questions_count: questions.filter((q) => q.goal_connections.some((c) => c.goal_id === g.id)).length,
        total_weight:
          Math.round(questions.reduce((sum, q) => sum + (q.goal_connections.find((c) => c.goal_id === g.id)?.weight ?? 0), 0) * 100) / 100,
      })),
      overall_metrics: computeQuestionSetMetrics(
        confirmed.map((g) => ({ id: g.id, category: g.category })),
        questions,
      ),
    };
  }
}

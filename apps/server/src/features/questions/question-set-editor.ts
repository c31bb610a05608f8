import { engineTranslates } from '../../ai/translation.ts';
import type { ResponseGuidelines } from '@hiring/shared/ai';
import { randomUUID } from 'node:crypto';
import { jobStatusLabel, stagePermissionsOf } from '@hiring/shared/job-positions';
import { DEFAULT_INTERVIEW_LENGTH, SHORTEST_QUESTION_MINUTES } from '@hiring/shared/question-length';
import {
  type AddQuestion,
  canGenerateQuestionsFrom,
  type GenerateQuestions,
  QUESTION_ERROR_CODES,
  QUESTION_MESSAGES,
  type QuestionsScreen,
  type RegenerateQuestions,
  type ReorderQuestions,
  type UpdateQuestion,
  type UpdateQuestionGuide,
} from '@hiring/shared/questions';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { GENERATE_QUESTIONS_JOB } from '../goals/index.ts';
import {
  companyOf,
  companyPosition,
  confirmedGoals,
  type JobPositionRow,
  positionGoals,
  positionNotFound,
  startQuestionGeneration,
  toJobInput,
  type Tx,
} from '../job-positions/index.ts';
import {
  currentSet,
  findQuestion,
  insertHistory,
  insertQuestions,
  listQuestions,
  type QuestionsScreenRows,
  readQuestionsScreen,
  runningTranslation,
  updateQuestion,
  updateSet,
  deleteQuestion,
} from './questions.repository.ts';
import { handWrittenQuestion } from './question-drafts.ts';
import type { InterviewQuestionRow, NewInterviewQuestion, QuestionSetRow } from './questions.table.ts';
import { goalInputs, historyBase, questionValues } from './question-views.ts';
import { toQuestionsScreen } from './questions-screen.ts';
import type { QuestionJobPayload, QuestionsServiceDeps } from './questions.service.ts';
import { translatingRefusal } from './question-translation.ts';
import { forkFinalizedSet } from './question-set-fork.ts';

const questionNotFound = () => new AppError(404, QUESTION_MESSAGES.questionNotFound).withCode(QUESTION_ERROR_CODES.questionNotFound);

/**
 * What a team does to a position's question set (spec 02 §4 Questions, §7): generate and
 * regenerate it, add, edit, delete and reorder questions, finalize and reset it, and read its
 * history and readiness. Finalized versions are never changed: a change forks the next version
 * (docs/decisions/200-question-set-versions.md).
 */
export class QuestionSetEditor {
  constructor(private readonly deps: QuestionsServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  async generate(
    auth: AuthContext,
    jobPositionId: string,
    input?: GenerateQuestions,
    keep?: { lineages: string[] },
  ): Promise<QuestionsScreen> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await companyPosition(this.db, companyId, jobPositionId);
    if (!job) throw positionNotFound();
    if (job.status === 'generating_questions')
      throw new AppError(409, QUESTION_MESSAGES.generating).withCode(QUESTION_ERROR_CODES.generating);
    if (!job.goalsConfirmed) throw new AppError(409, QUESTION_MESSAGES.goalsNotConfirmed);
    // A translation of the set is being written: a new set now would be overtaken by it.
    if (await runningTranslation(this.db, job.id)) throw translatingRefusal();
    if (!canGenerateQuestionsFrom(job.status))
      throw new AppError(409, QUESTION_MESSAGES.stageForbidsGenerating(jobStatusLabel(job.status)));
    const length = input?.length_minutes ?? DEFAULT_INTERVIEW_LENGTH;
    const goalCount = (await confirmedGoals(this.db, job.id)).length;
    if (goalCount * SHORTEST_QUESTION_MINUTES > length) {
      const message = QUESTION_MESSAGES.lengthTooShort(length, goalCount);
      throw new AppError(422, message, { length_minutes: message }).withCode(QUESTION_ERROR_CODES.lengthTooShort);
    }
    const updated = await this.db.transaction(async (tx) => {
      const row = await startQuestionGeneration(tx, job, auth.userId, 'Question generation requested');
      if (!row) throw new AppError(409);
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
    const goals = (await positionGoals(this.db, job.id)).filter((g) => target.goalConnections.some((c) => String(c.goal_id) === g.id));
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
    const job = await companyPosition(this.db, companyOf(auth), jobPositionId);
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
    const goals = await confirmedGoals(this.db, job.id);
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
      await insertHistory(tx, [{ ...historyBase(row!, work.set.version, auth.userId), changeType: 'created', textBefore: null }]);
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
      await insertHistory(tx, [{ ...historyBase(gone, work.set.version, auth.userId), changeType: 'deleted', textBefore: gone.text }]);
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
          ...historyBase(row, work.set.version, auth.userId),
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

  /** The team's rating guide for a question: what scoring measures its answers against from now on. */
  async updateGuide(auth: AuthContext, jobPositionId: string, questionId: string, input: UpdateQuestionGuide): Promise<QuestionsScreen> {
    const { job, set, target } = await this.editableQuestion(auth, jobPositionId, questionId);
    const guide: ResponseGuidelines = {
      key_points: input.key_points,
      strong: input.strong,
      adequate: input.adequate,
      weak: input.weak,
      rating_scale: input.rating_scale.map((a, i) => ({ score: i + 1, label: a.label, description: a.description })),
    };
    if (sameGuide(guide, target.expectedResponseGuidelines)) return this.build(job);
    return this.change(job, set, auth, target, { expectedResponseGuidelines: guide }, 'guide_updated');
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
        rows.map((r) => ({ ...historyBase(r, set.version, auth.userId), changeType: 'finalized' as const, textBefore: r.text })),
      );
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  /** Reset to Draft: a finalized set stays as it was; the next version, a draft copy, takes its place. */
  async reset(auth: AuthContext, jobPositionId: string): Promise<QuestionsScreen> {
    const { job, set } = await this.editableSet(auth, jobPositionId);
    if (set.status !== 'finalized') throw new AppError(409, QUESTION_MESSAGES.notFinalized);
    await this.db.transaction((tx) => forkFinalizedSet(tx, set));
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  // --- helpers --------------------------------------------------------------------------------

  /** The position and its current set, when its questions may change (402, 404, 409). */
  private async editableSet(auth: AuthContext, jobPositionId: string): Promise<{ job: JobPositionRow; set: QuestionSetRow }> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await companyPosition(this.db, companyId, jobPositionId);
    if (!job) throw positionNotFound();
    if (job.status === 'generating_questions') throw new AppError(409, QUESTION_MESSAGES.generating);
    if (!stagePermissionsOf(job.status).can_edit_questions)
      throw new AppError(409, QUESTION_MESSAGES.stageForbidsEditing(jobStatusLabel(job.status)));
    const set = await currentSet(this.db, job.id);
    if (!set) throw new AppError(409, QUESTION_MESSAGES.noQuestions);
    // The translation is made from the set as it was asked for: it does not change meanwhile.
    if (await runningTranslation(this.db, job.id)) throw translatingRefusal();
    return { job, set };
  }

  /** As editableSet, plus the question: an id of an older version means the same question in the current one. */
  private async editableQuestion(auth: AuthContext, jobPositionId: string, questionId: string) {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await companyPosition(this.db, companyId, jobPositionId);
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
    changeType: 'updated' | 'regenerated' | 'guide_updated',
  ): Promise<QuestionsScreen> {
    await this.db.transaction(async (tx) => {
      let version = set.version;
      let id = target.id;
      if (set.status === 'finalized') {
        const fork = await forkFinalizedSet(tx, set);
        version = fork.set.version;
        id = fork.rows.find((r) => r.lineageId === target.lineageId)!.id;
      } else if (!(await updateSet(tx, set.id, { status: 'draft' }, 'draft'))) throw new AppError(409);
      await updateQuestion(tx, id, values);
      const after = { ...target, ...values, id } as InterviewQuestionRow;
      await insertHistory(tx, [{ ...historyBase(after, version, auth.userId), changeType, textBefore: target.text }]);
    });
    this.deps.onChange?.(job.companyId);
    return this.build(job);
  }

  /** The set a change is written to, with its questions: the draft itself (locked), or a finalized set's next version. */
  private async workingSet(tx: Tx, set: QuestionSetRow): Promise<{ set: QuestionSetRow; rows: InterviewQuestionRow[] }> {
    if (set.status === 'finalized') {
      const fork = await forkFinalizedSet(tx, set);
      return { set: fork.set, rows: [...fork.rows].sort((a, b) => a.questionOrder - b.questionOrder) };
    }
    if (!(await updateSet(tx, set.id, { status: 'draft' }, 'draft'))) throw new AppError(409);
    return { set, rows: await listQuestions(tx, set.id) };
  }

  /** The screen of a position; `fresh` when the row was read for this request already (else it is read again, after a change). */
  async build(
    jobRow: JobPositionRow,
    { fresh = false, rows: known }: { fresh?: boolean; rows?: QuestionsScreenRows } = {},
  ): Promise<QuestionsScreen> {
    const job = fresh ? jobRow : ((await companyPosition(this.db, jobRow.companyId, jobRow.id)) ?? jobRow);
    // The sets, the goals and the current set's questions in one statement (decision 464), or
    // with the session (decision 470).
    return toQuestionsScreen(job, known ?? (await readQuestionsScreen(this.db, job.id)), engineTranslates(this.deps.ai));
  }
}

/** Whether two guides say the same (a stored guide's keys may come back in another order). */
function sameGuide(a: ResponseGuidelines, b: ResponseGuidelines): boolean {
  const anchors = (g: ResponseGuidelines) => g.rating_scale.map((x) => [x.score, x.label, x.description]);
  return (
    a.strong === b.strong &&
    a.adequate === b.adequate &&
    a.weak === b.weak &&
    JSON.stringify(a.key_points) === JSON.stringify(b.key_points) &&
    JSON.stringify(anchors(a)) === JSON.stringify(anchors(b))
  );
}

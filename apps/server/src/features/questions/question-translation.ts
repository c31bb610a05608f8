import type { EngineProvenance } from '@hiring/shared/ai';
import { jobStatusLabel, stagePermissionsOf } from '@hiring/shared/job-positions';
import { QUESTION_ERROR_CODES, QUESTION_MESSAGES, type QuestionsScreen, type TranslateQuestions } from '@hiring/shared/questions';
import { engineTranslates, type QuestionToTranslate, TRANSLATION_BATCH, type TranslatedQuestion } from '../../ai/translation.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { companyOf, companyPosition, type JobPositionRow, positionNotFound, type Tx } from '../job-positions/index.ts';
import { historyBase } from './question-views.ts';
import {
  currentSet,
  failStaleTranslations,
  findTranslation,
  insertHistory,
  insertQuestions,
  insertSet,
  insertTranslation,
  listQuestions,
  nextVersion,
  runningTranslation,
  updateRunningTranslation,
  updateSet,
} from './questions.repository.ts';
import type { InterviewQuestionRow, NewInterviewQuestion, QuestionSetRow, QuestionSetTranslationRow } from './questions.table.ts';
import type { QuestionsServiceDeps } from './questions.service.ts';

/**
 * Translating a position's question set with the AI engine (issue 42 item 2, decision 795). A
 * person asks for it (POST .../questions/translate); the `questions.translate` job asks the engine
 * in batches of TRANSLATION_BATCH questions, counting progress, and writes the translation as the
 * set's next version: a draft marked with its language, each question's `translated` history and
 * one `questions_translated` event of the decision log, in one transaction. The team reviews it and
 * finalizes it like a generated set. While it runs the set cannot change (409 questions_translating).
 */

export const TRANSLATE_QUESTIONS_JOB = 'questions.translate';

export interface TranslateQuestionsPayload {
  translation_id: string;
  job_position_id: string;
  company_id: string;
  requested_by: string | null;
}

const refuse = (status: number, message: string, code: (typeof QUESTION_ERROR_CODES)[keyof typeof QUESTION_ERROR_CODES]) =>
  new AppError(status, message).withCode(code);

export const translatingRefusal = () => refuse(409, QUESTION_MESSAGES.translating, QUESTION_ERROR_CODES.translating);

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A question as the engine is given it. */
function toTranslate(row: InterviewQuestionRow): QuestionToTranslate {
  return { id: row.id, text: row.text, followup_suggestions: row.followupSuggestions, guide: row.expectedResponseGuidelines ?? null };
}

export class QuestionSetTranslation {
  constructor(
    private readonly deps: QuestionsServiceDeps,
    /** The screen after a change (the editor's). */
    private readonly build: (job: JobPositionRow) => Promise<QuestionsScreen>,
  ) {}

  private get db() {
    return this.deps.db;
  }

  /** Whether the engine translates: the LLM engine does, the builtin engine does not. */
  get available(): boolean {
    return engineTranslates(this.deps.ai);
  }

  /**
   * POST .../questions/translate: queues the translation of the current set into `language`.
   * Refused when the engine cannot translate, while questions are generated or translated, when
   * the position's stage allows no edits, without questions, and when the set is in that language.
   * A finalized set may be translated: the translation is the next version, a draft, as any edit of
   * a finalized set (decision 200); interviews held on the finalized one keep their questions.
   */
  async request(auth: AuthContext, jobPositionId: string, input: TranslateQuestions): Promise<QuestionsScreen> {
    const companyId = companyOf(auth);
    await this.deps.entitlements?.requireActive(companyId);
    const job = await companyPosition(this.db, companyId, jobPositionId);
    if (!job) throw positionNotFound();
    if (!this.available) throw refuse(409, QUESTION_MESSAGES.translationUnavailable, QUESTION_ERROR_CODES.translationUnavailable);
    if (job.status === 'generating_questions') throw refuse(409, QUESTION_MESSAGES.generating, QUESTION_ERROR_CODES.generating);
    if (!stagePermissionsOf(job.status).can_edit_questions)
      throw refuse(409, QUESTION_MESSAGES.stageForbidsEditing(jobStatusLabel(job.status)), QUESTION_ERROR_CODES.notEditable);
    const set = await currentSet(this.db, job.id);
    const rows = set ? await listQuestions(this.db, set.id) : [];
    if (!set || rows.length === 0) throw new AppError(409, QUESTION_MESSAGES.noQuestions);
    if (await runningTranslation(this.db, job.id)) throw translatingRefusal();
    if (set.language === input.language)
      throw refuse(409, QUESTION_MESSAGES.alreadyInLanguage(input.language), QUESTION_ERROR_CODES.alreadyInLanguage);

    try {
      await this.db.transaction(async (tx) => {
        // Lock the set and make sure it is still the current one (an edit or a second request at once: one wins).
        if (!(await updateSet(tx, set.id, { status: set.status }, set.status))) throw new AppError(409);
        if ((await currentSet(tx, job.id))?.id !== set.id) throw new AppError(409);
        await failStaleTranslations(tx, job.id, QUESTION_MESSAGES.translationStopped);
        if (await runningTranslation(tx, job.id)) throw translatingRefusal();
        const translation = await insertTranslation(tx, {
          jobPositionId: job.id,
          companyId,
          sourceSetId: set.id,
          sourceVersion: set.version,
          language: input.language,
          status: 'translating',
          progressTotal: rows.length,
          requestedBy: auth.userId,
        });
        const payload: TranslateQuestionsPayload = {
          translation_id: translation.id,
          job_position_id: job.id,
          company_id: companyId,
          requested_by: auth.userId,
        };
        await this.deps.jobs.enqueue(TRANSLATE_QUESTIONS_JOB, payload, { key: translation.id, tx });
      });
    } catch (error) {
      // The running-translation index refused a second row: another request won.
      if (isUniqueViolation(error)) throw translatingRefusal();
      throw error;
    }
    this.deps.onChange?.(companyId);
    return this.build(job);
  }

  /** The job: translates the source set batch by batch, then writes the next version in one transaction. */
  async run(payload: TranslateQuestionsPayload): Promise<void> {
    const translation = await findTranslation(this.db, payload.translation_id);
    if (!translation || translation.status !== 'translating') return;
    const job = await companyPosition(this.db, payload.company_id, translation.jobPositionId);
    if (!job) return;
    const translate = this.deps.ai.translateQuestions?.bind(this.deps.ai);
    if (!translate) return this.fail(translation, QUESTION_MESSAGES.translationUnavailable);
    if (!stagePermissionsOf(job.status).can_edit_questions)
      return this.fail(translation, QUESTION_MESSAGES.stageForbidsEditing(jobStatusLabel(job.status)));
    const set = await currentSet(this.db, job.id);
    if (!set || set.id !== translation.sourceSetId) return this.fail(translation, QUESTION_MESSAGES.translationSourceChanged);
    const rows = await listQuestions(this.db, set.id);

    // A retried run starts again from the first question.
    await updateRunningTranslation(this.db, translation.id, { progressDone: 0, progressTotal: rows.length });
    const translated = new Map<string, TranslatedQuestion>();
    let provenance: EngineProvenance | undefined;
    for (let i = 0; i < rows.length; i += TRANSLATION_BATCH) {
      const batch = rows.slice(i, i + TRANSLATION_BATCH);
      const result = await translate({ questions: batch.map(toTranslate), language: translation.language, from: set.language ?? null });
      for (const q of result.data.questions) translated.set(q.id, q);
      provenance = result.provenance;
      if (!(await updateRunningTranslation(this.db, translation.id, { progressDone: translated.size }))) return;
    }
    if (rows.some((r) => !translated.has(r.id))) throw new Error('the engine left questions untranslated');

    const outcome = await this.db.transaction(async (tx) => {
      // Lock the source set; it must still be the current one.
      if (!(await updateSet(tx, set.id, { status: set.status }, set.status)) || (await currentSet(tx, job.id))?.id !== set.id)
        return 'source_changed' as const;
      const version = await nextVersion(tx, job.id);
      // Still translating: a second run, or a failure recorded meanwhile, writes nothing.
      if (!(await updateRunningTranslation(tx, translation.id, { status: 'done', resultVersion: version, progressDone: rows.length })))
        return 'settled' as const;
      const next = await this.writeVersion(tx, set, rows, translated, version, translation);
      await recordAuditEvent(tx, {
        companyId: job.companyId,
        jobPositionId: job.id,
        actor: translation.requestedBy ? { type: 'user', userId: translation.requestedBy } : { type: 'system' },
        action: 'questions_translated',
        before: { version: set.version, language: set.language ?? null },
        after: {
          version: next.version,
          language: translation.language,
          questions: rows.length,
          engine: provenance?.engine ?? null,
          model: provenance?.model ?? null,
        },
      });
      return 'written' as const;
    });
    if (outcome === 'source_changed') return this.fail(translation, QUESTION_MESSAGES.translationSourceChanged);
    this.deps.onChange?.(job.companyId);
  }

  /** After the job's last attempt: the translation failed, with the reason. */
  async failed(payload: TranslateQuestionsPayload, error: unknown): Promise<void> {
    const translation = await findTranslation(this.db, payload.translation_id);
    if (translation) await this.fail(translation, describeError(error));
  }

  private async fail(translation: QuestionSetTranslationRow, reason: string): Promise<void> {
    const full = `${QUESTION_MESSAGES.translationFailedReason}: ${reason}`.slice(0, 2_000);
    await updateRunningTranslation(this.db, translation.id, { status: 'failed', failureReason: full });
    this.deps.onChange?.(translation.companyId);
  }

  /** The translated set: a draft copy of the source, in the new language, each question with its `translated` history. */
  private async writeVersion(
    tx: Tx,
    set: QuestionSetRow,
    rows: InterviewQuestionRow[],
    translated: Map<string, TranslatedQuestion>,
    version: number,
    translation: QuestionSetTranslationRow,
  ): Promise<QuestionSetRow> {
    const next = await insertSet(tx, {
      jobPositionId: set.jobPositionId,
      version,
      status: 'draft',
      progressDone: set.progressTotal,
      progressTotal: set.progressTotal,
      lengthMinutes: set.lengthMinutes,
      language: translation.language,
      translatedFrom: set.version,
      createdBy: translation.requestedBy,
    });
    const values = rows.map(({ id, questionSetId: _s, createdAt: _c, updatedAt: _u, ...rest }): NewInterviewQuestion => {
      const words = translated.get(id)!;
      return {
        ...rest,
        questionSetId: next.id,
        text: words.text,
        followupSuggestions: words.followup_suggestions,
        expectedResponseGuidelines: words.guide ?? rest.expectedResponseGuidelines,
      };
    });
    const written = await insertQuestions(tx, values);
    const before = new Map(rows.map((r) => [r.lineageId, r.text]));
    await insertHistory(
      tx,
      written.map((r) => ({
        ...historyBase(r, next.version, translation.requestedBy),
        changeType: 'translated' as const,
        textBefore: before.get(r.lineageId) ?? null,
      })),
    );
    return next;
  }
}

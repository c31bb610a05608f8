import { AppError } from '../../lib/errors.ts';
import type { Tx } from '../job-positions/index.ts';
import { currentSet, insertQuestions, insertSet, listQuestions, nextVersion, updateSet } from './questions.repository.ts';
import type { InterviewQuestionRow, QuestionSetRow } from './questions.table.ts';

/** Copies a finalized set into the next version as a draft; the finalized one is left as it was. */
export async function forkFinalizedSet(tx: Tx, set: QuestionSetRow): Promise<{ set: QuestionSetRow; rows: InterviewQuestionRow[] }> {
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
    language: set.language,
    translatedFrom: set.translatedFrom,
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

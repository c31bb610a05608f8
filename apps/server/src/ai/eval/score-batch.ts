import { type AnswerScore, type GoalInput, type JobInput, type QuestionInput, questionInputSchema } from '@hiring/shared/ai';
import { z } from 'zod';
import type { BuiltinEngine } from '../builtin/index.ts';
import { checkLanguage } from '../checks/language-check.ts';
import type { AiEngine } from '../engine.ts';

/**
 * The batch contract of `npm run ai -- score-batch <file.jsonl>` (docs/ai-engine.md, "Scoring a batch"):
 * one JSON object a line in, one JSON object a line out, in the same order.
 */
export const batchLineSchema = z.object({
  id: z.union([z.string().min(1), z.number()]),
  question: z.string().trim().min(1),
  answer: z.string(),
  /** The strong-answer guideline. */
  reference: z.string().nullish(),
  /** What a strong answer covers. */
  key_points: z.array(z.string()).nullish(),
  /** The goal the question measures, plain text. */
  goal: z.string().nullish(),
  /** The job, plain text: its first line is the title. */
  job: z.string().nullish(),
});
export type BatchLine = z.infer<typeof batchLineSchema>;

export interface BatchScore {
  id: string | number;
  /** The engine's overall score rounded to a whole 1-5; null when the engine could not score the answer. */
  score: number | null;
  /** The engine's overall score as it gave it (one decimal). */
  raw_score: number | null;
  flags: string[];
  /** The language the engine read the answer in (ISO 639-1); null when it could not tell. */
  language: string | null;
  /** Quotes of the answer the engine cites, each verbatim, without repeats. */
  evidence: string[];
  rationale: string;
}

export interface BatchError {
  id: string | number | null;
  line: number;
  error: string;
}

/** The longest strong guideline a question holds (responseGuidelinesSchema). */
const STRONG_MAX = 1_000;
const GOAL_ID = 'G1';

/**
 * Maps one batch line onto the engine's scoreAnswer input, the only place this is decided:
 * - `question` is the question's text; `reference` is its strong-answer guideline
 *   (expected_response_guidelines.strong, cut to its 1,000-character limit at a word);
 *   `key_points` are its key points (1-12, each at most 300 characters, else the line is refused).
 *   The builtin engine measures the answer against both (decision 620).
 * - `goal` becomes the one goal the question measures (weight 1, category "technical"); without it,
 *   the question's own text is that goal, so every answer is scored against one goal.
 * - `job` is the job: its first non-empty line is the title, the rest the description; without it,
 *   a job titled "Position" with no description.
 */
export function toScoreInput(line: BatchLine): { job: JobInput; question: QuestionInput; goals: GoalInput[]; answer: string } {
  const jobLines = (line.job ?? '').replace(/\r\n/g, '\n').trim().split('\n');
  const title = jobLines[0]?.trim().slice(0, 300) || 'Position';
  const job: JobInput = { title, job_description: jobLines.slice(1).join('\n').trim() };
  const goals: GoalInput[] = [{ id: GOAL_ID, text: (line.goal?.trim() || line.question).slice(0, 1_000), category: 'technical' }];
  const guidelines: Record<string, unknown> = {};
  const reference = line.reference?.trim();
  if (reference) guidelines.strong = cutAtWord(reference, STRONG_MAX);
  if (line.key_points && line.key_points.length > 0) guidelines.key_points = line.key_points;
  const question = questionInputSchema.parse({
    text: line.question.trim().slice(0, 1_000),
    goal_connections: [{ goal_id: GOAL_ID, weight: 1 }],
    ...(Object.keys(guidelines).length > 0 ? { expected_response_guidelines: guidelines } : {}),
  });
  return { job, question, goals, answer: line.answer };
}

/**
 * One line scored by the builtin engine as the server scores it (language-gate.ts), synchronously for the evaluations:
 * an answer in a language the engine does not read never reaches it and comes back unscored.
 */
export function scoreLineSync(engine: BuiltinEngine, line: BatchLine): BatchScore {
  const input = toScoreInput(line);
  const { unscored } = checkLanguage(input.answer, engine.languages);
  return toBatchScore(line.id, unscored ?? engine.scoreAnswerSync(input.job, input.question, input.goals, input.answer));
}

/** The engine's answer score in the batch's output shape; an answer the engine could not score has a null score. */
export function toBatchScore(id: string | number, s: AnswerScore): BatchScore {
  const raw = s.overall;
  return {
    id,
    score: raw === null ? null : Math.max(1, Math.min(5, Math.round(raw))),
    raw_score: raw,
    language: s.language ?? null,
    flags: [...s.flags],
    evidence: [...new Set(s.scores.flatMap((g) => g.evidence))],
    rationale: [s.summary, ...s.scores.map((g) => g.rationale)].join(' '),
  };
}

export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trim();
}

const errorText = (error: unknown) =>
  error instanceof z.ZodError
    ? error.issues.map((i) => `${i.path.join('.') || 'line'}: ${i.message}`).join('; ')
    : error instanceof Error
      ? error.message
      : String(error);

/** Scores one line of the file; a bad line answers an error with its id (when it has one), never throws. */
export async function scoreBatchLine(engine: AiEngine, text: string, lineNumber: number): Promise<BatchScore | BatchError> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { id: null, line: lineNumber, error: `not JSON: ${errorText(error)}` };
  }
  const rawId = (parsed as { id?: unknown } | null)?.id;
  const id = typeof rawId === 'string' || typeof rawId === 'number' ? rawId : null;
  try {
    const line = batchLineSchema.parse(parsed);
    const input = toScoreInput(line);
    const result = await engine.scoreAnswer(input.job, input.question, input.goals, input.answer);
    return toBatchScore(line.id, result.data);
  } catch (error) {
    return { id, line: lineNumber, error: errorText(error) };
  }
}

/** Scores every non-empty line of a JSONL text, in order; `write` gets one JSON line each. Returns how many lines failed. */
export async function scoreBatch(
  engine: AiEngine,
  jsonl: string,
  write: (line: string) => void,
): Promise<{ scored: number; failed: number }> {
  let scored = 0;
  let failed = 0;
  const lines = jsonl.replace(/\r\n/g, '\n').split('\n');
  for (const [i, text] of lines.entries()) {
    if (text.trim() === '') continue;
    const out = await scoreBatchLine(engine, text, i + 1);
    if ('error' in out) failed++;
    else scored++;
    write(JSON.stringify(out));
  }
  return { scored, failed };
}

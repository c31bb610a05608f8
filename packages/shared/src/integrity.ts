import { z } from 'zod';
import { answerFlagText } from './ai.ts';
import type { ErrorCode } from './error-codes.ts';
import { INTEGRITY_LIMITS, INTEGRITY_MESSAGES, type IntegritySignalField } from './integrity-constants.ts';

/**
 * Integrity signals and readable AI flags (issue 38, item 5): what the public answer save
 * accepts beside the text, and what the team's answer carries. Evidence for a reviewer, never a
 * score's input.
 */

export * from './integrity-constants.ts';

/** The field code of a signal the public save refuses (negative, fractional, not a number, over its limit). */
export const INTEGRITY_SIGNAL_ERROR_CODE = 'interview_integrity_signal_invalid' satisfies ErrorCode;

/** A whole number from 0 to the signal's limit; a refusal names the field with its code (field_codes). */
const signal = (field: IntegritySignalField) => {
  const message = INTEGRITY_MESSAGES.signalRange(field);
  const max = INTEGRITY_LIMITS[field];
  return z
    .number({ error: message })
    .refine((v) => Number.isInteger(v) && v >= 0 && v <= max, { error: message, params: { code: INTEGRITY_SIGNAL_ERROR_CODE } })
    .optional();
};

/**
 * What the candidate's page sends with each save of an answer: each signal cumulative for that
 * answer, each optional (an older page sends none). The server keeps the highest it has seen.
 */
export const integritySignalsInputShape = {
  paste_count: signal('paste_count'),
  pasted_chars: signal('pasted_chars'),
  tab_leaves: signal('tab_leaves'),
  seconds: signal('seconds'),
};

/** An answer's signals on the team's side; null on the answer when the page recorded none. */
export const answerIntegritySchema = z.object({
  paste_count: z.number().int(),
  pasted_chars: z.number().int(),
  tab_leaves: z.number().int(),
  /** Seconds the question was open and visible. */
  seconds: z.number().int(),
});
export type AnswerIntegrity = z.infer<typeof answerIntegritySchema>;

/** One AI flag in words: the code, what the badge says, and why it was raised. */
export const answerFlagSchema = z.object({ code: z.string(), label: z.string(), reason: z.string() });
export type ReadableAnswerFlag = z.infer<typeof answerFlagSchema>;

/** The AI's flags of an answer, readable; a code this version does not know is put into words. */
export function readableFlags(flags: readonly string[]): ReadableAnswerFlag[] {
  return flags.map((code) => ({ code, ...answerFlagText(code) }));
}

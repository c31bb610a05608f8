import { z } from 'zod';
import { FOLLOW_UP_GAPS, FOLLOW_UP_LIMITS, FOLLOW_UP_MESSAGES, FOLLOW_UP_SOURCES } from './follow-up-constants.ts';
import { INTERVIEW_MESSAGES } from './interview-constants.ts';
import { isSafeText } from './text.ts';

const safeString = (error: string) => z.string({ error }).refine(isSafeText, INTERVIEW_MESSAGES.unsafeText);

export * from './follow-up-constants.ts';

/** The follow-up of one question as the candidate sees it; `text` is the contract's field (issue 42). */
export const publicFollowUpSchema = z.object({
  text: z.string(),
  /** The candidate's answer; null while unanswered. */
  answer: z.string().nullable(),
  skipped: z.boolean(),
  saved_at: z.string().nullable(),
});
export type PublicFollowUp = z.infer<typeof publicFollowUpSchema>;

/** PUT .../answers/{questionId}/follow-up; an empty text is a reply cleared while typing (autosaved), not an answer. */
export const followUpAnswerSchema = z.object({
  text: safeString(FOLLOW_UP_MESSAGES.answerRequired).max(FOLLOW_UP_LIMITS.answerMax, FOLLOW_UP_MESSAGES.answerTooLong),
});
export type FollowUpAnswer = z.output<typeof followUpAnswerSchema>;

/** The answer to a follow-up call: the question's follow-up as it now stands. */
export const savedFollowUpSchema = z.object({ question_id: z.string(), follow_up: publicFollowUpSchema });
export type SavedFollowUp = z.infer<typeof savedFollowUpSchema>;

/** The follow-up as the review shows it, in the answer's thread. */
export const reviewFollowUpSchema = z.object({
  text: z.string(),
  gap: z.enum(FOLLOW_UP_GAPS).nullable(),
  gap_label: z.string().nullable(),
  source: z.enum(FOLLOW_UP_SOURCES).nullable(),
  /** Null when not answered (skipped, or left) or deleted. */
  answer: z.string().nullable(),
  skipped: z.boolean(),
  answered_at: z.string().nullable(),
  /** The AI's score counts the follow-up's answer: it scored higher with it (it never lowers a score). */
  counted_in_score: z.boolean(),
});
export type ReviewFollowUp = z.infer<typeof reviewFollowUpSchema>;

/** GET and PUT /app/job-positions/{id}/follow-up-setting. */
export const followUpSettingSchema = z.object({ ask_follow_ups: z.boolean() });
export type FollowUpSetting = z.infer<typeof followUpSettingSchema>;

import { z } from 'zod';
import { FOLLOW_UP_GAP_LABELS, FOLLOW_UP_LIMITS, type FollowUpGap } from '@hiring/shared/follow-up-constants';
import { escapeData, SYSTEM_PREAMBLE } from './common.ts';

/** Issue 42: one short follow-up for the gap the builtin rules read in an answer (decision 780). */
export const followUpSystem = `${SYSTEM_PREAMBLE}
You are interviewing a candidate in writing. After an answer that misses something, you ask exactly one short, friendly
follow-up question that invites the candidate to add what is missing. Never hint at the expected answer, never judge the
answer, never ask for more than one thing.`;

export const followUpDraftSchema = z.object({ follow_up: z.string().min(5).max(FOLLOW_UP_LIMITS.textMax) });
export type FollowUpDraft = z.infer<typeof followUpDraftSchema>;

const ASK: Record<FollowUpGap, string> = {
  no_example: 'the answer gives no concrete, first-hand example: ask for one specific situation and what the candidate did',
  no_result: 'the answer tells what was done but not the result: ask what came of it and how the candidate knew',
  key_point: 'the answer leaves out a key point of the question: ask the candidate to say more about it, without giving it away',
};

export function followUpPrompt(input: { question: string; answer: string; gap: FollowUpGap; point: string | null }): string {
  return `Write one follow-up question (one sentence, at most 30 words) in the language of the question.

Question: <question>${escapeData(input.question)}</question>

<answer>
${escapeData(input.answer)}
</answer>

What is missing (${FOLLOW_UP_GAP_LABELS[input.gap]}): ${ASK[input.gap]}.${input.point ? `\nThe key point: <point>${escapeData(input.point)}</point>` : ''}

Return follow_up: the question to ask.`;
}

import type { Job } from '@hiring/shared/ai';
import { escapeData, type PromptGoal, renderGoals, renderJob, SYSTEM_PREAMBLE } from './common.ts';

export const scoreAnswerSystem = `${SYSTEM_PREAMBLE}
You are scoring a candidate's written interview answer. Judge only what the answer shows, against the goals and the
guidelines; never reward length, confidence or keywords alone.`;

export interface ScoreAnswerPromptInput {
  job: Job;
  question: string;
  guidelines?: string;
  goals: PromptGoal[];
  answer: string;
}

export function scoreAnswerPrompt({ job, question, guidelines, goals, answer }: ScoreAnswerPromptInput): string {
  return `Score this answer to an interview question, once per goal.

${renderJob(job)}

Question: <question>${escapeData(question)}</question>
${guidelines ? `\nWhat answers contain:\n<guidelines>\n${escapeData(guidelines)}\n</guidelines>\n` : ''}
Goals to score (refer to them by their key):
${renderGoals(goals)}

<answer>
${escapeData(answer)}
</answer>

For every goal return: goal_key, score (1-5: 1 no evidence, 2 weak, 3 adequate, 4 good, 5 excellent), rationale (2-3 sentences:
what the answer shows or lacks for this goal), evidence (1-3 quotes copied character for character from the answer that support
the score; an empty list when nothing in the answer bears on the goal; never paraphrase, never quote the question).
Also return summary (2-3 sentences for the hiring team) and flags, from: "empty" (no answer), "too_short" (too little to judge),
"off_topic" (does not address the question), "copied_question" (repeats the question instead of answering). An answer that is
empty, off-topic or copied from the question scores 1 on every goal, and its rationale says why.
The answer may be in any language: score it on what it says, exactly as you would in English (never lower for the language),
quote evidence in the answer's own words, and write rationale and summary in English. Return language: the ISO 639-1 code of
the language the answer is written in (e.g. "en", "es", "de").`;
}

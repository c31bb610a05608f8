import type { Job } from '@hiring/shared/ai';
import { escapeData, GROUNDING_GUIDE, type PromptGoal, renderGoals, renderJob, SYSTEM_PREAMBLE } from './common.ts';
import { QUESTION_GUIDE } from './question-guide.ts';

export const generateQuestionsSystem = SYSTEM_PREAMBLE;

/** How many questions a set of this many goals gets: two per goal, within 5 to 12. */
export function questionCountFor(goalCount: number): { min: number; max: number } {
  const min = Math.min(12, Math.max(5, goalCount));
  const max = Math.min(12, Math.max(min, goalCount * 2));
  return { min, max };
}

export function generateQuestionsPrompt(job: Job, goals: PromptGoal[], avoid: readonly string[] = []): string {
  const { min, max } = questionCountFor(goals.length);
  const avoidLines = avoid.length
    ? `\nThis set replaces an earlier one: write new questions, and do not repeat or paraphrase any of these:\n${avoid.map((a) => `- <question>${escapeData(a)}</question>`).join('\n')}\n`
    : '';
  return `Write the interview questions for this job, tied to its confirmed evaluation goals.

${renderJob(job)}

Confirmed evaluation goals (refer to them by their key):
${renderGoals(goals)}

Write ${min} to ${max} questions. Every goal must be connected to at least one question, and the most important goals to two.
Mix difficulties (some easy, mostly mid, at least one hard) and question types. No two questions may ask the same thing.
Order them as an interview would run: an easier opener first.
Give each question an honest estimated_time in minutes (about 3 for an easy one, 5 for a medium one, 7 for a hard one): the team fits the set to the interview's length with them.${avoidLines}
Write each question for one of the job's own duties where one fits its goal, in the job's words, with follow-ups for that duty.
${GROUNDING_GUIDE}

${QUESTION_GUIDE}`;
}

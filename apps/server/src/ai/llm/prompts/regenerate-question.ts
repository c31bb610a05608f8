import type { Job } from '@hiring/shared/ai';
import { escapeData, type PromptGoal, renderGoals, renderJob, SYSTEM_PREAMBLE } from './common.ts';
import { QUESTION_GUIDE } from './question-guide.ts';

export const regenerateQuestionSystem = SYSTEM_PREAMBLE;

export function regenerateQuestionPrompt(job: Job, goals: PromptGoal[], current: string, avoid: string[]): string {
  const avoidLines = avoid.length
    ? `\nThe interview's other questions (do not repeat or paraphrase them either):\n${avoid.map((a) => `- <question>${escapeData(a)}</question>`).join('\n')}\n`
    : '';
  return `Write one replacement interview question for this job. It must assess the same goals as the current question but
ask something different: another situation, angle or question type, not a rewording.

${renderJob(job)}

Goals it must assess (refer to them by their key):
${renderGoals(goals)}

Current question (to replace): <question>${escapeData(current)}</question>
${avoidLines}
Return it as "question".

${QUESTION_GUIDE}`;
}

import type { GoalCategory, HiringStrategy, Job } from '@hiring/shared/ai';
import { escapeData, GOAL_CATEGORY_GUIDE, IMPORTANCE_GUIDE, renderJob, STRATEGY_GUIDE, SYSTEM_PREAMBLE } from './common.ts';

export const generateGoalForCategorySystem = SYSTEM_PREAMBLE;

export interface GenerateGoalForCategoryPromptInput {
  job: Job;
  existing: { text: string; category?: string | null }[];
  category: GoalCategory;
  strategy: HiringStrategy;
  focus?: string | null;
}

export function generateGoalForCategoryPrompt({ job, existing, category, strategy, focus }: GenerateGoalForCategoryPromptInput): string {
  const existingLines = existing.length
    ? existing.map((g) => `- ${escapeData(g.text)}${g.category ? ` (${escapeData(g.category)})` : ''}`).join('\n')
    : '(none)';
  return `Propose one new evaluation goal of category "${escapeData(category)}" for this job.

${renderJob(job)}

The job already has these goals; the new goal must assess something none of them assesses (not a rewording of one):
${existingLines}
${focus ? `\nThe employer asked for this focus: <focus>${escapeData(focus)}</focus>\n` : ''}
${GOAL_CATEGORY_GUIDE}
${IMPORTANCE_GUIDE}
${STRATEGY_GUIDE}

Return the goal with: text (a short goal title, at most 12 words), description (what exactly the interview should find out,
naming the job's own skills and context), category "${escapeData(category)}", importance, hiring_strategy "${escapeData(strategy)}", reason (why it
matters for this job), source "generated", skills (the job's skills it assesses, by name; may be empty).`;
}

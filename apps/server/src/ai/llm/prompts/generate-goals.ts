import { type HiringStrategy, type Job, PRESET_GOALS } from '@hiring/shared/ai';
import {
  escapeData,
  GOAL_CATEGORY_GUIDE,
  GROUNDING_GUIDE,
  IMPORTANCE_GUIDE,
  renderJob,
  STRATEGY_GUIDE,
  SYSTEM_PREAMBLE,
} from './common.ts';

export const generateGoalsSystem = SYSTEM_PREAMBLE;

export interface GenerateGoalsPromptInput {
  job: Job;
  presets: number[];
  custom: string[];
  strategy: HiringStrategy;
}

export function generateGoalsPrompt({ job, presets, custom, strategy }: GenerateGoalsPromptInput): string {
  const chosen = PRESET_GOALS.filter((p) => presets.includes(p.id));
  const presetLines = chosen.length
    ? chosen.map((p) => `- preset_id ${p.id}: ${escapeData(p.text)} (${escapeData(p.category)})`).join('\n')
    : '(none)';
  const customLines = custom.length ? custom.map((c) => `- <custom_goal>${escapeData(c)}</custom_goal>`).join('\n') : '(none)';
  const proposed = Math.max(3, 6 - chosen.length - custom.length);
  return `Write the evaluation goals an interview for this job should assess.

${renderJob(job)}

Preset goals the employer chose (include each one, source "preset" with its preset_id; keep its meaning, and make the
description and reason specific to this job):
${presetLines}

Custom goals the employer typed (include each one, source "custom", text as typed or lightly corrected, category chosen by you):
${customLines}

Then propose ${proposed} to ${proposed + 2} more goals (source "generated") that this particular job needs and the goals above do
not already cover. Together the goals must span at least 3 categories, and no two goals may assess the same thing.

${GOAL_CATEGORY_GUIDE}
${IMPORTANCE_GUIDE}
${STRATEGY_GUIDE}
The employer's hiring strategy is "${escapeData(strategy)}": set hiring_strategy to "${escapeData(strategy)}" on every goal and let it shape the goals
(e.g. specialist goals probe depth in the core skills, teachable goals probe learning and potential).

For each goal give: text (a short goal title, at most 12 words), description (what exactly the interview should find out, 1-2
sentences naming the job's own skills and context), category, importance, hiring_strategy, reason (why this goal matters for
this job, 1 sentence), source, preset_id (presets only), skills (the job's skills this goal assesses, by name; may be empty),
sources (1 to 3 sentences of the job this goal comes from, copied exactly from the job text).
When the job manages people, include a goal on leading them; when it owns a cost or budget, one on cost; when it names safety
rules, one on safety.
${GROUNDING_GUIDE}
List the goals from most to least important.`;
}

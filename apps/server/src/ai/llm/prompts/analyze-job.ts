import type { Job } from '@hiring/shared/ai';
import { renderJob, SYSTEM_PREAMBLE } from './common.ts';

export const analyzeJobSystem = SYSTEM_PREAMBLE;

export function analyzeJobPrompt(job: Job): string {
  return `Analyse this job position for the job-creation wizard.

${renderJob(job)}

Return:
- title: the job title, cleaned up (no location, no salary, no "m/f/d").
- summary: 2 or 3 sentences on what the role does and what success looks like.
- domain: the field of work in one or two lowercase words (e.g. software, data, design, product, sales, marketing,
  customer support, finance, healthcare, education, operations, hospitality, skilled trades, hr, leadership).
- requirements: each requirement stated in the job as one short sentence, in the job's order (none invented).
- responsibilities: each responsibility stated in the job as one short sentence, in the job's order (none invented).
- skills: every skill the job names, each once, with its canonical name ("JavaScript" for "JS", "Kubernetes" for "k8s",
  "PostgreSQL" for "Postgres"); kind "technical" for tools, methods and domain knowledge, "soft" for interpersonal and personal
  skills; group: the area (e.g. "databases", "clinical", "sales"); matched: the words of the job text the skill was found by,
  copied exactly (e.g. "Postgres", "clear communicator"). A skill whose words are not in the job text is discarded, so do not
  add skills the job does not state.
- seniority: one of entry, mid, senior, lead, executive, judged from the title, the years asked for and the scope.
- key_requirements: the 3 requirements that matter most (at most 3).
- suggested_skills: the 5 skills that matter most (at most 5), by name.
- duties: each duty of the job as verb and object in the job's words ("train and schedule six line cooks"), with source: the job
  sentence it comes from, copied exactly (<job_duties> lists the ones already read; correct and complete them).`;
}

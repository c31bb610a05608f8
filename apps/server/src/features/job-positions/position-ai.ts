import type { z } from 'zod';
import { GOAL_IMPORTANCE_LABELS, type JobInput } from '@hiring/shared/ai';
import type { AnalyzeJobResponse, analyzeJobRequestSchema, criteriaRequestSchema, InterviewCriteria } from '@hiring/shared/job-positions';
import type { AiEngine } from '../../ai/engine.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CompanyContextService } from '../companies/index.ts';
import { companyOf, positionNotFound } from './position-loader.ts';
import { findJobPosition, updateJobPosition } from './position-rows.repository.ts';
import { toJobInput } from './position-views.ts';
import type { JobPositionRow } from './job-positions.table.ts';

/** What the wizard asks the AI engine about a job before (or beside) a stored position: its analysis and weighted criteria. */

type CriteriaRequest = z.output<typeof criteriaRequestSchema>;
type AnalyzeRequest = z.output<typeof analyzeJobRequestSchema>;

export interface JobAiDeps {
  db: Db;
  ai: AiEngine;
  companyContext: CompanyContextService;
  entitlements?: { requireActive(companyId: string): Promise<void> };
}

/** POST analyze: the engine reads the description (with the company context) for the wizard's step 3. */
export async function analyzeJob(deps: JobAiDeps, auth: AuthContext, input: AnalyzeRequest): Promise<AnalyzeJobResponse> {
  const companyId = companyOf(auth);
  await deps.entitlements?.requireActive(companyId);
  const company = await deps.companyContext.find(companyId);
  const result = await deps.ai.analyzeJob({
    title: input.title,
    department: input.department,
    job_description: input.job_description,
    requirements: input.requirements,
    responsibilities: input.responsibilities,
    required_skills: input.required_skills ?? null,
    experience_level: input.experience_level,
    experience_required: input.experience_required,
    employment_type: input.employment_type,
    cultural_attributes: input.cultural_attributes ?? null,
    benefits: input.benefits,
    company: company ? { name: company.name, industry: company.industry, size: company.size, description: company.description } : null,
  });
  return { ...result.data, provenance: result.provenance };
}

/**
 * POST criteria: weighted interview criteria from the engine's goals for a job; for a stored
 * position they are saved as its interviewCriteria.
 */
export async function interviewCriteria(deps: JobAiDeps, auth: AuthContext, input: CriteriaRequest): Promise<InterviewCriteria> {
  const companyId = companyOf(auth);
  await deps.entitlements?.requireActive(companyId);
  const company = await deps.companyContext.find(companyId);
  let job: JobInput;
  let stored: JobPositionRow | undefined;
  if (input.job_position_id) {
    stored = await findJobPosition(deps.db, companyId, input.job_position_id);
    if (!stored) throw positionNotFound();
    job = toJobInput(stored, company);
  } else {
    job = {
      title: input.title!,
      job_description: input.job_description!,
      requirements: input.requirements,
      experience_level: input.experience_level,
      required_skills: input.required_skills ?? null,
      company: company ? { name: company.name, industry: company.industry, size: company.size, description: company.description } : null,
    };
  }
  const { data, provenance } = await deps.ai.generateGoals(job);
  const total = data.goals.reduce((sum, g) => sum + g.importance, 0) || 1;
  const criteria: InterviewCriteria = {
    criteria: data.goals.map((g) => ({
      name: g.text,
      description: g.description,
      category: g.category,
      importance: g.importance,
      importance_label: GOAL_IMPORTANCE_LABELS[g.importance as keyof typeof GOAL_IMPORTANCE_LABELS],
      weight: Math.round((g.importance / total) * 1000) / 1000,
      skills: g.skills,
    })),
    generated_at: new Date().toISOString(),
    provenance,
  };
  if (stored) await updateJobPosition(deps.db, companyId, stored.id, { interviewCriteria: criteria });
  return criteria;
}

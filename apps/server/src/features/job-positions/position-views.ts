import { DEFAULT_INTERVIEW_LANGUAGE, isInterviewLanguage } from '@hiring/shared/interview-language';
import type { CompanyContext } from '@hiring/shared/company';
import type { EngineProvenance, GeneratedGoal, JobInput } from '@hiring/shared/ai';
import {
  canProceed,
  type JobGoal,
  type JobPosition,
  type JobPositionSummary,
  type JobWorkflow,
  jobStatusLabel,
  stagePermissionsOf,
  transitionOptions,
  workflowStageOf,
  nextStepsOf,
  type RequirementFacts,
  type StatusHistoryEntry,
} from '@hiring/shared/job-positions';
import type { JobPositionSummaryRow } from './position-page.repository.ts';
import type { HistoryWithUser, PositionParts, QuestionCounts } from './position-parts.repository.ts';
import type { NewJobGoal } from './position-rows.repository.ts';
import type { JobGoalRow, JobPositionRow } from './job-positions.table.ts';

/** A position's rows as the API and the AI engine read them. */

const iso = (d: Date) => d.toISOString();

export function toSummary(row: JobPositionSummaryRow | (JobPositionRow & { goalsCount: number })): JobPositionSummary {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    status: row.status,
    status_label: jobStatusLabel(row.status),
    workflow_state: row.status,
    required_skills: row.requiredSkills,
    experience_level: row.experienceLevel,
    employment_type: row.employmentType,
    work_location: row.workLocation,
    location: row.workLocation,
    salary_range: row.salaryRange,
    interview_count: row.interviewCount,
    goals_count: row.goalsCount,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * The stored rows of a set of goals the engine wrote, in its order: selected, not yet confirmed;
 * a custom goal is credited to the person who asked for the set.
 */
export function goalRows(
  jobPositionId: string,
  goals: GeneratedGoal[],
  { provenance, requestedBy }: { provenance: EngineProvenance; requestedBy: string | null },
): NewJobGoal[] {
  return goals.map((g, i) => ({
    jobPositionId,
    text: g.text,
    description: g.description,
    category: g.source === 'custom' ? 'custom' : g.category,
    importance: g.importance,
    priorityOrder: i + 1,
    hiringStrategy: g.hiring_strategy,
    selected: true,
    confirmed: false,
    createdBy: g.source === 'custom' ? requestedBy : null,
    reason: g.reason,
    source: g.source,
    presetId: g.preset_id ?? null,
    skills: g.skills,
    sources: g.sources ?? [],
    provenance,
  }));
}

export function toGoal(row: JobGoalRow): JobGoal {
  return {
    id: row.id,
    text: row.text,
    title: row.text,
    description: row.description,
    category: row.category,
    importance: row.importance,
    priority_order: row.priorityOrder,
    hiring_strategy: (row.hiringStrategy as JobGoal['hiring_strategy']) ?? null,
    selected: row.selected,
    confirmed: row.confirmed,
    created_by: row.createdBy,
    reason: row.reason,
    source: row.source as JobGoal['source'],
    preset_id: row.presetId,
    skills: row.skills,
    sources: row.sources,
    provenance: row.provenance ?? null,
    created_at: iso(row.createdAt),
  };
}

export function toHistory(row: HistoryWithUser): StatusHistoryEntry {
  return {
    id: row.id,
    from_status: row.fromStatus,
    from_label: row.fromStatus ? jobStatusLabel(row.fromStatus) : null,
    to_status: row.toStatus,
    to_label: jobStatusLabel(row.toStatus),
    changed_by: row.user ? { id: row.user.id, name: `${row.user.firstName} ${row.user.lastName}`.trim(), email: row.user.email } : null,
    reason: row.reason,
    changed_at: iso(row.createdAt),
  };
}

/** What the transition rules check of a position: its goals and its current set's questions. */
export function factsOf(goalsCount: number, questions: QuestionCounts): RequirementFacts {
  return { goals_count: goalsCount, questions_count: questions.total, finalized_questions_count: questions.finalized };
}

/** The job as the AI engine reads it, with the company context that tailors its output. */
export function toJobInput(
  job: Pick<
    JobPositionRow,
    | 'title'
    | 'department'
    | 'jobDescription'
    | 'requirements'
    | 'responsibilities'
    | 'requiredSkills'
    | 'experienceLevel'
    | 'experienceRequired'
    | 'employmentType'
    | 'culturalAttributes'
    | 'benefits'
    | 'reportingTo'
    | 'teamSize'
  >,
  company: CompanyContext | null,
): JobInput {
  return {
    title: job.title,
    department: job.department,
    job_description: job.jobDescription,
    requirements: job.requirements,
    responsibilities: job.responsibilities,
    required_skills: job.requiredSkills,
    experience_level: job.experienceLevel,
    experience_required: job.experienceRequired,
    employment_type: job.employmentType,
    cultural_attributes: job.culturalAttributes,
    benefits: job.benefits,
    reporting_to: job.reportingTo,
    team_size: job.teamSize,
    company: company ? { name: company.name, industry: company.industry, size: company.size, description: company.description } : null,
  };
}

/** The position as the API shows it, from its row and its parts. */
export function toDetail(row: JobPositionRow, { goals, history, questions }: PositionParts): JobPosition {
  const facts = factsOf(goals.length, questions);
  return {
    ...toSummary({ ...row, goalsCount: goals.length }),
    job_description: row.jobDescription,
    requirements: row.requirements,
    responsibilities: row.responsibilities,
    next_steps: [...nextStepsOf(row.status)],
    can_proceed: canProceed(row.status, facts),
    evaluation_goals: {
      goals: goals.map(toGoal),
      confirmed: row.goalsConfirmed,
      coverage_analysis: null,
      goals_count: goals.length,
      questions_count: questions.total,
      version: row.goalsVersion,
    },
    cultural_attributes: row.culturalAttributes,
    benefits: row.benefits,
    reporting_to: row.reportingTo,
    team_size: row.teamSize,
    remote_work_allowed: row.remoteWorkAllowed,
    travel_required: row.travelRequired,
    security_clearance_required: row.securityClearanceRequired,
    experience_required: row.experienceRequired,
    max_responses: row.maxResponses,
    interview_language: isInterviewLanguage(row.interviewLanguage) ? row.interviewLanguage : DEFAULT_INTERVIEW_LANGUAGE,
    ai_analysis: row.aiAnalysis ?? null,
    interviewCriteria: row.interviewCriteria ?? null,
    failure_reason: row.failureReason,
    status_history: history.map(toHistory),
  };
}

/** The workflow of a position (its stage, next steps, transitions and history), from its row and its parts. */
export function toWorkflow(row: JobPositionRow, { goals, history, questions }: PositionParts): JobWorkflow {
  const facts = factsOf(goals.length, questions);
  const stage = workflowStageOf(row.status);
  return {
    job_position_id: row.id,
    status: row.status,
    workflow_state: row.status,
    label: jobStatusLabel(row.status),
    stage: { value: stage.value, label: stage.label },
    next_steps: [...nextStepsOf(row.status)],
    can_proceed: canProceed(row.status, facts),
    permissions: stagePermissionsOf(row.status),
    transitions: transitionOptions(row.status, facts),
    requirements: facts,
    history: history.map(toHistory),
  };
}

import {
  type JobGoal,
  type JobPosition,
  type JobPositionSummary,
  type JobWorkflow,
  jobStatusLabel,
  nextStepsOf,
  transitionOptions,
  workflowStageOf,
} from '@hiring/shared/job-positions';

export function makeSummary(overrides: Partial<JobPositionSummary> = {}): JobPositionSummary {
  const status = overrides.status ?? 'draft';
  return {
    id: 'job-1',
    title: 'Backend Engineer',
    department: 'Engineering',
    status,
    status_label: jobStatusLabel(status),
    workflow_state: status,
    required_skills: ['TypeScript'],
    experience_level: 'mid',
    employment_type: 'full-time',
    work_location: 'remote',
    location: 'remote',
    salary_range: null,
    interview_count: 0,
    goals_count: 3,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

export function makeGoal(n: number, overrides: Partial<JobGoal> = {}): JobGoal {
  return {
    id: `goal-${n}`,
    text: `Goal number ${n}`,
    title: `Goal number ${n}`,
    description: `Why goal ${n} matters`,
    category: 'technical',
    importance: 3,
    priority_order: n,
    hiring_strategy: null,
    selected: true,
    confirmed: false,
    created_by: null,
    reason: null,
    source: 'generated',
    preset_id: null,
    skills: [],
    sources: [],
    provenance: null,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeJob(overrides: Partial<JobPosition> = {}): JobPosition {
  const status = overrides.status ?? 'draft';
  const goals = overrides.evaluation_goals?.goals ?? [makeGoal(1), makeGoal(2)];
  return {
    ...makeSummary({ status }),
    job_description: 'Build and run our APIs.',
    requirements: 'Five years of Node. Strong SQL. Good writing.',
    responsibilities: 'Own services end to end.',
    next_steps: [...nextStepsOf(status)],
    can_proceed: true,
    evaluation_goals: { goals, confirmed: false, coverage_analysis: null, goals_count: goals.length, questions_count: 0, version: 1 },
    cultural_attributes: [],
    benefits: null,
    reporting_to: null,
    team_size: null,
    remote_work_allowed: true,
    travel_required: false,
    security_clearance_required: false,
    experience_required: null,
    max_responses: 50,
    interview_language: 'en',
    ai_analysis: null,
    interviewCriteria: null,
    failure_reason: null,
    status_history: [],
    ...overrides,
  };
}

/** The workflow the server would answer for a status and requirement facts (the shared rules). */
export function makeWorkflow(status: string, facts = { goals_count: 2, questions_count: 0, finalized_questions_count: 0 }): JobWorkflow {
  const stage = workflowStageOf(status);
  const transitions = transitionOptions(status, facts);
  return {
    job_position_id: 'job-1',
    status,
    workflow_state: status,
    label: jobStatusLabel(status),
    stage: { value: stage.value, label: stage.label },
    next_steps: [...nextStepsOf(status)],
    can_proceed: transitions.some((t) => t.allowed),
    permissions: { ...stage.permissions },
    transitions,
    requirements: facts,
    history: [],
  };
}

export function pageOf(items: JobPositionSummary[], overrides: Partial<{ page: number; total_pages: number; total_count: number }> = {}) {
  return { items, page: 1, page_size: 10, total_count: items.length, total_pages: 1, search: null, ...overrides };
}

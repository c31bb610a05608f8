import { describe, expect, it } from 'vitest';
import {
  addChip,
  allowedTransitions,
  buildAppConstants,
  canProceed,
  cannotTransitionMessage,
  checkTransitionRequirements,
  createJobPositionSchema,
  DEFAULT_JOB_STATUS,
  DETAIL_PREVIEW,
  QUESTION_FETCH_STATUSES,
  QUESTION_MANAGER_STATUSES,
  QUESTION_SIDEBAR_STATUSES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  editJobFormSchema,
  groupJobsByWorkflowState,
  ACTION_DRIVEN_STATUSES,
  isActionDrivenStatus,
  isIrreversibleTransition,
  isSystemDrivenStatus,
  nextWorkflowAction,
  WORKFLOW_ACTION_HINTS,
  SYSTEM_DRIVEN_STATUSES,
  systemDrivenRefusal,
  userTransitionTargets,
  ACTIVE_TAB_STATUSES,
  AI_ANALYSIS_MAX_BYTES,
  AI_ANALYSIS_MAX_DEPTH,
  JOB_CREATE_DEFAULTS,
  JOB_MESSAGES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type JobStatus,
  jobListGroupOf,
  jobStatusBadgeColour,
  keyRequirementsOf,
  listJobPositionsQuerySchema,
  parseSkillsList,
  stagePermissionsOf,
  transitionOptions,
  truncateText,
  updateJobPositionSchema,
  validateTransition,
  WORK_LOCATIONS,
  workflowStageOf,
} from './job-positions.ts';

const noFacts = { goals_count: 0, questions_count: 0, finalized_questions_count: 0 };
const ready = { goals_count: 3, questions_count: 5, finalized_questions_count: 5 };

describe('job statuses and labels (spec 02 §4)', () => {
  it('has the 17 statuses with their labels, draft by default', () => {
    expect(JOB_STATUSES).toHaveLength(17);
    expect(JOB_STATUS_LABELS).toMatchObject({
      new: 'New Position',
      pending: 'Creating...',
      draft: 'Draft - Review Goals',
      generating_questions: 'Generating Questions...',
      active: 'Active - Ready for Interviews',
      interviewing: 'Interviewing Candidates',
      interviews_closed: 'Interviews Completed',
      hired: 'Position Filled',
      closed: 'Position Closed',
      failed: 'Failed - Needs Attention',
      questions_generation_failed: 'Question Generation Failed',
    });
    expect(DEFAULT_JOB_STATUS).toBe('draft');
  });
});

describe('list grouping by workflow state (spec 02 §4)', () => {
  it.each([
    ['new', 'Setup & Planning'],
    ['pending', 'Setup & Planning'],
    ['draft', 'Setup & Planning'],
    ['goals_confirmed', 'Preparation'],
    ['generating_questions', 'Preparation'],
    ['questions_ready', 'Preparation'],
    ['active', 'Active Hiring'],
    ['interviewing', 'Active Hiring'],
    ['on_hold', 'Active Hiring'],
    ['interviews_closed', 'Completed'],
    ['hired', 'Completed'],
    ['closed', 'Completed'],
    ['failed', 'Needs Attention'],
    ['questions_generation_failed', 'Needs Attention'],
    ['inactive', 'Inactive'],
    ['archived', 'Inactive'],
    ['deactivated', 'Inactive'],
    [null, 'Setup Required'],
    ['', 'Setup Required'],
    ['published', 'Setup Required'],
  ])('puts %s in %s', (state, label) => {
    expect(jobListGroupOf(state).label).toBe(label);
  });

  it('groups in table order, Setup Required last, and leaves empty groups out', () => {
    const jobs = [
      { id: 1, workflow_state: 'interviewing' },
      { id: 2, workflow_state: 'mystery' },
      { id: 3, workflow_state: 'draft' },
      { id: 4, workflow_state: 'active' },
    ];
    const groups = groupJobsByWorkflowState(jobs);
    expect(groups.map((g) => [g.label, g.jobs.map((j) => j.id)])).toEqual([
      ['Setup & Planning', [3]],
      ['Active Hiring', [1, 4]],
      ['Setup Required', [2]],
    ]);
  });

  it('counts status active or published for the Active tab, and the list filter accepts both', () => {
    expect([...ACTIVE_TAB_STATUSES]).toEqual(['active', 'published']);
    expect(listJobPositionsQuerySchema.parse({ status: ACTIVE_TAB_STATUSES.join(',') }).status).toEqual(['active', 'published']);
    expect(listJobPositionsQuerySchema.safeParse({ status: 'publish' }).success).toBe(false);
    expect(listJobPositionsQuerySchema.safeParse({ workflow_state: 'published' }).success).toBe(false);
  });
});

describe('badge colours (spec 02 §4)', () => {
  const table: [string, string[]][] = [
    ['gray', ['new', 'closed', 'inactive', 'archived', 'deactivated']],
    ['yellow', ['pending', 'generating_questions', 'on_hold']],
    ['blue', ['draft', 'questions_ready']],
    ['green', ['goals_confirmed', 'interviews_closed', 'hired']],
    ['indigo', ['active']],
    ['purple', ['interviewing']],
    ['red', ['failed', 'questions_generation_failed']],
  ];
  it.each(table)('%s for %j', (colour, statuses) => {
    for (const s of statuses) expect(jobStatusBadgeColour(s)).toBe(colour);
  });
  it('covers every status once and shows unknown ones gray', () => {
    expect(table.flatMap(([, s]) => s).sort()).toEqual([...JOB_STATUSES].sort());
    expect(jobStatusBadgeColour('published')).toBe('gray');
    expect(jobStatusBadgeColour(undefined)).toBe('gray');
  });
});

describe('allowed transitions (spec 02 §4)', () => {
  const table: [JobStatus, JobStatus[]][] = [
    ['new', ['pending', 'draft']],
    ['pending', ['draft', 'failed']],
    ['draft', ['goals_confirmed', 'new', 'archived']],
    ['goals_confirmed', ['generating_questions', 'draft', 'archived']],
    ['generating_questions', ['questions_ready', 'questions_generation_failed']],
    ['questions_ready', ['active', 'generating_questions', 'archived']],
    ['active', ['interviewing', 'on_hold', 'questions_ready', 'closed']],
    ['interviewing', ['interviews_closed', 'on_hold', 'active']],
    ['on_hold', ['active', 'interviewing', 'closed']],
    ['interviews_closed', ['hired', 'closed', 'interviewing']],
    ['hired', ['archived']],
    ['closed', ['archived']],
    ['failed', ['draft', 'archived']],
    ['questions_generation_failed', ['generating_questions', 'archived']],
    ['inactive', ['archived']],
    ['deactivated', ['archived']],
    ['archived', []],
  ];
  it.each(table)('from %s allows exactly %j', (from, to) => {
    expect(allowedTransitions(from)).toEqual(to);
    for (const target of JOB_STATUSES) {
      const verdict = validateTransition(from, target, ready);
      const byHand = to.includes(target) && !isSystemDrivenStatus(from) && !isSystemDrivenStatus(target) && !isActionDrivenStatus(target);
      expect(verdict.ok).toBe(byHand);
      expect(userTransitionTargets(from).includes(target)).toBe(byHand);
    }
  });
  it('covers every status and allows nothing from an unknown one', () => {
    expect(table.map(([from]) => from).sort()).toEqual([...JOB_STATUSES].sort());
    expect(allowedTransitions('published')).toEqual([]);
  });
  it("refuses with 'Cannot transition to {label}: {message}'", () => {
    expect(cannotTransitionMessage('active', 'Requirements not met for this status.')).toBe(
      'Cannot transition to Active - Ready for Interviews: Requirements not met for this status.',
    );
    expect(validateTransition('archived', 'draft', ready)).toEqual({
      ok: false,
      message: `Cannot transition to Draft - Review Goals: ${JOB_MESSAGES.transitionNotAllowed}`,
    });
  });
});

describe('system-driven statuses', () => {
  it('are pending and generating_questions', () => {
    expect([...SYSTEM_DRIVEN_STATUSES]).toEqual(['pending', 'generating_questions']);
  });

  it.each([
    ['new', 'pending', JOB_MESSAGES.systemDrivenTarget],
    ['goals_confirmed', 'generating_questions', JOB_MESSAGES.systemDrivenTarget],
    ['questions_ready', 'generating_questions', JOB_MESSAGES.systemDrivenTarget],
    ['questions_generation_failed', 'generating_questions', JOB_MESSAGES.systemDrivenTarget],
    ['pending', 'draft', JOB_MESSAGES.pendingEdit],
    ['pending', 'failed', JOB_MESSAGES.pendingEdit],
    ['generating_questions', 'questions_ready', JOB_MESSAGES.generatingQuestions],
    ['generating_questions', 'questions_generation_failed', JOB_MESSAGES.generatingQuestions],
  ] as const)('refuses a person the move %s -> %s', (from, to, message) => {
    expect(validateTransition(from, to, ready)).toEqual({ ok: false, message: cannotTransitionMessage(to, message) });
    expect(systemDrivenRefusal(from, to)?.message).toBe(message);
  });

  it('shows system-driven moves as not allowed, with why and what happens instead', () => {
    expect(transitionOptions('new', noFacts)).toEqual([
      {
        status: 'pending',
        label: 'Creating...',
        allowed: false,
        message: JOB_MESSAGES.systemDrivenTarget,
        hint: JOB_MESSAGES.pendingTargetHint,
      },
      { status: 'draft', label: 'Draft - Review Goals', allowed: true, message: null, hint: null },
    ]);
    expect(transitionOptions('pending', ready).map((o) => [o.status, o.allowed, o.message, o.hint])).toEqual([
      ['draft', false, JOB_MESSAGES.pendingEdit, JOB_MESSAGES.pendingHint],
      ['failed', false, JOB_MESSAGES.pendingEdit, JOB_MESSAGES.pendingHint],
    ]);
    expect(transitionOptions('goals_confirmed', ready).map((o) => [o.status, o.allowed])).toEqual([
      ['generating_questions', false],
      ['draft', true],
      ['archived', true],
    ]);
    expect(userTransitionTargets('pending')).toEqual([]);
    expect(userTransitionTargets('new')).toEqual(['draft']);
  });
});

describe('action-driven statuses', () => {
  it('are goals_confirmed, generating_questions and questions_ready', () => {
    expect([...ACTION_DRIVEN_STATUSES]).toEqual(['goals_confirmed', 'generating_questions', 'questions_ready']);
  });

  it.each([
    ['draft', 'goals_confirmed'],
    ['active', 'questions_ready'],
  ] as const)('refuses a person the move %s -> %s even with every requirement met', (from, to) => {
    expect(validateTransition(from, to, ready)).toEqual({
      ok: false,
      message: cannotTransitionMessage(to, JOB_MESSAGES.actionDrivenTarget),
    });
    expect(userTransitionTargets(from)).not.toContain(to);
  });

  it('is never a target a person may choose, from any status', () => {
    for (const from of JOB_STATUSES) {
      for (const to of ACTION_DRIVEN_STATUSES) expect(userTransitionTargets(from)).not.toContain(to);
    }
  });

  it('names the next step a person takes, and its screen, where the position waits for one', () => {
    expect(nextWorkflowAction('draft')).toEqual({ hint: WORKFLOW_ACTION_HINTS.goals_confirmed, screen: 'goals' });
    expect(nextWorkflowAction('goals_confirmed')?.screen).toBe('questions');
    expect(nextWorkflowAction('questions_ready')).toEqual({
      hint: 'Review and finalize the interview questions, then move the position to Active.',
      screen: 'questions',
    });
    expect(nextWorkflowAction('questions_generation_failed')?.screen).toBe('questions');
    expect(nextWorkflowAction('active')).toEqual({ hint: 'Create interview links and send them to candidates.', screen: 'links' });
    // The system moves these on, or the card's own buttons are the next step.
    expect(nextWorkflowAction('pending')).toBeNull();
    expect(nextWorkflowAction('generating_questions')).toBeNull();
    expect(nextWorkflowAction('interviewing')).toBeNull();
    expect(nextWorkflowAction('unknown')).toBeNull();
  });

  it('leaves no status without a way on: a move a person may make, or the system at work', () => {
    for (const status of JOB_STATUSES) {
      if (status === 'archived') continue;
      expect(userTransitionTargets(status).length > 0 || isSystemDrivenStatus(status), status).toBe(true);
    }
  });
});

describe('requirement checks before a transition (spec 02 §4)', () => {
  it.each([
    // target, facts, ok
    ['requirements_defined', noFacts, false],
    ['requirements_defined', { ...noFacts, goals_count: 1 }, true],
    ['goals_confirmed', noFacts, false],
    ['goals_confirmed', { ...noFacts, goals_count: 1 }, true],
    ['questions_generated', noFacts, false],
    ['generating_questions', noFacts, false],
    ['generating_questions', { ...noFacts, goals_count: 2 }, true],
    ['questions_finalized', noFacts, false],
    ['questions_finalized', { goals_count: 0, questions_count: 3, finalized_questions_count: 2 }, false],
    ['questions_finalized', { goals_count: 0, questions_count: 3, finalized_questions_count: 3 }, true],
    ['ready_for_interviews', { goals_count: 0, questions_count: 3, finalized_questions_count: 3 }, false],
    ['ready_for_interviews', { goals_count: 1, questions_count: 3, finalized_questions_count: 2 }, false],
    ['ready_for_interviews', ready, true],
    ['active', { goals_count: 1, questions_count: 0, finalized_questions_count: 0 }, false],
    ['active', ready, true],
    ['draft', noFacts, true],
    ['archived', noFacts, true],
    ['interviewing', noFacts, true],
  ] as const)('%s with %j: ok=%s', (target, facts, ok) => {
    const result = checkTransitionRequirements(target, facts);
    expect(result.ok).toBe(ok);
    expect(result.message).toBe(ok ? null : 'Requirements not met for this status.');
  });

  it('offers only the table targets, the blocked ones with the warning', () => {
    expect(transitionOptions('active', { ...ready, questions_count: 0 })).toEqual([
      { status: 'interviewing', label: 'Interviewing Candidates', allowed: true, message: null, hint: null },
      { status: 'on_hold', label: 'On Hold', allowed: true, message: null, hint: null },
      {
        status: 'questions_ready',
        label: 'Questions Ready',
        allowed: false,
        message: JOB_MESSAGES.actionDrivenTarget,
        hint: WORKFLOW_ACTION_HINTS.questions_ready,
      },
      { status: 'closed', label: 'Position Closed', allowed: true, message: null, hint: null },
    ]);
    expect(validateTransition('questions_ready', 'active', { ...ready, finalized_questions_count: 0 })).toEqual({
      ok: false,
      message: 'Cannot transition to Active - Ready for Interviews: Requirements not met for this status.',
    });
  });
});

describe('stage permissions (spec 02 §4)', () => {
  it.each([
    ['preparation', ['new', 'pending', 'draft', 'goals_confirmed'], [true, false, false, true]],
    ['question_development', ['generating_questions', 'questions_ready'], [true, true, false, true]],
    ['interview_ready', ['active'], [false, true, true, true]],
    ['interview_execution', ['interviewing', 'on_hold', 'interviews_closed'], [false, false, true, true]],
    [
      'completion',
      ['hired', 'closed', 'failed', 'questions_generation_failed', 'inactive', 'archived', 'deactivated'],
      [false, false, false, false],
    ],
  ] as const)('%s: %j -> edit goals, edit questions, ready, transition = %j', (stage, statuses, flags) => {
    for (const status of statuses) {
      expect(workflowStageOf(status).value).toBe(stage);
      expect(stagePermissionsOf(status)).toEqual({
        can_edit_goals: flags[0],
        can_edit_questions: flags[1],
        ready_for_interviews: flags[2],
        can_transition: flags[3],
      });
    }
  });

  it('can proceed only when the stage allows it, the engine is idle and the forward step is met', () => {
    expect(canProceed('draft', noFacts)).toBe(false);
    expect(canProceed('draft', { ...noFacts, goals_count: 1 })).toBe(true);
    expect(canProceed('pending', ready)).toBe(false);
    expect(canProceed('generating_questions', ready)).toBe(false);
    expect(canProceed('questions_ready', { goals_count: 1, questions_count: 2, finalized_questions_count: 1 })).toBe(false);
    expect(canProceed('questions_ready', ready)).toBe(true);
    expect(canProceed('hired', ready)).toBe(false);
    expect(canProceed('archived', ready)).toBe(false);
  });
});

describe('form option lists and create defaults (spec 02 §3, §9)', () => {
  it('has the fallback lists of §9', () => {
    expect(EXPERIENCE_LEVELS.map((o) => o.value)).toEqual(['entry', 'mid', 'senior', 'lead', 'executive']);
    expect(EMPLOYMENT_TYPES.map((o) => o.value)).toEqual(['full-time', 'part-time', 'contract', 'internship']);
    expect(WORK_LOCATIONS.map((o) => o.value)).toEqual(['remote', 'hybrid', 'onsite']);
  });

  it('fills the create defaults: entry, full-time, remote, remote allowed, no travel or clearance, draft, General, 50', () => {
    const parsed = createJobPositionSchema.parse({
      title: 'Backend Engineer',
      job_description: 'Build and run our APIs.',
      requirements: 'Five years of Node.js. PostgreSQL.',
      required_skills: ['Node.js'],
    });
    expect(parsed).toMatchObject({
      experience_level: 'entry',
      employment_type: 'full-time',
      work_location: 'remote',
      remote_work_allowed: true,
      travel_required: false,
      security_clearance_required: false,
      status: 'draft',
      department: 'General',
      max_responses: 50,
    });
    expect(JOB_CREATE_DEFAULTS.status).toBe('draft');
  });

  it('gives the wizard messages for missing fields', () => {
    const result = createJobPositionSchema.safeParse({ required_skills: [' ', ''] });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      title: 'Job title is required',
      job_description: 'Job description is required',
      requirements: 'Requirements are required',
      required_skills: 'At least one skill is required',
    });
  });

  it('keeps the job form minimums: title 3, description 10, requirements 10, department 2', () => {
    const result = createJobPositionSchema.safeParse({
      title: 'ab',
      job_description: 'short',
      requirements: 'short',
      department: 'x',
      required_skills: ['Go'],
    });
    const messages = (result.error?.issues ?? []).map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Job title must be at least 3 characters',
        'Job description must be at least 10 characters',
        'Requirements must be at least 10 characters',
        'Department must be at least 2 characters',
      ]),
    );
  });

  it('requires title, department, description, skills and status in the edit form', () => {
    const result = editJobFormSchema.safeParse({
      title: '',
      department: '',
      job_description: '',
      required_skills: ' , ',
      status: '',
      interview_language: 'en',
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: 'Job title is required',
      department: 'Department is required',
      job_description: 'Job description is required',
      required_skills: 'At least one skill is required',
      status: 'Status is required',
    });
    expect(updateJobPositionSchema.safeParse({ status: 'published' }).success).toBe(false);
  });

  it('refuses the NUL character in every text field, since PostgreSQL cannot store it', () => {
    const base = { title: 'Engineer', job_description: 'Build things well.', requirements: 'Five years of Go.', required_skills: ['Go'] };
    const nul = 'a\u0000b';
    for (const body of [
      { ...base, title: `Eng${nul}` },
      { ...base, department: nul },
      { ...base, salary_range: nul },
      { ...base, required_skills: [nul] },
      { ...base, cultural_attributes: [nul] },
      { ...base, custom_goals: [nul] },
      { ...base, ai_analysis: { a: nul } },
      { ...base, ai_analysis: { [nul]: 1 } },
      { ...base, ai_analysis: { list: [{ deep: nul }] } },
    ]) {
      const result = createJobPositionSchema.safeParse(body);
      expect(result.error?.issues.map((i) => i.message)).toEqual([JOB_MESSAGES.nulCharacter]);
    }
    expect(updateJobPositionSchema.safeParse({ title: nul }).error?.issues[0]?.message).toBe(JOB_MESSAGES.nulCharacter);
    expect(createJobPositionSchema.safeParse({ ...base, title: 'Eng\\u0000' }).success).toBe(true);
  });

  it('caps ai_analysis at 20 KB serialised and 8 levels deep', () => {
    expect(AI_ANALYSIS_MAX_BYTES).toBe(20_000);
    expect(AI_ANALYSIS_MAX_DEPTH).toBe(8);
    const fits = { text: 'x'.repeat(AI_ANALYSIS_MAX_BYTES - 20) };
    expect(updateJobPositionSchema.safeParse({ ai_analysis: fits }).success).toBe(true);
    const big = { text: 'x'.repeat(AI_ANALYSIS_MAX_BYTES) };
    expect(updateJobPositionSchema.safeParse({ ai_analysis: big }).error?.issues[0]?.message).toBe(JOB_MESSAGES.aiAnalysisTooLarge);
    const nest = (levels: number): Record<string, unknown> => (levels <= 1 ? { leaf: 1 } : { a: nest(levels - 1) });
    expect(updateJobPositionSchema.safeParse({ ai_analysis: nest(AI_ANALYSIS_MAX_DEPTH) }).success).toBe(true);
    expect(updateJobPositionSchema.safeParse({ ai_analysis: nest(AI_ANALYSIS_MAX_DEPTH + 1) }).error?.issues[0]?.message).toBe(
      JOB_MESSAGES.aiAnalysisTooDeep,
    );
  });

  it('ignores blank and duplicate chips', () => {
    expect(addChip(['React'], '  ')).toEqual(['React']);
    expect(addChip(['React'], 'react')).toEqual(['React']);
    expect(addChip(['React'], ' Go ')).toEqual(['React', 'Go']);
    expect(parseSkillsList('React, go,,React , Go')).toEqual(['React', 'go']);
  });

  it('parses list filters and pages at 10', () => {
    expect(listJobPositionsQuerySchema.parse({})).toEqual({ page: 1, page_size: 10, search: undefined, status: [], workflow_state: [] });
    expect(listJobPositionsQuerySchema.parse({ status: 'active,on_hold' }).status).toEqual(['active', 'on_hold']);
    expect(listJobPositionsQuerySchema.safeParse({ status: 'bogus' }).success).toBe(false);
  });
});

describe('detail previews and analysis (spec 02 §2.1, §9)', () => {
  it('cuts follow-ups at 60 and intent at 40 characters', () => {
    expect(DETAIL_PREVIEW).toEqual({
      goals: 3,
      sidebarQuestions: 2,
      mainQuestions: 4,
      followUpsPerQuestion: 2,
      followUpChars: 60,
      intentChars: 40,
    });
    expect(truncateText('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}...`);
    expect(truncateText('a'.repeat(60), 60)).toBe('a'.repeat(60));
  });
  it('reads the questions on the job detail for generating_questions, questions_ready, active, interviewing, interviews_closed, hired and closed', () => {
    expect(QUESTION_FETCH_STATUSES).toEqual([
      'generating_questions',
      'questions_ready',
      'active',
      'interviewing',
      'interviews_closed',
      'hired',
      'closed',
    ]);
    expect(QUESTION_MANAGER_STATUSES).toEqual(['questions_ready', 'active']);
    expect(QUESTION_SIDEBAR_STATUSES).toEqual(['interviewing', 'interviews_closed']);
  });
  it('takes the first 3 sentences of the requirements, split on full stops', () => {
    expect(keyRequirementsOf('One. Two. Three. Four.')).toEqual(['One', 'Two', 'Three']);
    expect(keyRequirementsOf(null)).toEqual([]);
    expect(keyRequirementsOf('Five years of Node.js. Strong SQL.\nOn call. Writing.')).toEqual([
      'Five years of Node.js',
      'Strong SQL',
      'On call',
    ]);
  });
});

describe('constants response', () => {
  it('is built from the same tables the client falls back to', () => {
    const c = buildAppConstants();
    expect(c.job_statuses.map((s) => s.value)).toEqual([...JOB_STATUSES]);
    expect(c.job_statuses.find((s) => s.value === 'active')).toEqual({
      value: 'active',
      label: 'Active - Ready for Interviews',
      colour: 'indigo',
      group: 'Active Hiring',
    });
    expect(c.job_status_transitions.find((t) => t.value === 'draft')?.to).toEqual(['goals_confirmed', 'new', 'archived']);
    expect(c.job_workflow_stages.map((s) => s.value)).toEqual([
      'preparation',
      'question_development',
      'interview_ready',
      'interview_execution',
      'completion',
    ]);
    expect(c.experience_levels).toEqual(EXPERIENCE_LEVELS);
  });
});

describe('job messages (spec 02 §2.1, §4, §5, §8)', () => {
  it.each([
    ['requirementsNotMet', 'Requirements not met for this status.'],
    ['loginRequired', 'Please log in to view job listings'],
    ['noJobs', 'No Job Listings Yet'],
    ['noActiveJobs', 'No Active Job Listings'],
    ['viewAllJobs', 'View All Jobs'],
    ['errorLoading', 'Error Loading Job Listings'],
    ['noData', 'No data available'],
    ['listingNotFound', 'Job listing not found'],
    ['analyzing', 'Analyzing job description...'],
    ['continueToJobDetails', 'Continue to Job Details'],
    ['analyzeJobDescription', 'Analyze Job Description'],
    ['fixErrors', 'Please fix the following errors:'],
    ['wizardError', 'An error occurred while processing your request. Please try again.'],
    ['titleRequired', 'Job title is required'],
    ['descriptionRequired', 'Job description is required'],
    ['requirementsRequired', 'Requirements are required'],
    ['skillRequired', 'At least one skill is required'],
    ['customGoalRequired', 'Please enter goal text'],
  ] as const)('%s reads exactly as the spec says', (key, text) => {
    expect(JOB_MESSAGES[key]).toBe(text);
  });
});

describe('irreversible moves', () => {
  it.each([
    ['draft', 'archived', true],
    ['hired', 'archived', true],
    ['active', 'closed', true],
    ['interviews_closed', 'hired', true],
    ['draft', 'new', false],
    ['active', 'on_hold', false],
    ['interviewing', 'interviews_closed', false],
    ['failed', 'draft', false],
    ['failed', 'archived', true],
  ] as const)('%s -> %s is irreversible: %s', (from, to, irreversible) => {
    expect(isIrreversibleTransition(from, to)).toBe(irreversible);
  });
});

import type { JobPosition } from '@hiring/shared/job-positions';
import type { InterviewQuestion, QuestionHistoryEntry, QuestionsScreen } from '@hiring/shared/questions';

export function makeQuestion(n: number, overrides: Partial<InterviewQuestion> = {}): InterviewQuestion {
  const text = overrides.text ?? `Tell me about a time you did thing ${n}.`;
  return {
    id: `q-${n}`,
    text,
    question: text,
    status: 'draft',
    category: 'technical',
    question_type: 'behavioral',
    difficulty: 'mid',
    question_order: n,
    competency: `competency ${n}`,
    intent: `Find out how they handle thing ${n}`,
    purpose: `Probe thing ${n}`,
    expected_traits: ['Ownership', 'Clarity'],
    estimated_time: 5,
    ai_confidence: 82,
    authored_by: 'ai',
    followup_suggestions: [`What would you change about thing ${n}?`, 'Who else was involved?'],
    expected_response_guidelines: {
      strong: 'Specific, owned, measured.',
      adequate: 'Some specifics.',
      weak: 'Vague.',
      key_points: ['Names the problem'],
      rating_scale: [
        { score: 1, label: 'poor', description: 'No real example.' },
        { score: 2, label: 'weak', description: 'A thin example.' },
        { score: 3, label: 'adequate', description: 'A real example with some detail.' },
        { score: 4, label: 'good', description: 'A clear example with results.' },
        { score: 5, label: 'excellent', description: 'A precise example with measured results.' },
      ],
    },
    effectiveness: {
      relevance_score: 92,
      difficulty_score: 74,
      coverage_score: 55,
      relevance_reason: 'Asks about the job itself.',
      difficulty_reason: 'Needs real experience.',
      coverage_reason: 'One goal only.',
    },
    goal_connections: [
      {
        goal_id: `goal-${n}`,
        goal_text: `Goal number ${n}`,
        category: 'technical',
        importance: 8,
        weight: 0.85,
        reasoning: `Directly probes goal ${n}.`,
        connection_strength: 85,
      },
    ],
    skills: [],
    sources: [],
    version: 1,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeScreen(overrides: Partial<QuestionsScreen> = {}): QuestionsScreen {
  const status = overrides.status ?? 'questions_ready';
  const questions = overrides.questions ?? [makeQuestion(1), makeQuestion(2)];
  const finalized = overrides.finalized ?? false;
  return {
    job_position_id: 'job-1',
    status,
    workflow_state: status,
    next_steps: ['Review and finalize the interview questions', 'Activate the position for interviews'],
    can_proceed: finalized,
    can_edit_questions: ['questions_ready', 'active'].includes(status) && questions.length > 0,
    version: questions.length > 0 ? 1 : null,
    set_status: questions.length === 0 ? 'none' : finalized ? 'finalized' : 'draft',
    length_minutes: questions.length > 0 ? 45 : null,
    total_minutes: questions.reduce((sum, q) => sum + q.estimated_time, 0),
    finalized,
    finalized_at: finalized ? '2026-03-02T10:00:00.000Z' : null,
    generation: { status: questions.length > 0 ? 'draft' : 'idle', goals_done: 2, goals_total: 2, failure_reason: null },
    language: questions.length > 0 ? 'en' : null,
    translated_from_version: null,
    translation: {
      available: true,
      status: 'idle',
      language: null,
      from_version: null,
      version: null,
      questions_done: 0,
      questions_total: 0,
      failure_reason: null,
    },
    questions: finalized ? questions.map((q) => ({ ...q, status: 'finalized' as const })) : questions,
    goal_coverage: [],
    overall_metrics: {
      total_questions: questions.length,
      avg_connections_per_question: 1,
      goal_coverage_percentage: 100,
      total_evaluation_power: 1.7,
      question_distribution: { technical: questions.length },
      overall_quality: 81,
      difficulty_balance: { easy: 0, mid: questions.length, hard: 0, score: 38 },
      category_diversity: { categories: ['technical'], score: 100 },
      recommendations: ['Add at least one hard question to separate strong candidates.'],
    },
    ...overrides,
  };
}

/** The fields of a position the questions screen reads (its header). */
export function makeQuestionsJob(status = 'questions_ready'): JobPosition {
  return { id: 'job-1', title: 'Backend Engineer', department: 'Engineering', status, workflow_state: status } as JobPosition;
}

export function makeHistoryEntry(overrides: Partial<QuestionHistoryEntry> = {}): QuestionHistoryEntry {
  const after = overrides.question_text ?? 'Tell me about a time you did thing 1.';
  return {
    id: 'h-1',
    question_id: 'q-1',
    change_type: 'created',
    timestamp: '2026-03-01T10:00:00.000Z',
    created_at: '2026-03-01T10:00:00.000Z',
    changed_by: 'user-1',
    changed_by_name: 'Ada Lovelace',
    version: 1,
    revision: 1,
    description: 'Question created',
    question_text: after,
    content: after,
    changes: { text: { before: null, after }, order: null },
    category: 'technical',
    purpose: 'Probe thing 1',
    expected_traits: ['Ownership'],
    ...overrides,
  };
}

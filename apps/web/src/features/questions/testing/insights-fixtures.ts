import type { JobPosition } from '@hiring/shared/job-positions';
import type { InterviewQuestion, QuestionHistoryEntry, QuestionsScreen } from '@hiring/shared/questions';

export function makeQuestion(n: number, overrides: Partial<InterviewQuestion> = {}): InterviewQuestion {
  const text = overrides.text ?? `Question number ${n}: tell us about a system you designed?`;
  return {
    id: `q-${n}`,
    text,
    question: text,
    status: 'draft',
    category: 'technical',
    question_type: 'technical',
    difficulty: 'mid',
    question_order: n,
    competency: 'system design',
    intent: `Intent of question ${n}`,
    purpose: `Purpose of question ${n}`,
    expected_traits: ['clarity'],
    estimated_time: 5,
    ai_confidence: 80,
    authored_by: 'ai',
    followup_suggestions: [`Follow-up ${n}a`, `Follow-up ${n}b`, `Follow-up ${n}c`],
    expected_response_guidelines: {
      strong: 'Strong',
      adequate: 'Adequate',
      weak: 'Weak',
      key_points: ['a point'],
      rating_scale: [1, 2, 3, 4, 5].map((score) => ({ score, label: `Score ${score}`, description: `What a ${score} looks like` })),
    },
    effectiveness: {
      relevance_score: 80,
      difficulty_score: 60,
      coverage_score: 70,
      relevance_reason: 'r',
      difficulty_reason: 'd',
      coverage_reason: 'c',
    },
    goal_connections: [
      {
        goal_id: 'goal-1',
        goal_text: 'Designs reliable APIs',
        category: 'technical',
        importance: 8,
        weight: 0.8,
        reasoning: 'why',
        connection_strength: 80,
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
  const questions = overrides.questions ?? [1, 2, 3].map((n) => makeQuestion(n));
  return {
    job_position_id: 'job-1',
    status: 'questions_ready',
    workflow_state: 'questions_ready',
    next_steps: [],
    can_proceed: true,
    can_edit_questions: true,
    version: questions.length > 0 ? 1 : null,
    set_status: questions.length > 0 ? 'draft' : 'none',
    length_minutes: questions.length > 0 ? 45 : null,
    total_minutes: questions.reduce((sum, q) => sum + q.estimated_time, 0),
    finalized: false,
    finalized_at: null,
    generation: { status: questions.length > 0 ? 'draft' : 'idle', goals_done: 2, goals_total: 2, failure_reason: null },
    language: 'en',
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
    questions,
    goal_coverage: [
      { goal_id: 'goal-1', goal_text: 'Designs reliable APIs', category: 'technical', questions_count: 3, total_weight: 2.4 },
      { goal_id: 'goal-2', goal_text: 'Explains trade-offs to the team', category: 'interpersonal', questions_count: 0, total_weight: 0 },
    ],
    overall_metrics: {
      total_questions: questions.length,
      avg_connections_per_question: 1,
      goal_coverage_percentage: 50,
      total_evaluation_power: 2.4,
      question_distribution: { technical: questions.length },
      overall_quality: 72,
      difficulty_balance: { easy: 1, mid: 1, hard: 1, score: 85 },
      category_diversity: { categories: ['technical'], score: 50 },
      recommendations: ['Add a question for "Explains trade-offs to the team".'],
    },
    ...overrides,
  };
}

export function makeEntry(n: number, overrides: Partial<QuestionHistoryEntry> = {}): QuestionHistoryEntry {
  const after = overrides.question_text ?? `Question number ${n}?`;
  return {
    id: `h-${n}`,
    question_id: `q-${n}`,
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
    purpose: 'purpose',
    expected_traits: [],
    ...overrides,
  };
}

/** The position as the insights pages read it: only its title shows (in the header). */
export function makeJobHeader(title = 'Backend Engineer'): Pick<JobPosition, 'id' | 'title' | 'status'> {
  return { id: 'job-1', title, status: 'questions_ready' };
}

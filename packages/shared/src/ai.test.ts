import { describe, expect, it } from 'vitest';
import {
  answerScoreSchema,
  buildQuestionConnections,
  computeCoverageAnalysis,
  computeQuestionSetMetrics,
  COVERAGE_PER_EXTRA_GOAL,
  type GeneratedQuestion,
  GOAL_CATEGORIES,
  goalCoverageReason,
  GOAL_IMPORTANCE_LABELS,
  generatedGoalSchema,
  goalConnectionSchema,
  HIRING_STRATEGIES,
  jobInputSchema,
  mergeGoalConnections,
  PRESET_GOALS,
  responseGuidelinesSchema,
  weightBand,
  SUGGESTED_SKILLS_COUNT,
  SUGGESTED_SKILLS_MAX,
  suggestedSkills,
} from './ai.ts';

const q = (category: string, difficulty: string, links: [string | number, number][]) => ({
  category,
  difficulty,
  goal_connections: links.map(([goal_id, weight]) => ({ goal_id, weight })),
  effectiveness: { relevance_score: 80, coverage_score: 60 },
});

describe('AI shapes (spec 02 §3, §9)', () => {
  it('has the four goal categories and the four hiring strategies', () => {
    expect(GOAL_CATEGORIES).toEqual(['technical', 'interpersonal', 'personal', 'business']);
    expect(HIRING_STRATEGIES).toEqual(['specialist', 'generalist', 'teachable', 'none']);
  });

  it('offers 8 preset goals with ids 1 to 8, each with text and a category', () => {
    expect(PRESET_GOALS.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const p of PRESET_GOALS) {
      expect(p.text.length).toBeGreaterThan(0);
      expect(GOAL_CATEGORIES).toContain(p.category);
    }
  });

  it('labels importance 1 Low to 4 Critical and rejects 0 or 5 on a generated goal', () => {
    expect(GOAL_IMPORTANCE_LABELS).toEqual({ 1: 'Low', 2: 'Medium', 3: 'High', 4: 'Critical' });
    const goal = {
      text: 'Clear communication',
      description: 'Explains things simply.',
      category: 'interpersonal',
      importance: 4,
      hiring_strategy: 'none',
      priority_order: 1,
      reason: 'The role talks to customers daily.',
      source: 'preset',
    };
    expect(generatedGoalSchema.parse(goal).skills).toEqual([]);
    expect(generatedGoalSchema.safeParse({ ...goal, importance: 5 }).success).toBe(false);
    expect(generatedGoalSchema.safeParse({ ...goal, importance: 0 }).success).toBe(false);
  });

  it('bands connection weights at 0.7 (Strong) and 0.4 (Medium)', () => {
    expect(weightBand(0.7)).toBe('Strong');
    expect(weightBand(0.69)).toBe('Medium');
    expect(weightBand(0.4)).toBe('Medium');
    expect(weightBand(0.39)).toBe('Weak');
  });

  it('keeps connection weights within 0-1 and strength within 0-100', () => {
    const base = {
      goal_id: 1,
      goal_text: 'x',
      category: 'technical',
      importance: 10,
      weight: 0.5,
      reasoning: 'why',
      connection_strength: 50,
    };
    expect(goalConnectionSchema.safeParse(base).success).toBe(true);
    expect(goalConnectionSchema.safeParse({ ...base, weight: 1.1 }).success).toBe(false);
    expect(goalConnectionSchema.safeParse({ ...base, connection_strength: 101 }).success).toBe(false);
  });

  it('requires an anchored 1-5 rating scale in the response guidelines', () => {
    const anchors = [1, 2, 3, 4, 5].map((score) => ({ score, label: `L${score}`, description: 'd' }));
    const g = { strong: 's', adequate: 'a', weak: 'w', key_points: ['k'], rating_scale: anchors };
    expect(responseGuidelinesSchema.safeParse(g).success).toBe(true);
    expect(responseGuidelinesSchema.safeParse({ ...g, rating_scale: anchors.slice(0, 4) }).success).toBe(false);
  });

  it('accepts a job read from the database with nulls and an empty description', () => {
    const job = jobInputSchema.parse({ title: 'Nurse', job_description: '', department: null, required_skills: null, requirements: null });
    expect(job.title).toBe('Nurse');
  });

  it('limits answer scores to 1-5', () => {
    const s = { scores: [{ goal_id: 'a', goal_text: 'g', score: 6, rationale: 'r', evidence: [] }], overall: 3, summary: 's', flags: [] };
    expect(answerScoreSchema.safeParse(s).success).toBe(false);
  });
});

describe('question set metrics', () => {
  const goals = [
    { id: 1, category: 'technical' },
    { id: 2, category: 'interpersonal' },
    { id: 3, category: 'personal' },
  ];

  it('counts covered goals and recommends questions for the rest', () => {
    const c = computeCoverageAnalysis(goals, [
      q('technical', 'easy', [[1, 0.9]]),
      q('interpersonal', 'mid', [
        [2, 0.8],
        [1, 0.4],
      ]),
    ]);
    expect(c).toMatchObject({ goals_with_questions: 2, goals_without_questions: 1, total_connections: 3, coverage_percentage: 66.7 });
    expect(c.evaluation_readiness).toBe('poor');
    expect(c.recommendations[0]).toMatch(/1 goal has no question/);
  });

  it('rates full coverage with 2 questions per goal as excellent', () => {
    const questions = [1, 2, 3].flatMap((id) => [q('technical', 'easy', [[id, 0.9]]), q('technical', 'hard', [[id, 0.8]])]);
    expect(computeCoverageAnalysis(goals, questions).evaluation_readiness).toBe('excellent');
  });

  it('reports distribution, difficulty balance, diversity and evaluation power', () => {
    const m = computeQuestionSetMetrics(goals, [
      q('technical', 'easy', [[1, 0.9]]),
      q('interpersonal', 'medium', [[2, 0.8]]),
      q('personal', 'hard', [
        [3, 0.7],
        [1, 0.5],
      ]),
    ]);
    expect(m.total_questions).toBe(3);
    expect(m.question_distribution).toEqual({ technical: 1, interpersonal: 1, personal: 1 });
    expect(m.difficulty_balance).toMatchObject({ easy: 1, mid: 1, hard: 1 });
    expect(m.category_diversity.score).toBe(100);
    expect(m.total_evaluation_power).toBe(2.9);
    expect(m.avg_connections_per_question).toBe(1.33);
    expect(m.goal_coverage_percentage).toBe(100);
  });

  it("builds a goal's question_connections with its strength", () => {
    const qc = buildQuestionConnections(1, [
      { text: 'A', goal_connections: [{ goal_id: 1, weight: 0.9, reasoning: 'r' }] },
      { text: 'B', goal_connections: [{ goal_id: '1', weight: 0.5 }] },
      { text: 'C', goal_connections: [{ goal_id: 2, weight: 0.9 }] },
    ]);
    expect(qc.connected_questions.map((c) => c.question_text)).toEqual(['A', 'B']);
    expect(qc.metrics).toMatchObject({ evaluation_strength: 'strong', total_weight: 1.4, avg_question_weight: 0.7, question_coverage: 2 });
  });
});

describe('a question written for two goals (question generation runs goal by goal)', () => {
  const link = (goal_id: string, goal_text: string) => ({
    goal_id,
    goal_text,
    category: 'technical',
    importance: 8,
    weight: 0.8,
    reasoning: 'Probes it directly.',
    connection_strength: 80,
  });

  it('counts every goal it is connected to in its coverage reason and score', () => {
    const question = {
      goal_connections: [link('g1', 'Designs reliable services')],
      effectiveness: { coverage_score: 59, coverage_reason: goalCoverageReason([link('g1', 'Designs reliable services')]) },
    } as unknown as GeneratedQuestion;
    expect(question.effectiveness.coverage_reason).toBe('Connected to 1 goal: "Designs reliable services".');
    mergeGoalConnections(question, [
      link('g1', 'Designs reliable services'),
      link('g2', 'Owns incidents'),
      link('g3', 'Mentors engineers'),
    ]);
    expect(question.goal_connections.map((c) => c.goal_id)).toEqual(['g1', 'g2', 'g3']);
    expect(question.effectiveness.coverage_reason).toBe(
      'Connected to 3 goals: "Designs reliable services", "Owns incidents" and "Mentors engineers".',
    );
    expect(question.effectiveness.coverage_score).toBe(59 + 2 * COVERAGE_PER_EXTRA_GOAL);
    mergeGoalConnections(question, [link('g4', 'a'), link('g5', 'b'), link('g6', 'c')]);
    expect(question.effectiveness.coverage_score).toBe(100);
  });
});

describe('suggested skills (spec 02 §2.1, issue 34)', () => {
  it("puts the user's typed skills first, in their words, then the engine's up to 5, without repeats in any case", () => {
    expect(suggestedSkills(['FHIR', ' sql '], ['HL7', 'SQL', 'Python', 'Epic', 'Mirth'])).toEqual(['FHIR', 'sql', 'HL7', 'Python', 'Epic']);
  });

  it('keeps every typed skill when there are more than 5, and adds none of its own then', () => {
    const typed = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(suggestedSkills(typed, ['G'])).toEqual(typed);
  });

  it("takes the engine's first 5 when nothing was typed", () => {
    expect(suggestedSkills(undefined, ['A', 'B', 'C', 'D', 'E', 'F'])).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(SUGGESTED_SKILLS_COUNT).toBe(5);
    expect(SUGGESTED_SKILLS_MAX).toBe(50);
  });
});

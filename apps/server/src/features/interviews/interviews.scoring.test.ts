import { describe, expect, it } from 'vitest';
import { computeResult, distribution, toScoredAnswer, verbatimOnly } from './interviews.scoring.ts';

describe('interview scoring', () => {
  it('keeps only quotes that are exact substrings of the answer', () => {
    const answer = 'I added two indexes and cut latency to 120 ms.';
    expect(verbatimOnly(['added two indexes', 'invented quote', '  cut latency  ', 'added two indexes', ''], answer)).toEqual([
      'added two indexes',
      'cut latency',
    ]);
  });

  it("rounds the engine's overall score onto the 1-5 scale and drops invented evidence per goal", () => {
    const scored = toScoredAnswer(
      {
        scores: [{ goal_id: 'g1', goal_text: 'Databases', score: 4, rationale: 'Good.', evidence: ['two indexes', 'not in the answer'] }],
        overall: 3.6,
        summary: 'Solid (3.6/5).',
        flags: [],
      },
      'I added two indexes.',
    );
    expect(scored).toMatchObject({ score: 4, raw: 3.6, rationale: 'Solid (3.6/5).', evidence: ['two indexes'] });
    expect(scored.goalScores[0]!.evidence).toEqual(['two indexes']);
  });

  it("weights goal scores by the questions' goal weights and the overall by goal importance; the reviewer's score wins", () => {
    const questions = [
      { id: 'q1', goalConnections: [{ goal_id: 'a', goal_text: 'A', category: 'technical', weight: 1 }] },
      {
        id: 'q2',
        goalConnections: [
          { goal_id: 'a', goal_text: 'A', category: 'technical', weight: 0.5 },
          { goal_id: 'b', goal_text: 'B', category: 'personal', weight: 1 },
        ],
      },
    ];
    const goals = new Map([
      ['a', { text: 'Goal A', category: 'technical', importance: 3 }],
      ['b', { text: 'Goal B', category: 'personal', importance: 1 }],
    ]);
    const answers = [
      {
        questionId: 'q1',
        aiScore: 5,
        aiGoalScores: [{ goal_id: 'a', goal_text: 'A', score: 5, rationale: '', evidence: ['quote one'] }],
        aiFlags: [],
        reviewScore: null,
      },
      {
        questionId: 'q2',
        aiScore: 2,
        aiGoalScores: [
          { goal_id: 'a', goal_text: 'A', score: 2, rationale: '', evidence: [] },
          { goal_id: 'b', goal_text: 'B', score: 2, rationale: '', evidence: [] },
        ],
        aiFlags: ['too_short'],
        reviewScore: null,
      },
    ];
    const ai = computeResult(questions, answers, goals);
    // Goal A: (5*1 + 2*0.5) / 1.5 = 4; goal B: 2; overall: (4*3 + 2*1) / 4 = 3.5.
    expect(ai.goalResults.map((g) => [g.goal_text, g.ai_score, g.final_score, g.human_score])).toEqual([
      ['Goal A', 4, 4, null],
      ['Goal B', 2, 2, null],
    ]);
    expect(ai.goalResults[0]!.quote).toBe('quote one');
    expect(ai).toMatchObject({ aiOverall: 3.5, overall: 3.5, aiRecommendation: 'yes', recommendation: 'yes' });
    expect(ai.reasons).toContain('Strongest: Goal A (4/5).');
    expect(ai.reasons).toContain('1 answer was too short.');

    const reviewed = computeResult(questions, [answers[0]!, { ...answers[1]!, reviewScore: 5 }], goals);
    expect(reviewed.goalResults.map((g) => [g.ai_score, g.human_score, g.final_score])).toEqual([
      [4, 5, 5],
      [2, 5, 5],
    ]);
    expect(reviewed).toMatchObject({ aiOverall: 3.5, overall: 5, recommendation: 'strong_yes', aiRecommendation: 'yes' });
    expect(reviewed.reasons).toContain('A reviewer changed 1 and confirmed 0 of 2 AI scores.');
  });

  it('stores an answer the engine could not score with no AI score, no evidence and its language', () => {
    const scored = toScoredAnswer(
      { scores: [], overall: null, summary: 'Written in Spanish: ...', flags: ['unsupported_language'], language: 'es' },
      'Respuesta en español.',
    );
    expect(scored).toEqual({
      score: null,
      raw: null,
      rationale: 'Written in Spanish: ...',
      evidence: [],
      goalScores: [],
      flags: ['unsupported_language'],
      language: 'es',
    });
  });

  describe('an answer the AI could not score (unsupported_language)', () => {
    const questions = [
      { id: 'q1', goalConnections: [{ goal_id: 'a', goal_text: 'A', category: 'technical', weight: 1 }] },
      { id: 'q2', goalConnections: [{ goal_id: 'a', goal_text: 'A', category: 'technical', weight: 1 }] },
      { id: 'q3', goalConnections: [{ goal_id: 'b', goal_text: 'B', category: 'personal', weight: 1 }] },
    ];
    const goals = new Map([
      ['a', { text: 'Goal A', category: 'technical', importance: 3 }],
      ['b', { text: 'Goal B', category: 'personal', importance: 3 }],
    ]);
    const english = (questionId: string, goal: string, score: number) => ({
      questionId,
      aiScore: score,
      aiGoalScores: [{ goal_id: goal, goal_text: goal, score, rationale: '', evidence: [] }],
      aiFlags: [],
      aiLanguage: 'en',
      reviewScore: null,
    });
    const spanish = (questionId: string, reviewScore: number | null = null) => ({
      questionId,
      aiScore: null,
      aiGoalScores: [],
      aiFlags: ['unsupported_language'],
      aiLanguage: 'es',
      reviewScore,
    });

    it('is left out of the AI overall and the recommendation instead of counting as 1, and the reasons say it needs review', () => {
      const result = computeResult(questions, [english('q1', 'a', 4), spanish('q2'), english('q3', 'b', 4)], goals);
      expect(result.goalResults.map((g) => [g.goal_text, g.ai_score, g.human_score, g.final_score])).toEqual([
        ['Goal A', 4, null, 4],
        ['Goal B', 4, null, 4],
      ]);
      expect(result).toMatchObject({ aiOverall: 4, overall: 4, aiRecommendation: 'yes', recommendation: 'yes' });
      expect(result.reasons).toContain('1 answer needs human review (written in Spanish).');
      expect(result.reasons.join(' ')).not.toContain('unsupported_language');
    });

    it("counts a reviewer's score of it like any review score, and then no longer asks for review", () => {
      const result = computeResult(questions, [english('q1', 'a', 4), spanish('q2', 2), english('q3', 'b', 4)], goals);
      // Goal A: AI 4 (q1 only); human 2 (q2); final (4 + 2) / 2 = 3. Overall (3*3 + 4*3) / 6 = 3.5.
      expect(result.goalResults.map((g) => [g.ai_score, g.human_score, g.final_score])).toEqual([
        [4, 2, 3],
        [4, null, 4],
      ]);
      expect(result).toMatchObject({ aiOverall: 4, overall: 3.5 });
      expect(result.reasons.join(' ')).not.toContain('needs human review');
    });

    it('names every language and counts the answers; with no AI score at all there is no overall but the reasons still say why', () => {
      const german = { ...spanish('q3'), aiLanguage: 'de' };
      const result = computeResult(questions, [spanish('q1'), spanish('q2'), german], goals);
      expect(result).toMatchObject({ aiOverall: null, overall: null, aiRecommendation: null, recommendation: null });
      expect(result.reasons).toEqual(['3 answers need human review (written in Spanish and German).']);
    });
  });

  it('counts scores per value', () => {
    expect(distribution([1, 2.4, 2.6, 5, 5])).toEqual({ '1': 1, '2': 1, '3': 1, '4': 0, '5': 2 });
  });
});

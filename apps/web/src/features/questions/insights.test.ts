import { describe, expect, it } from 'vitest';
import {
  categoryBalance,
  countByKind,
  coverageRows,
  difficultyRows,
  groupHistory,
  groupTitle,
  mainPreviews,
  previewOf,
  sidebarPreviews,
} from './insights';
import { makeEntry, makeQuestion, makeScreen } from './testing/insights-fixtures';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('job detail question previews (spec 02 §2.1, §9)', () => {
  it('cuts the intent at 40 characters: 40 stay whole, 41 are cut to 40 and an ellipsis', () => {
    expect(previewOf(makeQuestion(1, { intent: chars(40) })).intent).toBe(chars(40));
    expect(previewOf(makeQuestion(1, { intent: chars(41) })).intent).toBe(`${chars(40)}...`);
  });

  it('cuts each follow-up at 60 characters: 60 stay whole, 61 are cut to 60 and an ellipsis', () => {
    const q = makeQuestion(1, { followup_suggestions: [chars(60, 'b'), chars(61, 'c'), 'third'] });
    expect(previewOf(q).followups).toEqual([chars(60, 'b'), `${chars(60, 'c')}...`]);
  });

  it('shows 2 follow-ups of each question, or fewer when it has fewer', () => {
    expect(previewOf(makeQuestion(1)).followups).toHaveLength(2);
    expect(previewOf(makeQuestion(1, { followup_suggestions: ['only one'] })).followups).toEqual(['only one']);
  });

  it('keeps the question text whole', () => {
    const text = `${chars(300, 'q')}?`;
    expect(previewOf(makeQuestion(1, { text })).text).toBe(text);
  });

  it('previews the first 4 questions by order on the main card and the first 2 in the sidebar', () => {
    const questions = [6, 2, 5, 1, 4, 3].map((n) => makeQuestion(n));
    expect(mainPreviews(questions).map((q) => q.order)).toEqual([1, 2, 3, 4]);
    expect(sidebarPreviews(questions).map((q) => q.order)).toEqual([1, 2]);
    expect(mainPreviews(questions.slice(0, 3))).toHaveLength(3);
    expect(sidebarPreviews([])).toEqual([]);
  });
});

describe('set history timeline', () => {
  const entries = [
    makeEntry(1),
    makeEntry(2),
    makeEntry(3, {
      change_type: 'updated',
      timestamp: '2026-03-02T10:00:00.000Z',
      changes: { text: { before: 'Old?', after: 'New?' }, order: null },
    }),
    makeEntry(1, { id: 'h-f1', change_type: 'finalized', timestamp: '2026-03-03T10:00:00.000Z' }),
    makeEntry(2, { id: 'h-f2', change_type: 'finalized', timestamp: '2026-03-03T10:00:00.000Z' }),
    makeEntry(3, { id: 'h-f3', change_type: 'finalized', timestamp: '2026-03-03T10:00:00.000Z' }),
  ];

  it('groups changes written together, newest first, keeping every entry', () => {
    const groups = groupHistory(entries);
    expect(groups.map((g) => [g.change_type, g.entries.length])).toEqual([
      ['finalized', 3],
      ['updated', 1],
      ['created', 2],
    ]);
    expect(groups.flatMap((g) => g.entries).length).toBe(entries.length);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('keeps changes of different versions or authors apart', () => {
    const groups = groupHistory([makeEntry(1), makeEntry(2, { version: 2 }), makeEntry(3, { version: 2, changed_by: 'user-2' })]);
    expect(groups).toHaveLength(3);
  });

  it('filters by kind and counts each kind', () => {
    expect(groupHistory(entries, 'updated').flatMap((g) => g.entries.map((e) => e.id))).toEqual(['h-3']);
    expect(groupHistory(entries, 'regenerated')).toEqual([]);
    expect(countByKind(entries)).toEqual({
      all: 6,
      created: 2,
      updated: 1,
      regenerated: 0,
      finalized: 3,
      deleted: 0,
      reordered: 0,
      guide_updated: 0,
      translated: 0,
    });
  });

  it('says what a batch did', () => {
    expect(groupTitle('created', 8)).toBe('8 questions created');
    expect(groupTitle('created', 1)).toBe('1 question created');
    expect(groupTitle('finalized', 3)).toBe('Question set finalized (3 questions)');
    expect(groupTitle('updated', 1)).toBe('Question text edited');
    expect(groupTitle('regenerated', 1)).toBe('Question regenerated');
    expect(groupTitle('translated', 1)).toBe('Question translated');
    expect(groupTitle('translated', 8)).toBe('8 questions translated');
  });
});

describe('analytics rows', () => {
  it('lists coverage for every confirmed goal, covered or not', () => {
    expect(coverageRows(makeScreen())).toEqual([
      { id: 'goal-1', goal: 'Designs reliable APIs', category: 'Technical', questions: 3, weight: 2.4 },
      { id: 'goal-2', goal: 'Explains trade-offs to the team', category: 'Interpersonal', questions: 0, weight: 0 },
    ]);
  });

  it('reads easy, medium and hard from the difficulty balance', () => {
    const screen = makeScreen();
    screen.overall_metrics.difficulty_balance = { easy: 0, mid: 4, hard: 2, score: 60 };
    expect(difficultyRows(screen).map((d) => [d.label, d.count])).toEqual([
      ['Easy', 0],
      ['Medium', 4],
      ['Hard', 2],
    ]);
  });

  it('sets questions per category beside the goals of that category, every category either has', () => {
    const screen = makeScreen();
    screen.overall_metrics.question_distribution = { technical: 3, business: 1 };
    expect(categoryBalance(screen)).toEqual([
      { key: 'business', label: 'Business', questions: 1, goals: 0 },
      { key: 'interpersonal', label: 'Interpersonal', questions: 0, goals: 1 },
      { key: 'technical', label: 'Technical', questions: 3, goals: 1 },
    ]);
  });
});

import { DUPLICATE_ANSWER_MAX_SCORE } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import {
  type AnswerCopy,
  CONTAINED,
  capCopy,
  duplicateGroups,
  isSameAnswer,
  MIN_VOCABULARY,
  MIN_WORDS,
  resemblance,
  SAME_ANSWER,
  SAME_VOCABULARY,
  sharedVocabulary,
} from './duplicates.ts';

const PASTED =
  'Last year our PostgreSQL database slowed down under load. I profiled the slow queries with EXPLAIN ANALYZE, added two indexes and rewrote a Node.js endpoint to batch its reads. Latency fell from 900 ms to 120 ms, and I wrote a runbook so the team could repeat the analysis.';

/** Every tenth word of a text replaced, as a candidate touching up a pasted answer would. */
const touchedUp = (text: string) =>
  text
    .split(' ')
    .map((w, i) => (i % 10 === 5 ? 'really' : w))
    .join(' ');

describe('the same answer given twice', () => {
  it('is found when pasted as is, in another case or with other punctuation', () => {
    expect(isSameAnswer(PASTED, PASTED)).toBe(true);
    expect(isSameAnswer(PASTED, PASTED.toUpperCase().replace(/[.,]/g, ' ;'))).toBe(true);
  });

  it('is found with a sentence added in front or behind', () => {
    expect(isSameAnswer(PASTED, `As I said in another answer: ${PASTED}`)).toBe(true);
    expect(isSameAnswer(PASTED, `${PASTED} The same approach applies here too, of course.`)).toBe(true);
  });

  it('is found when one word in ten is changed', () => {
    expect(resemblance(PASTED, touchedUp(PASTED)).jaccard).toBeGreaterThanOrEqual(SAME_ANSWER);
    expect(isSameAnswer(PASTED, touchedUp(PASTED))).toBe(true);
  });

  it('is found when most of a short answer is inside a slightly longer one', () => {
    const longer = `${PASTED} I also added an alert on the p95 latency of that endpoint.`;
    const r = resemblance(PASTED, longer);
    expect(r.containment).toBeGreaterThanOrEqual(CONTAINED);
    expect(isSameAnswer(PASTED, longer)).toBe(true);
  });

  it(`is found when a word in every four or five is changed, by the vocabulary the two share (${SAME_VOCABULARY} or more)`, () => {
    const every = (n: number) =>
      PASTED.split(' ')
        .map((w, i) => (i % n === n - 1 ? 'truly' : w))
        .join(' ');
    for (const n of [4, 5]) {
      expect(resemblance(PASTED, every(n)).jaccard, `every ${n}`).toBeLessThan(SAME_ANSWER);
      expect(sharedVocabulary(PASTED, every(n)), `every ${n}`).toBeGreaterThanOrEqual(SAME_VOCABULARY);
      expect(isSameAnswer(PASTED, every(n)), `every ${n}`).toBe(true);
    }
    const reworded = PASTED.replace(/\bthe\b/g, 'that')
      .replace(/\band\b/g, 'plus')
      .replace(/\bI\b/g, 'we');
    expect(isSameAnswer(PASTED, reworded)).toBe(true);
  });

  it(`compares vocabulary only from ${MIN_VOCABULARY} distinct longer words on each side`, () => {
    const short = 'Indexes, query plans and careful batching of reads fixed our slow checkout endpoint last year.';
    expect(sharedVocabulary(short, short)).toBe(0);
    expect(sharedVocabulary(PASTED, PASTED)).toBe(1);
  });

  it('is not a shared opening sentence', () => {
    const opening = 'At my last job I was the only backend engineer on a team of six people.';
    const a = `${opening} I owned the billing service and moved it from cron jobs to a queue, which stopped the double charges we saw every month.`;
    const b = `${opening} When two of them disagreed about the API design, I wrote both options down with their costs and we picked one in a single meeting.`;
    expect(isSameAnswer(a, b)).toBe(false);
  });

  it('is not a short shared phrase', () => {
    const a =
      'To be honest, I think the most important thing is to profile before changing anything, because guesses about slow code are usually wrong.';
    const b = 'To be honest, I think the most important thing is trust: I keep the team informed every day, even when the news is bad.';
    expect(isSameAnswer(a, b)).toBe(false);
  });

  it('is not two honest answers about the same project', () => {
    const a =
      'On the payments migration I wrote the plan for moving card data to the new provider, ran both systems side by side for two weeks and compared every settlement file before switching over.';
    const b =
      'On the payments migration the finance team worried about month-end, so I met them every Friday, showed the reconciliation numbers and moved the cut-over date when they asked for more time.';
    expect(isSameAnswer(a, b)).toBe(false);
  });

  it(`is not looked for in answers shorter than ${MIN_WORDS} words`, () => {
    expect(isSameAnswer("I don't know.", "I don't know.")).toBe(false);
    expect(isSameAnswer('I am not sure about this one, sorry.', 'I am not sure about this one, sorry.')).toBe(false);
  });

  it('is not one answer that holds another inside much more of its own', () => {
    const own =
      'For the reporting question, I built the weekly dashboard in Metabase from our event tables, agreed the definitions of active user with product, and cut the report time from a day to an hour.';
    const more =
      'Before that I interviewed the three team leads about which numbers they actually used, dropped eleven charts nobody opened, and wrote a one-page guide so new managers could read the dashboard without asking me.';
    expect(isSameAnswer(PASTED, `${own} ${more} ${PASTED}`)).toBe(false);
  });
});

describe('which copy keeps its score', () => {
  const copy = (key: string, fit: number | null, order: number, text = PASTED): AnswerCopy => ({ key, text, fit, order });

  it('is the one the engine found answers its own question best; the others are copies', () => {
    const groups = duplicateGroups([
      copy('q1', 1.4, 1),
      copy('q2', 4.3, 2),
      copy('q3', 2.2, 3),
      copy('q4', 3, 4, 'A different answer entirely, about how I onboard new engineers with a buddy and a first-week plan.'),
    ]);
    expect(groups).toEqual([{ keeper: 'q2', copies: ['q1', 'q3'] }]);
  });

  it('is the earlier question when the fits are equal', () => {
    expect(duplicateGroups([copy('q3', 2, 3), copy('q1', 2, 1), copy('q2', null, 2)])).toEqual([{ keeper: 'q1', copies: ['q2', 'q3'] }]);
  });

  it('stays the same when run again over the capped copies', () => {
    const first = duplicateGroups([copy('a', 3.6, 1), copy('b', 4.1, 2), copy('c', 3.9, 3)]);
    const capped = [
      copy('a', Math.min(3.6, DUPLICATE_ANSWER_MAX_SCORE), 1),
      copy('b', 4.1, 2),
      copy('c', Math.min(3.9, DUPLICATE_ANSWER_MAX_SCORE), 3),
    ];
    expect(duplicateGroups(capped)).toEqual(first);
  });

  it('finds sentences of one answer in another order, and nothing in an interview of different answers', () => {
    expect(duplicateGroups([copy('a', 3, 1, PASTED), copy('b', 3, 2, PASTED.split('. ').reverse().join('. '))]).length).toBe(1);
    expect(
      duplicateGroups([
        copy('a', 3, 1, PASTED),
        copy('b', 3, 2, 'I keep a written plan for every release and review it with the team on Monday mornings before we ship.'),
      ]),
    ).toEqual([]);
  });
});

describe('a capped copy', () => {
  it('scores at most 2 on a goal, without evidence, and says where the answer counts', () => {
    expect(DUPLICATE_ANSWER_MAX_SCORE).toBe(2);
    const goal = { goal_id: 'g', goal_text: 'Databases', score: 5, rationale: 'Strong tuning story.', evidence: ['EXPLAIN ANALYZE'] };
    expect(capCopy(goal, 'Same as question 2.')).toEqual({
      ...goal,
      score: DUPLICATE_ANSWER_MAX_SCORE,
      evidence: [],
      rationale: 'Same as question 2. Strong tuning story.',
    });
    expect(capCopy({ ...goal, score: 1 }, 'Same.').score).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from './builtin/index.ts';
import { ON_TOPIC_SHARE } from './builtin/scoring/facts.ts';
import { type BatchLine, toScoreInput } from './eval/score-batch.ts';

/**
 * Answers told in the candidate's own words (decision 621): a first-hand story that paraphrases the guide's key
 * points reaches the strong band; an honest answer on the question's subject is "vague", not "off topic"; and
 * self-description stays generic whatever job words are poured into it. Each rule with an answer that games it.
 */
const engine = new BuiltinEngine();
type Guide = Omit<BatchLine, 'answer'>;
const score = (line: Guide, answer: string) => {
  const input = toScoreInput({ ...line, answer });
  return engine.scoreAnswerSync(input.job, input.question, input.goals, input.answer);
};

const SHIFT: Guide = {
  id: 'dispatch',
  question: 'Tell us about a time the delivery system failed during a shift you ran. What did you do, and what came of it?',
  key_points: [
    'Restores operations first, then looks for the cause',
    'Keeps the drivers and the customers informed while it lasts',
    'Finds the root cause',
    'Prevents it from happening again',
  ],
  reference: 'A real failure: how the candidate restored operations, how they informed people, the root cause and the lasting change.',
  goal: 'Ownership of incidents and clear communication during them',
  job: 'Warehouse Shift Lead\nRun the dispatch shift of a regional warehouse: route planning, loading, drivers and customer deliveries.',
};

const LOADING: Guide = {
  id: 'loading',
  question: 'Tell us about a time you caught a loading error before the truck left the dock.',
  key_points: ['Checks the load against the manifest', 'Stops the truck and verifies with the planner', 'Records the near miss'],
  reference: 'A real near miss: what was checked, who was asked, the record and what changed.',
  goal: 'Accuracy and safety in loading',
  job: 'Warehouse Shift Lead\nRun the dispatch shift of a regional warehouse: route planning, loading, drivers and customer deliveries.',
};

describe("builtin scorer: a story in the candidate's own words", () => {
  const paraphrased =
    'Last November the route-planning tablets crashed at six in the morning, our busiest hour. I was running the shift, so I switched the drivers back to printed manifests, which got the first trucks out within twenty minutes. I texted the drivers every half hour and phoned our three biggest customers. The trigger was an expired certificate on the planning server. Afterwards I set up an alert thirty days before any certificate expires, and we have not lost a morning to it since.';

  it('scores a first-hand, specific story that paraphrases the key points 4 or more on its behavioural question', () => {
    const s = score(SHIFT, paraphrased);
    expect(s.flags).toEqual([]);
    expect(s.overall).toBeGreaterThanOrEqual(4);
  });

  it('scores the same story 2 or less under a question about something else: its related words are not that subject', () => {
    const count: Guide = {
      ...SHIFT,
      question: 'How do you organise the quarterly stock count so that the numbers can be trusted?',
      key_points: [
        'Freezes stock movements or records them during the count',
        'Counts each location twice with different counters',
        'Reconciles the differences against the stock system before signing off',
      ],
      reference: 'Explains how movements are frozen, how blind double counts are organised and how differences are reconciled.',
      goal: 'Accurate inventory control',
    };
    expect(score(count, paraphrased).overall).toBeLessThanOrEqual(2);
  });

  it('gives no credit to the related words strung into a list', () => {
    const s = score(SHIFT, 'recovered, rolled back, notified, updated, posted, trigger, prevented, fixed, resolved');
    expect(s.flags).toContain('term_list');
    expect(s.overall).toBe(1);
  });
});

describe('builtin scorer: an honest answer on the subject is vague, not off topic', () => {
  it(`scores a short, honest answer on the question's subject 2-3 as vague (a share of ${ON_TOPIC_SHARE} or more on the subject)`, () => {
    const s = score(LOADING, 'I always check the loads carefully. Once a pallet looked wrong so I asked about it and it was sorted out.');
    expect(s.flags).not.toContain('off_topic');
    expect(s.flags).toContain('vague');
    expect(s.overall).toBeGreaterThanOrEqual(2);
    expect(s.overall).toBeLessThanOrEqual(3);
  });

  it('still flags a story of the same length about something else as off topic', () => {
    const s = score(LOADING, 'I always cook on Sundays for my family. Once the oven broke so I phoned my brother and we ate at his house.');
    expect(s.flags).toContain('off_topic');
    expect(s.overall).toBe(1);
  });
});

describe('builtin scorer: self-description is generic, with or without the job words', () => {
  const generic =
    'I am a reliable and dedicated professional who always puts safety first. I work well under pressure, I am a strong team player and I communicate clearly. I am committed to high standards and I always go the extra mile.';

  it('holds it at 2 or less on a behavioural question, and flags it generic when the job words are poured in', () => {
    const plain = score(LOADING, generic);
    expect(plain.overall).toBeLessThanOrEqual(2);
    const poured = score(LOADING, `${generic} I bring deep experience with loading, route planning, manifests and truck dispatch.`);
    expect(poured.flags).toContain('generic');
    expect(poured.overall).toBeLessThanOrEqual(2);
  });

  it('still scores an honest first-hand story that uses the same warm words well', () => {
    const s = score(
      LOADING,
      'I am careful with loads. Last spring, on an early shift, I checked a trailer against its manifest and saw two pallets for another route. I stopped the driver at the dock, called the planner, who confirmed the mix-up, and we moved the pallets. I recorded it as a near miss, and since then we scan every pallet against the manifest before the doors close.',
    );
    expect(s.flags).toEqual([]);
    expect(s.overall).toBeGreaterThanOrEqual(4);
  });
});

import { describe, expect, it } from 'vitest';
import { loadCandidateVoice } from '../../eval/candidate-voice.ts';
import { GENERATION_JOBS } from '../../eval/generation-jobs.ts';
import { BuiltinEngine } from '../index.ts';

/**
 * Decision 822: a short honest story that names at least two of the question's own subject words, and half of them,
 * is about the question however few of the job's words it has room for: vague, not off topic.
 */
const set = loadCandidateVoice();
const engine = new BuiltinEngine();

function score(jobId: string, question: number, answer: string) {
  const stored = set.questions[jobId]!;
  return engine.scoreAnswerSync(GENERATION_JOBS.find((j) => j.id === jobId)!.job, stored.questions[question - 1]!, stored.goals, answer);
}

describe("a short honest story on the question's subject", () => {
  it('is vague at 2, not off topic at 1', () => {
    // "Tell us about a time the way you plan shift scheduling and labour had to change because of a new rule, tool or method ..."
    const s = score(
      'warehouse-shift-supervisor',
      6,
      'We got a new scheduling system once. I learned it by using it and asking questions. It took a few weeks.',
    );
    expect(s.flags).toContain('vague');
    expect(s.flags).not.toContain('off_topic');
    expect(s.overall).toBe(2);
  });

  it('stays off topic when it names one of the subject words or none', () => {
    const s = score(
      'warehouse-shift-supervisor',
      6,
      'We got a new scanner once. I learned it by using it and asking questions. It took a few weeks.',
    );
    expect(s.flags).toContain('off_topic');
    expect(s.overall).toBe(1);
  });
});

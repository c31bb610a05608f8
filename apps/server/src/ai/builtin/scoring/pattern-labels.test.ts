import { describe, expect, it } from 'vitest';
import { loadCandidateVoice } from '../../eval/candidate-voice.ts';
import { GENERATION_JOBS } from '../../eval/generation-jobs.ts';
import { BuiltinEngine } from '../index.ts';

/**
 * Decision 821: a question written from a knowledge-base pattern is scored on its labels ("A real error it caught",
 * "How they put it right") by the kinds of content they ask for, in an answer that names the question's subject.
 * The questions are the candidate-voice set's, stored as the engine wrote them (decision 819).
 */
const set = loadCandidateVoice();
const engine = new BuiltinEngine();

function score(jobId: string, question: number, answer: string) {
  const stored = set.questions[jobId]!;
  const job = GENERATION_JOBS.find((j) => j.id === jobId)!.job;
  return engine.scoreAnswerSync(job, stored.questions[question - 1]!, stored.goals, answer);
}
const answer = (id: string) => set.answers.find((a) => a.id === id)!.answer;

const BACKEND = 'backend-engineer-scheduling';
const VET = 'veterinary-technician';

describe('a question written from a pattern', () => {
  it('scores a strong story told in its own field\'s words 4 or more, not "off topic" (it scored 1)', () => {
    // "I led the review for an outage where roster publishing stopped ... a config change I had approved ..."
    const s = score(BACKEND, 10, answer(`${BACKEND}-q10-strong`));
    expect(s.flags).not.toContain('off_topic');
    expect(s.overall).toBeGreaterThanOrEqual(4);
  });

  it('keeps that story at 2 or less under a question about something else', () => {
    expect(score(BACKEND, 4, answer(`${BACKEND}-q10-strong`)).overall).toBeLessThanOrEqual(2);
    expect(score(BACKEND, 7, answer(`${BACKEND}-q10-strong`)).overall).toBeLessThanOrEqual(2);
    expect(score(VET, 1, answer(`${VET}-q5-strong`)).overall).toBeLessThanOrEqual(2);
    expect(score(VET, 7, answer(`${VET}-q5-strong`)).overall).toBeLessThanOrEqual(2);
  });

  it("earns nothing for the labels' cue words strung around the question's subject", () => {
    const templates: [string, number, string][] = [
      [
        VET,
        1,
        'My routine: first I check positioning, then I check radiation safety, because errors happen. I caught an error once. It changed how I work. I told the vet and we agreed. The result was better radiographs.',
      ],
      [
        BACKEND,
        10,
        'Something went wrong while I had to lead incident reviews and it was partly my doing. I owned my part because I missed it, I put it right, and since then we changed the incident review process so it would not happen again. The result was fewer incidents.',
      ],
      [
        'warehouse-shift-supervisor',
        1,
        'At my last job I was responsible for forklift safety and powered industrial truck safety. I checked forklifts because safety matters, I caught an error, and since then I check first. As a result we reduced incidents by 40%.',
      ],
    ];
    for (const [job, question, text] of templates) expect(score(job, question, text).overall, text).toBeLessThanOrEqual(2);
  });

  it('still holds an honest, vague answer below the strong one to the same question', () => {
    const weak = score(BACKEND, 10, answer(`${BACKEND}-q10-weak`)).overall;
    expect(weak).toBeLessThanOrEqual(2);
    expect(score(BACKEND, 10, answer(`${BACKEND}-q10-strong`)).overall).toBeGreaterThan(weak);
  });
});

import { describe, expect, it } from 'vitest';
import {
  loadCandidateVoice,
  scoreCandidateVoice,
  unrelatedQuestions,
  VOICE_TUNING_JOBS,
  type VoiceScore,
  type VoiceSplit,
  voiceFigures,
} from './candidate-voice.ts';
import { GENERATION_JOBS } from './generation-jobs.ts';

describe('candidate-voice answers', () => {
  const set = loadCandidateVoice();

  it('hold a strong, an adequate and a weak answer to every stored question of six team-written jobs', () => {
    const jobs = Object.keys(set.questions);
    expect(jobs).toHaveLength(6);
    for (const job of jobs) {
      expect(GENERATION_JOBS.some((j) => j.id === job)).toBe(true);
      set.questions[job]!.questions.forEach((_, i) => {
        const bands = set.answers.filter((a) => a.job === job && a.question === i + 1).map((a) => a.band);
        expect(bands.sort(), `${job} Q${i + 1}`).toEqual(['adequate', 'strong', 'weak']);
      });
    }
    expect(new Set(set.answers.map((a) => a.id)).size).toBe(set.answers.length);
  });

  it('tune on three jobs and hold the other three out', () => {
    const jobs = Object.keys(set.questions);
    expect(VOICE_TUNING_JOBS.every((j) => jobs.includes(j))).toBe(true);
    expect(jobs.filter((j) => !VOICE_TUNING_JOBS.includes(j))).toHaveLength(3);
  });

  it('pair questions as unrelated only when they share no subject word of their own', () => {
    const unrelated = unrelatedQuestions([
      'Tell us about a time you had to place IV catheters under real time pressure?',
      'Walk us through how you place IV catheters, step by step?',
      'Tell us about a time you had to take radiographs under real time pressure?',
      'Tell us about a time you had to give client education under real time pressure?',
    ]);
    expect(unrelated(0, 1)).toBe(false);
    expect(unrelated(0, 2)).toBe(true);
    expect(unrelated(2, 3)).toBe(true);
    expect(unrelated(1, 1)).toBe(false);
  });

  it('count each band, the strong answers above the weak ones and the pasted answers held at 2 or less', () => {
    const row = (id: string, band: VoiceScore['band'], score: number, flags: string[] = []): VoiceScore => ({
      id,
      job: 'j',
      band,
      score,
      flags,
    });
    const split: VoiceSplit = {
      answers: [
        row('j-q1-strong', 'strong', 4.4),
        row('j-q1-weak', 'weak', 2),
        row('j-q2-strong', 'strong', 2.2),
        row('j-q2-weak', 'weak', 2.6, ['vague']),
        row('j-q2-adequate', 'adequate', 1, ['off_topic']),
      ],
      pasted: [
        { id: 'j-q1-strong', question: 2, score: 1, flags: ['off_topic'] },
        { id: 'j-q2-strong', question: 1, score: 3.4, flags: [] },
      ],
    };
    const f = voiceFigures(split);
    expect(f.bands.strong).toMatchObject({ n: 2, inBand: 1, histogram: [0, 1, 0, 1, 0] });
    expect(f.bands.strong.mean).toBeCloseTo(3.3);
    expect(f.bands.weak).toMatchObject({ n: 2, inBand: 1, offTopic: 0 });
    expect(f.bands.adequate).toMatchObject({ n: 1, inBand: 0, offTopic: 1 });
    expect(f.strongAboveWeak).toEqual({ above: 1, of: 2 });
    expect(f.pasted).toMatchObject({ n: 2, atMostTwo: 1 });
  });

  it('score as decisions 821 and 822 left them: strong answers mostly 4-5, weak ones 1-2, pasted answers mostly 2 or less', () => {
    const { tuning, heldOut } = scoreCandidateVoice(set);
    const t = voiceFigures(tuning);
    expect(t.bands.strong.mean).toBeGreaterThanOrEqual(3.5);
    expect(t.bands.strong.inBand).toBeGreaterThanOrEqual(22);
    expect(t.bands.strong.offTopic).toBeLessThanOrEqual(1);
    expect(t.bands.weak.inBand).toBe(35);
    expect(t.bands.weak.offTopic).toBeLessThanOrEqual(12);
    expect(t.strongAboveWeak.above).toBeGreaterThanOrEqual(32);
    expect(t.pasted.atMostTwo).toBeGreaterThanOrEqual(190);
    const h = voiceFigures(heldOut);
    expect(h.bands.strong.inBand).toBeGreaterThanOrEqual(18);
    expect(h.bands.weak.inBand).toBe(35);
    expect(h.pasted.atMostTwo).toBeGreaterThanOrEqual(183);
  });
});

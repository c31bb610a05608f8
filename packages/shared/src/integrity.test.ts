import { describe, expect, it } from 'vitest';
import { ANSWER_FLAG_PHRASES, ANSWER_FLAGS } from './ai.ts';
import {
  durationText,
  INTEGRITY_AI_FLAGS,
  INTEGRITY_LIMITS,
  INTEGRITY_MESSAGES,
  INTEGRITY_THRESHOLDS,
  readableFlags,
  signalBadges,
  signalsNotable,
} from './integrity.ts';
import { INTERVIEW_NOTICE, saveAnswerSchema } from './interviews.ts';

const signals = (s: Partial<Record<'paste_count' | 'pasted_chars' | 'tab_leaves' | 'seconds', number>>) => ({
  paste_count: 0,
  pasted_chars: 0,
  tab_leaves: 0,
  seconds: 0,
  ...s,
});

describe('the notice of integrity signals', () => {
  it('says in plain words what is recorded and that it is not scored', () => {
    expect(INTERVIEW_NOTICE.integritySignals).toBe(
      'While you answer, this page records how many times you paste text and how much, how long each question is open on your screen, and how many times you leave this tab. The team sees this beside your answers as information only: it is not scored.',
    );
  });
});

describe('the public answer save', () => {
  it('accepts the signals as whole numbers from 0 to their limits, each optional', () => {
    expect(saveAnswerSchema.parse({ text: 'a' })).toEqual({ text: 'a' });
    expect(saveAnswerSchema.parse({ text: 'a', paste_count: 0, pasted_chars: 12, tab_leaves: 3, seconds: 130 })).toEqual({
      text: 'a',
      paste_count: 0,
      pasted_chars: 12,
      tab_leaves: 3,
      seconds: 130,
    });
    expect(saveAnswerSchema.safeParse({ text: 'a', ...INTEGRITY_LIMITS }).success).toBe(true);
  });

  it('refuses a negative, fractional or too large signal with its message and code', () => {
    for (const field of Object.keys(INTEGRITY_LIMITS) as (keyof typeof INTEGRITY_LIMITS)[]) {
      for (const value of [-1, 0.5, INTEGRITY_LIMITS[field] + 1]) {
        const result = saveAnswerSchema.safeParse({ text: 'a', [field]: value });
        expect(result.success).toBe(false);
        const issue = result.error!.issues[0]!;
        expect(issue.message).toBe(INTEGRITY_MESSAGES.signalRange(field));
        expect((issue as { params?: { code?: string } }).params?.code).toBe('interview_integrity_signal_invalid');
      }
    }
    expect(INTEGRITY_LIMITS).toEqual({ paste_count: 10_000, pasted_chars: 1_000_000, tab_leaves: 10_000, seconds: 604_800 });
    expect(INTEGRITY_MESSAGES.signalRange('paste_count')).toBe('Paste count must be a whole number from 0 to 10,000');
  });
});

describe("the badges of an answer's signals", () => {
  it('say what happened in words: characters and pastes, tab leaves, time on the question', () => {
    expect(signalBadges(signals({ paste_count: 2, pasted_chars: 1234, tab_leaves: 3, seconds: 130 })).map((b) => b.label)).toEqual([
      'Pasted 1,234 characters (2 pastes)',
      'Left the tab 3 times',
      '2 min 10 s on this question',
    ]);
    expect(signalBadges(signals({ paste_count: 1, pasted_chars: 1, tab_leaves: 1, seconds: 45 })).map((b) => b.label)).toEqual([
      'Pasted 1 character (1 paste)',
      'Left the tab once',
      '45 s on this question',
    ]);
  });

  it('show only the time when nothing was pasted and the tab was never left', () => {
    expect(signalBadges(signals({ seconds: 0 })).map((b) => b.kind)).toEqual(['time']);
  });

  it('each give the reason they are shown, and say it changes no score', () => {
    for (const b of signalBadges(signals({ paste_count: 1, pasted_chars: 5, tab_leaves: 1, seconds: 5 }))) {
      expect(b.reason.length).toBeGreaterThan(40);
    }
    const [paste, tab] = signalBadges(signals({ paste_count: 1, pasted_chars: 5, tab_leaves: 1 }));
    expect(paste!.reason).toContain('does not change any score');
    expect(tab!.reason).toContain('does not change any score');
    expect(INTEGRITY_MESSAGES.notScored).toBe('Shown as information for a person to weigh; no score uses them.');
  });

  it('are marked from the thresholds on: 200 pasted characters, 3 tab leaves', () => {
    expect(INTEGRITY_THRESHOLDS).toEqual({ pastedChars: 200, tabLeaves: 3 });
    const notable = (s: Parameters<typeof signals>[0]) => signalBadges(signals(s)).map((b) => [b.kind, b.notable]);
    expect(notable({ paste_count: 1, pasted_chars: 199, tab_leaves: 2 })).toEqual([
      ['paste', false],
      ['tab', false],
      ['time', false],
    ]);
    expect(notable({ paste_count: 1, pasted_chars: 200, tab_leaves: 3 })).toEqual([
      ['paste', true],
      ['tab', true],
      ['time', false],
    ]);
    expect(signalsNotable(null)).toBe(false);
    expect(signalsNotable(signals({ pasted_chars: 199, tab_leaves: 2, seconds: 99_999 }))).toBe(false);
    expect(signalsNotable(signals({ tab_leaves: 3 }))).toBe(true);
  });

  it('put durations in minutes and hours', () => {
    expect([0, 59, 60, 130, 3600, 3900, 7260].map(durationText)).toEqual([
      '0 s',
      '59 s',
      '1 min',
      '2 min 10 s',
      '1 h',
      '1 h 5 min',
      '2 h 1 min',
    ]);
  });
});

describe('the AI flags in words', () => {
  it('come from one table: a label, a reason and a phrase for every flag', () => {
    expect(readableFlags(['term_list', 'made_up_flag'])).toEqual([
      { code: 'term_list', label: 'List of terms', reason: expect.stringContaining('lists terms') },
      { code: 'made_up_flag', label: 'Made up flag', reason: 'Raised by the AI engine for a reviewer to check.' },
    ]);
    for (const flag of ANSWER_FLAGS) expect(ANSWER_FLAG_PHRASES[flag]).not.toContain('_');
  });

  it('that count for the "Has integrity flags" filter are those about whose words an answer is, never quality or language', () => {
    expect(INTEGRITY_AI_FLAGS).toEqual([
      'copied_question',
      'term_list',
      'keyword_template',
      'generic',
      'duplicate_answer',
      'evaluator_instruction',
    ]);
    for (const flag of INTEGRITY_AI_FLAGS) expect(ANSWER_FLAGS).toContain(flag);
    for (const flag of ['empty', 'too_short', 'off_topic', 'vague', 'unsupported_language']) expect(INTEGRITY_AI_FLAGS).not.toContain(flag);
    expect(INTEGRITY_MESSAGES.filterLabel).toBe('Has integrity flags');
    expect(INTEGRITY_MESSAGES.filterNote).toBe('The filter only narrows the list; it changes no score.');
  });
});

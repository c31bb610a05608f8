import { QUESTION_MESSAGES } from '@hiring/shared/questions';
import { describe, expect, it } from 'vitest';
import { bannerKind, questionActionRules } from './rules';
import { makeScreen } from './testing/fixtures';

describe('question action rules (spec 02 §2.1 action bar, §4)', () => {
  it("offers only 'Generate Questions' when none exist, usable once goals are confirmed", () => {
    const r = questionActionRules(makeScreen({ status: 'goals_confirmed', questions: [] }));
    expect(r.generate).toEqual({ shown: true, enabled: true, reason: null });
    expect([r.regenerate.shown, r.finalize.shown, r.reset.shown]).toEqual([false, false, false]);
  });

  it('keeps Generate disabled with why before the goals are confirmed', () => {
    for (const status of ['new', 'pending', 'draft', 'failed']) {
      const r = questionActionRules(makeScreen({ status, questions: [] }));
      expect(r.generate).toEqual({ shown: true, enabled: false, reason: QUESTION_MESSAGES.goalsNotConfirmed });
    }
  });

  it('offers Regenerate, Finalize and Reset to Draft once questions exist: finalize a draft, reset a finalized set', () => {
    const draft = questionActionRules(makeScreen());
    expect(draft.generate.shown).toBe(false);
    expect(draft.regenerate.enabled).toBe(true);
    expect(draft.finalize.enabled).toBe(true);
    expect(draft.reset).toEqual({ shown: true, enabled: false, reason: QUESTION_MESSAGES.notFinalized });
    expect(draft.finalized).toBe(false);
    const finalized = questionActionRules(makeScreen({ finalized: true }));
    expect(finalized.reset.enabled).toBe(true);
  });

  it('shows a finalized set as finalized instead of offering Finalize again (decision 504)', () => {
    const finalized = questionActionRules(makeScreen({ finalized: true }));
    expect(finalized.finalize).toEqual({ shown: false, enabled: false, reason: null });
    expect(finalized.finalized).toBe(true);
    const frozen = questionActionRules(makeScreen({ status: 'interviewing', finalized: true, can_edit_questions: false }));
    expect([frozen.finalize.shown, frozen.finalized]).toEqual([false, true]);
    expect(questionActionRules(makeScreen({ status: 'goals_confirmed', questions: [] })).finalized).toBe(false);
  });

  it('disables every action while questions are generated', () => {
    const r = questionActionRules(
      makeScreen({
        status: 'generating_questions',
        can_edit_questions: false,
        generation: { status: 'generating', goals_done: 1, goals_total: 3, failure_reason: null },
      }),
    );
    for (const a of [r.regenerate, r.finalize, r.reset]) expect(a.enabled).toBe(false);
    expect(r.regenerate.reason).toBe(QUESTION_MESSAGES.generating);
    expect(r.edit).toBe(false);
  });

  it('refuses a whole-set regeneration on an active position with the server message, but allows edits there', () => {
    const r = questionActionRules(makeScreen({ status: 'active', finalized: true }));
    expect(r.regenerate).toEqual({
      shown: true,
      enabled: false,
      reason: QUESTION_MESSAGES.stageForbidsGenerating('Active - Ready for Interviews'),
    });
    expect(r.edit).toBe(true);
  });

  it('refuses edits in a stage that forbids them (interviewing), naming the stage', () => {
    const r = questionActionRules(makeScreen({ status: 'interviewing', finalized: true, can_edit_questions: false }));
    expect(r.edit).toBe(false);
    expect(r.reset.reason).toBe(QUESTION_MESSAGES.stageForbidsEditing('Interviewing Candidates'));
  });

  it('offers Create Interview Links only for finalized questions on an active or interviewing position', () => {
    expect(questionActionRules(makeScreen({ status: 'active', finalized: true })).interviewLinks).toBe(true);
    expect(questionActionRules(makeScreen({ status: 'interviewing', finalized: true })).interviewLinks).toBe(true);
    expect(questionActionRules(makeScreen({ status: 'questions_ready', finalized: true })).interviewLinks).toBe(false);
    expect(questionActionRules(makeScreen({ status: 'active', finalized: false })).interviewLinks).toBe(false);
  });

  it('offers the move to active from questions_ready only', () => {
    expect(questionActionRules(makeScreen({ status: 'questions_ready' })).activate).toBe(true);
    expect(questionActionRules(makeScreen({ status: 'active' })).activate).toBe(false);
  });
});

describe('status banner (spec 02 §4 Questions)', () => {
  it('picks generating, failed, ready, action required or ready to proceed from the status', () => {
    expect(bannerKind(makeScreen({ status: 'generating_questions' }))).toBe('generating');
    expect(bannerKind(makeScreen({ status: 'questions_generation_failed', questions: [] }))).toBe('failed');
    expect(bannerKind(makeScreen({ status: 'questions_ready' }))).toBe('ready');
    expect(bannerKind(makeScreen({ status: 'draft', questions: [] }))).toBe('action_required');
    expect(bannerKind(makeScreen({ status: 'goals_confirmed', questions: [] }))).toBe('action_required');
    expect(bannerKind(makeScreen({ status: 'active', finalized: true }))).toBe('proceed');
    expect(bannerKind(makeScreen({ status: 'interviewing', finalized: true }))).toBe('proceed');
  });
});

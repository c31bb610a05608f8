import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_MESSAGES, type AuditEvent, auditEventsQuerySchema, auditExportFileName, periodDays } from './audit.ts';
import { describeAuditEvent } from './audit-describe.ts';
import { isErrorCode } from './error-catalogue.ts';
import { AUDIT_ACTIONS } from './reviews.ts';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'e1',
  created_at: '2026-11-20T09:30:00.000Z',
  action: 'status_changed',
  action_label: '',
  actor: { type: 'system', user_id: null, name: null },
  interview_id: 'iv',
  job_position_id: 'job',
  subject_id: null,
  before: null,
  after: null,
  ...over,
});
const jane = { type: 'user' as const, user_id: 'u1', name: 'Jane Roe' };
const q2 = (id: string | null) => (id === 'q2' ? 2 : null);

describe('the decision log query', () => {
  const issue = (q: Record<string, string>) => {
    const r = auditEventsQuerySchema.safeParse(q);
    return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
  };
  it('takes a period of whole days, both included, up to 366 days, or one interview', () => {
    expect(issue({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodDays('2028-01-01', '2028-12-31')).toBe(366);
    expect(issue({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(issue({ interview_id: '7b0c8a52-4b7e-4a43-9a3c-2f1d2c3b4a5e' })).toBeNull();
    expect(auditEventsQuerySchema.parse({ from: '2026-01-01', to: '2026-01-02' }).format).toBe('json');
  });
  it('names what is wrong with a period', () => {
    expect(issue({ from: '2026-01-02', to: '2026-01-01' })).toEqual({ path: 'to', message: AUDIT_MESSAGES.periodReversed });
    expect(issue({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ path: 'to', message: AUDIT_MESSAGES.periodTooLong });
    expect(issue({ from: '2026-13-01', to: '2026-12-01' })).toEqual({ path: 'from', message: AUDIT_MESSAGES.dateInvalid });
    expect(issue({ from: '0000-01-01', to: '0000-01-02' })).toEqual({ path: 'from', message: AUDIT_MESSAGES.dateInvalid });
    expect(issue({ from: '9999-12-30', to: '9999-12-31' })).toEqual({ path: 'from', message: AUDIT_MESSAGES.dateInvalid });
    expect(issue({ to: '2026-12-01' })).toEqual({ path: 'from', message: AUDIT_MESSAGES.periodRequired });
    expect(issue({})).toEqual({ path: 'from', message: AUDIT_MESSAGES.periodRequired });
    expect(AUDIT_MESSAGES.periodTooLong).toBe('The period can be at most 366 days long.');
    expect(AUDIT_MESSAGES.periodReversed).toBe('The end of the period must be on or after its start.');
    expect(AUDIT_MESSAGES.dateInvalid).toBe('Enter a date as YYYY-MM-DD.');
  });
  it('catalogues its codes, labels every action and names the file for its period', () => {
    for (const code of [
      'audit_date_invalid',
      'audit_period_required',
      'audit_period_reversed',
      'audit_period_too_long',
      'audit_too_many_events',
    ])
      expect(isErrorCode(code), code).toBe(true);
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toBeTruthy();
    expect(auditExportFileName({ from: '2026-01-01', to: '2026-03-31' }, 'csv')).toBe('decision-log_2026-01-01_to_2026-03-31.csv');
  });
});

describe('a decision-log event as a sentence', () => {
  it('tells a reviewer score with the AI score and the override reason', () => {
    const e = event({
      action: 'review_overridden',
      actor: jane,
      subject_id: 'q2',
      after: { score: 4, ai_score: 2, override_reason_code: 'answer_better_than_scored' },
    });
    expect(describeAuditEvent(e, q2)).toBe('Jane Roe scored question 2: 4 (AI 2), reason: Answer better than scored');
    const changed = event({
      action: 'review_scored',
      actor: jane,
      subject_id: 'q2',
      before: { score: 3 },
      after: { score: 4, override_reason: { code: 'language' } },
    });
    expect(describeAuditEvent(changed, q2)).toBe('Jane Roe changed the score of question 2: 3 → 4, reason: Language');
    const blind = event({ action: 'review_scored', actor: jane, subject_id: 'q2', after: { score: 5, ai_score: 1, blind: true } });
    expect(describeAuditEvent(blind, q2)).toBe('Jane Roe scored question 2: 5 (AI 1), before seeing the AI score');
  });
  it('tells an AI score with its engine and flags, a capped copy, a reveal and a recommendation change', () => {
    expect(
      describeAuditEvent(
        event({
          action: 'ai_scored',
          subject_id: 'q2',
          after: { score: 1, engine: 'llm', model: 'gpt-x', version: '3', flags: ['too_short', 'term_list'] },
        }),
        q2,
      ),
    ).toBe('The AI scored question 2: 1 (llm engine, gpt-x v3), flags: Very short, List of terms');
    expect(describeAuditEvent(event({ action: 'ai_scored', before: { score: 4 }, after: { score: 2, reason: 'duplicate_answer' } }))).toBe(
      'The AI capped a question at 2 (was 4): Same answer as another question',
    );
    expect(describeAuditEvent(event({ action: 'ai_scored', before: { score: 2 }, after: { score: 2, reason: 'duplicate_answer' } }))).toBe(
      'The AI flagged a question: Same answer as another question (score stays 2)',
    );
    expect(describeAuditEvent(event({ action: 'ai_revealed', actor: jane, subject_id: 'q2' }), q2)).toBe(
      'Jane Roe showed the AI score of question 2',
    );
    expect(
      describeAuditEvent(
        event({ action: 'recommendation_changed', actor: jane, before: { recommendation: 'no' }, after: { recommendation: 'yes' } }),
      ),
    ).toBe('Jane Roe changed the recommendation: No → Yes');
  });
  it("says an entry's scores are hidden where the reader has not yet seen them under blind-first review (decision 503)", () => {
    const hidden = { scores_withheld: true };
    expect(
      describeAuditEvent(
        event({ action: 'ai_scored', subject_id: 'q2', after: { engine: 'builtin', model: 'kb', version: '7', ...hidden } }),
        q2,
      ),
    ).toBe(`The AI scored question 2 (builtin engine, kb v7): ${AUDIT_MESSAGES.answerScoresWithheld}`);
    expect(describeAuditEvent(event({ action: 'review_overridden', actor: jane, subject_id: 'q2', after: hidden }), q2)).toBe(
      `Jane Roe scored question 2: ${AUDIT_MESSAGES.answerScoresWithheld}`,
    );
    expect(describeAuditEvent(event({ action: 'recommendation_changed', actor: jane, after: hidden }))).toBe(
      `Jane Roe changed the recommendation: ${AUDIT_MESSAGES.resultWithheld}`,
    );
  });

  it('tells each status change before → after, and each deletion', () => {
    const s = (before: string | null, after: Record<string, unknown>, actor = jane as AuditEvent['actor']) =>
      describeAuditEvent(event({ actor, before: before ? { status: before } : null, after }));
    expect(s(null, { status: 'invited' })).toBe('Jane Roe invited the candidate (Invited)');
    expect(s('invited', { status: 'started', by: 'candidate' }, { type: 'system', user_id: null, name: null })).toBe(
      'The candidate started the interview (Invited → In progress)',
    );
    expect(s('started', { status: 'completed', by: 'candidate' })).toBe('The candidate submitted the interview (In progress → Completed)');
    expect(s('invited', { status: 'withdrawn' })).toBe('Jane Roe withdrew the link (Invited → Withdrawn)');
    expect(s('started', { status: 'expired' })).toBe('The link expired (In progress → Expired)');
    expect(s('expired', { status: 'invited' })).toBe('Jane Roe reopened the link (Expired → Invited)');
    expect(describeAuditEvent(event({ action: 'data_deleted', actor: jane, after: { reason: 'request' } }))).toBe(
      "Jane Roe deleted the candidate's data",
    );
    expect(describeAuditEvent(event({ action: 'data_deleted', after: { reason: 'retention', retention_days: 30 } }))).toBe(
      'Candidate data deleted at the end of the 30-day retention period',
    );
    expect(describeAuditEvent(event({ action: 'data_deleted', actor: { type: 'user', user_id: 'gone', name: null } }))).toBe(
      "A former team member deleted the candidate's data",
    );
  });
  it('tells a change of blind-first review or of the retention period, by whom', () => {
    const setting = (name: string, before: unknown, after: unknown) =>
      describeAuditEvent(
        event({
          action: 'setting_changed',
          actor: jane,
          interview_id: null,
          before: { setting: name, value: before },
          after: { setting: name, value: after },
        }),
      );
    expect(setting('blind_review', true, false)).toBe('Jane Roe turned blind-first review off');
    expect(setting('blind_review', false, true)).toBe('Jane Roe turned blind-first review on');
    expect(setting('retention_days', 180, 30)).toBe('Jane Roe changed the retention period: 180 days → 30 days');
  });
  it('tells a translation of the questions: who asked, into which language, which version from which (decision 795)', () => {
    const translated = event({
      action: 'questions_translated',
      actor: jane,
      interview_id: null,
      before: { version: 2, language: 'en' },
      after: { version: 3, language: 'es', questions: 8, engine: 'llm', model: 'm' },
    });
    expect(AUDIT_ACTION_LABELS.questions_translated).toBe('Questions translated');
    expect(describeAuditEvent(translated)).toBe('Jane Roe had the AI translate the questions into Spanish: version 3, from version 2');
  });
});

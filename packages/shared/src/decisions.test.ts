import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from './audit-describe.ts';
import {
  bulkDecisionSchema,
  DECISION_LIMITS,
  DECISION_MESSAGES,
  decisionInputSchema,
  DEFAULT_TEMPLATES,
  MESSAGE_DECISIONS,
  renderTemplate,
  STRENGTHS_TEXT,
  strengthLines,
  strengthsText,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from './decisions.ts';

const values = { candidate_name: 'Ada', position_name: 'Chef', company_name: 'Acme', company_contact: 'jobs@acme.test' };

describe('decision templates', () => {
  it('fills every placeholder and leaves an unknown one as written', () => {
    expect(renderTemplate('{candidate_name}/{position_name}/{company_name}/{company_contact}/{other}', values)).toBe(
      'Ada/Chef/Acme/jobs@acme.test/{other}',
    );
    expect(unknownPlaceholders('Hi {first_name}, {candidate_name}')).toEqual(['first_name']);
  });

  it('has a default for advance, reject and hire that uses only known placeholders and names the candidate and the position', () => {
    for (const d of MESSAGE_DECISIONS) {
      const t = DEFAULT_TEMPLATES[d];
      expect(unknownPlaceholders(t.subject + t.body)).toEqual([]);
      expect(t.body).toContain('{candidate_name}');
      expect(t.subject + t.body).toContain('{position_name}');
      expect(t.body).toContain('{company_contact}');
    }
    expect(DEFAULT_TEMPLATES.reject.body).toContain('human review');
    expect(TEMPLATE_PLACEHOLDERS).toEqual(['candidate_name', 'position_name', 'company_name', 'company_contact']);
  });

  it('refuses an unknown decision, a long note, a custom message with an unknown placeholder, and too many at once', () => {
    expect(decisionInputSchema.safeParse({ decision: 'maybe' }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.decisionInvalid);
    expect(decisionInputSchema.parse({ decision: 'hold' })).toMatchObject({ notify: false, include_strengths: false });
    expect(
      decisionInputSchema.safeParse({ decision: 'hold', note: 'x'.repeat(DECISION_LIMITS.noteMax + 1) }).error?.issues[0]?.message,
    ).toBe(DECISION_MESSAGES.noteTooLong);
    expect(decisionInputSchema.safeParse({ decision: 'reject', message: 'Hi {name}' }).error?.issues[0]?.message).toBe(
      DECISION_MESSAGES.unknownPlaceholder('name'),
    );
    const ids = Array.from({ length: DECISION_LIMITS.bulkMax + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(bulkDecisionSchema.safeParse({ interview_ids: ids, decision: 'hold' }).error?.issues[0]?.message).toBe(
      DECISION_MESSAGES.tooManySelected,
    );
    expect(bulkDecisionSchema.safeParse({ interview_ids: [], decision: 'hold' }).error?.issues[0]?.message).toBe(
      DECISION_MESSAGES.selectionRequired,
    );
  });
});

describe('summary of strengths', () => {
  it('names goals reviewed at 3.5 or more, strongest first, in words only', () => {
    const goals = [
      { goal_text: 'Teamwork', human_score: 3.6 },
      { goal_text: 'SQL', human_score: 4.5 },
      { goal_text: 'Testing', human_score: 3.4 },
      { goal_text: 'Unreviewed', human_score: null },
    ];
    expect(strengthLines(goals)).toEqual([`SQL: ${STRENGTHS_TEXT.clear}`, `Teamwork: ${STRENGTHS_TEXT.strength}`]);
    const text = strengthsText(goals);
    expect(text.startsWith(STRENGTHS_TEXT.intro)).toBe(true);
    expect(text).not.toMatch(/\d/);
    expect(strengthsText([{ goal_text: 'SQL', human_score: 2 }])).toBe(STRENGTHS_TEXT.none);
  });
});

describe('decision log sentences', () => {
  const event = (after: Record<string, unknown>) => ({
    id: 'e',
    created_at: '2026-12-01T00:00:00Z',
    action: 'decision_changed' as const,
    action_label: 'Decision changed',
    actor: { type: 'user' as const, user_id: 'u', name: 'Jane Roe' },
    interview_id: 'i',
    job_position_id: 'j',
    subject_id: 'i',
    before: { decision: 'undecided' },
    after,
  });
  it('says who changed the decision, from what to what, and whether the candidate was told', () => {
    expect(describeAuditEvent(event({ decision: 'advance', notified: false }))).toBe('Jane Roe changed the decision: Undecided → Advance');
    expect(describeAuditEvent(event({ decision: 'reject', notified: true }))).toBe(
      'Jane Roe changed the decision: Undecided → Not moving forward, and the candidate was sent the message',
    );
  });
});

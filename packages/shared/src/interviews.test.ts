import { describe, expect, it } from 'vitest';
import {
  blindLabel,
  compareQuerySchema,
  generateLinksSchema,
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_PATHS,
  INTERVIEW_STATUS_LABELS,
  INTERVIEW_STATUSES,
  interviewListQuerySchema,
  interviewSettingsInputSchema,
  interviewUrlPath,
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  recommendationFor,
  resendLinkSchema,
  reviewScoreSchema,
  saveAnswerSchema,
  startInterviewSchema,
} from './interviews.ts';

const job = '8d6c3a0e-2f4b-4c6e-9a1d-1b2c3d4e5f60';
const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('interview contract', () => {
  it('names the link statuses and recommendations with their labels', () => {
    expect(INTERVIEW_STATUSES).toEqual(['invited', 'started', 'completed', 'expired', 'withdrawn']);
    expect(Object.keys(INTERVIEW_STATUS_LABELS)).toEqual([...INTERVIEW_STATUSES]);
    expect(RECOMMENDATIONS).toEqual(['strong_yes', 'yes', 'no', 'strong_no']);
    expect(RECOMMENDATION_LABELS).toEqual({ strong_yes: 'Strong yes', yes: 'Yes', no: 'No', strong_no: 'Strong no' });
  });

  it('keeps the limits of the issue: 14 days, 50 responses, 180 days retention, pages of 10, compare 2-4', () => {
    expect(INTERVIEW_LIMITS).toMatchObject({
      expiresInDaysDefault: 14,
      maxResponsesDefault: 50,
      retentionDaysDefault: 180,
      pageSize: 10,
      compareMin: 2,
      compareMax: 4,
    });
    // 32 random bytes in base64url: 256 bits, at least the 128 the issue asks for.
    expect(INTERVIEW_LIMITS.tokenLength * 6).toBeGreaterThanOrEqual(128);
  });

  it('builds the paths of both sides', () => {
    expect(INTERVIEW_PATHS.generateLinks).toBe('/app/job-positions/generate-links');
    expect(INTERVIEW_PATHS.jobLinks('j')).toBe('/app/job-positions/j/interview-links');
    expect(INTERVIEW_PATHS.score('i', 'q')).toBe('/app/interviews/i/scores/q');
    expect(INTERVIEW_PATHS.publicAnswer('t', 'q')).toBe('/public/interviews/t/answers/q');
    expect(interviewUrlPath('abc')).toBe('/interview/abc');
  });

  it('normalises candidates, defaults the expiry and refuses duplicates within a request', () => {
    const ok = generateLinksSchema.parse({ job_position_id: job, candidates: [{ name: ' Ada ', email: ' Ada@Example.COM ' }] });
    expect(ok).toEqual({ job_position_id: job, candidates: [{ name: 'Ada', email: 'ada@example.com' }], expires_in_days: 14 });
    const dup = generateLinksSchema.safeParse({
      job_position_id: job,
      candidates: [
        { name: 'A', email: 'a@example.com' },
        { name: 'B', email: 'A@example.com' },
      ],
    });
    expect(first(dup)).toBe(INTERVIEW_MESSAGES.duplicateInRequest('a@example.com'));
    expect(first(generateLinksSchema.safeParse({ job_position_id: job, candidates: [] }))).toBe(INTERVIEW_MESSAGES.candidatesRequired);
    expect(
      first(
        generateLinksSchema.safeParse({ job_position_id: job, candidates: [{ name: 'A', email: 'a@example.com' }], expires_in_days: 91 }),
      ),
    ).toBe(INTERVIEW_MESSAGES.expiresInDaysRange);
    expect(first(generateLinksSchema.safeParse({ job_position_id: job, candidates: [{ name: 'A', email: 'nope' }] }))).toBe(
      INTERVIEW_MESSAGES.emailInvalid,
    );
  });

  it('reads review scores 1-5 with an optional note, consent as true only, answers up to the limit', () => {
    expect(reviewScoreSchema.parse({ score: 4, note: '  ' })).toEqual({ score: 4, note: null, override_reason: null });
    expect(first(reviewScoreSchema.safeParse({ score: 6 }))).toBe(INTERVIEW_MESSAGES.scoreRange);
    expect(first(startInterviewSchema.safeParse({ consent: false }))).toBe(INTERVIEW_MESSAGES.consentRequired);
    expect(saveAnswerSchema.safeParse({ text: '' }).success).toBe(true);
    expect(first(saveAnswerSchema.safeParse({ text: 'x'.repeat(INTERVIEW_LIMITS.answerMax + 1) }))).toBe(INTERVIEW_MESSAGES.answerTooLong);
    expect(first(saveAnswerSchema.safeParse({ text: 'a\u0000' }))).toBe(INTERVIEW_MESSAGES.unsafeText);
    expect(resendLinkSchema.parse(undefined)).toEqual({ expires_in_days: 14 });
  });

  it('reads list, compare and settings queries', () => {
    expect(interviewListQuerySchema.parse({})).toEqual({ page: 1, page_size: 10, blind: false, sort: 'recent' });
    expect(interviewListQuerySchema.parse({ sort: 'reviewed_score' }).sort).toBe('reviewed_score');
    expect(interviewListQuerySchema.parse({ status: 'pending', blind: 'true' })).toMatchObject({ status: 'pending', blind: true });
    const ids = [job, job.replace(/0$/, '1')];
    expect(compareQuerySchema.parse({ interview_ids: ids.join(',') }).interview_ids).toEqual(ids);
    expect(first(compareQuerySchema.safeParse({ interview_ids: job }))).toBe(INTERVIEW_MESSAGES.compareCount);
    expect(first(compareQuerySchema.safeParse({ interview_ids: [job, job] }))).toBe(INTERVIEW_MESSAGES.compareDuplicate);
    expect(interviewSettingsInputSchema.parse({ retention_days: 30, contact_email: '' })).toEqual({
      retention_days: 30,
      contact_email: null,
    });
    expect(first(interviewSettingsInputSchema.safeParse({ retention_days: 0 }))).toBe(INTERVIEW_MESSAGES.retentionRange);
  });

  it('recommends by overall score, never a strong yes with a clearly weak goal', () => {
    expect(recommendationFor(4.5)).toBe('strong_yes');
    expect(recommendationFor(4.5, 2)).toBe('yes');
    expect(recommendationFor(3.4)).toBe('yes');
    expect(recommendationFor(2.4)).toBe('no');
    expect(recommendationFor(2.3)).toBe('strong_no');
  });

  it('labels a candidate without naming them', () => {
    expect(blindLabel('3f2a9c00-0000-4000-8000-000000000000')).toBe('Candidate 3F2A');
  });
});

import {
  CANDIDATE_REQUEST_LABELS,
  type CandidateExport,
  type CandidateRequestInput,
  type CandidateRequestResult,
  candidateRequestInputSchema,
  NOTICE_DATA_COLLECTED,
  NOTICE_TEXTS,
  type PublicRights,
  RIGHTS_LIMITS,
  RIGHTS_MESSAGES,
  type TeamCandidateRequests,
} from '@hiring/shared/candidate-rights';
import { formatDate } from '@hiring/shared/constants';
import { type InterviewSettings, PRACTICE_QUESTION } from '@hiring/shared/interviews';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvent } from '../audit/index.ts';
import { positionForInterviews, type Tx } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import { interviewOfToken } from './candidate-access.ts';
import { erasureAlreadyRequested, humanReviewNotSubmitted, interviewNotFound } from './interview-errors.ts';
import { findSettings } from './interview-settings.repository.ts';
import { companyOf, DAY_MS, type InterviewsContext, iso } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';
import { linkTokenHash } from './link-tokens.ts';
import { noticeOfVersion } from './notice-versions.ts';
import { eraseCandidateData } from './retention.ts';
import { insertRequest, listRequests } from './rights.repository.ts';
import type { CandidateRequestRow } from './rights.table.ts';

/** The queued erasure of one interview's data, run when the request falls due. */
export const ERASE_INTERVIEW_JOB = 'interviews.erase';
export interface EraseInterviewPayload {
  interview_id: string;
}

async function consume(ctx: InterviewsContext, name: string, points: number, key: string): Promise<void> {
  try {
    await ctx.rateLimits.limiter(name, points, 60 * 60).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(error.msBeforeNext / 1000);
    throw error;
  }
}

const pendingErasure = (requests: CandidateRequestRow[]) => requests.find((r) => r.type === 'erasure' && !r.doneAt) ?? null;

/** The rights part of the candidate's page: the notice's additions, the version, the requests made. */
export async function publicRights(ctx: InterviewsContext, row: InterviewRow, settings: InterviewSettings): Promise<PublicRights> {
  const requests = await listRequests(ctx.db, row.companyId, row.id);
  const erasure = pendingErasure(requests);
  return {
    notice_version: row.noticeVersion ?? settings.notice_version,
    data_collected_intro: NOTICE_TEXTS.dataCollectedIntro,
    data_collected: [...NOTICE_DATA_COLLECTED],
    company_text: settings.notice_text,
    contact: settings.notice_contact,
    rights_intro: NOTICE_TEXTS.rightsIntro,
    requests: requests.map((r) => ({ type: r.type, created_at: r.createdAt.toISOString() })),
    can_request_human_review: row.status === 'completed',
    erasure_due_at: iso(erasure?.dueAt),
  };
}

/**
 * A request through the link: an alternative process or accommodation (any time), human review
 * (after submitting, decision 711), erasure (queued for the company's erasure period). The team is
 * mailed and the decision log records it, without the candidate's words; limited per link.
 */
export async function makeRequest(
  ctx: InterviewsContext,
  token: string,
  ip: string,
  input: CandidateRequestInput,
): Promise<CandidateRequestResult> {
  const parsed = candidateRequestInputSchema.parse(input);
  const found = await interviewOfToken(ctx, token, ip);
  await consume(ctx, 'interview-requests', RIGHTS_LIMITS.requestsPerLinkPerHour, linkTokenHash(token));
  const job = await positionForInterviews(ctx.db, found.companyId, found.jobPositionId);
  return ctx.db.transaction(async (tx) => {
    const row = (await repo.lockInterview(tx, found.id))!;
    if (parsed.type === 'human_review' && row.status !== 'completed') throw humanReviewNotSubmitted();
    const at = new Date();
    let dueAt: Date | null = null;
    if (parsed.type === 'erasure') {
      if (pendingErasure(await listRequests(tx, row.companyId, row.id))) throw erasureAlreadyRequested();
      dueAt = new Date(at.getTime() + (await erasureDaysOf(tx, row.companyId)) * DAY_MS);
      const payload: EraseInterviewPayload = { interview_id: row.id };
      await ctx.jobs.enqueue(ERASE_INTERVIEW_JOB, payload, { tx, key: row.id, runAt: dueAt });
    }
    const request = await insertRequest(tx, {
      companyId: row.companyId,
      interviewId: row.id,
      type: parsed.type,
      text: parsed.text || null,
      dueAt,
      at,
    });
    await recordAuditEvent(tx, {
      companyId: row.companyId,
      interviewId: row.id,
      jobPositionId: row.jobPositionId,
      actor: { type: 'system' },
      action: `${parsed.type}_requested`,
      subjectId: request.id,
      after: { by: 'candidate', request_id: request.id, ...(dueAt ? { due_at: dueAt.toISOString() } : {}) },
    });
    await ctx.notifications?.candidateRequest(tx, row.companyId, {
      requestId: request.id,
      interviewId: row.id,
      typeLabel: CANDIDATE_REQUEST_LABELS[parsed.type],
      jobTitle: job?.title ?? '',
      dueAt,
    });
    const message = parsed.type === 'erasure' ? RIGHTS_MESSAGES.sent.erasure(formatDate(dueAt)) : RIGHTS_MESSAGES.sent[parsed.type];
    return { id: request.id, type: parsed.type, created_at: at.toISOString(), due_at: iso(dueAt), message };
  });
}

async function erasureDaysOf(tx: Tx, companyId: string): Promise<number> {
  return (await findSettings(tx, companyId))?.erasureDays ?? RIGHTS_LIMITS.erasureDaysDefault;
}

/** The candidate's copy of their data: answers with their timestamps and recorded signals, the consent and its notice, their requests. */
export async function exportData(ctx: InterviewsContext, token: string, ip: string): Promise<CandidateExport> {
  const row = await interviewOfToken(ctx, token, ip);
  await consume(ctx, 'interview-exports', RIGHTS_LIMITS.exportsPerLinkPerHour, linkTokenHash(token));
  const [questions, answers, job, company, requests, notice] = await Promise.all([
    listQuestions(ctx.db, row.questionSetId),
    repo.listAnswers(ctx.db, row.id),
    positionForInterviews(ctx.db, row.companyId, row.jobPositionId),
    ctx.companyContext.find(row.companyId),
    listRequests(ctx.db, row.companyId, row.id),
    row.noticeVersion === null ? Promise.resolve(null) : noticeOfVersion(ctx.db, row.companyId, row.noticeVersion),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  await recordAuditEvent(ctx.db, {
    companyId: row.companyId,
    interviewId: row.id,
    jobPositionId: row.jobPositionId,
    actor: { type: 'system' },
    action: 'data_exported',
    after: { by: 'candidate' },
  });
  return {
    exported_at: new Date().toISOString(),
    company_name: company?.name ?? '',
    job_title: job?.title ?? '',
    candidate_name: row.candidateName,
    candidate_email: row.candidateEmail,
    status: row.status,
    invited_at: row.createdAt.toISOString(),
    consent: { given_at: iso(row.consentAt), notice_version: row.noticeVersion, notice },
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    answers: [
      ...(row.practiceAnswer !== null
        ? [{ question: PRACTICE_QUESTION.text, text: row.practiceAnswer, saved_at: iso(row.startedAt), ...NO_SIGNALS }]
        : []),
      ...questions.map((q) => {
        const a = byQuestion.get(q.id);
        return {
          question: q.text,
          text: a?.text ?? null,
          saved_at: iso(a?.savedAt),
          paste_count: a?.pasteCount ?? null,
          pasted_chars: a?.pastedChars ?? null,
          tab_leaves: a?.tabLeaves ?? null,
          active_seconds: a?.activeSeconds ?? null,
          follow_up: a?.followUpText
            ? { question: a.followUpText, text: a.followUpAnswer, skipped: a.followUpSkipped, saved_at: iso(a.followUpSavedAt) }
            : null,
        };
      }),
    ],
    requests: requests.map((r) => ({ type: r.type, text: r.text, created_at: r.createdAt.toISOString() })),
  };
}

const NO_SIGNALS = { paste_count: null, pasted_chars: null, tab_leaves: null, active_seconds: null, follow_up: null };

/** The queued erasure: the one deletion the team's button and the retention sweep use, by the system. */
export async function runErasure(ctx: InterviewsContext, interviewId: string): Promise<void> {
  await ctx.db.transaction((tx) => eraseCandidateData(ctx, tx, interviewId, new Date(), 'candidate_request'));
}

/** The requests on the interview, for its team, with the notice version the consent was given under. */
export async function teamRequests(ctx: InterviewsContext, auth: AuthContext, id: string): Promise<TeamCandidateRequests> {
  const companyId = companyOf(auth);
  const row = await repo.findInterview(ctx.db, companyId, id);
  if (!row) throw interviewNotFound();
  const requests = await listRequests(ctx.db, companyId, row.id);
  return {
    notice_version: row.noticeVersion,
    requests: requests.map((r) => ({
      id: r.id,
      type: r.type,
      type_label: CANDIDATE_REQUEST_LABELS[r.type],
      text: r.text,
      created_at: r.createdAt.toISOString(),
      due_at: iso(r.dueAt),
      done_at: iso(r.doneAt),
    })),
  };
}

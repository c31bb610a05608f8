import {
  type BulkDecisionInput,
  type BulkDecisionResult,
  DECISION_MESSAGES,
  type DecisionInput,
  type DecisionPreview,
  type DecisionResult,
  isMessageDecision,
  type MessagePreview,
} from '@hiring/shared/decisions';
import { blindLabel, interviewUrlPath } from '@hiring/shared/interviews';
import type { MailMessage } from '../../mail/mailer.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvents } from '../audit/index.ts';
import { type EffectiveMessages, messagesOf } from './candidate-messages.ts';
import { candidateUnreachable, decisionNotCompleted, notifyNotAllowed, summaryNotReviewed } from './decision-errors.ts';
import { decisionMail, renderDecisionMessage } from './decision-mail.ts';
import { decisionOf } from './decision-view.ts';
import { interviewNotFound } from './interview-errors.ts';
import { findListRows, type InterviewListRow } from './interview-lists.repository.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';
import * as repo from './interviews.repository.ts';
import { unsealToken } from './link-tokens.ts';
import { settingsOf } from './settings.ts';
import { strengthsSummary } from './strengths-summary.ts';

type Fields = Omit<DecisionInput, 'decision'> & { decision: DecisionInput['decision'] };

interface Company {
  name: string;
  contact: string;
  messages: EffectiveMessages;
}

interface Prepared {
  row: InterviewListRow;
  preview: MessagePreview;
  mail: MailMessage | null;
}

async function companyOfRows(ctx: InterviewsContext, companyId: string): Promise<Company> {
  const company = await ctx.companyContext.find(companyId);
  const settings = await settingsOf(ctx, companyId);
  const name = company?.name ?? '';
  return { name, contact: settings.effective_contact_email ?? name, messages: await messagesOf(ctx.db, companyId) };
}

/** The interviews of the caller's company, in the order asked; one of another company (or unknown) is a 404. */
async function loadRows(ctx: InterviewsContext, companyId: string, ids: string[]): Promise<InterviewListRow[]> {
  const rows = await findListRows(ctx.db, companyId, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw interviewNotFound();
    if (row.status !== 'completed') throw decisionNotCompleted();
    return row;
  });
}

/**
 * The message one candidate would receive for `input` (decisions 761-764). `strict` (one
 * interview) refuses what cannot be done; a bulk preview says why beside the candidate instead.
 */
async function prepare(ctx: InterviewsContext, company: Company, row: InterviewListRow, input: Fields, strict: boolean): Promise<Prepared> {
  const base = { interview_id: row.id, candidate_label: blindLabel(row.id), to: row.candidateEmail, subject: '', text: '' };
  if (!isMessageDecision(input.decision)) {
    if (strict && input.notify) throw notifyNotAllowed();
    return { row, mail: null, preview: { ...base, includes_strengths: false, note: DECISION_MESSAGES.notifyNotAllowed, sendable: false } };
  }
  let strengths: string | undefined;
  let note: string | null = null;
  if (input.include_strengths) {
    if (input.decision !== 'reject') note = DECISION_MESSAGES.summaryOnlyForReject;
    else {
      const summary = await strengthsSummary(ctx.db, row);
      if (summary.reviewed) strengths = summary.text;
      else if (strict) throw summaryNotReviewed();
      else note = DECISION_MESSAGES.summaryOmitted;
    }
  }
  const token = row.dataDeletedAt ? null : unsealToken(ctx.tokens, row.tokenSealed);
  const message = renderDecisionMessage({
    template: company.messages.templates[input.decision],
    body: input.message,
    values: {
      candidate_name: row.candidateName ?? '',
      position_name: row.jobTitle,
      company_name: company.name,
      company_contact: company.contact,
    },
    strengths,
    pageUrl: token ? `${ctx.appUrl}${interviewUrlPath(token)}` : null,
  });
  const reachable = row.candidateEmail !== null && row.dataDeletedAt === null;
  if (!reachable && strict && input.notify) throw candidateUnreachable();
  return {
    row,
    mail: reachable ? decisionMail(row.candidateEmail!, message) : null,
    preview: {
      ...base,
      ...message,
      includes_strengths: strengths !== undefined,
      note: reachable ? note : DECISION_MESSAGES.candidateUnreachable,
      sendable: reachable,
    },
  };
}

/** Saves the decision of each prepared interview, queues its message when asked, and logs each change, in one transaction. */
async function save(ctx: InterviewsContext, auth: AuthContext, items: Prepared[], input: Fields): Promise<DecisionResult[]> {
  const now = new Date();
  const sent = new Set<string>();
  await ctx.db.transaction(async (tx) => {
    const events = [];
    for (const { row, mail } of items) {
      const locked = (await repo.lockInterview(tx, row.id)) ?? row;
      const send = input.notify && mail !== null && isMessageDecision(input.decision);
      const note = input.note ?? null;
      const changed = locked.decision !== input.decision || locked.decisionNote !== note;
      if (!changed && !send) continue;
      await repo.updateInterview(tx, row.id, {
        decision: input.decision,
        decisionNote: note,
        ...(changed ? { decidedAt: now, decidedBy: auth.userId } : {}),
        ...(send && isMessageDecision(input.decision) ? { notifiedDecision: input.decision, notifiedAt: now } : {}),
        updatedAt: now,
      });
      if (send) {
        await ctx.mailer.send(mail, { tx });
        sent.add(row.id);
      }
      events.push({
        companyId: row.companyId,
        interviewId: row.id,
        jobPositionId: row.jobPositionId,
        actor: { type: 'user' as const, userId: auth.userId },
        action: 'decision_changed' as const,
        subjectId: row.id,
        before: { decision: locked.decision },
        after: {
          decision: input.decision,
          notified: send,
          note_length: note?.length ?? 0,
          strengths: send && items.find((i) => i.row.id === row.id)?.preview.includes_strengths === true,
        },
      });
    }
    await recordAuditEvents(tx, events);
  });
  const fresh = await findListRows(
    ctx.db,
    companyOf(auth),
    items.map((i) => i.row.id),
  );
  const byId = new Map(fresh.map((r) => [r.id, r]));
  return items.map(({ row, preview }) => {
    const now = byId.get(row.id) ?? row;
    const wasSent = sent.has(row.id);
    return {
      interview_id: row.id,
      decision: decisionOf(now, now.decidedByName),
      sent: wasSent ? preview : null,
      message: wasSent ? DECISION_MESSAGES.savedAndSent : DECISION_MESSAGES.saved,
    };
  });
}

/** PUT /app/interviews/{id}/decision (decision 760): one interview's decision, its note, and its message when `notify` is set. */
export async function decide(ctx: InterviewsContext, auth: AuthContext, id: string, input: DecisionInput): Promise<DecisionResult> {
  const companyId = companyOf(auth);
  const [row] = await loadRows(ctx, companyId, [id]);
  const company = await companyOfRows(ctx, companyId);
  const prepared = input.notify ? await prepare(ctx, company, row!, input, true) : { row: row!, mail: null, preview: emptyPreview(row!) };
  const [result] = await save(ctx, auth, [prepared], input);
  return result!;
}

const emptyPreview = (row: InterviewListRow): MessagePreview => ({
  interview_id: row.id,
  candidate_label: blindLabel(row.id),
  to: row.candidateEmail,
  subject: '',
  text: '',
  includes_strengths: false,
  note: null,
  sendable: false,
});

/** POST /app/interviews/decisions/preview (decision 767): each message as it would go, nothing saved or sent. */
export async function previewDecisions(ctx: InterviewsContext, auth: AuthContext, input: BulkDecisionInput): Promise<DecisionPreview> {
  const companyId = companyOf(auth);
  const rows = await loadRows(ctx, companyId, input.interview_ids);
  const company = await companyOfRows(ctx, companyId);
  const previews: MessagePreview[] = [];
  for (const row of rows) previews.push((await prepare(ctx, company, row, input, false)).preview);
  return { previews };
}

/**
 * POST /app/interviews/decisions (decision 767): one decision for several completed interviews, in
 * one transaction; with `notify`, each candidate who can be reached gets their own message (a
 * summary of strengths only where every answer was reviewed).
 */
export async function decideMany(ctx: InterviewsContext, auth: AuthContext, input: BulkDecisionInput): Promise<BulkDecisionResult> {
  const companyId = companyOf(auth);
  if (input.notify && !isMessageDecision(input.decision)) throw notifyNotAllowed();
  const rows = await loadRows(ctx, companyId, input.interview_ids);
  const company = await companyOfRows(ctx, companyId);
  const prepared: Prepared[] = [];
  for (const row of rows)
    prepared.push(input.notify ? await prepare(ctx, company, row, input, false) : { row, mail: null, preview: emptyPreview(row) });
  const results = await save(ctx, auth, prepared, input);
  return { results, message: DECISION_MESSAGES.bulkSaved(results.length, results.filter((r) => r.sent).length) };
}

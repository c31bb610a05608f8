import {
  type CandidateMessages,
  type CandidateMessagesInput,
  candidateMessagesInputSchema,
  DEFAULT_NEXT_STEPS,
  DEFAULT_TEMPLATES,
  MESSAGE_DECISIONS,
  type MessageDecision,
  type MessageTemplate,
  TEMPLATE_PLACEHOLDERS,
} from '@hiring/shared/decisions';
import { INTERVIEW_MANAGER_ROLES } from '@hiring/shared/interviews';
import { hasAnyRole } from '@hiring/shared/roles';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAuditEvents } from '../audit/index.ts';
import type { Tx } from '../job-positions/index.ts';
import { findMessageSettings, upsertMessageSettings } from './candidate-messages.repository.ts';
import { companyOf, type InterviewsContext } from './interviews-context.ts';

/** The company's messages as they apply now: its own templates where it wrote them, the defaults elsewhere. */
export interface EffectiveMessages {
  templates: Record<MessageDecision, MessageTemplate>;
  nextSteps: string;
  nextStepsText: string;
  strengthsAfterReview: boolean;
}

export async function messagesOf(db: Tx, companyId: string): Promise<EffectiveMessages> {
  const row = await findMessageSettings(db, companyId);
  const own = row?.templates ?? {};
  const templates = Object.fromEntries(MESSAGE_DECISIONS.map((d) => [d, own[d] ?? DEFAULT_TEMPLATES[d]])) as Record<
    MessageDecision,
    MessageTemplate
  >;
  return {
    templates,
    nextStepsText: row?.nextStepsText ?? '',
    nextSteps: row?.nextStepsText || DEFAULT_NEXT_STEPS,
    strengthsAfterReview: row?.strengthsAfterReview ?? false,
  };
}

const view = (m: EffectiveMessages, auth: AuthContext): CandidateMessages => ({
  ...m.templates,
  next_steps_text: m.nextStepsText,
  effective_next_steps: m.nextSteps,
  strengths_after_review: m.strengthsAfterReview,
  placeholders: [...TEMPLATE_PLACEHOLDERS],
  can_edit: hasAnyRole(auth.role, INTERVIEW_MANAGER_ROLES),
});

/** GET /app/interviews/candidate-messages: for every role that reviews, so they see what a candidate will read. */
export async function callerMessages(ctx: InterviewsContext, auth: AuthContext): Promise<CandidateMessages> {
  return view(await messagesOf(ctx.db, companyOf(auth)), auth);
}

/**
 * PUT /app/interviews/candidate-messages (owners and admins): a template equal to the default is
 * stored as "the default", so a later change of the default reaches it; turning the summary after
 * review on or off is in the decision log.
 */
export async function updateMessages(ctx: InterviewsContext, auth: AuthContext, input: CandidateMessagesInput): Promise<CandidateMessages> {
  const companyId = companyOf(auth);
  const parsed = candidateMessagesInputSchema.parse(input);
  await ctx.db.transaction(async (tx) => {
    const before = await findMessageSettings(tx, companyId);
    const templates: Partial<Record<MessageDecision, MessageTemplate>> = {};
    for (const d of MESSAGE_DECISIONS) {
      const t = parsed[d];
      if (t.subject !== DEFAULT_TEMPLATES[d].subject || t.body !== DEFAULT_TEMPLATES[d].body) templates[d] = t;
    }
    await upsertMessageSettings(tx, companyId, {
      templates,
      nextStepsText: parsed.next_steps_text || null,
      strengthsAfterReview: parsed.strengths_after_review,
    });
    const was = before?.strengthsAfterReview ?? false;
    if (was !== parsed.strengths_after_review)
      await recordAuditEvents(tx, [
        {
          companyId,
          actor: { type: 'user', userId: auth.userId },
          action: 'setting_changed',
          before: { setting: 'strengths_after_review', value: was },
          after: { setting: 'strengths_after_review', value: parsed.strengths_after_review },
        },
      ]);
  });
  return callerMessages(ctx, auth);
}

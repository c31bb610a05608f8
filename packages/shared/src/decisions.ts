import { z } from 'zod';
import {
  DECISION_LIMITS,
  DECISION_MESSAGES,
  DECISIONS,
  MESSAGE_DECISIONS,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
} from './decision-constants.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './text.ts';

/**
 * The schemas of decisions and candidate messages (issue 43, items 1, 2 and 4; issue 42, item 5;
 * decisions 760-766): every request and answer of the decision, bulk, preview and templates
 * routes, and the outcome the candidate's page shows.
 */

export * from './decision-constants.ts';

export const DECISION_PATHS = {
  one: (id: string) => `/app/interviews/${id}/decision`,
  preview: '/app/interviews/decisions/preview',
  bulk: '/app/interviews/decisions',
  messages: '/app/interviews/candidate-messages',
} as const;

const safe = z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
const optionalText = (max: number, tooLong: string) =>
  safe
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong))
    .optional()
    .transform((v) => (v ? v : undefined));

const noUnknownPlaceholder = (v: string, ctx: z.RefinementCtx) => {
  const [first] = unknownPlaceholders(v);
  if (first) ctx.addIssue({ code: 'custom', message: DECISION_MESSAGES.unknownPlaceholder(first) });
};

export const decisionSchema = z.enum(DECISIONS, DECISION_MESSAGES.decisionInvalid);

const decisionFields = {
  decision: decisionSchema,
  note: optionalText(DECISION_LIMITS.noteMax, DECISION_MESSAGES.noteTooLong),
  /** Send the rendered message through the mail queue; without it nothing is mailed. */
  notify: z.boolean().default(false),
  /** This candidate's message instead of the template's body (its placeholders are filled in too). */
  message: optionalText(DECISION_LIMITS.bodyMax, DECISION_MESSAGES.bodyTooLong).superRefine((v, ctx) => {
    if (v) noUnknownPlaceholder(v, ctx);
  }),
  /** With a rejection: add a summary of strengths per goal, from reviewers' scores only (decision 764). */
  include_strengths: z.boolean().default(false),
};

/** PUT /app/interviews/{id}/decision. */
export const decisionInputSchema = z.object(decisionFields);
export type DecisionInput = z.output<typeof decisionInputSchema>;

const interviewIds = z
  .array(z.uuid(), { error: DECISION_MESSAGES.selectionRequired })
  .min(1, DECISION_MESSAGES.selectionRequired)
  .max(DECISION_LIMITS.bulkMax, DECISION_MESSAGES.tooManySelected)
  .transform((ids) => [...new Set(ids)]);

/** POST /app/interviews/decisions (bulk) and .../decisions/preview: one decision for several interviews. */
export const bulkDecisionSchema = z.object({ interview_ids: interviewIds, ...decisionFields });
export type BulkDecisionInput = z.output<typeof bulkDecisionSchema>;

/** An interview's decision as the team sees it. */
export const interviewDecisionSchema = z.object({
  decision: decisionSchema,
  decision_label: z.string(),
  note: z.string().nullable(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  /** When the candidate was last sent a decision message, and which decision it told. */
  notified_at: z.string().nullable(),
  notified_decision: z.enum(MESSAGE_DECISIONS).nullable(),
});
export type InterviewDecision = z.infer<typeof interviewDecisionSchema>;

/** One rendered message, as it would go (or went) to the candidate. */
export const messagePreviewSchema = z.object({
  interview_id: z.string(),
  candidate_label: z.string(),
  to: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  /** Whether a summary of strengths is in the text. */
  includes_strengths: z.boolean(),
  /** Why no message or no summary: the reason to show beside it; null when all is well. */
  note: z.string().nullable(),
  /** False when this one cannot be sent (no message for the decision, or no address). */
  sendable: z.boolean(),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

export const decisionPreviewSchema = z.object({ previews: z.array(messagePreviewSchema) });
export type DecisionPreview = z.infer<typeof decisionPreviewSchema>;

export const decisionResultSchema = z.object({
  interview_id: z.string(),
  decision: interviewDecisionSchema,
  /** The message queued for the candidate; null when none was sent. */
  sent: messagePreviewSchema.nullable(),
  message: z.string(),
});
export type DecisionResult = z.infer<typeof decisionResultSchema>;

export const bulkDecisionResultSchema = z.object({
  results: z.array(decisionResultSchema),
  message: z.string(),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;

const templateSchema = z.object({
  subject: safe
    .transform((v) => v.trim())
    .pipe(z.string().min(1, DECISION_MESSAGES.subjectRequired).max(DECISION_LIMITS.subjectMax, DECISION_MESSAGES.subjectTooLong))
    .superRefine(noUnknownPlaceholder),
  body: safe
    .transform((v) => v.trim())
    .pipe(z.string().min(1, DECISION_MESSAGES.bodyRequired).max(DECISION_LIMITS.bodyMax, DECISION_MESSAGES.bodyTooLong))
    .superRefine(noUnknownPlaceholder),
});

/** PUT /app/interviews/candidate-messages: the company's templates and closing texts (owners and admins). */
export const candidateMessagesInputSchema = z.object({
  advance: templateSchema,
  reject: templateSchema,
  hire: templateSchema,
  /** What the candidate page says comes next; empty: the default text. */
  next_steps_text: safe
    .transform((v) => v.trim())
    .pipe(z.string().max(DECISION_LIMITS.nextStepsMax, DECISION_MESSAGES.nextStepsTooLong))
    .default(''),
  /** Mail each candidate a summary of strengths once a reviewer has scored every answer (off by default). */
  strengths_after_review: z.boolean().default(false),
});
export type CandidateMessagesInput = z.input<typeof candidateMessagesInputSchema>;

const templateOut = z.object({ subject: z.string(), body: z.string() });

export const candidateMessagesSchema = z.object({
  advance: templateOut,
  reject: templateOut,
  hire: templateOut,
  next_steps_text: z.string(),
  /** The text candidates see now: the company's, else the default. */
  effective_next_steps: z.string(),
  strengths_after_review: z.boolean(),
  placeholders: z.array(z.enum(TEMPLATE_PLACEHOLDERS)),
  can_edit: z.boolean(),
});
export type CandidateMessages = z.infer<typeof candidateMessagesSchema>;

/** What the candidate's page shows once they were told of a decision (decision 763). */
export const publicOutcomeSchema = z.object({
  decision: z.enum(MESSAGE_DECISIONS),
  title: z.string(),
  text: z.string(),
  /** For a rejection: how to ask for a person to review the result. */
  human_review: z.string().nullable(),
  decided_at: z.string(),
});
export type PublicOutcome = z.infer<typeof publicOutcomeSchema>;

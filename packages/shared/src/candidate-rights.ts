import { z } from 'zod';

/**
 * The candidate's notice and rights through the interview link (issue 39, items 3 and 4): the
 * versioned notice's extra parts (what data is collected, the company's own text and contact),
 * the requests a candidate makes (an alternative process or accommodation, human review of the
 * result, erasure), the copy of their data, and the limits and messages of each.
 */

export * from './candidate-rights-constants.ts';
import { CANDIDATE_REQUEST_TYPES, REQUEST_TEXT_REQUIRED, RIGHTS_LIMITS, RIGHTS_MESSAGES } from './candidate-rights-constants.ts';

/** POST /api/public/interviews/{token}/requests. */
export const candidateRequestInputSchema = z
  .object({
    type: z.enum(CANDIDATE_REQUEST_TYPES, { error: RIGHTS_MESSAGES.typeInvalid }),
    text: z.string({ error: RIGHTS_MESSAGES.textRequired }).trim().max(RIGHTS_LIMITS.textMax, RIGHTS_MESSAGES.textTooLong).default(''),
  })
  .superRefine((v, ctx) => {
    if (REQUEST_TEXT_REQUIRED[v.type] && v.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: RIGHTS_MESSAGES.textRequired });
  });
export type CandidateRequestInput = z.input<typeof candidateRequestInputSchema>;

/** The answer to a request: what the candidate is told. */
export const candidateRequestResultSchema = z.object({
  id: z.string(),
  type: z.enum(CANDIDATE_REQUEST_TYPES),
  created_at: z.string(),
  /** For erasure: the day by which the data is erased. */
  due_at: z.string().nullable(),
  message: z.string(),
});
export type CandidateRequestResult = z.infer<typeof candidateRequestResultSchema>;

/** The rights part of the candidate's page. */
export const publicRightsSchema = z.object({
  notice_version: z.number().int().nullable(),
  /** What the notice adds: data collected, the company's own text (as written) and contact, the rights. */
  data_collected_intro: z.string(),
  data_collected: z.array(z.string()),
  company_text: z.string().nullable(),
  contact: z.string().nullable(),
  rights_intro: z.string(),
  /** Requests made through this link, newest first, without their text. */
  requests: z.array(z.object({ type: z.enum(CANDIDATE_REQUEST_TYPES), created_at: z.string() })),
  can_request_human_review: z.boolean(),
  erasure_due_at: z.string().nullable(),
});
export type PublicRights = z.infer<typeof publicRightsSchema>;

/** GET /api/public/interviews/{token}/export: the candidate's copy of their data. */
export const candidateExportSchema = z.object({
  exported_at: z.string(),
  company_name: z.string(),
  job_title: z.string(),
  candidate_name: z.string().nullable(),
  candidate_email: z.string().nullable(),
  status: z.string(),
  invited_at: z.string(),
  consent: z.object({
    given_at: z.string().nullable(),
    notice_version: z.number().int().nullable(),
    notice: z.record(z.string(), z.unknown()).nullable(),
  }),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  answers: z.array(
    z.object({
      question: z.string(),
      text: z.string().nullable(),
      saved_at: z.string().nullable(),
      paste_count: z.number().int().nullable(),
      pasted_chars: z.number().int().nullable(),
      tab_leaves: z.number().int().nullable(),
      active_seconds: z.number().int().nullable(),
      /** The follow-up asked after this answer and the candidate's reply, or null when none was asked (issue 42). */
      follow_up: z
        .object({ question: z.string(), text: z.string().nullable(), skipped: z.boolean(), saved_at: z.string().nullable() })
        .nullable()
        .optional(),
    }),
  ),
  requests: z.array(z.object({ type: z.enum(CANDIDATE_REQUEST_TYPES), text: z.string().nullable(), created_at: z.string() })),
});
export type CandidateExport = z.infer<typeof candidateExportSchema>;

/** GET /api/app/interviews/{id}/candidate-requests: what the team sees on the interview. */
export const teamCandidateRequestsSchema = z.object({
  notice_version: z.number().int().nullable(),
  requests: z.array(
    z.object({
      id: z.string(),
      type: z.enum(CANDIDATE_REQUEST_TYPES),
      type_label: z.string(),
      text: z.string().nullable(),
      created_at: z.string(),
      due_at: z.string().nullable(),
      done_at: z.string().nullable(),
    }),
  ),
});
export type TeamCandidateRequests = z.infer<typeof teamCandidateRequestsSchema>;

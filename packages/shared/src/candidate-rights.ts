import { z } from 'zod';

/**
 * The candidate's notice and rights through the interview link (issue 39, items 3 and 4): the
 * versioned notice's extra parts (what data is collected, the company's own text and contact),
 * the requests a candidate makes (an alternative process or accommodation, human review of the
 * result, erasure), the copy of their data, and the limits and messages of each.
 */

export const CANDIDATE_REQUEST_TYPES = ['accommodation', 'human_review', 'erasure'] as const;
export type CandidateRequestType = (typeof CANDIDATE_REQUEST_TYPES)[number];

export const RIGHTS_LIMITS = {
  /** Characters of a request's text. */
  textMax: 2_000,
  /** Requests one link may make an hour (public, and each one notifies the team). */
  requestsPerLinkPerHour: 5,
  /** Data copies one link may download an hour. */
  exportsPerLinkPerHour: 10,
  /** The company's own notice text, in characters. */
  noticeTextMax: 2_000,
  /** The notice's contact line (a name, a role, a phone number), in characters. */
  noticeContactMax: 300,
  /** Days within which an erasure request is carried out: the company's choice within these bounds. */
  erasureDaysMin: 0,
  erasureDaysMax: 30,
  erasureDaysDefault: 7,
} as const;

/** Which requests need text: an accommodation and a human review say what they ask for; erasure needs none. */
export const REQUEST_TEXT_REQUIRED: Readonly<Record<CandidateRequestType, boolean>> = {
  accommodation: true,
  human_review: true,
  erasure: false,
};

export const CANDIDATE_REQUEST_LABELS: Readonly<Record<CandidateRequestType, string>> = {
  accommodation: 'Alternative process or accommodation',
  human_review: 'Human review of the result',
  erasure: 'Erasure of my data',
};

export const RIGHTS_MESSAGES = {
  textRequired: 'Say what you are asking for.',
  textTooLong: `Keep it under ${RIGHTS_LIMITS.textMax.toLocaleString('en-US')} characters.`,
  typeInvalid: 'Choose accommodation, human review or erasure.',
  humanReviewAfterSubmit: 'You can ask for a human review of the result once you have submitted your answers.',
  erasureAlreadyRequested: 'You have already asked for your data to be erased.',
  dataErased: 'Your answers and personal data were erased, as you asked. This link no longer opens the interview.',
  sent: {
    accommodation: 'Your request was sent. The team will contact you about an alternative process or accommodation.',
    human_review: 'Your request was sent. A person on the team will review your result and your statement.',
    erasure: (due: string) => `Your request was sent. Your answers and personal data will be erased by ${due}.`,
  },
  erasurePending: (due: string) => `You asked for your data to be erased. It will be erased by ${due}.`,
  noticeTextTooLong: `Keep the notice text under ${RIGHTS_LIMITS.noticeTextMax.toLocaleString('en-US')} characters.`,
  noticeContactTooLong: `Keep the contact under ${RIGHTS_LIMITS.noticeContactMax} characters.`,
  erasureDaysRange: `Enter a whole number of days from ${RIGHTS_LIMITS.erasureDaysMin} to ${RIGHTS_LIMITS.erasureDaysMax}.`,
  noRequests: 'The candidate has made no requests.',
} as const;

/** What the notice says is collected, in the order shown. */
export const NOTICE_DATA_COLLECTED = [
  'Your name and email address, as the team entered them to invite you.',
  'Your answers to each question, and when each was saved.',
  'When you agreed to this notice, started and submitted.',
  'Where this page records them: how many times you paste text and how much, how long each question is open, and how many times you leave the tab.',
  'The scores the automated tools and the team give your answers.',
] as const;

export const NOTICE_TEXTS = {
  dataCollectedIntro: 'What we collect:',
  rightsIntro:
    'You can ask for an alternative process or accommodation, for a person to review your result, for a copy of your data, and for your data to be erased, with the buttons under "Your rights" on this page.',
  companyTextIntro: (company: string) => `A note from ${company}:`,
  contactIntro: 'Contact:',
  /** Bumped when the notice's fixed wording changes, so a new version is kept. */
  wording: 1,
} as const;

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
  /** What the notice adds: data collected, the company's own text and contact, the rights. */
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

export const RIGHTS_PATHS = {
  requests: (token: string) => `/public/interviews/${token}/requests`,
  export: (token: string) => `/public/interviews/${token}/export`,
  teamRequests: (id: string) => `/app/interviews/${id}/candidate-requests`,
} as const;

/** The copy's file name. */
export const candidateExportFileName = (date: Date) => `my-interview-data-${date.toISOString().slice(0, 10)}.json`;

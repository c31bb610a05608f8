import { formatNumber } from './locale.ts';
/**
 * The candidate's notice and rights (issue 39): constants, messages and paths without zod, so the
 * candidate's page loads no schema library for them. The schemas are in candidate-rights.ts.
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
  textTooLong: `Keep it under ${formatNumber(RIGHTS_LIMITS.textMax)} characters.`,
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
  noticeTextTooLong: `Keep the notice text under ${formatNumber(RIGHTS_LIMITS.noticeTextMax)} characters.`,
  noticeContactTooLong: `Keep the contact under ${RIGHTS_LIMITS.noticeContactMax} characters.`,
  erasureDaysRange: `Enter a whole number of days from ${RIGHTS_LIMITS.erasureDaysMin} to ${RIGHTS_LIMITS.erasureDaysMax}.`,
  noRequests: 'The candidate has made no requests.',
  requestNotFound: 'This request was not found on the interview.',
  erasureHandledBySystem: 'An erasure is carried out automatically on its day; it cannot be marked as handled by hand.',
  handledOn: (day: string) => `Handled on ${day}.`,
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
  contactIntro: 'Contact:',
  /** Bumped when the notice's fixed wording changes, so a new version is kept. */
  wording: 1,
} as const;

export const RIGHTS_PATHS = {
  requests: (token: string) => `/public/interviews/${token}/requests`,
  export: (token: string) => `/public/interviews/${token}/export`,
  teamRequests: (id: string) => `/app/interviews/${id}/candidate-requests`,
  requestHandled: (id: string, requestId: string) => `/app/interviews/${id}/candidate-requests/${requestId}/handled`,
} as const;

/** The copy's file name. */
export const candidateExportFileName = (date: Date) => `my-interview-data-${date.toISOString().slice(0, 10)}.json`;

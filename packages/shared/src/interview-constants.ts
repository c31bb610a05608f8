import { UNSAFE_TEXT_MESSAGE } from './text.ts';

/**
 * Candidate interviews' statuses, labels, limits, messages and paths, without zod: the
 * candidate's page imports them from here, so phones load no schema library for it. The schemas
 * live in interviews.ts, which re-exports all of this.
 */

// ---------------------------------------------------------------------------------------------
// Limits

export const INTERVIEW_LIMITS = {
  /** Days a new link stays open (POST generate-links `expires_in_days`). */
  expiresInDaysDefault: 14,
  expiresInDaysMin: 1,
  expiresInDaysMax: 90,
  /** A job's max_responses when it has none set. */
  maxResponsesDefault: 50,
  /** Candidates per generate-links request. */
  candidatesPerRequest: 50,
  /** Days answers and personal data are kept after an interview ends (company setting). */
  retentionDaysDefault: 180,
  retentionDaysMin: 1,
  retentionDaysMax: 1_095,
  /** Rows per page of the interview and candidate lists. */
  pageSize: 10,
  /** Interviews compared side by side. */
  compareMin: 2,
  compareMax: 4,
  nameMax: 200,
  emailMax: 254,
  answerMax: 10_000,
  noteMax: 2_000,
  searchMax: 200,
  /** Length in characters of a link token (base64url of 32 random bytes: 256 bits). */
  tokenLength: 43,
  /** Quotes shown per goal in a comparison. */
  compareQuotes: 1,
} as const;

/** The anchored scale every answer is scored on. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const SCORE_VALUES = [1, 2, 3, 4, 5] as const;

// ---------------------------------------------------------------------------------------------
// Statuses

/**
 * A link's status: invited (sent, not opened into the interview), started (consent given),
 * completed (submitted), expired (past expires_at before submit), withdrawn (by the team).
 */
export const INTERVIEW_STATUSES = ['invited', 'started', 'completed', 'expired', 'withdrawn'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_STATUS_LABELS: Readonly<Record<InterviewStatus, string>> = {
  invited: 'Invited',
  started: 'In progress',
  completed: 'Completed',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export const INTERVIEW_STATUS_BADGE_COLOURS: Readonly<Record<InterviewStatus, 'gray' | 'yellow' | 'blue' | 'green' | 'red'>> = {
  invited: 'blue',
  started: 'yellow',
  completed: 'green',
  expired: 'gray',
  withdrawn: 'red',
};

/** The /interviews/pending list: links a candidate can still take. */
export const PENDING_STATUSES = ['invited', 'started'] as const satisfies readonly InterviewStatus[];
/** Statuses a link can be withdrawn from. */
export const WITHDRAWABLE_STATUSES = ['invited', 'started'] as const satisfies readonly InterviewStatus[];
/** Statuses a link can be mailed again from; an expired link is reopened for expires_in_days. */
export const RESENDABLE_STATUSES = ['invited', 'started', 'expired'] as const satisfies readonly InterviewStatus[];

/** The list filter: a status, or `pending` for invited and started together. */
export const INTERVIEW_STATUS_FILTERS = [...INTERVIEW_STATUSES, 'pending'] as const;
export type InterviewStatusFilter = (typeof INTERVIEW_STATUS_FILTERS)[number];

/** Scoring of a submitted interview on the durable queue. */
export const SCORING_STATUSES = ['not_submitted', 'queued', 'scoring', 'scored', 'failed'] as const;
export type ScoringStatus = (typeof SCORING_STATUSES)[number];

/** Scoring still to come or under way: the result and the lists showing it are read again until it ends. */
export const SCORING_IN_PROGRESS_STATUSES = ['queued', 'scoring'] as const satisfies readonly ScoringStatus[];

export function scoringInProgress(status: string | null | undefined): boolean {
  return (SCORING_IN_PROGRESS_STATUSES as readonly string[]).includes(status ?? '');
}

export const SCORING_STATUS_LABELS: Readonly<Record<ScoringStatus, string>> = {
  not_submitted: 'Not submitted',
  queued: 'Waiting to be scored',
  scoring: 'Scoring',
  scored: 'Scored',
  failed: 'Scoring failed',
};

/** How far a person has reviewed the AI's scores. */
export const REVIEW_STATUSES = ['not_reviewed', 'in_review', 'reviewed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Readonly<Record<ReviewStatus, string>> = {
  not_reviewed: 'Not reviewed',
  in_review: 'In review',
  reviewed: 'Reviewed',
};

// ---------------------------------------------------------------------------------------------
// Roles

/** Create, withdraw and resend links, delete a candidate's data, change the settings. */
export const INTERVIEW_MANAGER_ROLES = ['owner', 'admin'] as const;
/** Read interviews, results, the pool, comparisons and analysis, and review scores. */
export const INTERVIEW_REVIEWER_ROLES = ['owner', 'admin', 'manager', 'team_lead', 'supervisor'] as const;

// ---------------------------------------------------------------------------------------------
// Recommendation

export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
};

export const RECOMMENDATION_BADGE_COLOURS: Readonly<Record<Recommendation, 'green' | 'blue' | 'yellow' | 'red'>> = {
  strong_yes: 'green',
  yes: 'blue',
  no: 'yellow',
  strong_no: 'red',
};

/**
 * Lowest overall score (1-5) of each recommendation, best first. A goal scored at most
 * `weakGoalCeiling` caps a strong yes at yes: one clear weakness is never a strong yes.
 */
export const RECOMMENDATION_THRESHOLDS = { strong_yes: 4.2, yes: 3.4, no: 2.4, weakGoalCeiling: 2 } as const;

/** The recommendation of an overall score and the lowest goal score. */
export function recommendationFor(overall: number, lowestGoalScore: number | null = null): Recommendation {
  const t = RECOMMENDATION_THRESHOLDS;
  if (overall >= t.strong_yes) return lowestGoalScore !== null && lowestGoalScore <= t.weakGoalCeiling ? 'yes' : 'strong_yes';
  if (overall >= t.yes) return 'yes';
  if (overall >= t.no) return 'no';
  return 'strong_no';
}

// ---------------------------------------------------------------------------------------------
// Messages

export const INTERVIEW_MESSAGES = {
  // Links (team side)
  candidatesRequired: 'Add at least one candidate',
  tooManyCandidates: `Add at most ${INTERVIEW_LIMITS.candidatesPerRequest} candidates at a time`,
  nameRequired: "Enter the candidate's name",
  nameTooLong: `Name must be at most ${INTERVIEW_LIMITS.nameMax} characters`,
  emailRequired: "Enter the candidate's email address",
  emailInvalid: 'Enter a valid email address',
  emailTooLong: `Email must be at most ${INTERVIEW_LIMITS.emailMax} characters`,
  duplicateInRequest: (email: string) => `${email} is listed more than once`,
  expiresInDaysRange: `Expiry must be a whole number of days from ${INTERVIEW_LIMITS.expiresInDaysMin} to ${INTERVIEW_LIMITS.expiresInDaysMax}`,
  jobRequired: 'Choose a job position',
  jobNotFound: 'Job position not found',
  questionsNotFinalized: 'Finalize the interview questions of this job position before creating interview links.',
  jobStatusForbidsLinks: (label: string) =>
    `Interview links can be created only while the job position is Active or Interviewing; it is ${label}.`,
  duplicateEmail: (email: string) => `${email} already has an interview link for this job position.`,
  maxResponsesReached: (max: number, remaining: number) =>
    remaining <= 0
      ? `This job position accepts at most ${max} candidates and all of them are invited.`
      : `This job position accepts at most ${max} candidates; only ${remaining} more can be invited.`,
  planLimitReached: (limit: number, remaining: number) =>
    remaining <= 0
      ? `Your plan includes ${limit} interviews per month and this month's are used. Upgrade your plan or wait until next month.`
      : `Your plan includes ${limit} interviews per month; only ${remaining} more can be created this month. Upgrade your plan for more.`,
  noPlan: 'Your company has no active subscription. Start the free trial or choose a plan to create interview links.',
  linksCreated: (n: number) => `${n} interview link${n === 1 ? '' : 's'} created and emailed`,
  linkCopied: 'Link copied',
  interviewNotFound: 'Interview not found',
  cannotWithdraw: 'Only an invited or started interview can be withdrawn.',
  withdrawn: 'The interview link was withdrawn.',
  cannotResend: 'A completed or withdrawn interview cannot be sent again.',
  resent: 'The interview link was emailed again.',
  // Review
  notCompleted: 'The interview is not completed yet.',
  notScored: 'The interview is still being scored. Try again in a moment.',
  questionNotInInterview: 'This question is not part of the interview.',
  scoreRange: `Score must be a whole number from ${SCORE_MIN} to ${SCORE_MAX}`,
  noteTooLong: `Note must be at most ${INTERVIEW_LIMITS.noteMax} characters`,
  scoreConfirmed: 'Score confirmed',
  scoreChanged: 'Score changed',
  /** A reviewer's score of an answer the AI did not score. */
  scoreSaved: 'Score saved',
  dataDeleted: "The candidate's answers and personal data were deleted.",
  dataAlreadyDeleted: "The candidate's answers and personal data are already deleted.",
  deletedCandidate: 'Deleted candidate',
  // Compare
  compareCount: `Choose ${INTERVIEW_LIMITS.compareMin} to ${INTERVIEW_LIMITS.compareMax} interviews to compare`,
  compareSameJob: 'Compare interviews of one job position only',
  compareNotScored: 'Only scored interviews can be compared',
  compareDuplicate: 'An interview is listed more than once',
  // Settings
  retentionRange: `Retention must be a whole number of days from ${INTERVIEW_LIMITS.retentionDaysMin} to ${INTERVIEW_LIMITS.retentionDaysMax}`,
  settingsSaved: 'Interview settings saved',
  // Lists
  noPending: 'No pending interviews',
  noCompleted: 'No completed interviews yet',
  noCandidates: 'No candidates yet',
  noLinks: 'No interview links yet',
  noAnalysis: 'No scored interviews yet',
  fetchInterviews: 'Failed to fetch interviews',
  jobOptionsFailed: 'The job positions could not be loaded.',
  // Candidate side
  linkNotFound: 'This interview link is not valid. Check the address in your email.',
  linkExpired: 'This interview link has expired. Contact the company if you would still like to take part.',
  linkWithdrawn: 'This interview is no longer available.',
  alreadySubmitted: 'Your interview is submitted and can no longer be changed.',
  consentRequired: 'Please confirm that you have read the notice to start the interview.',
  notStarted: 'Start the interview before answering.',
  answerTooLong: `An answer must be at most ${INTERVIEW_LIMITS.answerMax} characters`,
  answerRequired: 'Write an answer',
  unansweredQuestions: (n: number) => `Answer every question before submitting: ${n} ${n === 1 ? 'is' : 'are'} still empty.`,
  /** The review step names the empty ones by their numbers there: "question 2 is", "questions 2 and 5 are". */
  unansweredQuestionNumbers: (numbers: readonly number[]) =>
    `Answer every question before submitting: ${
      numbers.length === 1 ? `question ${numbers[0]} is` : `questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} are`
    } still empty.`,
  saved: 'Saved',
  saving: 'Saving…',
  saveFailed: 'Not saved. Check your connection; your answer is kept on this page.',
  submitted: 'Thank you. Your interview is submitted.',
  thankYou: 'Thank you for your time. The team will review your answers and get back to you.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unsafeText: UNSAFE_TEXT_MESSAGE,
} as const;

/** The notice shown before the interview starts (issue 14: the candidate's interview). */
export const INTERVIEW_NOTICE = {
  title: 'Before you start',
  automatedAssessment: 'Your answers are assessed with the help of automated tools.',
  goalsIntro: 'The qualities assessed for this role are:',
  humanReview: (company: string) => `A person at ${company} reviews every result. No decision is made by automated tools alone.`,
  retention: (days: number) => `Your answers and personal data are kept for ${days} days after the interview and then deleted.`,
  alternative: (contact: string) =>
    `To ask for an alternative process, or for your answers and personal data to be deleted sooner, write to ${contact}.`,
  consentLabel: 'I have read this notice and agree to my answers being assessed as described.',
  /** Issue 38: the integrity signals, said before they are recorded (decision 677). */
  integritySignals:
    'While you answer, this page records how many times you paste text and how much, how long each question is open on your screen, and how many times you leave this tab. The team sees this beside your answers as information only: it is not scored.',
  practiceIntro: 'The first question is a practice question. It is not scored.',
} as const;

/** The practice question every interview opens with; its answer is never scored or shown to the team. */
export const PRACTICE_QUESTION = {
  id: 'practice',
  text: 'Practice question (not scored): in a few sentences, what are you looking for in your next role?',
} as const;

// ---------------------------------------------------------------------------------------------
// API paths (team side under /api/app, candidate side under /api/public)

export const INTERVIEW_PATHS = {
  generateLinks: '/app/job-positions/generate-links',
  jobLinks: (jobPositionId: string) => `/app/job-positions/${jobPositionId}/interview-links`,
  list: '/app/interviews',
  detail: (id: string) => `/app/interviews/${id}`,
  withdraw: (id: string) => `/app/interviews/${id}/withdraw`,
  resend: (id: string) => `/app/interviews/${id}/resend`,
  score: (id: string, questionId: string) => `/app/interviews/${id}/scores/${questionId}`,
  /** POST: "Show AI score" of one answer under blind-first review (recorded). */
  revealAi: (id: string, questionId: string) => `/app/interviews/${id}/answers/${questionId}/reveal-ai`,
  /** DELETE: the candidate's answers and personal data, at once (scores stay, anonymous). */
  candidateData: (id: string) => `/app/interviews/${id}/candidate-data`,
  analysis: '/app/interviews/analysis',
  settings: '/app/interviews/settings',
  candidates: '/app/talent/candidates',
  compare: '/app/talent/compare',
  publicInterview: (token: string) => `/public/interviews/${token}`,
  publicStart: (token: string) => `/public/interviews/${token}/start`,
  publicAnswer: (token: string, questionId: string) => `/public/interviews/${token}/answers/${questionId}`,
  publicSubmit: (token: string) => `/public/interviews/${token}/submit`,
} as const;

/** The candidate's page: the address in the email and the copied link. */
export const interviewUrlPath = (token: string) => `/interview/${token}`;

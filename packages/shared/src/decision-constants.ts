/**
 * The team's decision on an interview and the messages a candidate receives (issue 43, items 1,
 * 2 and 4; issue 42, item 5; decisions 760-766), without zod: the candidate's page reads the
 * outcome's words from here. The schemas are in decisions.ts, which re-exports all of this.
 */

export const DECISIONS = ['undecided', 'advance', 'hold', 'reject', 'hire'] as const;
export type Decision = (typeof DECISIONS)[number];

export const DECISION_LABELS: Readonly<Record<Decision, string>> = {
  undecided: 'Undecided',
  advance: 'Advance',
  hold: 'On hold',
  reject: 'Not moving forward',
  hire: 'Hire',
};

/** The decisions that have a message for the candidate (decision 761): hold and undecided tell them nothing. */
export const MESSAGE_DECISIONS = ['advance', 'reject', 'hire'] as const;
export type MessageDecision = (typeof MESSAGE_DECISIONS)[number];
export const isMessageDecision = (d: string): d is MessageDecision => (MESSAGE_DECISIONS as readonly string[]).includes(d);

/** Decisions the bias audit counts as selected (decision 765). */
export const SELECTED_DECISIONS: readonly Decision[] = ['advance', 'hire'];

export const DECISION_LIMITS = {
  noteMax: 2_000,
  subjectMax: 200,
  bodyMax: 5_000,
  nextStepsMax: 2_000,
  /** Interviews decided or previewed in one bulk request. */
  bulkMax: 50,
  /** A goal counts as a strength from this reviewed score (1-5) up. */
  strengthFrom: 3.5,
  /** And as a clear strength from this one. */
  clearStrengthFrom: 4.5,
} as const;

/** The words a template may hold, each replaced by the candidate's, the position's or the company's. */
export const TEMPLATE_PLACEHOLDERS = ['candidate_name', 'position_name', 'company_name', 'company_contact'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];
export const TEMPLATE_PLACEHOLDER_LABELS: Readonly<Record<TemplatePlaceholder, string>> = {
  candidate_name: "The candidate's name",
  position_name: "The position's name",
  company_name: "Your company's name",
  company_contact: 'The address candidates write to',
};

export interface MessageTemplate {
  subject: string;
  body: string;
}

/** The messages a company starts with (decision 762): plain, warm, and never a score. */
export const DEFAULT_TEMPLATES: Readonly<Record<MessageDecision, MessageTemplate>> = {
  advance: {
    subject: 'Next steps for {position_name} at {company_name}',
    body: 'Dear {candidate_name},\n\nThank you for completing the interview for the {position_name} role. We enjoyed reading your answers and would like to invite you to the next stage of the process.\n\nWe will be in touch shortly to arrange it. If you have any questions in the meantime, write to us at {company_contact}.\n\nKind regards,\n{company_name}',
  },
  reject: {
    subject: 'Your application for {position_name} at {company_name}',
    body: 'Dear {candidate_name},\n\nThank you for the time and care you put into the interview for the {position_name} role. After reviewing every application carefully, we have decided not to move forward with yours at this time.\n\nThis was not an easy decision, and it is not a judgement of your worth or potential. A person on our team reviewed your answers. If you would like another person to look at the result, you can ask for a human review from your interview page, or write to us at {company_contact}.\n\nWe wish you every success.\n\nKind regards,\n{company_name}',
  },
  hire: {
    subject: 'An offer for {position_name} at {company_name}',
    body: 'Dear {candidate_name},\n\nWe are delighted to tell you that we would like to offer you the {position_name} role.\n\nSomeone from our team will contact you soon with the details. If you have any questions, write to us at {company_contact}.\n\nCongratulations, and kind regards,\n{company_name}',
  },
};

/** What the candidate page says comes next after submitting, unless the company writes its own (decision 766). */
export const DEFAULT_NEXT_STEPS =
  'A person on the team will read your answers, usually within 5 working days. You will hear from us by email either way, and this page will show the outcome once a decision is made.';

export const DECISION_MESSAGES = {
  notCompleted: 'Only a submitted interview can be decided.',
  notifyNotAllowed: 'Only advance, reject and hire send a message to the candidate.',
  summaryOnlyForReject: 'A summary of strengths goes with a rejection only.',
  summaryNotReviewed: 'The summary of strengths is written from reviewers’ scores only: a person must score every answer first.',
  summaryOmitted: 'No summary of strengths: a person has not scored every answer yet.',
  candidateUnreachable: "The candidate's data was deleted, so no message can be sent.",
  unknownPlaceholder: (name: string) => `Unknown placeholder {${name}}: use ${TEMPLATE_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`,
  subjectRequired: 'Enter a subject.',
  subjectTooLong: `The subject can be at most ${DECISION_LIMITS.subjectMax} characters.`,
  bodyRequired: 'Enter the message.',
  bodyTooLong: `The message can be at most ${DECISION_LIMITS.bodyMax} characters.`,
  noteTooLong: `The note can be at most ${DECISION_LIMITS.noteMax} characters.`,
  nextStepsTooLong: `The text can be at most ${DECISION_LIMITS.nextStepsMax} characters.`,
  decisionInvalid: 'Choose advance, hold, reject, hire or undecided.',
  selectionRequired: 'Select at least one interview.',
  tooManySelected: `Select at most ${DECISION_LIMITS.bulkMax} interviews at once.`,
  saved: 'Decision saved.',
  savedAndSent: 'Decision saved and the message queued for the candidate.',
  bulkSaved: (n: number, sent: number) =>
    `${n} ${n === 1 ? 'decision' : 'decisions'} saved${sent > 0 ? `, ${sent} ${sent === 1 ? 'message' : 'messages'} queued` : ''}.`,
  templatesSaved: 'Messages saved.',
  loadFailed: 'The messages could not be loaded.',
  noSelection: 'Select completed interviews to decide them together.',
} as const;

export const DECISION_ERROR_CODES = {
  notCompleted: 'decision_interview_not_completed',
  notifyNotAllowed: 'decision_notify_not_allowed',
  summaryNotReviewed: 'decision_summary_not_reviewed',
  candidateUnreachable: 'decision_candidate_unreachable',
} as const;

/** What the candidate's page says of an outcome they were told of (decision 763). */
export const OUTCOME_TEXTS: Readonly<Record<MessageDecision, { title: string; text: string }>> = {
  advance: {
    title: 'You are invited to the next stage',
    text: 'The team would like to continue with your application. Check your email for the details.',
  },
  reject: {
    title: 'The team decided not to move forward',
    text: 'Thank you for your time. The team has decided not to continue with your application for this role.',
  },
  hire: {
    title: 'The team would like to offer you the role',
    text: 'Congratulations. Check your email: the team will contact you with the details.',
  },
};
export const OUTCOME_HUMAN_REVIEW =
  'If you think the result is wrong, you can ask for a person to review it again: use “Human review of the result” below, or write to the company.';

/** The words of a summary of strengths; never a number (decision 764). */
export const STRENGTHS_TEXT = {
  intro: 'Reviewers noted these strengths in your answers:',
  clear: 'a clear strength',
  strength: 'a strength',
  none: 'Thank you for the care you put into your answers. Every answer was read by a person on the team.',
  mailSubject: (position: string, company: string) => `Your interview for ${position} at ${company}: what reviewers noted`,
  mailIntro: (name: string, position: string) =>
    `Dear ${name},\n\nThank you for completing the interview for the ${position} role. A person on the team has now reviewed every answer.`,
} as const;

/** A template with each known placeholder replaced; an unknown one is left as written. */
export function renderTemplate(template: string, values: Readonly<Record<TemplatePlaceholder, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
    (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as TemplatePlaceholder] : whole,
  );
}

/** The placeholders a text names that do not exist. */
export function unknownPlaceholders(template: string): string[] {
  return [...template.matchAll(/\{([a-z_]+)\}/g)]
    .map((m) => m[1]!)
    .filter((n) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(n));
}

export interface GoalStrength {
  goal_text: string;
  /** The reviewers' score of the goal (1-5); never the AI's. */
  human_score: number | null;
}

/** The summary's lines, strongest goals first: a goal scored by reviewers at `strengthFrom` or more is named. */
export function strengthLines(goals: readonly GoalStrength[]): string[] {
  return goals
    .filter((g) => g.human_score !== null && g.human_score >= DECISION_LIMITS.strengthFrom)
    .sort((a, b) => (b.human_score ?? 0) - (a.human_score ?? 0))
    .map(
      (g) =>
        `${g.goal_text}: ${(g.human_score ?? 0) >= DECISION_LIMITS.clearStrengthFrom ? STRENGTHS_TEXT.clear : STRENGTHS_TEXT.strength}`,
    );
}

/** The summary as text: the intro and one line per strength, or a thank-you when none stands out. */
export function strengthsText(goals: readonly GoalStrength[]): string {
  const lines = strengthLines(goals);
  return lines.length === 0 ? STRENGTHS_TEXT.none : [STRENGTHS_TEXT.intro, ...lines.map((l) => `- ${l}`)].join('\n');
}

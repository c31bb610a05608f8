import { formatDate } from '@hiring/shared/constants';
import { formatAmount } from '@hiring/shared/pricing';
import type { MailMessage } from '../../mail/mailer.ts';
import { layout } from '../../mail/templates.ts';

// The notification mails: plain words, one link into the app, and how to turn them off.

export interface Recipient {
  email: string;
  firstName: string;
}

/** Where links point: APP_URL without a trailing slash. */
export type AppUrl = string;

export const SETTINGS_PATH = '/settings';

export function notificationFooter(appUrl: AppUrl): string {
  return `You receive this because email notifications are on for your account. To turn them off, go to Settings: ${appUrl}${SETTINGS_PATH}`;
}

function mail(appUrl: AppUrl, to: Recipient, subject: string, paragraphs: string[], action: { label: string; path: string }): MailMessage {
  return layout(
    to.email,
    subject,
    `Hi ${to.firstName},`,
    paragraphs,
    { label: action.label, url: `${appUrl}${action.path}` },
    notificationFooter(appUrl),
  );
}

export interface InterviewScoredInput {
  interviewId: string;
  candidateName: string | null;
  jobTitle: string;
}

/** No score in the mail: reviewers may score blind first, so the AI's result stays in the app. */
export function interviewScoredMail(appUrl: AppUrl, to: Recipient, input: InterviewScoredInput): MailMessage {
  const candidate = input.candidateName?.trim() || 'A candidate';
  return mail(
    appUrl,
    to,
    `Interview completed: ${candidate} for ${input.jobTitle}`,
    [`${candidate} completed the interview for ${input.jobTitle}, and the answers have been scored.`, 'Open the result to review it.'],
    { label: 'Review the interview', path: `/interviews/${encodeURIComponent(input.interviewId)}` },
  );
}

export interface CandidateRequestInput {
  requestId: string;
  interviewId: string;
  /** The request's type in words (CANDIDATE_REQUEST_LABELS). */
  typeLabel: string;
  jobTitle: string;
  /** For erasure: when the data is deleted. */
  dueAt: Date | null;
}

/** Neither the candidate's name nor their words: mail outlives an erasure, so the request is read in the app. */
export function candidateRequestMail(appUrl: AppUrl, to: Recipient, input: CandidateRequestInput): MailMessage {
  return mail(
    appUrl,
    to,
    `Candidate request: ${input.typeLabel}`,
    [
      `A candidate for ${input.jobTitle} made a request through their interview link: ${input.typeLabel.toLowerCase()}.`,
      input.dueAt
        ? `Their answers and personal data will be deleted automatically on ${formatDate(input.dueAt)}.`
        : 'Open the interview to read the request and reply to the candidate.',
    ],
    { label: 'Open the interview', path: `/interviews/${encodeURIComponent(input.interviewId)}` },
  );
}

export function trialEndingMail(appUrl: AppUrl, to: Recipient, input: { companyName: string; endsAt: Date; days: number }): MailMessage {
  return mail(
    appUrl,
    to,
    `Your free trial ends in ${input.days} days`,
    [
      `The free trial of ${input.companyName} ends on ${formatDate(input.endsAt)}.`,
      'Choose a plan before then to keep creating job listings and interviewing candidates. Nothing is charged unless you subscribe.',
    ],
    { label: 'Choose a plan', path: '/billing/subscription/plan' },
  );
}

export function trialEndedMail(appUrl: AppUrl, to: Recipient, input: { companyName: string; endedAt: Date }): MailMessage {
  return mail(
    appUrl,
    to,
    'Your free trial has ended',
    [
      `The free trial of ${input.companyName} ended on ${formatDate(input.endedAt)}.`,
      'Your job listings, interviews and results are kept. Subscribe to a plan to create job listings and interview candidates again.',
    ],
    { label: 'Choose a plan', path: '/billing/subscription/plan' },
  );
}

export interface PaymentInput {
  planName: string;
  amountCents: number;
  periodStart: Date | null;
  periodEnd: Date | null;
}

export function paymentReceivedMail(appUrl: AppUrl, to: Recipient, input: PaymentInput): MailMessage {
  const amount = formatAmount(input.amountCents / 100);
  const period = input.periodStart && input.periodEnd ? `, for ${formatDate(input.periodStart)} to ${formatDate(input.periodEnd)}` : '';
  return mail(
    appUrl,
    to,
    `Payment received: ${amount} for ${input.planName}`,
    [`We received your payment of ${amount} for ${input.planName}${period}. Thank you.`, 'The invoice is in your billing history.'],
    { label: 'View billing history', path: '/billing/subscription/history' },
  );
}

export function paymentFailedMail(appUrl: AppUrl, to: Recipient, input: PaymentInput): MailMessage {
  const amount = formatAmount(input.amountCents / 100);
  return mail(
    appUrl,
    to,
    `Payment failed: ${amount} for ${input.planName}`,
    [
      `We could not take the payment of ${amount} for ${input.planName}.`,
      'Check or update your payment method on the billing page, so your subscription keeps running.',
    ],
    { label: 'Open billing', path: '/billing/subscription' },
  );
}

export interface CancelledInput {
  planName: string;
  isTrial: boolean;
  /** Set: the plan runs until then and does not renew; null: it ended now. */
  accessUntil: Date | null;
}

export function subscriptionCancelledMail(appUrl: AppUrl, to: Recipient, input: CancelledInput): MailMessage {
  const paragraphs = input.isTrial
    ? ['Your free trial has been cancelled and has ended.', 'Subscribe to a plan whenever you want to continue.']
    : input.accessUntil
      ? [
          `Your ${input.planName} subscription has been cancelled. It stays active until ${formatDate(input.accessUntil)} and will not renew.`,
          'Changed your mind? Resume the subscription on the billing page before then.',
        ]
      : [`Your ${input.planName} subscription has been cancelled and has ended.`, 'Subscribe to a plan whenever you want to continue.'];
  return mail(
    appUrl,
    to,
    input.isTrial ? 'Your free trial has been cancelled' : `Your ${input.planName} subscription has been cancelled`,
    paragraphs,
    {
      label: 'Open billing',
      path: '/billing/subscription',
    },
  );
}

export function inviteAcceptedMail(
  appUrl: AppUrl,
  to: Recipient,
  input: { memberName: string; memberEmail: string; companyName: string; roleName: string },
): MailMessage {
  return mail(
    appUrl,
    to,
    `${input.memberName} joined ${input.companyName}`,
    [`${input.memberName} (${input.memberEmail}) accepted your invitation and joined ${input.companyName} as ${input.roleName}.`],
    { label: 'View your team', path: '/profile/team' },
  );
}

export interface WebhookPausedInput {
  webhookId: string;
  url: string;
  failingSince: Date;
}

/** A webhook failed for a day and was paused: to the members who manage webhooks. */
export function webhookPausedMail(appUrl: AppUrl, to: Recipient, input: WebhookPausedInput): MailMessage {
  return mail(
    appUrl,
    to,
    'A webhook was paused after a day of failed deliveries',
    [
      `Every delivery to ${input.url} has failed since ${formatDate(input.failingSince)}, so HireSignal paused this webhook: no more events are sent there.`,
      'Check that the endpoint is up and answers 2xx, then resume the webhook in Profile settings. Deliveries that failed can be sent again from its delivery log.',
    ],
    { label: 'Open the webhooks', path: '/profile/settings#webhooks' },
  );
}

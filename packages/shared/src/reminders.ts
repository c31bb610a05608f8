import { z } from 'zod';
import type { ErrorCode } from './error-codes.ts';

/**
 * Reminders to candidates (issue 43, item 3; decision 770): one mail to a candidate who has not
 * started some days after the link was last mailed, one to a candidate who started but has not
 * submitted some days before the link expires, and a reminder the team sends by hand. Timing,
 * messages, error codes and payloads live here once; the server enforces them, the web shows them.
 */

/** `not_started` and `not_submitted` are sent by the queue, each at most once; `manual` by a team member. */
export const REMINDER_KINDS = ['not_started', 'not_submitted', 'manual'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const AUTOMATIC_REMINDER_KINDS = ['not_started', 'not_submitted'] as const satisfies readonly ReminderKind[];
export type AutomaticReminderKind = (typeof AUTOMATIC_REMINDER_KINDS)[number];

export const REMINDER_TIMING = {
  /** Days after the link was last mailed without a start: the "not started" reminder is due. */
  notStartedAfterDays: 3,
  /** Days before the link expires, started but not submitted: the "not submitted" reminder is due. */
  notSubmittedBeforeExpiryDays: 2,
  /** How often the queue looks for reminders due, in minutes. */
  sweepMinutes: 15,
  /** Reminders a sweep sends at most; the next sweep takes the rest. */
  sweepBatch: 500,
} as const;

export const REMINDER_LIMITS = {
  /** Manual reminders per interview per day. */
  manualPerInterviewPerDay: 1,
  /** Manual reminders one team member sends per hour, over all interviews. */
  manualPerMemberPerHour: 30,
} as const;

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  not_started: 'not started',
  not_submitted: 'not submitted before the link expires',
  manual: 'sent by hand',
};

export const REMINDER_ERROR_CODES = {
  submitted: 'interview_reminder_submitted',
  expired: 'interview_reminder_expired',
  withdrawn: 'interview_reminder_withdrawn',
  noEmail: 'interview_reminder_no_email',
} as const satisfies Record<string, ErrorCode>;

export const REMINDER_MESSAGES = {
  settingLabel: 'Send reminders to candidates',
  settingHelp: `One email to a candidate who has not started ${REMINDER_TIMING.notStartedAfterDays} days after the link was sent, and one to a candidate who started but has not submitted ${REMINDER_TIMING.notSubmittedBeforeExpiryDays} days before the link expires.`,
  settingOn: 'Reminders to candidates are on.',
  settingOff: 'Reminders to candidates are off: only the team sends them, by hand.',
  sent: 'A reminder was emailed to the candidate.',
  submitted: 'This candidate has already submitted the interview, so no reminder is sent.',
  expired: 'This link has expired, so a reminder would not help. Resend the link to reopen it.',
  withdrawn: 'This link was withdrawn, so no reminder is sent.',
  noEmail: "This candidate's email address is no longer kept, so no reminder can be sent.",
  tooMany: 'A reminder was sent to this candidate in the last day. Try again tomorrow.',
  notReminded: 'No reminder sent yet',
  fetchSettings: 'The reminder setting could not be loaded.',
} as const;

/** "Reminded 2 times, last on Dec 2, 2026": the row's line; the date is the caller's formatted one. */
export function remindersLine(count: number, lastDate: string): string {
  return count === 1 ? `Reminder sent ${lastDate}` : `${count} reminders sent, last ${lastDate}`;
}

/** The API's paths, under /api. */
export const REMINDER_PATHS = {
  /** GET (the team) and PUT (owners and admins). */
  settings: '/app/interviews/reminder-settings',
  /** POST: email the candidate a reminder now. */
  remind: (id: string) => `/app/interviews/${id}/remind`,
} as const;

/** GET/PUT /app/interviews/reminder-settings. */
export const reminderSettingsInputSchema = z.object({
  enabled: z.boolean({ error: 'Choose whether reminders are sent.' }),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsInputSchema>;

export const reminderSettingsSchema = z.object({
  /** On for every company until an owner or admin turns it off. */
  enabled: z.boolean(),
  can_edit: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** What a list row and the interview's details carry about reminders. */
export const reminderSummaryFields = {
  /** Reminders mailed to the candidate, automatic and by hand. */
  reminder_count: z.number().int(),
  /** When the latest went out; null when none did. */
  last_reminded_at: z.string().nullable(),
};

/** The job that sends one reminder (validated when queued and when run). */
export const reminderJobPayloadSchema = z.object({
  interview_id: z.uuid(),
  kind: z.enum(AUTOMATIC_REMINDER_KINDS),
});
export type ReminderJobPayload = z.infer<typeof reminderJobPayloadSchema>;

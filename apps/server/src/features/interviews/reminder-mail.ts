import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

export interface ReminderMailInput {
  to: string;
  name: string;
  companyName: string;
  jobTitle: string;
  url: string;
  expiresAt: Date;
  /** Whether the candidate has started: the mail then asks them to submit, not to start. */
  started: boolean;
}

/**
 * "5 December 2026 at 14:30 UTC": the link's end, in UTC and named so (decision 770). The
 * invitation's date style (day, month in words, year), so the two mails read alike.
 */
export function reminderDeadline(expiresAt: Date): string {
  const date = expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = expiresAt.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  return `${date} at ${time} UTC`;
}

/** The reminder: who asks, for which role, the link, until when it works; never pressing, easy to ignore. */
export function interviewReminderMail({ to, name, companyName, jobTitle, url, expiresAt, started }: ReminderMailInput): MailMessage {
  const company = companyName || 'The company';
  const until = reminderDeadline(expiresAt);
  const subject = started
    ? `Reminder: submit your interview for ${jobTitle} at ${companyName || 'our company'}`
    : `Reminder: your interview for ${jobTitle} at ${companyName || 'our company'}`;
  const paragraphs = started
    ? [
        `You started the written interview for the ${jobTitle} role at ${company}, and your answers so far are saved.`,
        `To be considered, please finish and submit it before the link stops working on ${until}. You can continue where you left off, on any device, with the same link.`,
      ]
    : [
        `${company} invited you to a written interview for the ${jobTitle} role, and we noticed you have not started it yet.`,
        `The link works until ${until}. The questions take a short while to answer, your answers are saved as you type, and you can stop and come back with the same link.`,
      ];
  const closing = 'If you are no longer interested in this role, you can simply ignore this email.';
  const greeting = `Hi ${name},`;
  const action = started ? 'Continue the interview' : 'Start the interview';
  const footer = 'This link is personal: please do not share it.';
  const text = [greeting, '', ...paragraphs, '', `${action}: ${url}`, '', closing, '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>${escapeHtml(closing)}</p>
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

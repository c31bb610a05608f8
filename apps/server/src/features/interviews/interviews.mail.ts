import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

export interface InviteMailInput {
  to: string;
  name: string;
  companyName: string;
  jobTitle: string;
  url: string;
  expiresAt: Date;
}

/** The candidate's invitation: who asks, for which role, the link, and until when it works. */
export function interviewInviteMail({ to, name, companyName, jobTitle, url, expiresAt }: InviteMailInput): MailMessage {
  const company = companyName || 'A company';
  const until = expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const subject = `Your interview for ${jobTitle} at ${companyName || 'our company'}`;
  const paragraphs = [
    `${company} invites you to a written interview for the ${jobTitle} role.`,
    'You answer a few questions in your browser, one at a time, with no account needed. Your answers are saved as you type, so you can stop and come back with the same link, on any device.',
    `The link works until ${until}. Before you start, you will see how your answers are assessed and kept.`,
  ];
  const greeting = `Hi ${name},`;
  const footer = 'This link is personal: please do not share it.';
  const text = [greeting, '', ...paragraphs, '', `Start the interview: ${url}`, '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Start the interview</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

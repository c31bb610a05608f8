import type { MailMessage } from './mailer.ts';

/** Text made safe to put in a mail's HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A mail of a greeting, paragraphs, one action link and a footer, as plain text and as HTML. */
export function layout(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): MailMessage {
  const text = [greeting, '', ...paragraphs, '', `${action.label}: ${action.url}`, '', footer].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#64748b">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, firstName: string, url: string): MailMessage {
  return layout(
    to,
    'Verify your email address',
    `Hi ${firstName},`,
    ['Welcome! Please confirm your email address to finish setting up your account.', 'This link expires in 24 hours.'],
    { label: 'Verify email', url },
    "If you didn't create an account, you can ignore this email.",
  );
}

export function passwordResetMail(to: string, firstName: string, url: string): MailMessage {
  return layout(
    to,
    'Reset your password',
    `Hi ${firstName},`,
    ['We received a request to reset your password. The link works once and expires in 1 hour.'],
    { label: 'Reset password', url },
    "If you didn't ask for this, you can ignore this email; your password stays the same.",
  );
}

export function loginLinkMail(to: string, firstName: string, url: string): MailMessage {
  return layout(
    to,
    'Your sign-in link',
    `Hi ${firstName},`,
    ['Use this link to sign in. It works once and expires in 15 minutes.'],
    { label: 'Sign in', url },
    "If you didn't ask for this, you can ignore this email.",
  );
}

export function inviteMail(
  to: string,
  invite: { inviterName: string | null; companyName: string; roleName: string; days: number },
  url: string,
): MailMessage {
  const who = invite.inviterName ? `${invite.inviterName} has invited you` : 'You have been invited';
  return layout(
    to,
    `Join ${invite.companyName} on HireSignal`,
    'Hi,',
    [
      `${who} to join ${invite.companyName} as ${invite.roleName}.`,
      `Create your account, or sign in if you already have one, to accept. The link works once and expires in ${invite.days} days.`,
    ],
    { label: 'Accept invitation', url },
    "If you weren't expecting this invitation, you can ignore this email.",
  );
}

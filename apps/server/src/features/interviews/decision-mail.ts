import { type MessageTemplate, renderTemplate, type TemplatePlaceholder } from '@hiring/shared/decisions';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

export interface RenderedMessage {
  subject: string;
  text: string;
}

/**
 * A decision's message with the candidate's, position's and company's words filled in (decision
 * 762): the body (the template's, or the team's own for this candidate), then the summary of
 * strengths where one goes with it, then the link to the candidate's page.
 */
export function renderDecisionMessage(input: {
  template: MessageTemplate;
  body?: string;
  values: Record<TemplatePlaceholder, string>;
  strengths?: string;
  pageUrl?: string | null;
}): RenderedMessage {
  const body = renderTemplate(input.body ?? input.template.body, input.values);
  const parts = [body];
  if (input.strengths) parts.push(input.strengths);
  if (input.pageUrl) parts.push(`Your interview page: ${input.pageUrl}`);
  return { subject: renderTemplate(input.template.subject, input.values).replace(/[\r\n]+/g, ' '), text: parts.join('\n\n') };
}

/** The message as mail: the text as written, and the same paragraphs as HTML. */
export function decisionMail(to: string, message: RenderedMessage): MailMessage {
  const paragraphs = message.text.split(/\n{2,}/);
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n')}
</body></html>`;
  return { to, subject: message.subject, text: message.text, html };
}

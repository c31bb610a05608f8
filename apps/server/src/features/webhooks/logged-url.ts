/**
 * A webhook's address as the decision log and mail show it. Receivers often carry their secret in
 * the address (Slack's `/services/T…/B…/<token>`, Discord's `/webhooks/<id>/<token>`, a
 * `?token=` query), and the log is read by more people, for longer, than the settings screen:
 * user info, query and fragment are dropped and a path segment that looks like a token keeps only
 * its last four characters.
 */
export function loggedWebhookUrl(address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return '(an address that is not a URL)';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (looksLikeToken(segment) ? `…${segment.slice(-4)}` : segment))
    .join('/');
  const hidden = url.search || url.hash ? '?…' : '';
  return `${url.protocol}//${url.host}${path}${hidden}`;
}

/** 16 or more characters with a digit among letters, or 32 or more of anything. */
function looksLikeToken(segment: string): boolean {
  if (segment.length >= 32) return true;
  return segment.length >= 16 && /\d/.test(segment) && /[a-z]/i.test(segment);
}

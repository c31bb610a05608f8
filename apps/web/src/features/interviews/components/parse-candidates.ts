export interface CandidateDraft {
  name: string;
  email: string;
}

const EMAIL = /[^\s<>(),;"']+@[^\s<>(),;"']+\.[^\s<>(),;"']+/;

/** A name from an address when none was given: "ada.lovelace@x.org" → "Ada Lovelace". */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/**
 * Reads candidates pasted one a line, as people copy them from a spreadsheet or a mail client:
 * "Ada Lovelace <ada@example.com>", "Ada Lovelace, ada@example.com", "ada@example.com<TAB>Ada",
 * or a bare address. Lines without an address come back in `unread` to be fixed by hand.
 */
export function parseCandidates(text: string): { candidates: CandidateDraft[]; unread: string[] } {
  const candidates: CandidateDraft[] = [];
  const unread: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = line.match(EMAIL);
    if (!match) {
      unread.push(line);
      continue;
    }
    const email = match[0].toLowerCase();
    const rest = line
      .replace(match[0], ' ')
      .replace(/[<>()"';,\t]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    candidates.push({ name: rest || nameFromEmail(email), email });
  }
  return { candidates, unread };
}

/** Small text helpers the LLM engine uses to check and repair a model's answer. */

export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function words(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .split(' ')
      .filter((w) => w.length > 2),
  );
}

/** Word-set overlap (Jaccard), 0-1: 1 for the same words in any order. */
export function similarity(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (wa.size === 0 && wb.size === 0) return normalizeText(a) === normalizeText(b) ? 1 : 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  return shared / (wa.size + wb.size - shared);
}

/** True when `text` says the same as one of `others` (equal, or nearly the same words). */
export function isNearDuplicate(text: string, others: string[], threshold = 0.8): boolean {
  const n = normalizeText(text);
  return others.some((o) => normalizeText(o) === n || similarity(text, o) >= threshold);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The exact slice of `answer` a model's quote stands for, or null when the answer does not contain
 * it. Models add quotation marks or ellipses and change spacing or case; the slice returned is always
 * a substring of the answer, so evidence shown to a recruiter is what the candidate wrote.
 */
export function findVerbatim(answer: string, quote: string): string | null {
  const trimmed = quote.trim();
  if (trimmed.length < 3) return null;
  if (answer.includes(trimmed)) return trimmed;
  const stripped = trimmed.replace(/^["'“”‘’«»…\s]+|["'“”‘’«»…\s]+$/g, '').replace(/^\.{3}|\.{3}$/g, '');
  if (stripped.length < 3) return null;
  if (answer.includes(stripped)) return stripped;
  const tokens = stripped.split(/\s+/).filter(Boolean).map(escapeRegExp);
  const match = new RegExp(tokens.join('\\s+'), 'iu').exec(answer);
  return match ? match[0] : null;
}

/** True when the answer mostly repeats the question instead of answering it. */
export function isCopiedQuestion(answer: string, question: string): boolean {
  const a = normalizeText(answer);
  const q = normalizeText(question);
  if (!a) return false;
  if (q.includes(a) || a === q) return true;
  const answerWords = words(answer);
  if (answerWords.size === 0) return false;
  const questionWords = words(question);
  let inQuestion = 0;
  for (const w of answerWords) if (questionWords.has(w)) inQuestion++;
  return inQuestion / answerWords.size >= 0.9;
}

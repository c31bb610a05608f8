export interface TextSegment {
  text: string;
  /** Index of the evidence quote this part of the answer is, or null for plain text. */
  quote: number | null;
}

/** Where a quote sits in the answer: verbatim first, then ignoring case. */
function locate(text: string, quote: string): number {
  const exact = text.indexOf(quote);
  if (exact >= 0) return exact;
  return text.toLowerCase().indexOf(quote.toLowerCase());
}

/**
 * Splits an answer into plain parts and the parts the scorer quoted as evidence, so the result
 * screen can mark the quotes where they stand. Quotes not found in the answer are left out
 * (the screen lists them apart); overlapping quotes merge into the earlier one.
 */
export function highlightSegments(text: string, quotes: readonly string[]): TextSegment[] {
  const ranges = quotes
    .map((q, index) => ({ q: q.trim(), index }))
    .filter(({ q }) => q.length > 0)
    .flatMap(({ q, index }) => {
      const start = locate(text, q);
      return start >= 0 ? [{ start, end: start + q.length, index }] : [];
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const segments: TextSegment[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.end <= at) continue;
    const start = Math.max(range.start, at);
    if (start > at) segments.push({ text: text.slice(at, start), quote: null });
    segments.push({ text: text.slice(start, range.end), quote: range.index });
    at = range.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), quote: null });
  return segments;
}

/** Whether a quote appears in the answer (verbatim or ignoring case). */
export function quoteFound(text: string, quote: string): boolean {
  return quote.trim().length > 0 && locate(text, quote.trim()) >= 0;
}

import { hits, type Vocabulary } from '../answer-vocabulary.ts';
import { type Span, stemSet } from '../text.ts';
import { type Reading, within } from './read.ts';
import { meet, type Reference } from './reference.ts';
import { NUMBER, RESULT } from './shape.ts';

/*
 * Evidence: the answer's own sentences that support a goal's score, quoted whole and verbatim. A sentence
 * counts for a goal when it speaks to that goal's subject or covers the question's guide; a preamble that
 * disclaims experience ("I have not worked on X, so I will answer with the closest thing") never counts.
 */

const PREAMBLE =
  /\b(i (have|'ve) (not|never)|i haven'?t|i do not have|i don'?t have|never (worked|used|done)|not (worked|used) (on|with)|closest (thing|example)|i will answer|i'?ll answer|to be honest|not sure)\b/i;
const MAX = 300;
const QUOTES = /^["'“”‘’«»]+|["'“”‘’«»]+$/g;

/** A sentence cut to the limit at a word, without a dangling quote mark or a half word. */
function quote(answer: string, span: Span): string {
  let text = answer.slice(span.start, span.end);
  if (text.length > MAX) {
    const cut = text.slice(0, MAX);
    const space = cut.lastIndexOf(' ');
    text = cut.slice(0, space > MAX / 2 ? space : MAX).replace(/[\s,;:]+$/, '');
  }
  const opens = (text.match(/["“”]/g) ?? []).length;
  if (opens % 2 === 1) text = text.replace(QUOTES, '');
  return text.trim();
}

export function evidenceFor(
  answer: string,
  reading: Reading,
  spans: Span[],
  ref: Reference,
  vocab: Vocabulary,
  primary: boolean,
): string[] {
  const scored = spans.map((span, index) => {
    const goalHits = hits(stemSet(span.text), vocab);
    const r = within(reading, span.start, span.end);
    let refHits = 0;
    for (const w of ref.words) if (w.weight >= 0.4 && meet(r, w).met) refHits += w.weight;
    let score = goalHits + refHits;
    if (NUMBER.test(span.text)) score += 0.3;
    if (RESULT.test(span.text)) score += 0.3;
    return { span, index, score, goalHits, refHits };
  });
  return scored
    .filter(
      (x) =>
        !PREAMBLE.test(x.span.text) &&
        x.span.text.length >= 12 &&
        (x.goalHits >= 1 || (primary && x.refHits >= 1)) &&
        x.goalHits + x.refHits >= (primary ? 1.4 : 1),
    )
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map((x) => quote(answer, x.span))
    .filter((q) => q.length >= 12 && answer.includes(q));
}

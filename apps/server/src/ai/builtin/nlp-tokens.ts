import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

/*
 * wink-nlp's reading of text as tokens with their part of speech and lemma, and offsets into the
 * text they came from. The model loads with this module, on the builtin engine's first call.
 */

const nlp = winkNLP(model, ['pos']);
const its = nlp.its;

export interface Tok {
  value: string;
  lower: string;
  pos: string;
  lemma: string;
  start: number;
  end: number;
}

/** Tokens of many clauses from one reading: one wink document is far cheaper than one per clause. */
export function tokensOfMany(texts: string[]): Tok[][] {
  const SEP = '.\n\n';
  const starts: number[] = [];
  let at = 0;
  for (const t of texts) {
    starts.push(at);
    at += t.length + SEP.length;
  }
  const all = tokensOf(texts.join(SEP));
  const out: Tok[][] = texts.map(() => []);
  let k = 0;
  for (const tok of all) {
    while (k + 1 < texts.length && tok.start >= starts[k + 1]!) k++;
    const base = starts[k]!;
    if (tok.end > base + texts[k]!.length) continue;
    out[k]!.push({ ...tok, start: tok.start - base, end: tok.end - base });
  }
  return out;
}

export function tokensOf(text: string): Tok[] {
  const doc = nlp.readDoc(text);
  const values = doc.tokens().out() as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  // The lemma helper's type is wider than out() accepts; it is an ordinary "its" function at run time.
  const lemma = doc.tokens().out(its.lemma as unknown as typeof its.pos) as string[];
  const out: Tok[] = [];
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    const at = text.indexOf(v, cursor);
    const start = at >= 0 ? at : cursor;
    const end = at >= 0 ? at + v.length : cursor;
    cursor = end;
    out.push({ value: v, lower: v.toLowerCase(), pos: pos[i]!, lemma: (lemma[i] ?? v).toLowerCase(), start, end });
  }
  return out;
}

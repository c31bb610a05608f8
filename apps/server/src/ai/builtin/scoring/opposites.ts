import { keyOf, type Reading } from './read.ts';

/*
 * Words of opposite meaning (decision 800): a guide says "the terminals are connected", an answer "the
 * terminals are separated". Lemmas and negation do not see that the answer says the opposite; these pairs
 * do. They are general words of state, direction and amount that any field's answers use, not one subject's
 * terms. An opposite under a negation ("not closed") says what the guide word says ("open") and is met for part
 * of the credit, like a related word; an opposite stated plainly contradicts the guide word.
 */

const PAIRS: [string[], string[]][] = [
  [['open'], ['closed', 'close', 'shut']],
  [
    ['connected', 'connect', 'joined', 'attached'],
    ['separated', 'separate', 'disconnected', 'disconnect', 'isolated', 'detached'],
  ],
  [
    ['same', 'identical', 'equal'],
    ['different', 'distinct', 'unequal'],
  ],
  [
    ['increase', 'rise', 'grow', 'raise'],
    ['decrease', 'fall', 'drop', 'shrink', 'lower'],
  ],
  [
    ['high', 'higher'],
    ['low', 'lower'],
  ],
  [
    ['large', 'big', 'larger', 'bigger'],
    ['small', 'smaller', 'little'],
  ],
  [
    ['long', 'longer'],
    ['short', 'shorter'],
  ],
  [
    ['fast', 'faster', 'quick', 'quicker'],
    ['slow', 'slower'],
  ],
  [
    ['early', 'earlier'],
    ['late', 'later'],
  ],
  [['positive'], ['negative']],
  [['true'], ['false']],
  [['correct'], ['incorrect']],
  [['valid'], ['invalid']],
  [['complete', 'completed'], ['incomplete']],
  [['possible'], ['impossible']],
  [
    ['necessary', 'required'],
    ['unnecessary', 'optional'],
  ],
  [['safe'], ['unsafe']],
  [['stable'], ['unstable']],
  [['available'], ['unavailable']],
  [['active'], ['inactive']],
  [['full'], ['empty']],
  [
    ['maximum', 'max'],
    ['minimum', 'min'],
  ],
  [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ],
  [
    ['include', 'included'],
    ['exclude', 'excluded'],
  ],
  [
    ['enable', 'enabled'],
    ['disable', 'disabled'],
  ],
  [
    ['succeed', 'success', 'successful'],
    ['fail', 'failure', 'unsuccessful'],
  ],
  [['gain'], ['lose', 'loss']],
  [['attract'], ['repel']],
  [
    ['conductor', 'conductive'],
    ['insulator', 'insulating'],
  ],
  [['synchronous'], ['asynchronous']],
  [['public'], ['private']],
  [['internal'], ['external']],
  [['add'], ['remove']],
];

/** Each key's opposite keys. */
const OPPOSITE = new Map<string, Set<string>>();
for (const [a, b] of PAIRS) {
  const ka = a.map(keyOf);
  const kb = b.map(keyOf);
  for (const k of ka) OPPOSITE.set(k, new Set([...(OPPOSITE.get(k) ?? []), ...kb]));
  for (const k of kb) OPPOSITE.set(k, new Set([...(OPPOSITE.get(k) ?? []), ...ka]));
}
// A key on both sides (a stem shared by "lower" the verb and "lower" the adjective) is no evidence either way.
for (const [k, set] of OPPOSITE) set.delete(k);

/** The share of a guide word's credit an opposite under a negation earns ("not closed" for "open"). */
export const NEGATED_OPPOSITE_CREDIT = 0.75;

/**
 * Whether a reading speaks of the opposite of a guide word: under a negation it says the same ("met"), plainly
 * it says the opposite ("contradicted"). Read only when the answer does not use the guide word itself.
 */
export function oppositeMeeting(r: Reading, key: string, negated: boolean): { met: boolean; contradicted: boolean } {
  const opposites = OPPOSITE.get(key);
  if (!opposites) return { met: false, contradicted: false };
  let same = false;
  let opposite = false;
  for (const w of r.content) {
    if (!opposites.has(w.key)) continue;
    if (w.negated !== negated) same = true;
    else opposite = true;
  }
  return { met: same && !opposite, contradicted: opposite && !same };
}

export function hasOpposites(key: string): boolean {
  return OPPOSITE.has(key);
}

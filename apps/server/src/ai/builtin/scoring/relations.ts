import { sameFamily } from '../text.ts';
import { keyOf, type Reading } from './read.ts';

/*
 * Words of work that say the same thing in other words (decision 621): a guide writes "restores service" and
 * "keeps the users informed", a candidate "rolled back the release" and "posted updates". Each group is one
 * kind of action or event any field's stories use (restoring, informing, preventing, causing, checking...),
 * not the words of one job; a phrasal verb ("roll back", "bring back") counts when its particle follows within
 * three words. A relation is weaker evidence than the guide's own word, so it earns part of its credit.
 */

const GROUPS: string[][] = [
  // Bringing something back to working order.
  ['restore', 'recover', 'recovery', 'revert', 'rollback', 'roll back', 'bring back', 'get back', 'put back', 'reinstate', 'mitigate'],
  // Telling others what is going on.
  ['inform', 'update', 'notify', 'tell', 'post', 'announce', 'brief', 'communicate', 'communication', 'keep posted'],
  // Stopping something from happening (again).
  ['prevent', 'prevention', 'avoid', 'safeguard', 'never again', 'recur', 'recurrence'],
  // Why something happened.
  ['cause', 'reason', 'root', 'trigger'],
  // An event that stops the work.
  ['incident', 'outage', 'downtime', 'failure', 'crash', 'breakdown', 'disruption', 'emergency'],
  // Something done wrong.
  ['error', 'mistake', 'wrong', 'bug', 'fault', 'defect', 'discrepancy'],
  // Making sure something is right.
  ['check', 'verify', 'confirm', 'double-check', 'validate', 'review', 'inspect', 'compare', 'cross-check'],
  // Putting a problem right.
  ['fix', 'resolve', 'repair', 'solve', 'correct', 'remedy', 'patch'],
  // Asking someone who knows or decides.
  ['consult', 'ask', 'contact', 'call', 'page', 'phone', 'escalate', 'query', 'raise'],
  // Making something different.
  ['change', 'add', 'introduce', 'modify', 'adjust', 'amend', 'alter', 'put in place', 'set up'],
  // Writing down what happened.
  ['report', 'document', 'record', 'log', 'file', 'write up'],
  // Telling how much.
  ['measure', 'monitor', 'track', 'benchmark', 'quantify'],
  // Making something plain to someone.
  ['explain', 'clarify', 'describe', 'walk through', 'go through'],
  // Becoming or making less (the opposites' own group, decision 800, said in other words).
  ['decrease', 'reduce', 'reduction', 'lower', 'shrink', 'drop', 'fall', 'cut down', 'diminish'],
  // Becoming or making more.
  ['increase', 'raise', 'rise', 'grow', 'growth', 'expand', 'go up'],
];

/** The credit a related word earns, as a share of the guide's own word. */
export const RELATED_CREDIT = 0.75;

const SINGLE = new Map<string, number[]>();
/** A verb and the particle that makes it a phrase ("roll" + "back"). */
const PHRASAL = new Map<string, Map<string, number>>();

for (const [i, group] of GROUPS.entries()) {
  for (const entry of group) {
    const [head, particle] = entry.split(' ');
    if (particle) {
      const k = keyOf(head!);
      const byParticle = PHRASAL.get(k) ?? new Map<string, number>();
      byParticle.set(particle, i);
      PHRASAL.set(k, byParticle);
    } else {
      const k = keyOf(head!);
      SINGLE.set(k, [...(SINGLE.get(k) ?? []), i]);
    }
  }
}

/** The groups a key belongs to (one-word entries only: a guide's word is looked up alone). */
export function groupsOf(key: string): number[] {
  return SINGLE.get(key) ?? [];
}

export interface Relations {
  /** Groups the text speaks of without negation, and under one. */
  affirmed: Set<number>;
  negated: Set<number>;
}

const MEMO = new WeakMap<Reading, Relations>();

/** The groups a reading speaks of, each with its polarity. */
export function relationsOf(r: Reading): Relations {
  const hit = MEMO.get(r);
  if (hit) return hit;
  const out: Relations = { affirmed: new Set(), negated: new Set() };
  const add = (g: number, negated: boolean) => (negated ? out.negated : out.affirmed).add(g);
  for (const [i, w] of r.words.entries()) {
    for (const g of SINGLE.get(w.key) ?? []) add(g, w.negated);
    const particles = PHRASAL.get(w.key);
    if (!particles) continue;
    for (const next of r.words.slice(i + 1, i + 5)) {
      if (next.sentence !== w.sentence) break;
      const g = particles.get(next.lower);
      if (g !== undefined) add(g, w.negated);
    }
  }
  MEMO.set(r, out);
  return out;
}

/** Whether a reading meets a guide word through a related word: same polarity, or only the opposite. */
export function relatedMeeting(
  r: Reading,
  key: string,
  negated: boolean,
  spent: ReadonlySet<number> = new Set(),
): { met: boolean; contradicted: boolean } {
  const groups = groupsOf(key).filter((g) => !spent.has(g));
  if (groups.length === 0) return { met: false, contradicted: false };
  const rel = relationsOf(r);
  const same = groups.some((g) => (negated ? rel.negated : rel.affirmed).has(g));
  const opposite = groups.some((g) => (negated ? rel.affirmed : rel.negated).has(g));
  return { met: same, contradicted: opposite && !same };
}

/**
 * Of the given keys, those the reading speaks of only through a related word (the answer's subject words): a
 * group one of the keys already meets in its own words is spent.
 */
export function relatedKeys(r: Reading, keys: Iterable<string>): string[] {
  const rel = relationsOf(r);
  const all = [...new Set(keys)];
  const own = (k: string) => r.keys.has(k) || [...r.keys].some((x) => sameFamily(x, k));
  const spent = new Set(all.filter(own).flatMap(groupsOf));
  return all.filter((k) => !own(k) && groupsOf(k).some((g) => rel.affirmed.has(g) && !spent.has(g)));
}

import type { QuestionInput } from '@hiring/shared/ai';
import { GENERIC } from '../answer-vocabulary.ts';
import { stem, wordCount } from '../text.ts';
import { sameFamily } from '../text.ts';
import { type Reading, read, type Word } from './read.ts';
import { NEGATED_OPPOSITE_CREDIT, oppositeMeeting } from './opposites.ts';
import { isPatternLabel } from './point-kinds.ts';
import { groupsOf, RELATED_CREDIT, relatedMeeting } from './relations.ts';

/*
 * The reference an answer is measured against: the question's strong guideline and key points. Each reference
 * word has a weight: words of the question itself count less (an answer that echoes the question has said
 * nothing yet), words any work story uses count less still, and the guideline's own rubric words ("candidate",
 * "states", "covers") not at all. Coverage is the weighted share of the reference the answer's words meet, by
 * lemma or word family (or, for part of the credit, a related word of work: relations.ts), with the polarity of negation respected ("not connected" does not meet "connected").
 * A negation covers its phrase (decision 808): a word inside a negated clause meets a guide word inside one, whichever
 * word the "not" or "no" stands on, so "not contained in a closed path" meets "no closed paths", when the two clauses
 * share at least two of the guide's words: a list of single negated words ("not closed, not path") shares no phrase.
 */

/** Words a guideline uses to describe an answer, not the subject: never content to cover. */
const RUBRIC = new Set(
  (
    'candidate answer answers accurate hands-on explanation grounded concrete detail detailed own part ends end ' +
    'cover covers covered point points mention mentions name names describe describes clear realistic plan ' +
    'first-hand specific example examples include includes including such strong weak adequate ideally good well show shows able lesson result ' +
    'real actual relevant appropriate correct correctly identify identifies identified give gives given how what why which'
  )
    .split(' ')
    .map(stem),
);

export interface RefWord {
  key: string;
  weight: number;
  negated: boolean;
  /** The guide's words of the negated clause this word stands in (read.ts), this word's own included; none outside one. */
  phrase?: ReadonlySet<string>;
}

export interface KeyPoint {
  text: string;
  words: RefWord[];
  /** A point made only of generic words ("Specific situation", "Changed habit"): the answer's shape covers it. */
  structural: boolean;
  /** One of the knowledge base's labels for a part of the answer (point-kinds.ts): covered by kind, not by its words (which still count among the guide's). */
  label?: true;
}

export interface Reference {
  /** Distinct weighted words of the strong guideline and the key points (the question's own words when it has neither). */
  words: RefWord[];
  points: KeyPoint[];
  /** The question's own content keys. */
  question: Set<string>;
  /** The reference had text of its own beyond the question. */
  hasGuide: boolean;
  /** 0-1: how much subject the guide states beyond the question's own words, in statements rather than labels. */
  richness: number;
}

/** The content keys of each negated clause of a reading, by the clause's number (read.ts). */
function phrases(r: Reading): Map<number, Set<string>> {
  const out = new Map<number, Set<string>>();
  for (const w of r.content) if (w.scope > 0) out.set(w.scope, (out.get(w.scope) ?? new Set()).add(w.key));
  return out;
}

function weigh(r: Reading, question: Set<string>): RefWord[] {
  const seen = new Map<string, RefWord>();
  const negatedPhrases = phrases(r);
  for (const w of r.content) {
    if (RUBRIC.has(w.key) || seen.has(w.key)) continue;
    const weight = GENERIC.has(w.key) ? 0.25 : question.has(w.key) ? 0.2 : 1;
    const phrase = negatedPhrases.get(w.scope);
    seen.set(w.key, { key: w.key, weight, negated: w.negated, ...(phrase ? { phrase } : {}) });
  }
  return [...seen.values()];
}

/** Guide words two negated clauses must share to say the same thing: one shared word is a word, not a phrase. */
const SHARED_PHRASE_WORDS = 2;

/** True when an answer's word stands in a negated clause that says a negated phrase of the guide's, in any word order. */
function sharesNegatedPhrase(answer: Reading, a: Word, w: RefWord): boolean {
  if (a.scope === 0 || !w.phrase) return false;
  let shared = 0;
  for (const other of answer.content) {
    if (other.scope !== a.scope) continue;
    if ([...w.phrase].some((k) => k === other.key || sameFamily(k, other.key))) shared++;
  }
  return shared >= SHARED_PHRASE_WORDS;
}

const CACHE = new Map<string, Reference>();

export function referenceOf(question: QuestionInput): Reference {
  const g = question.expected_response_guidelines ?? {};
  const cacheKey = JSON.stringify([question.text, g.strong ?? '', g.key_points ?? []]);
  const hit = CACHE.get(cacheKey);
  if (hit) return hit;
  const qKeys = new Set(read(question.text, true).content.map((w) => w.key));
  const points: KeyPoint[] = (g.key_points ?? []).map((p) => {
    const words = weigh(read(p, true), qKeys);
    return { text: p, words, structural: words.every((w) => w.weight <= 0.25), ...(isPatternLabel(p) ? { label: true as const } : {}) };
  });
  const all = new Map<string, RefWord>();
  for (const w of weigh(read(g.strong ?? '', true), qKeys)) all.set(w.key, w);
  for (const p of points) for (const w of p.words) if (!all.has(w.key)) all.set(w.key, w);
  const hasGuide = all.size > 0;
  if (!hasGuide) for (const w of weigh(read(question.text, true), new Set())) all.set(w.key, { ...w, weight: Math.min(w.weight, 0.6) });
  // Key points written as labels ("Timely escalation", "Consistent plan": a few words, or no verb) name a kind of
  // content, not the content: an answer makes them in its own words, which a word match cannot see.
  const labels = points.filter(
    (p) => wordCount(p.text) <= 4 || !read(p.text, true).words.some((w) => w.pos === 'VERB' || w.pos === 'AUX'),
  ).length;
  const richness = points.length > 0 ? 1 - labels / points.length : hasGuide ? 1 : 0;
  const ref: Reference = { words: [...all.values()], points, question: qKeys, hasGuide, richness };
  if (CACHE.size >= 256) CACHE.delete(CACHE.keys().next().value!);
  CACHE.set(cacheKey, ref);
  return ref;
}

export interface Meeting {
  /** The reference word is met with the same polarity. */
  met: boolean;
  /** Met only through a related word of work ("rolled back" for "restores"), which earns part of the credit. */
  related: boolean;
  /** The share of the word's credit a related meeting earns (a related word, or a negated opposite: "not closed" for "open"). */
  credit?: number;
  /** Met only with the opposite polarity ("not connected" for "connected"). */
  contradicted: boolean;
}

/**
 * Whether an answer's words meet one reference word (its key, or one of its word family), or else a related word
 * of work, unless that relation is spent: one of the guide's words of the same group is met in its own words.
 */
export function meet(answer: Reading, w: RefWord, spent: ReadonlySet<number> = new Set()): Meeting {
  const own = meetOwn(answer, w);
  if (own.met || own.contradicted) return own;
  return otherWords(answer, w, spent);
}

/**
 * A guide word not said in the answer's own words: a word of the same kind ("reduced" for "decreases") is read before
 * an opposite elsewhere in the answer ("the speed is increased"), which may speak of something else (decision 811).
 */
function otherWords(answer: Reading, w: RefWord, spent: ReadonlySet<number>): Meeting {
  const r = relatedMeeting(answer, w.key, w.negated, spent);
  if (r.met) return { met: true, related: true, contradicted: false };
  return byOpposite(answer, w) ?? { met: false, related: false, contradicted: r.contradicted };
}

/** An opposite word: negated it says the same (part of the credit), plain it says the opposite (decision 800). */
function byOpposite(answer: Reading, w: RefWord): Meeting | null {
  const o = oppositeMeeting(answer, w.key, w.negated);
  if (o.met) return { met: true, related: true, contradicted: false, credit: NEGATED_OPPOSITE_CREDIT };
  if (o.contradicted) return { met: false, related: false, contradicted: true };
  return null;
}

/** Two words of one sentence, one affirmed and one denied, either side of an "or": the answer says it both ways. */
function eitherWay(answer: Reading, a: Word, b: Word): boolean {
  if (a.sentence !== b.sentence) return false;
  const [from, to] = a.start < b.start ? [a.start, b.start] : [b.start, a.start];
  return answer.words.some((x) => x.lower === 'or' && x.start > from && x.start < to);
}

/** Every saying of a guide word has its denial (or its affirmation) beside it across an "or": "X or no X". */
function saysBothWays(answer: Reading, w: RefWord, said: Word[]): boolean {
  const denied = (a: Word) => a.negated || (w.phrase !== undefined && sharesNegatedPhrase(answer, a, w));
  return said.every((a) => said.some((b) => denied(a) !== denied(b) && eitherWay(answer, a, b)));
}

/** Whether an answer meets a reference word in its own words (its key, or one of its word family). */
function meetOwn(answer: Reading, w: RefWord): Meeting {
  const same: Word[] = [];
  const opposite: Word[] = [];
  for (const a of answer.content) {
    if (a.hedged || (a.key !== w.key && !sameFamily(a.key, w.key))) continue;
    // Both inside one negated phrase each ("no closed paths", "not contained in a closed path"): both deny it.
    if (a.negated === w.negated || sharesNegatedPhrase(answer, a, w)) same.push(a);
    else opposite.push(a);
  }
  // "Either it has a closed path or it has no closed path" commits to neither (decision 813).
  if (same.length > 0 && saysBothWays(answer, w, [...same, ...opposite])) return { met: false, related: false, contradicted: false };
  return { met: same.length > 0, related: false, contradicted: opposite.length > 0 && same.length === 0 };
}

export interface Coverage {
  /** 0-1: weighted share of the reference the answer meets, less what it contradicts. */
  reference: number;
  /** 0-1 per key point. */
  points: number[];
  /** Reference words the answer contradicts (by negation). */
  contradictions: number;
  /** Distinct reference words met that are not the question's own words. */
  newWords: number;
}

function share(words: RefWord[], meeting: (w: RefWord) => Meeting): { share: number; contradictions: number; fresh: number } {
  let total = 0;
  let got = 0;
  let contradictions = 0;
  let fresh = 0;
  for (const w of words) {
    total += w.weight;
    const m = meeting(w);
    if (m.met) {
      got += m.related ? w.weight * (m.credit ?? RELATED_CREDIT) : w.weight;
      if (w.weight >= 1) fresh++;
    } else if (m.contradicted) {
      got -= w.weight;
      contradictions++;
    }
  }
  return { share: total > 0 ? Math.max(0, got / total) : 0, contradictions, fresh };
}

export function coverage(answer: Reading, ref: Reference): Coverage {
  // Each guide word is read against the answer once: the key points repeat the guideline's words.
  const own = new Map<string, Meeting>();
  const ownMeeting = (w: RefWord) => {
    const k = `${w.negated ? '-' : '+'}${w.key}`;
    let m = own.get(k);
    if (!m) {
      m = meetOwn(answer, w);
      own.set(k, m);
    }
    return m;
  };
  // An answer word that meets a guide word itself ("communication") does not also stand in for its relations ("informed").
  const spent = new Set(ref.words.filter((w) => ownMeeting(w).met).flatMap((w) => groupsOf(w.key)));
  const meeting = (w: RefWord): Meeting => {
    const m = ownMeeting(w);
    return m.met || m.contradicted ? m : otherWords(answer, w, spent);
  };
  const all = share(ref.words, meeting);
  return {
    reference: all.share,
    points: ref.points.map((p) => share(p.words, meeting).share),
    contradictions: all.contradictions,
    newWords: all.fresh,
  };
}

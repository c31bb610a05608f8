import { NP_POS, OBJECT_TOKENS } from './duties.ts';
import type { Duty, Term } from './nlp.ts';
import type { Tok } from './nlp-tokens.ts';

/*
 * Terms in the job's own words: noun phrases a requirement names (skills, tools, certifications),
 * the objects of its duties, and what follows "with", "in" or "using" in a duty's clause.
 */

/** Nouns that name no skill: time, people in general, the posting itself. */
const GENERIC = new Set(
  (
    'year years month months week weeks day days hour hours time times experience ability abilities skill skills knowledge ' +
    'team teams role roles job jobs position candidate candidates company business people person someone everything thing things ' +
    'way ways work part plus bonus opportunity opportunities environment culture salary benefits requirement requirements ' +
    'responsibility responsibilities duties qualification qualifications degree level levels background track record understanding ' +
    'attitude passion eye detail details range variety lot lots number numbers kind type types area areas others colleague colleagues ' +
    'line service percent standard standards quality new change changes speed question questions error errors data story ' +
    'problem problems order orders note notes leader leaders weekend weekends night nights language comfort bar house states'
  ).split(' '),
);
/** Adjectives that praise rather than name: dropped from the front of a term. */
const FILLER_ADJ = new Set(
  (
    'strong excellent good great solid proven demonstrated relevant related previous prior similar able comfortable familiar ' +
    'high highest new current daily weekly monthly all each every other various multiple several key basic advanced ' +
    'deep clear effective professional hands-on busy own first second third senior junior valid reliable comfort honest friendly'
  ).split(' '),
);

const CERT = /\b(certif\w*|licen[cs]e\w*|accredit\w*|registration|registered|card|permit|clearance)\b/i;

/** Cleans a noun phrase into a term: no determiners, counts or praise in front; null when generic. */
function cleanTerm(toks: Tok[], clause: string): string | null {
  let a = 0;
  let b = toks.length;
  while (a < b && (/^(DET|NUM|PRON|ADP|CCONJ|PUNCT)$/.test(toks[a]!.pos) || FILLER_ADJ.has(toks[a]!.lower))) a++;
  while (b > a && !/^(NOUN|PROPN|VERB)$/.test(toks[b - 1]!.pos)) b--;
  if (b <= a) return null;
  while (a < b && toks[a]!.pos === 'VERB') a++;
  while (b - a > 1 && /^(experience|skills?|knowledge|background|abilit(y|ies))$/.test(toks[b - 1]!.lower)) b--;
  const words = toks.slice(a, b);
  if (words.every((w) => GENERIC.has(w.lower) || GENERIC.has(w.lemma))) return null;
  if (GENERIC.has(words.at(-1)!.lemma) && words.length === 1) return null;
  if (words.length > 4) return null;
  const text = clause.slice(words[0]!.start, words.at(-1)!.end);
  if (text.length < 2 || /^\d/.test(text)) return null;
  return text;
}

function kindOf(text: string, clause: string): Term['kind'] {
  if (CERT.test(text) || (/^[A-Z][A-Za-z]*[A-Z][A-Za-z]*$/.test(text) && CERT.test(clause))) return 'certification';
  if (/^[A-Z]/.test(text) && !/\s/.test(text)) return 'tool';
  return 'term';
}

/** Splits a noun phrase list on commas and "and"/"or" into items. */
function npItems(toks: Tok[]): Tok[][] {
  const items: Tok[][] = [];
  let cur: Tok[] = [];
  for (const t of toks) {
    if (t.value === ',' || t.pos === 'CCONJ' || t.value === '(' || t.value === ')') {
      if (cur.length) items.push(cur);
      cur = [];
    } else cur.push(t);
  }
  if (cur.length) items.push(cur);
  return items;
}

/** Noun phrases of a requirement clause worth naming: list items, things after "experience with", proper names. */
export function requirementTerms(clause: string, toks: Tok[], duties: Duty[]): Term[] {
  const out: Term[] = [];
  const inDuty = (t: Tok) => duties.some((d) => t.start >= clause.indexOf(d.text) && t.end <= clause.indexOf(d.text) + d.text.length);
  // Split the clause into comma / "and" items; a short item without a verb is a term.
  for (const item of npItems(toks)) {
    if (item.some((t) => inDuty(t))) continue;
    const nouns = item.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
    if (nouns.length === 0) continue;
    if (item.some((t) => /^(years?|months?|yrs)$/.test(t.lower))) {
      // "3 years in a scratch kitchen": the setting is context, not a skill; proper names in it still count.
      for (const t of item)
        if (t.pos === 'PROPN' && /[A-Z]/.test(t.value)) out.push({ text: t.value, kind: kindOf(t.value, clause), clause });
      continue;
    }
    // Longest run of noun-phrase words in the item, after an optional "experience with" / "knowledge of".
    let run: Tok[] = [];
    let best: Tok[] = [];
    for (const t of item) {
      if (NP_POS.has(t.pos) || t.value === '-' || t.value === '/' || (t.pos === 'VERB' && /ing$/.test(t.lower))) run.push(t);
      else {
        if (run.length > best.length || (run.length === best.length && run.length > 0)) best = run;
        run = [];
      }
    }
    if (run.length > 0 && run.length >= best.length) best = run;
    if (item.length > 7 && !best.some((t) => t.pos === 'PROPN')) continue;
    const text = cleanTerm(best, clause);
    if (text) out.push({ text, kind: kindOf(text, clause), clause });
  }
  return out;
}

export function objectTerms(d: Duty): Term[] {
  const all = OBJECT_TOKENS.get(d) ?? [];
  // The noun phrase ends at its first preposition or determiner ("food cost" of "food cost under 29 percent").
  const cut = all.findIndex((t, k) => k > 0 && (t.pos === 'ADP' || t.pos === 'DET'));
  const toks = cut > 0 ? all.slice(0, cut) : all;
  return npItems(toks)
    .map((item) => cleanTerm(item, d.clause))
    .filter((x): x is string => !!x)
    .map((text) => ({ text, kind: kindOf(text, d.clause), clause: d.clause }));
}

/** In a duty clause, what follows "with", "in" or "using" names a tool or a subject ("record results in LIMS", "with personal care"). */
export function prepositionTerms(clause: string, toks: Tok[]): Term[] {
  const out: Term[] = [];
  for (let i = 0; i < toks.length; i++) {
    if (!/^(with|in|using|on)$/.test(toks[i]!.lower)) continue;
    let j = i + 1;
    while (j < toks.length && (NP_POS.has(toks[j]!.pos) || toks[j]!.pos === 'DET' || toks[j]!.value === '-')) j++;
    for (const item of npItems(toks.slice(i + 1, j + (toks[j]?.pos === 'CCONJ' ? 2 : 0)))) {
      const text = cleanTerm(item, clause);
      if (text && (item.some((t) => t.pos === 'PROPN') || item.length >= 2)) out.push({ text, kind: kindOf(text, clause), clause });
    }
  }
  return out;
}

import type { Job } from '@hiring/shared/ai';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { sentences } from './text.ts';

/**
 * Reads a job description the way people write them, with wink-nlp (parts of speech, lemmas):
 * headed sections, inline "Requirements:" / "Responsibilities:" paragraphs, bullets and semicolon
 * lists; and extracts duties (verbs + object: "train and schedule six line cooks") and terms
 * (skills, tools, certifications) in the job's own words, from any field. The knowledge base
 * only normalises what is found here; it never decides whether something is found.
 */

const nlp = winkNLP(model, ['pos']);
const its = nlp.its;

export type Section = 'requirements' | 'responsibilities' | 'other' | 'none';

/** A sentence or list item of the job, an exact substring of the text it was read from. */
export interface JobClause {
  text: string;
  section: Section;
}

export interface Duty {
  /** Verbs + object as written, e.g. "train and schedule six line cooks". */
  text: string;
  /** Base forms of the verbs, e.g. ["train", "schedule"]. */
  verbs: string[];
  /** The object as written, e.g. "six line cooks". */
  object: string;
  /** The clause of the job it was read from (verbatim). */
  clause: string;
  /** Where the duty starts in its clause. */
  at: number;
}

export interface Term {
  text: string;
  kind: 'term' | 'tool' | 'certification';
  clause: string;
}

export interface JobReading {
  clauses: JobClause[];
  duties: Duty[];
  terms: Term[];
}

// ------------------------------------------------------------------ sections

const RESP_HEAD =
  /^(?:key )?(?:responsibilit(?:y|ies)|duties|tasks|what you(?:'|’)?ll do|what you will do|what you(?:'|’)?ll be doing|day[- ]to[- ]day|the role|your role|in this role|in this role you(?:'|’)?ll|in this role you will|you will|you(?:'|’)?ll|role|the job|the work|what the job involves|your day|main duties)$/i;
const REQ_HEAD =
  /^(?:requirements?|qualifications?|what you(?:'|’)?ll bring|what you bring|what we(?:'|’)?re looking for|we(?:'|’)?re looking for|must[- ]haves?|nice[- ]to[- ]haves?|about you|who you are|you have|skills(?: and experience)?|experience|preferred|essential|desirable|you bring|requirements and skills|you need|what you need|what you(?:'|’)?ll need|you(?:'|’)?ll need|you should have|ideally you have)$/i;
const OTHER_HEAD =
  /^(?:benefits|perks|what we offer|we offer|compensation|salary|pay|about us|about the company|who we are|our company|why join(?: us)?|how to apply|equal opportunit\w*|the team|about|location|hours|schedule)$/i;

const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

function headOf(label: string): Section | null {
  const t = label
    .replace(/^#+\s*/, '')
    .replace(/[:*]+$/, '')
    .trim();
  if (RESP_HEAD.test(t)) return 'responsibilities';
  if (REQ_HEAD.test(t)) return 'requirements';
  if (OTHER_HEAD.test(t)) return 'other';
  return null;
}

/** An inline heading inside a paragraph: "… 29 percent. Requirements: 3 years …". */
const INLINE_HEAD =
  /(^|[.!?]\s+|\n)((?:Key )?(?:Responsibilities|Duties|Tasks|What you(?:'|’)?ll do|Requirements|Qualifications|What you(?:'|’)?ll bring|Must[- ]haves?|Nice[- ]to[- ]haves?|Benefits|Perks|What we offer|About us|Skills|Experience))\s*:\s*/gi;

/** Splits the text into clauses, each tagged with its section. */
function clausesOf(text: string, initial: Section): JobClause[] {
  const out: JobClause[] = [];
  let section: Section = initial;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const bare = line.replace(BULLET, '');
    // A line that is only a heading ("What you'll do", "Requirements:").
    if (bare.length <= 60 && !/[.!?;,]$/.test(bare.replace(/:$/, ''))) {
      const kind = headOf(bare);
      if (kind) {
        section = kind;
        continue;
      }
      if (/:$/.test(bare) && bare.split(/\s+/).length <= 6) {
        // An unknown heading: its lines are read like unheaded text.
        section = initial;
        continue;
      }
    }
    // Inline headings split the line into parts.
    const parts: { text: string; section: Section }[] = [];
    let last = 0;
    let current = section;
    for (const m of bare.matchAll(INLINE_HEAD)) {
      const at = (m.index ?? 0) + m[1]!.length;
      if (at > last) parts.push({ text: bare.slice(last, at), section: current });
      current = headOf(m[2]!) ?? current;
      last = (m.index ?? 0) + m[0].length;
    }
    parts.push({ text: bare.slice(last), section: current });
    section = current;
    for (const part of parts) {
      for (const s of sentences(part.text)) {
        for (const piece of s.text.split(/;\s*/)) {
          const t = piece.trim().replace(/[.;,]+$/, '');
          if (t.length >= 3) out.push({ text: t, section: part.section });
        }
      }
    }
  }
  return out;
}

// ------------------------------------------------------------------ duties

/** Verbs that start a duty in a list item even when the tagger reads them as nouns ("Train …", "Cost …"). */
const DUTY_VERBS = new Set(
  (
    'achieve act adapt add address adjust administer advise advocate align allocate analyse analyze answer apply approve arrange ' +
    'assemble assess assign assist attend audit author balance bill book brief budget build calculate calibrate care carry catalogue ' +
    'champion check chop clean close coach code collaborate collect commission communicate compile complete comply conduct configure ' +
    'connect consult contribute control cook coordinate cost counsel create cultivate curate cut debug deep-clean define deliver ' +
    'demonstrate deploy design detect develop diagnose direct dispatch dispense distribute document draft drive edit educate enforce ' +
    'engage ensure establish estimate evaluate examine execute expedite explain facilitate file fill fix follow forecast foster ' +
    'fetch gather generate grow guide handle harden help hire host identify implement improve inspect install instruct integrate interpret interview ' +
    'investigate invoice issue keep label launch lead liaise load log maintain manage map market measure mentor merchandise model ' +
    'moderate monitor motivate negotiate nurture observe obtain onboard open operate optimise optimize order organise organize ' +
    'originate oversee own pack paint partner perform photograph pick pitch place plan plate prepare present prevent price prioritise ' +
    'prioritize process procure produce program promote proofread propose prospect protect provide publish purchase quote raise ' +
    'reconcile record recruit reduce refactor refer register remove renovate repair replace replenish report represent research ' +
    'resolve respond restock review rotate route run safeguard sample schedule screen secure select sell serve service set shape ship ' +
    'shoot sign solve source spec specify staff stock store streamline supervise supply support survey sustain teach test track trade ' +
    'train transcribe transport triage troubleshoot tune update upgrade uphold use validate verify visit weld wire write'
  ).split(' '),
);

/** Verbs that never make a duty on their own. */
const LIGHT_VERBS = new Set(
  'be have do get make take need want like join offer look include work know understand enjoy thrive love bring speak hold feel care come go become stay seek apply'.split(
    ' ',
  ),
);

/** Words that open a duty without being part of it. */
const OPENERS = new Set(['you', 'will', "'ll", 'also', 'to', 'be', 'able', 'help', 'helps', 'responsible', 'for', 'and', 'then', 'can']);

interface Tok {
  value: string;
  lower: string;
  pos: string;
  lemma: string;
  start: number;
  end: number;
}

/** Tokens of many clauses from one reading: one wink document is far cheaper than one per clause. */
function tokensOfMany(texts: string[]): Tok[][] {
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

function tokensOf(text: string): Tok[] {
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

/** The base form of a word if it is a duty verb: "runs" -> "run", "managing" -> "manage". */
function dutyVerb(t: Tok): string | undefined {
  if (t.pos === 'AUX' || t.pos === 'DET' || t.pos === 'ADP' || t.pos === 'PRON' || t.pos === 'NUM') return undefined;
  const w = t.lower;
  // Participles describe ("tuned queries", "written communication"), they do not start duties.
  if (/ed$/.test(w) && !/(need|feed|seed|shred|embed|exceed|succeed|speed)$/.test(w)) return undefined;
  if (/(en|wn)$/.test(w) && t.pos === 'VERB' && t.lemma !== w) return undefined;
  const candidates = [
    t.lemma,
    w,
    w.replace(/ies$/, 'y'),
    w.replace(/es$/, ''),
    w.replace(/s$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
  ];
  for (const c of candidates) if (DUTY_VERBS.has(c)) return c;
  if (t.pos === 'VERB' && !LIGHT_VERBS.has(t.lemma) && !/ed$|en$/.test(w)) return t.lemma;
  return undefined;
}

const NP_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
const TAIL_ADP = new Set(['under', 'below', 'within', 'above', 'over', 'by']);

function isObjectTok(t: Tok): boolean {
  if (NP_POS.has(t.pos)) return true;
  if (t.pos === 'DET' && /^(the|a|an|all|each|every|our|their|its)$/.test(t.lower)) return true;
  if (t.pos === 'PRON' && /^(our|their|its|your)$/.test(t.lower)) return true;
  if ((t.pos === 'PUNCT' || t.pos === 'SYM') && (t.value === '-' || t.value === '/' || t.value === '&')) return true;
  // Plural nouns the tagger reads as verbs ("HACCP logs"), and gerunds used as nouns ("Redis caching").
  if (t.pos === 'VERB' && /ing$/.test(t.lower) && !DUTY_VERBS.has(t.lemma)) return true;
  return false;
}

/** isObjectTok, plus plural nouns the tagger reads as verbs right after a noun ("HACCP logs"). */
function objectTokAt(toks: Tok[], j: number, objStart: number): boolean {
  const t = toks[j]!;
  if (isObjectTok(t)) return true;
  // A noun the tagger reads as a preposition right after an article ("the till").
  if (t.pos === 'ADP' && toks[j - 1]?.pos === 'DET' && j + 1 < toks.length && toks[j + 1]!.pos !== 'DET') return true;
  if (t.pos !== 'VERB') return false;
  // A verb right after the verb group is a noun read as a verb ("orders produce and protein").
  if (j === objStart) return true;
  const prev = toks[j - 1];
  return /s$/.test(t.lower) && !!prev && (prev.pos === 'NOUN' || prev.pos === 'PROPN');
}

/** The tokens of each duty's object, so its terms need no second reading. */
const OBJECT_TOKENS = new WeakMap<Duty, Tok[]>();

/** Duties of one clause: every verb group with its object. */
function dutiesOf(clause: string, toks: Tok[]): Duty[] {
  const out: Duty[] = [];
  let i = 0;
  let atStart = true;
  while (i < toks.length) {
    const t = toks[i]!;
    if (atStart && OPENERS.has(t.lower)) {
      i++;
      continue;
    }
    const canStart =
      atStart || (toks[i - 1] && (toks[i - 1]!.value === ',' || toks[i - 1]!.pos === 'CCONJ' || toks[i - 1]!.lower === 'to'));
    let verb = canStart ? dutyVerb(t) : t.pos === 'VERB' ? dutyVerb(t) : undefined;
    // "using Docker", "troubleshooting on …" inside a sentence describe means, not duties.
    if (verb && !atStart && /ing$/.test(t.lower)) verb = undefined;
    atStart = false;
    if (!verb || (!canStart && t.pos !== 'VERB')) {
      i++;
      continue;
    }
    // The verb group: "train and schedule", "design, build and operate".
    const verbs = [verb];
    let j = i + 1;
    while (j + 1 < toks.length && (toks[j]!.pos === 'CCONJ' || toks[j]!.value === ',')) {
      const next = toks[j + 1]!.pos === 'CCONJ' && j + 2 < toks.length ? j + 2 : j + 1;
      const v = dutyVerb(toks[next]!);
      if (!v || isObjectStart(toks, next + 1) === false) break;
      verbs.push(v);
      j = next + 1;
    }
    // A particle belongs to the verb ("set up displays", "carry out visits").
    if (toks[j] && /^(up|out|off|down)$/.test(toks[j]!.lower) && toks[j + 1] && isObjectTok(toks[j + 1]!)) j++;
    // The object: a noun phrase, coordinated nouns, and a numeric limit ("under 29 percent").
    const objStart = j;
    while (j < toks.length) {
      const x = toks[j]!;
      if (objectTokAt(toks, j, objStart)) {
        j++;
        continue;
      }
      if ((x.pos === 'CCONJ' || x.value === ',') && j + 1 < toks.length && j > objStart) {
        const y = toks[j + 1]!;
        if (NP_POS.has(y.pos) && !dutyVerb(y)) {
          j += 2;
          continue;
        }
      }
      if (x.pos === 'ADP' && (x.lower === 'of' || (TAIL_ADP.has(x.lower) && toks[j + 1]?.pos === 'NUM')) && j > objStart) {
        j++;
        continue;
      }
      break;
    }
    let objEnd = j;
    // "expedite during service": with no object, a prepositional phrase carries the duty.
    if (objEnd === objStart && toks[j]?.pos === 'ADP' && j + 1 < toks.length && isObjectTok(toks[j + 1]!)) {
      j++;
      while (j < toks.length && isObjectTok(toks[j]!)) j++;
      objEnd = j;
    }
    while (objEnd > objStart && !/^(NOUN|PROPN|NUM|VERB)$/.test(toks[objEnd - 1]!.pos)) objEnd--;
    if (objEnd > objStart) {
      const first = toks[i]!;
      const lastTok = toks[objEnd - 1]!;
      const objFirst = toks[objStart]!;
      const written = clause.slice(first.start, lastTok.end);
      // The base form reads in any sentence: "runs the line" -> "run the line".
      const text = /^[a-z]/i.test(first.value) ? `${verb}${written.slice(first.value.length)}` : written;
      const object = clause.slice(objFirst.pos === 'ADP' ? toks[objStart + 1]!.start : objFirst.start, lastTok.end);
      const named = toks.slice(objStart, objEnd).some((x) => x.pos === 'NOUN' || x.pos === 'PROPN' || x.pos === 'NUM');
      if (named && text.split(/\s+/).length >= 2 && object.length >= 2) {
        const duty: Duty = { text, verbs, object, clause, at: first.start };
        OBJECT_TOKENS.set(duty, toks.slice(toks[objStart]!.pos === 'ADP' ? objStart + 1 : objStart, objEnd));
        out.push(duty);
      }
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

function isObjectStart(toks: Tok[], k: number): boolean {
  const t = toks[k];
  if (!t) return false;
  return isObjectTok(t) || t.pos === 'CCONJ' || t.value === ',' || dutyVerb(t) !== undefined;
}

// ------------------------------------------------------------------ terms

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
function requirementTerms(clause: string, toks: Tok[], duties: Duty[]): Term[] {
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

function objectTerms(d: Duty): Term[] {
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
function prepositionTerms(clause: string, toks: Tok[]): Term[] {
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

// ------------------------------------------------------------------ the whole job

/** Outside a headed section, a duty counts when it is the hire's: no subject, "you", or the role itself ("The sous chef runs …"). */
function aboutTheHire(prefix: string, title: string): boolean {
  const p = prefix.trim().toLowerCase();
  if (p === '' || /^(you|you will|you'll|the role|this role|the position|the hire|they will|the successful candidate)\b/.test(p))
    return true;
  const titleWords = title
    .toLowerCase()
    .split(/\W+/)
    .filter((w) => w.length > 2);
  return titleWords.some((w) => p.includes(w)) && !/\b(we|our|us)\b/.test(p);
}

/** A sentence outside any headed section that still states a requirement. */
const REQUIREMENT_LIKE =
  /\b(experience|knowledge|proficien\w*|familiar\w*|skills?|certif\w*|licen[cs]\w*|degree|able to|must|required|fluent|background|qualified)\b/i;

/** Reads a job: its clauses by section, its duties and its terms. */
export function readJob(job: Job): JobReading {
  const clauses = [
    ...clausesOf(job.job_description, 'none'),
    ...(job.responsibilities ? clausesOf(job.responsibilities, 'responsibilities') : []),
    ...(job.requirements ? clausesOf(job.requirements, 'requirements') : []),
  ];
  const duties: Duty[] = [];
  const terms: Term[] = [];
  const read = clauses.filter((c) => c.section !== 'other');
  const tokens = tokensOfMany(read.map((c) => c.text));
  for (const [index, c] of read.entries()) {
    const toks = tokens[index]!;
    const found = dutiesOf(c.text, toks);
    // Outside a headed section, a sentence about the company ("We are a team of 140") gives no duty.
    const usable = c.section === 'none' ? found.filter((d) => aboutTheHire(c.text.slice(0, d.at), job.title)) : found;
    duties.push(...usable);
    for (const d of usable) terms.push(...objectTerms(d));
    if (usable.length > 0) terms.push(...prepositionTerms(c.text, toks));
    if (c.section === 'requirements' || (c.section === 'none' && usable.length === 0 && REQUIREMENT_LIKE.test(c.text)))
      terms.push(...requirementTerms(c.text, toks, usable));
  }
  // The title's own words are not a skill of the job ("Frontend", "Engineer").
  const titleWords = new Set(job.title.toLowerCase().split(/[^a-z0-9+#]+/));
  const notTitle = (t: Term) =>
    !t.text
      .toLowerCase()
      .split(/\s+/)
      .every((w) => titleWords.has(w));
  // One entry per wording.
  const seenD = new Set<string>();
  const seenT = new Set<string>();
  return {
    clauses,
    duties: duties.filter((d) => !seenD.has(d.text.toLowerCase()) && seenD.add(d.text.toLowerCase())),
    terms: terms.filter((t) => notTitle(t) && !seenT.has(t.text.toLowerCase()) && seenT.add(t.text.toLowerCase())),
  };
}

import type { Duty } from './nlp.ts';
import type { Tok } from './nlp-tokens.ts';

/*
 * Duties: a verb and its object in the job's own words ("train and schedule six line cooks"), found
 * from parts of speech, with the verbs that open list items even when the tagger reads them as nouns.
 */

/** Verbs that start a duty in a list item even when the tagger reads them as nouns ("Train …", "Cost …"). */
export const DUTY_VERBS = new Set(
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
  'be have do get make take need want like join offer look include work know understand enjoy thrive love bring speak hold feel care come go become stay seek apply depend span'.split(
    ' ',
  ),
);

/** Nouns of work whose verb is not their form less a suffix: "maintenance" is "maintain". */
const NOUN_VERBS: Record<string, string> = {
  maintenance: 'maintain',
  service: 'serve',
  servicing: 'service',
  analysis: 'analyse',
  delivery: 'deliver',
  production: 'produce',
  administration: 'administer',
  preparation: 'prepare',
  supervision: 'supervise',
  organisation: 'organise',
  organization: 'organize',
  execution: 'execute',
  creation: 'create',
  selection: 'select',
  provision: 'provide',
};
/** Verbs that do take "of" ("dispose of waste"): with them "of" opens the object, not a noun's complement. */
const OF_VERBS = new Set(['dispose', 'consist', 'approve', 'think', 'speak', 'hear', 'know', 'take', 'make']);

/**
 * The verb of a noun of work that "of" follows, when the knowledge base knows it as a duty verb:
 * "Preparation of self-service counters" is "prepare self-service counters", "Design of flow charts"
 * "design flow charts". A duty written as a noun is the same duty; read as a verb, "Design of" wrote
 * "Designs of flow charts".
 */
export function nounOfWork(word: string): string | undefined {
  const w = word.toLowerCase();
  if (OF_VERBS.has(w)) return undefined;
  const candidates = [
    NOUN_VERBS[w],
    w,
    w.replace(/ation$/, 'ate'),
    w.replace(/ation$/, ''),
    w.replace(/ion$/, ''),
    w.replace(/ion$/, 'e'),
    w.replace(/ment$/, ''),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
  ];
  return candidates.find((c) => c !== undefined && DUTY_VERBS.has(c));
}

/** Words that open a duty without being part of it. */
const OPENERS = new Set(['you', 'will', "'ll", 'also', 'to', 'be', 'able', 'help', 'helps', 'responsible', 'for', 'and', 'then', 'can']);

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

export const NP_POS = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);
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
export const OBJECT_TOKENS = new WeakMap<Duty, Tok[]>();

/** Duties of one clause: every verb group with its object. */
export function dutiesOf(clause: string, toks: Tok[]): Duty[] {
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
    // A duty written as a noun of work and "of", where an item of a list starts (a line, or after a colon or a comma):
    // "Preparation of …". Not after "and" inside a sentence ("design and management of flows" names a field).
    const nominal =
      toks[i + 1]?.lower === 'of' &&
      (atStart || toks[i - 1]?.value === ':' || toks[i - 1]?.value === ',') &&
      !/^(DET|ADP|PRON|AUX|NUM)$/.test(t.pos)
        ? nounOfWork(t.lower)
        : undefined;
    if (nominal) {
      atStart = false;
      const duty = nominalDuty(clause, toks, i, nominal);
      if (duty) out.push(duty.duty);
      i = duty ? duty.end : i + 1;
      continue;
    }
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

/** The duty of a noun of work at `i` ("Operation of a mechanical dishwash machine"): its verb and the noun phrase after "of". */
function nominalDuty(clause: string, toks: Tok[], i: number, verb: string): { duty: Duty; end: number } | undefined {
  const objStart = i + 2;
  let j = objStart;
  while (j < toks.length) {
    if (objectTokAt(toks, j, objStart)) j++;
    else if (
      (toks[j]!.pos === 'CCONJ' || toks[j]!.value === ',') &&
      j > objStart &&
      NP_POS.has(toks[j + 1]?.pos ?? '') &&
      !dutyVerb(toks[j + 1]!)
    )
      j += 2;
    else break;
  }
  let objEnd = j;
  while (objEnd > objStart && !/^(NOUN|PROPN|NUM)$/.test(toks[objEnd - 1]!.pos)) objEnd--;
  if (objEnd <= objStart) return undefined;
  const object = clause.slice(toks[objStart]!.start, toks[objEnd - 1]!.end);
  const duty: Duty = {
    text: `${verb} ${object}`,
    verbs: [verb],
    object,
    clause,
    at: toks[i]!.start,
    lead: toks[objStart]!.start - toks[i]!.start - 1,
  };
  OBJECT_TOKENS.set(duty, toks.slice(objStart, objEnd));
  return { duty, end: Math.max(j, i + 1) };
}

function isObjectStart(toks: Tok[], k: number): boolean {
  const t = toks[k];
  if (!t) return false;
  return isObjectTok(t) || t.pos === 'CCONJ' || t.value === ',' || dutyVerb(t) !== undefined;
}

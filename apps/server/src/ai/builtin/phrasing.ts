import type { JobProfile } from './extract.ts';
import { DUTY_VERBS } from './duties.ts';
import type { Duty } from './nlp.ts';
import { SKILL_BY_NAME } from './skill-index.ts';
import { BOUNDARY, inFlatList, notTheHires, opensItem, subjectBefore } from './duty-items.ts';
import { isVague, titleRest, withoutFiller, withoutFragment } from './vague-duties.ts';

/*
 * The job's duties as phrases the engine can write with: completed to the end of their term
 * ("scaling and root planing", not "scaling and root"), without the employer's own names, in the
 * forms a goal or a question needs ("places IV catheters", "anesthesia monitoring").
 */

/** Verbs that only carry their object: the object alone names the work ("perform anesthesia monitoring" -> "anesthesia monitoring"). */
const CARRIER_VERBS = new Set(
  'perform provide complete conduct run handle support give make carry do undertake deliver ensure participate'.split(' '),
);

export interface DutyPhrase {
  duty: Duty;
  /** Base-form verb phrase, completed and without own names: "place IV catheters". */
  base: string;
  /** The object as a noun phrase: "IV catheters". */
  object: string;
  /** What a goal title says: the object after a carrier verb, else the verb phrase in the third person. */
  title: string;
  /** The clause's words after the phrase: "during surgery and dental procedures, recording heart rate …". */
  rest: string;
}

const lowerFirst = (t: string) => (/^[A-Z][a-z]/.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t);

/** "place" -> "places", "watch" -> "watches", "carry" -> "carries". */
export function thirdPerson(verb: string): string {
  if (/(s|x|z|ch|sh|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * The employer's own names: the company that opens the description ("ShiftWise builds …"), names
 * introduced as "X, our …" or "our X", and coined names in mixed case (RotaEngine) that are no
 * skill the taxonomy knows.
 */
export function ownNames(profile: JobProfile): string[] {
  const text = profile.job.job_description;
  const names = new Set<string>();
  const opener =
    /^\s*((?:[A-Z][\w'&.-]*\s+){0,4}?[A-Z][\w'&.-]*)(?:'s)?\s+(?:is|are|builds|sells|makes|runs|employs|ships|supports|teaches|installs|helps|provides|offers|has|serves|operates|was|designs|develops|cares|'s)\b/.exec(
      text,
    );
  if (opener) names.add(opener[1]!.trim());
  for (const m of text.matchAll(/\b([A-Z][a-z]{2,}(?:[A-Z][a-z0-9]{2,})+)\b/g))
    if (!SKILL_BY_NAME.has(m[1]!.toLowerCase())) names.add(m[1]!);
  for (const m of text.matchAll(/\b([A-Z][\w-]+(?:\s[A-Z][\w-]+)?),\s+our\b/g))
    if (!SKILL_BY_NAME.has(m[1]!.toLowerCase())) names.add(m[1]!);
  for (const m of text.matchAll(/\bour\s+([A-Z][a-z][\w-]*)\b/g)) if (!SKILL_BY_NAME.has(m[1]!.toLowerCase())) names.add(m[1]!);
  // "our flagship site Bettingexpert", "our HR portal askHR": the name a site, portal or product of the employer's goes by.
  for (const m of text.matchAll(
    /\bour\s+(?:[\w-]+\s+){0,2}?(?:site|website|platform|app|portal|brand|product|tool|system)\s+((?:[A-Z][\w-]*|[a-z]+[A-Z][\w-]*))\b/gi,
  ))
    if (/[A-Z]/.test(m[1]!) && !SKILL_BY_NAME.has(m[1]!.toLowerCase())) names.add(m[1]!);
  return [...names].filter((n) => n.length >= 3);
}

const NAME_CACHE = new WeakMap<JobProfile, RegExp | null>();
function nameRe(profile: JobProfile): RegExp | null {
  if (!NAME_CACHE.has(profile)) {
    const names = ownNames(profile).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    NAME_CACHE.set(profile, names.length > 0 ? new RegExp(`\\b(?:${names.join('|')})\\b`) : null);
  }
  return NAME_CACHE.get(profile)!;
}

/** True when a text names the employer or one of its own systems. */
export function namesOwn(profile: JobProfile, text: string): boolean {
  return nameRe(profile)?.test(text) ?? false;
}

/** Removes "in CaseBridge", "of ShiftWise", "to RotaEngine, our rules engine" from a phrase; null when the name is the phrase's subject. */
function withoutOwnNames(profile: JobProfile, phrase: string): string | null {
  const re = nameRe(profile);
  if (!re || !re.test(phrase)) return phrase;
  const src = re.source;
  const out = phrase
    .replace(
      new RegExp(
        `\\s+(?:in|on|through|to|into|of|via|using|for|at|from|with)\\s+(?:the\\s+|our\\s+)?${src}(?:'s)?(?:,\\s+our\\s+[\\w\\s-]+)?`,
        'g',
      ),
      '',
    )
    .trim();
  return re.test(out) ? null : out;
}

const WORD = /^ ([A-Za-z0-9][\w/+#'.-]*)/;
/** The employer, named without its name ("for the company users"): a duty's rest that speaks of it is not written. */
const EMPLOYER = /\b(?:the|our) company\b/i;
/** "… user metrics OUR IDEAL CANDIDATE has": a function word in capitals before another word in capitals is a heading whose line break was lost; no acronym is "OUR". */
const CAPS_HEADING = /^(?:OUR|THE|YOUR|WHAT|WHO|WE|YOU|THIS|ABOUT|AS|WHY|HOW)\s+[A-Z]{2,}\b/;
const CAPS_HEADING_INSIDE = /\s(?=(?:OUR|THE|YOUR|WHAT|WHO|WE|YOU|THIS|ABOUT|AS|WHY|HOW)\s+[A-Z]{2,}\b)/;

/**
 * Completes a phrase that stops inside a term: runs on over the clause's next words until
 * punctuation or a boundary word; over "and …" when no other duty starts there ("troubleshoot
 * controls, thermostats and wiring"); and, after a short object, over one prepositional phrase
 * ("design PostgreSQL schemas for scheduling data"). An adverb ("and work closely") undoes the run.
 */
function complete(
  clause: string,
  start: number,
  phrase: string,
  dutyStarts: Set<number>,
  objectWords: number,
): { text: string; end: number } {
  let end = start + phrase.length;
  const more = (): { text: string; end: number } | null => {
    let e = end;
    let added = '';
    let preposition = false;
    for (let k = 0; k < 8; k++) {
      const rest = clause.slice(e);
      // "end-to-end": a hyphen glued to the next word goes on with the same term.
      const possessive = /^'s\b/.exec(rest) ?? /^%/.exec(rest) ?? /^-[A-Za-z0-9][\w/+#-]*/.exec(rest);
      if (possessive) {
        added += possessive[0];
        e += possessive[0].length;
        continue;
      }
      const comma = /^, (?=[a-z])/.exec(rest);
      const m = WORD.exec(comma ? rest.slice(1) : rest);
      if (!m) break;
      const w = m[1]!.toLowerCase().replace(/\.$/, '');
      const at = e + (comma ? 1 : 0) + 1;
      if (/ly$/.test(w) && w.length > 4) return null;
      if (CAPS_HEADING.test(clause.slice(at))) break;
      if (dutyStarts.has(at)) break;
      if (comma && !preposition) break;
      if (w === 'and' || w === 'or') {
        if (dutyStarts.has(at + m[1]!.length + 1)) break;
      } else if (w === 'to' && DUTY_VERBS.has((/^\s*([a-z]+)/.exec(clause.slice(at + m[1]!.length)) ?? [])[1] ?? '')) {
        // "develop strategies to address …": "to" and a verb start a purpose, not a term.
        break;
      } else if (BOUNDARY.has(w)) {
        if (preposition || k > 0 || objectWords > 2 || !/^(for|to|with|in|on|through|using)$/.test(w)) break;
        // "for six to eight nurses": a count starts a new phrase.
        if (/^(\d|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/i.test(clause.slice(e + m[0].length + 1))) break;
        preposition = true;
      }
      const piece = (comma ? ',' : '') + m[0].replace(/\.$/, '');
      added += piece;
      e += piece.length;
    }
    // "and act before …", "and follow up": a verb the run took in as a noun goes with the rest.
    const last = /\s(?:and|or)\s(\S+)(?:\s(?:up|out|off|down))?$/.exec(added)?.[1]?.toLowerCase();
    if (last && DUTY_VERBS.has(last)) {
      const cut = added.replace(/\s(?:and|or)\s\S+(?:\s(?:up|out|off|down))?$/, '');
      e -= added.length - cut.length;
      added = cut;
    }
    // Never end on a word that cannot end a phrase.
    while (/\s(\S+)$/.test(added) && BOUNDARY.has(/\s(\S+)$/.exec(added)![1]!.toLowerCase())) {
      const cut = added.replace(/\s\S+$/, '');
      e -= added.length - cut.length;
      added = cut;
    }
    return { text: phrase + added, end: e };
  };
  const run = more();
  if (!run)
    return {
      text: phrase.replace(/\s+(?:and|or)\s+\S+$/, ''),
      end: end - (phrase.length - phrase.replace(/\s+(?:and|or)\s+\S+$/, '').length),
    };
  end = run.end;
  return { text: run.text, end };
}

/**
 * A phrase that runs on into another noun phrase where punctuation was lost ("grow the customer base of the
 * European countries the city and the city"): inside a prepositional phrase, a noun followed at once by "the",
 * "a" or "an" ends the phrase there ("give the patient the dose", with no preposition, keeps its two objects).
 */
const PREPOSITIONS = new Set('of for to in on at with by from into across within under about through'.split(' '));

export function withoutRunOn(phrase: string): string {
  const words = phrase.split(' ');
  for (let i = 2; i < words.length - 1; i++) {
    const before = words[i - 1]!.toLowerCase();
    const inPrepositional = words.slice(1, i - 1).some((w) => PREPOSITIONS.has(w.toLowerCase()));
    // "ways of utilizing the power of …": a verb's -ing form takes its object; it is no noun the phrase ends on.
    if (/^(the|a|an)$/i.test(words[i]!) && inPrepositional && !BOUNDARY.has(before) && !/,$/.test(before) && !/ing$/.test(before)) {
      return words.slice(0, i).join(' ');
    }
  }
  return phrase;
}

/** Verbs that open a responsibility line although the reader does not take them for a duty's verb ("Take dental radiographs"). */
const LINE_VERBS = new Set('take make complete stream precept keep hold attend answer set get'.split(' '));

/** A duty for each responsibility line that opens with such a verb and gave no duty at its start. */
function lineDuties(profile: JobProfile): Duty[] {
  const out: Duty[] = [];
  for (const c of profile.reading.clauses) {
    if (c.section !== 'responsibilities' || profile.duties.some((d) => d.clause === c.text && d.at === 0)) continue;
    const m = /^([A-Z][a-z]+)\s+([^,.;:()]+)/.exec(c.text);
    if (!m || !LINE_VERBS.has(m[1]!.toLowerCase())) continue;
    let body = m[2]!;
    const verbs = [m[1]!.toLowerCase()];
    // "Take and develop radiographs": both verbs; "Take part in the rota": the idiom is the verb.
    const second = /^(?:and|or)\s+([a-z]+)\s+(.+)$/.exec(body);
    if (second) {
      verbs.push(second[1]!);
      body = second[2]!;
    }
    const idiom = /^part in\s+/.exec(body)?.[0] ?? '';
    const words: string[] = [];
    for (const w of body.slice(idiom.length).split(/\s+/)) {
      if (BOUNDARY.has(w.toLowerCase()) && words.length > 0 && !/^(the|a|an)$/i.test(words.at(-1)!)) break;
      words.push(w);
      if (words.length >= 6) break;
    }
    while (words.length > 0 && BOUNDARY.has(words.at(-1)!.toLowerCase())) words.pop();
    // A lone word after such a verb is an idiom ("take care", "make sure"), not a duty.
    if (words.length < 2 && !idiom) continue;
    const verb = verbs.join(second ? ' and ' : '');
    const object = `${idiom}${words.join(' ')}`;
    out.push({ text: `${verb} ${object}`, verbs, object, clause: c.text, at: 0 });
  }
  return out;
}

/** "for Bettingexpert work closely with …": an own name followed at once by a verb is where a lost line break was; the rest ends there. */
function beforeNamedItem(profile: JobProfile, rest: string): string {
  const re = nameRe(profile);
  if (!re) return rest;
  for (const m of rest.matchAll(
    new RegExp(`(?:\\s+(?:in|on|to|of|for|at|with|from)\\s+(?:the\\s+|our\\s+)?)?${re.source}\\s+([a-z]+)`, 'g'),
  ))
    if (DUTY_VERBS.has(m[1]!)) return rest.slice(0, m.index).trim();
  return rest;
}

const PHRASES = new WeakMap<JobProfile, DutyPhrase[]>();

/**
 * The duties the engine writes with, in the job's order: the hire's own (opening a list item, from
 * the duties rather than the requirements when the job has both), completed, without own names.
 */
export function dutyPhrases(profile: JobProfile): DutyPhrase[] {
  const hit = PHRASES.get(profile);
  if (hit) return hit;
  const sections = new Map(profile.reading.clauses.map((c) => [c.text, c.section]));
  const lines = lineDuties(profile);
  // A duty the reader found inside a line's own duty ("develop radiographs" of "Take and develop radiographs") is that duty.
  const inLine = (d: Duty) => lines.some((l) => l.clause === d.clause && d.at <= l.text.length);
  // In the job's order: by clause, then by place in the clause.
  const clauseAt = new Map<string, number>();
  profile.reading.clauses.forEach((c, i) => {
    if (!clauseAt.has(c.text)) clauseAt.set(c.text, i);
  });
  const order = (d: Duty) => (clauseAt.get(d.clause) ?? 9999) * 1000 + d.at;
  const fromDuties = [...profile.duties.filter((d) => sections.get(d.clause) !== 'requirements' && !inLine(d)), ...lines].sort(
    (a, b) => order(a) - order(b),
  );
  const byClause = new Map<string, Duty[]>();
  for (const d of profile.duties) byClause.set(d.clause, [...(byClause.get(d.clause) ?? []), d]);
  const pool = fromDuties.length >= 2 ? fromDuties : profile.duties;
  const out: DutyPhrase[] = [];
  const seen = new Set<string>();
  // "The sous chef runs the line": a sentence whose subject is the role itself states the hire's duty.
  const role = (/([a-z]+)\s*$/i.exec(profile.job.title.split(/[,(–—]/)[0] ?? '')?.[1] ?? '').toLowerCase();
  for (const duty of pool) {
    const opens = opensItem(duty, role);
    if (!(opens || inFlatList(duty, byClause.get(duty.clause) ?? [], role)) || notTheHires(duty)) continue;
    // A duty written as a noun of work stands for its verb with its "of" ("Preparation of" for "prepare").
    const verbWord =
      duty.lead !== undefined
        ? duty.clause.slice(duty.at, duty.at + duty.lead)
        : (/^[A-Za-z'-]+/.exec(duty.clause.slice(duty.at))?.[0] ?? '');
    const writtenLength = duty.text.length - duty.verbs[0]!.length + verbWord.length;
    const clauseDuties = byClause.get(duty.clause) ?? [];
    // The other items of the line, of a flat list too: a phrase is completed, and its rest ends, before the next.
    const siblings = clauseDuties.filter((d) => d !== duty && (opensItem(d, role) || inFlatList(d, clauseDuties, role)));
    const starts = new Set(siblings.map((d) => d.at));
    const objectWords = duty.object.split(/\s+/).filter((w) => !/^(the|a|an|our|their|its|your)$/i.test(w)).length;
    const done = complete(duty.clause, duty.at, duty.clause.slice(duty.at, duty.at + writtenLength), starts, objectWords);
    const completed = `${duty.verbs[0]}${done.text.slice(verbWord.length)}`;
    // An own name before the duty is its subject ("ShiftWise builds …"); in a flat list, one before a later item is the earlier duty's object ("produce content for Bettingexpert perform keyword studies").
    if (
      namesOwn(
        profile,
        `${opens ? subjectBefore(duty, byClause.get(duty.clause) ?? []) : ''} ${duty.clause.slice(duty.at, duty.at + writtenLength)}`,
      )
    )
      continue;
    let base = withoutOwnNames(profile, lowerFirst(completed).replace(/\s+/g, ' ').trim().split(CAPS_HEADING_INSIDE)[0]!.trim())
      ?.replace(/\s+(?:and|or)\s+\w+\s+(?:them|it)$/, '')
      .replace(/(\s[A-Za-z]+s?)\s+(?:used|tailored|based|needed|required|given|made)$/, '$1')
      .replace(/\s+in line$/, '');
    // A phrase cut where it ran on: the rest of its sentence is another phrase whose punctuation was lost.
    const runOn = base ? withoutRunOn(base) !== base : false;
    if (base) base = withoutRunOn(base);
    if (!base || BOUNDARY.has(base.split(/\s+/).at(-1)!.toLowerCase())) continue;
    // "Driving and securing progress": the second verb in its base form too ("drive and secure progress").
    let verbs = duty.verbs;
    const ing = /^([a-z]+) (and|or) ([a-z]+?)ing\b/.exec(base);
    const second = ing && ing[1] === verbs[0] ? [ing[3]!, `${ing[3]}e`].find((v) => DUTY_VERBS.has(v)) : undefined;
    if (ing && second) {
      base = `${ing[1]} ${ing[2]} ${second}${base.slice(ing[0].length)}`;
      verbs = [verbs[0]!, second, ...verbs.slice(1).filter((v) => v !== second)];
    }
    const words = base.split(/\s+/);
    if (words.length < 2) continue;
    let object = base.slice(base.indexOf(' ') + 1);
    // "design, build and operate REST APIs": the object follows the last verb of the group.
    for (const v of verbs.slice(1)) {
      const at = object.search(new RegExp(`(^|\\s)${v}\\b`));
      if (at >= 0) object = object.slice(at).trim().split(/\s+/).slice(1).join(' ');
    }
    object = object
      .replace(/^(?:and|or|,)\s+/, '')
      .replace(/^part in\s+/, '')
      .trim();
    if (object.split(/\s+/).filter((w) => w.length > 2).length < 1 || /^(?:the|a|an|our|their)\s*$/i.test(object)) continue;
    const key = base.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const verb = duty.verbs[0]!;
    const carrier = CARRIER_VERBS.has(verb) && verbs.length === 1 && !/^(?:the|a|an|our|their|your|with|as|on|in|for|to)\b/i.test(object);
    let third = base;
    for (const v of verbs) third = third.replace(new RegExp(`(^|\\s)${v}\\b`), (_, sp: string) => `${sp}${thirdPerson(v)}`);
    let title = carrier ? object.charAt(0).toUpperCase() + object.slice(1) : third.charAt(0).toUpperCase() + third.slice(1);
    // The rest of the sentence up to the next duty in it: "during surgery …", not the next duty.
    const next = Math.min(...siblings.map((d) => d.at).filter((at) => at >= done.end), duty.clause.length);
    const rest = duty.clause
      .slice(done.end, next)
      // An inline dash or bullet starts the next item of a list whose line breaks were lost.
      .split(/\s[-–•]\s|\s[-–•]$/)[0]!
      .replace(/(?:[\s,;]+(?:and|or))?[\s,;]*$/, '')
      .replace(/^[\s,;:]+/, '')
      .replace(/[.;:]+$/, '')
      .trim();
    let kept = runOn || EMPLOYER.test(rest) ? '' : (withoutOwnNames(profile, beforeNamedItem(profile, rest)) ?? '');
    kept = withoutFragment(kept);
    // "drive and secure progress": a duty that says nothing on its own keeps the short rest of its phrase, or is none.
    // Its rest must end where the posting shows an end (punctuation, the line's end, a clause or purpose after it),
    // not only where the next item of a list without punctuation starts.
    if (isVague(profile, verbs, object)) {
      const more = titleRest(kept);
      if (!more || (more.after === '' && next < duty.clause.length)) continue;
      base = `${base} ${more.words}`;
      object = `${object} ${more.words}`;
      title = `${title} ${more.words}`;
      kept = more.after;
    }
    out.push({ duty, base: withoutFiller(base), object: withoutFiller(object), title: withoutFiller(title), rest: kept });
  }
  PHRASES.set(profile, out);
  return out;
}

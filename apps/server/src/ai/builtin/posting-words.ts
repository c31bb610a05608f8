import type { JobProfile } from './extract.ts';
import { isBoilerplateHeading } from './boilerplate.ts';
import { namesOwn } from './phrasing.ts';
import { needsAn } from './placeholders.ts';

/*
 * How the posting itself asks for a goal, in its own words: the requirement line that names the
 * goal's skill ("Excellent collaboration skills across levels and roles"), so a goal reads as this
 * job's, not as any job's. Only lines about the hire: not the employer's blurb, its benefits or the
 * application, and never a line with the company, a placeholder, an own name or the job title.
 */

/** What opens the posting's own words in a goal's description. */
export const IN_THIS_JOB = 'In this job: ';

/** A line whose subject is the employer or the application, not the hire. */
const NOT_THE_HIRE =
  /^(we|our|us|your|the company|they|it|this|there|join|apply|please|if|do|are|would|want|in our|at our|working at|about|since|thank)\b|\b(we|our|us)\b|\?/i;
/** Neutral words the de-identified postings put in place of names and contact details. */
const PLACEHOLDER = /\b(the company|the city|our contact|contact details|click|link)\b/i;
/** What opens a requirement line without saying anything of the skill: "Further you have:", "As a person you are". */
const OPENER =
  /^((further(more)?|also|moreover|ideally|naturally|as a person|in addition)[,:]?\s+)?((you|you will|you should|you must)\s+(have|has|are|be|bring|possess|need)\s*(a|an)?\b:?\s*|you will( also)?( do this| be)?\s+|you'll\s+)?/i;
/** A quote reads as a phrase when it has a word that joins others: a list of tags ("docker agile selenium") is none. */
const JOINS = /\b(a|an|the|and|or|of|in|with|for|to|across|on|within|under|through)\b/i;
/** Words a quoted phrase may end before: it never stops inside a term; the first set also not between a verb and its object. */
const ENDS_BEFORE = new Set(
  'and or that which who while so is are will across using within including such like both either through where when'.split(' '),
);
const ENDS_BEFORE_ELSE = new Set('a an the of to in on at for with by from as into be'.split(' '));
/** How a line about the hire opens: "you", a requirement's own words ("Excellent …", "Experience with …"). */
const ABOUT_THE_HIRE =
  /^(you|your (key |main |daily )?(responsibilities|tasks|duties)|(key |main )?(responsibilities|tasks|duties)|the hire|the candidate|excellent|strong|good|solid|proven|great|very good|ability|able|experience|hands-on|knowledge|understanding|familiar|fluent|proficien|background|further you|as a person you)/i;
/** The longest quote, in characters. */
const MAX_CHARS = 140;

function titleParts(title: string): string[] {
  return title
    .toLowerCase()
    .split(/\s*[,–—(/]\s*|\s+-\s+/)
    .map((p) =>
      p
        .replace(/\b(senior|junior|lead|principal|staff|sr|jr|m\/f\/d)\b/g, ' ')
        .replace(/[^a-z0-9&+# ]+/g, ' ')
        .trim(),
    )
    .filter((p) => p.split(/\s+/).length >= 2);
}

/** A line's words without its empty opener, cut at a whole term within the length. */
export function quote(line: string): string | undefined {
  const t = line
    .replace(/^[\s\-–•*]+/, '')
    .replace(OPENER, '')
    .replace(/[\s.;:,!?]+$/, '')
    .trim();
  if (t.length < 8) return undefined;
  const words = t.split(/\s+/);
  let out = '';
  let best = '';
  let fallback = '';
  for (const [i, w] of words.entries()) {
    const next = out ? `${out} ${w}` : w;
    if (next.length > MAX_CHARS) break;
    out = next;
    const after = words[i + 1]?.toLowerCase();
    if (after === undefined || ENDS_BEFORE.has(after)) best = out;
    else if (ENDS_BEFORE_ELSE.has(after)) fallback = out;
  }
  if (out === t) best = t;
  best ||= fallback;
  if (!best || best.split(/\s+/).length < 2) return undefined;
  // The engine writes "a" and "an" by its own rule; a line whose article it would write otherwise ("a STEM project") is not quoted.
  for (const m of best.matchAll(/\b([Aa]n?) ([A-Za-z][\w.+#-]*)/g)) if ((m[1]!.length === 2) !== needsAn(m[2]!)) return undefined;
  // Keep an acronym or a name as written; lower the first word of a sentence.
  return /^[A-Z][a-z]/.test(best) ? best.charAt(0).toLowerCase() + best.slice(1) : best;
}

function wholeWord(text: string, name: string): boolean {
  const re = new RegExp(`(^|[^a-z0-9])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`);
  return re.test(text.toLowerCase());
}

/** A heading in capitals inside a line: two or more words in capitals, one of them of four letters or more ("THE ROLE", not "SEO"). */
const CAPITALS_HEADING = /\b(?:[A-Z][A-Z'&]+\s+)+[A-Z][A-Z'&]+\b(?![a-z])/g;

/** A heading over what the employer offers or over its own text ("THIS ROLE OFFERS YOU", "APPLICATION DEADLINE"). */
const EMPLOYERS_HEADING = /\b(offers?|benefits|perks|deadline|apply|the business|about us)\b/i;

/**
 * A line's pieces, each without the capitals heading that opens it: "… OUR IDEAL CANDIDATE has
 * experience in SEO" gives "has experience in SEO". A piece under a heading of what the employer
 * offers ("THIS ROLE OFFERS YOU the opportunity …") is none. A line without such a heading is one
 * piece, as it is.
 */
export function headedPieces(text: string): string[] {
  const heads = [...text.matchAll(CAPITALS_HEADING)].filter((m) => m[0].split(/\s+/).some((w) => w.length >= 4));
  if (heads.length === 0) return [text];
  const out: string[] = [];
  const first = text.slice(0, heads[0]!.index).trim();
  if (first) out.push(first);
  for (const [i, m] of heads.entries()) {
    const piece = text.slice(m.index + m[0].length, heads[i + 1]?.index ?? text.length).trim();
    if (piece && !EMPLOYERS_HEADING.test(m[0]) && !isBoilerplateHeading(m[0])) out.push(piece);
  }
  return out;
}

const LINES = new WeakMap<JobProfile, string[]>();
const LINES_WITH_NAMES = new WeakMap<JobProfile, string[]>();

/**
 * The parts of the posting's lines that speak of the hire, in order (with `withOwnNames`, lines that
 * also name the employer's own systems, for a caller that checks its own words): each item of a line, when the
 * line is not the employer's blurb, contact or application text and names no placeholder, own name or title.
 */
export function hireLines(profile: JobProfile, withOwnNames = false): string[] {
  const cache = withOwnNames ? LINES_WITH_NAMES : LINES;
  const hit = cache.get(profile);
  if (hit) return hit;
  const out: string[] = [];
  const parts = titleParts(profile.job.title);
  const duties = new Set(profile.duties.map((d) => d.clause));
  for (const c of profile.reading.clauses) {
    if (c.section === 'other') continue;
    // A line that lost its breaks is read as the pieces its capitals headings open ("… OUR IDEAL CANDIDATE has experience in …").
    for (const text of headedPieces(c.text.trim())) {
      if (PLACEHOLDER.test(text) || (!withOwnNames && namesOwn(profile, text))) continue;
      const lower = text.toLowerCase();
      if (parts.some((p) => lower.includes(p))) continue;
      const headed = c.section === 'requirements' || c.section === 'responsibilities' || duties.has(c.text) || ABOUT_THE_HIRE.test(text);
      // A line of a list ("Your key responsibilities will be: - Collaborate with …") is read item by item.
      for (const part of text.split(/:\s+|\s+-\s+/)) {
        if (/\bdegree\b/i.test(part) || NOT_THE_HIRE.test(part)) continue;
        if (headed || ABOUT_THE_HIRE.test(part) || duties.has(part)) out.push(part);
      }
    }
  }
  cache.set(profile, out);
  return out;
}

/**
 * The posting's own words for a goal: the first line about the hire that names one of `names`,
 * quoted up to a whole term; none when no such line is clean.
 */
export function postingWords(profile: JobProfile, names: string[]): string | undefined {
  const wanted = names.filter((n) => n.trim().length > 1);
  if (wanted.length === 0) return undefined;
  for (const part of hireLines(profile)) {
    if (!wanted.some((n) => wholeWord(part, n))) continue;
    const q = quote(part);
    if (q && JOINS.test(q) && wanted.some((n) => wholeWord(q, n))) return q;
  }
  return undefined;
}

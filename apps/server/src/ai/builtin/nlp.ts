import type { Job } from '@hiring/shared/ai';
import { sentences } from './text.ts';
import { boilerplateStart, isBoilerplateHeading } from './boilerplate.ts';
import { dutiesOf } from './duties.ts';
import { objectTerms, prepositionTerms, requirementTerms } from './job-terms.ts';
import { tokensOfMany } from './nlp-tokens.ts';

/**
 * Reads a job description the way people write them, with wink-nlp (parts of speech, lemmas):
 * headed sections, inline "Requirements:" / "Responsibilities:" paragraphs, bullets and semicolon
 * lists; and extracts duties (verbs + object: "train and schedule six line cooks") and terms
 * (skills, tools, certifications) in the job's own words, from any field. The knowledge base
 * only normalises what is found here; it never decides whether something is found.
 */

export type Section = 'requirements' | 'responsibilities' | 'other' | 'none';

/** A sentence or list item of the job, an exact substring of the text it was read from. */
export interface JobClause {
  text: string;
  section: Section;
  /** The employer's boilerplate: under an about-us, benefits or how-to-apply heading, or an equal-opportunity or benefits sentence. */
  boilerplate?: true;
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
  /** The length of the words at `at` that stand for the verb when they are not the verb: "Preparation of" for "prepare". */
  lead?: number;
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
  /^(?:requirements?|qualifications?|what you(?:'|’)?ll bring|what you bring|what we(?:'|’)?re looking for|we(?:'|’)?re looking for|must[- ]haves?|nice[- ]to[- ]haves?|about you|who you are|you have|skills(?: and experience)?|experience|preferred|essential|desirable|you bring|requirements and skills|you need|what you need|what you(?:'|’)?ll need|(?:what )?we need(?: from you)?|you(?:'|’)?ll need|you should have|ideally you have)$/i;
const OTHER_HEAD =
  /^(?:(?:job |employee |our |your )?(?:benefits|perks)|what we offer(?: you)?|we offer|compensation|salary|pay|about us|about the company|who we are|our company|why join(?: us)?|how to apply|equal opportunit\w*|the team|about|location|hours|schedule|company description|contact|application(?: deadline)?|recruitment process)$/i;

const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

function kindOf(t: string): Section | null {
  if (RESP_HEAD.test(t)) return 'responsibilities';
  if (REQ_HEAD.test(t)) return 'requirements';
  if (OTHER_HEAD.test(t)) return 'other';
  return null;
}

/**
 * The section a heading opens. Headings of one kind joined by "&", "and", "/" or a comma are that kind
 * ("Skills & requirements", "Duties and tasks", "Benefits & perks"); headings of two kinds open none.
 */
function headOf(label: string): Section | null {
  const t = label
    .replace(/^#+\s*/, '')
    .replace(/[:*]+$/, '')
    .trim();
  const whole = kindOf(t);
  if (whole) return whole;
  const parts = t.split(/\s*(?:&|\/|,|\band\b)\s*/i).filter(Boolean);
  if (parts.length < 2) return null;
  const kinds = new Set(parts.map(kindOf));
  return kinds.size === 1 ? [...kinds][0]! : null;
}

/** An inline heading inside a paragraph: "… 29 percent. Requirements: 3 years …". */
const INLINE_HEAD =
  /(^|[.!?]\s+|\n)((?:Key )?(?:Responsibilities|Duties|Tasks|What you(?:'|’)?ll do|Requirements|Qualifications|What you(?:'|’)?ll bring|Must[- ]haves?|Nice[- ]to[- ]haves?|Benefits|Perks|What we offer|About us|Skills|Experience))\s*:\s*/gi;

/** Splits the text into clauses, each tagged with its section. */
function clausesOf(text: string, initial: Section): JobClause[] {
  const out: JobClause[] = [];
  let section: Section = initial;
  let boiler = false;
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    const bare = line.replace(BULLET, '');
    if (isBoilerplateHeading(bare)) {
      boiler = true;
      section = 'other';
      continue;
    }
    // A line that is only a heading ("What you'll do", "Requirements:").
    if (bare.length <= 60 && !/[.!?;,]$/.test(bare.replace(/:$/, ''))) {
      const kind = headOf(bare);
      if (kind) {
        section = kind;
        boiler = false;
        continue;
      }
      if (/:$/.test(bare) && bare.split(/\s+/).length <= 6) {
        // An unknown heading: its lines are read like unheaded text.
        section = initial;
        boiler = false;
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
          if (t.length < 3) continue;
          // The employer's boilerplate (equal opportunity, benefits, how to apply) is read as its own section wherever it stands.
          const from = boiler ? 0 : boilerplateStart(t);
          const own = from < 0 ? t : t.slice(0, from).trim();
          if (own.length >= 3) out.push({ text: own, section: part.section });
          if (from >= 0) out.push({ text: t.slice(from), section: 'other', boilerplate: true });
        }
      }
    }
  }
  return out;
}

// ------------------------------------------------------------------ the whole job

/** Outside a headed section, a duty counts when it is the hire's: no subject, "you", or the role itself ("The sous chef runs …"). */
function aboutTheHire(prefix: string, title: string): boolean {
  const p = prefix.trim().toLowerCase();
  if (
    p === '' ||
    /^(you|you will|you'll|the role|this role|the position|the hire|they will|the successful candidate)\b/.test(p) ||
    // "Your key responsibilities in this role will be: - Execute …": a list of the hire's duties in one line.
    /^(your )?(key |main |daily )?(responsibilities|tasks|duties)\b/.test(p)
  )
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

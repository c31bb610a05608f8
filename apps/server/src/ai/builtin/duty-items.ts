import type { Duty } from './nlp.ts';

/*
 * Which duties the reader found are the hire's own items of a list: one opening its line or a list
 * item in it, one of a list that lost all its punctuation, and not one the sentence gives to someone else.
 */

/** Words a term never runs on into: a phrase may end before any of them. */
export const BOUNDARY = new Set(
  (
    'a an the and or of to in on at for with by from as into onto via per than that which who whose while whereas so ' +
    'is are be will across using under within during before after each every all our your their its when where if including ' +
    'such including like then also both either about through until behind beyond between among around toward towards ' +
    'without against along beside near upon despite'
  ).split(' '),
);

/**
 * A word after "and" in another form than the clause's verbs ("Design, build and operate the booking and records APIs":
 * "records" beside "design") is a noun of the object, not the next duty: a list of duties keeps its verbs in one form.
 */
function outOfStep(d: Duty): boolean {
  const first = /^(?:(?:you will|you'll|will|to)\s+)?([a-z]+)\b/i.exec(d.clause.trim())?.[1]?.toLowerCase() ?? '';
  const word = /^([a-z]+)\b/i.exec(d.clause.slice(d.at))?.[1]?.toLowerCase() ?? '';
  const third = (w: string) => /[^su]s$/.test(w);
  return first !== '' && word !== first && third(word) && !third(first);
}

/** True when the duty opens its clause or a list item in it, so its verb is really the hire's ("act before churn risks grow" gives no "churn risks"). */
export function opensItem(d: Duty, role = ''): boolean {
  const before = d.clause.slice(0, d.at).trim().toLowerCase();
  return (
    (role !== '' && new RegExp(`^(?:the|our|a|an)\\s+(?:[\\w-]+\\s+){0,3}${role}$`).test(before)) ||
    before === '' ||
    /[,;:]$/.test(before) ||
    // "… (POC/MVP) - Execute all visual design stages": a dash or bullet inside a line starts an item whose line break was lost.
    /(^|\s)[-–•*]$/.test(before) ||
    // "RESPONSIBILITIES Develop and implement …": a heading in capitals whose line break was lost.
    (/(^|\s)[A-Z]{4,}$/.test(d.clause.slice(0, d.at).trimEnd()) && /^[A-Z][a-z]+\b/.test(d.clause.slice(d.at))) ||
    (/(^|\s)(and|or)$/.test(before) && !outOfStep(d)) ||
    /^(you will|you'll|you|will|also|to|and|help|helps|be responsible for|responsible for)$/.test(before) ||
    // "… AS OUR CONTENT MANAGER YOU WILL produce …": a list of duties often follows "you will" mid-sentence.
    /\s(?:you will|you'll)$/.test(before) ||
    // "… of external sources Grow the customer base …": a verb written with a capital after a lower-case word starts a list item whose line break was lost.
    (/^[A-Z][a-z]+\b/.test(d.clause.slice(d.at)) && /[a-z]$/.test(d.clause.slice(0, d.at).trimEnd()))
  );
}

/** Words after which a verb is no new item: it is the object of "to", a modal or an auxiliary, or a noun after an article. */
const NOT_BEFORE_ITEM = new Set(
  // … and verbs that take a bare infinitive ("go live", "help develop", "let … decide").
  'to will would can could may might must should shall is are be been was were has have had the a an our your their its of go help let make before after until when while that which who'.split(
    ' ',
  ),
);

/**
 * True when the duty is a later item of a list that lost all its punctuation ("YOU WILL produce content
 * for Google perform keyword studies … create new content"): an earlier duty of the clause opens an item,
 * no comma or semicolon stands between them, and the word before is no "to", modal or article.
 */
const FLAT_LINE_WORDS = 30;

/** The words that can be a duty's subject: since the duty before it, after the last boundary word ("for Bettingexpert and" gives none). */
export function subjectBefore(d: Duty, clauseDuties: Duty[]): string {
  const from = Math.max(0, ...clauseDuties.map((x) => x.at).filter((at) => at < d.at));
  const words = d.clause.slice(from, d.at).trim().split(/\s+/);
  const last = words.findLastIndex((w) => BOUNDARY.has(w.toLowerCase()));
  return words.slice(last + 1).join(' ');
}

export function inFlatList(d: Duty, clauseDuties: Duty[], role: string): boolean {
  // Only a long line with no comma or semicolon at all lost its punctuation; a sentence of a written job keeps its clauses.
  if (/[,;]/.test(d.clause) || d.clause.split(/\s+/).length < FLAT_LINE_WORDS) return false;
  const first = clauseDuties.find((x) => x.at < d.at && opensItem(x, role));
  if (!first) return false;
  const before = /(\S+)\s*$/.exec(d.clause.slice(0, d.at))?.[1]?.toLowerCase() ?? '';
  return before !== '' && !NOT_BEFORE_ITEM.has(before);
}

/**
 * True when the sentence gives the duty to someone else: the employer ("We … and accept applications",
 * no "you" doing anything before it), a relative clause about another person ("… the CFO, which will
 * provide you with guidance and support …"), or a reporting line ("report to the Director").
 */
export function notTheHires(d: Duty): boolean {
  const before = d.clause.slice(0, d.at).trim().toLowerCase();
  if (/^(?:we|our|the company)\b/.test(before) && !/\byou\s+(?!and\b|or\b)[a-z']+/.test(before)) return true;
  if (/\b(?:which|who)\s+will\b(?![\s\S]*\byou(?:'ll|\s+will)\b)/.test(before)) return true;
  return d.verbs[0] === 'report' && /^\S+\s+(?:directly\s+)?to\b/i.test(d.clause.slice(d.at));
}

import { GENERIC } from '../answer-vocabulary.ts';
import { stem, type Span, wordCount } from '../text.ts';
import { keyOf, type Reading, read, type Word, within } from './read.ts';

/*
 * Answers built to game a keyword scorer: a list of terms with any separator (commas, slashes, new lines,
 * bullets, or words shuffled with no grammar), and keyword templates (stock sentences whose content is the
 * question's, the guideline's or the job's terms with nothing said about them). Both are measured on the
 * answer's grammar, not on particular words: the share of function words, verbs per clause, short fragments.
 */

const SEPARATORS = /[,;/|\n•·]|\s[-–—]\s|\band\b|\bor\b/;

/** A list of terms: most fragments one to three words, and almost no function words between them. */
export function isTermList(answer: string, r: Reading): boolean {
  const fragments = answer
    .split(SEPARATORS)
    .map((x) => x.replace(/^[\s\-*•·–\d.)]+/, '').trim())
    .filter(Boolean);
  const functionShare = r.tokens > 0 ? r.functionWords / r.tokens : 1;
  if (fragments.length >= 4) {
    const short = fragments.filter((x) => wordCount(x) <= 3).length;
    // A sentence that lists ("the header contains the port, the length, the checksum") says something; a list with no verb does not.
    if (short / fragments.length >= 0.7 && functionShare < 0.25 && r.verbs <= 1) return true;
  }
  // Words with no grammar at all ("index query slow cause evidence plan..."): English prose is a third or more function words.
  // Two or more words without a single function word are keywords, not a statement ("battery paths closed").
  return (r.tokens >= 6 && functionShare < 0.12) || (r.tokens >= 2 && r.functionWords === 0);
}

/** Verbs and adjectives that claim experience without saying anything about it. */
const LIGHT = new Set(
  [
    'handle',
    'responsible',
    'responsibility',
    'work',
    'deal',
    'utilize',
    'utilise',
    'leverage',
    'learn',
    'familiar',
    'experience',
    'experienced',
    'involve',
    'expose',
    'exposure',
    'skilled',
    'proficient',
    'passionate',
    'focus',
    'manage',
    'oversee',
    'be',
    'have',
    'do',
    'use',
    'lot',
    // Claims of knowing or being good at: "I know X, Y and Z", "I am good at A and B".
    'know',
    'good',
    'expert',
    'expertise',
    'comfortable',
    'competent',
    'knowledgeable',
    'strong',
  ].map(keyOf),
);
const BLAND = new Set(['be', 'have', 'do', 'use'].map(keyOf));

/** A sentence with a list of three or more short items and no verbs in them: "I handled X, Y, Z every week." */
function inlineList(sentence: string): boolean {
  const parts = sentence.split(/[,/;]|\band\b/).map((x) => x.trim());
  if (parts.length < 3) return false;
  const middle = parts.slice(1, -1);
  return middle.length >= 1 && middle.every((p) => wordCount(p) <= 3) && wordCount(parts.at(-1)!) <= 5;
}

/**
 * A keyword sentence: its content is mostly the subject's terms, its only verbs claim experience ("was
 * responsible for", "handled", "learned a lot about") or it strings the terms in a list.
 */
function keywordSentence(answer: Reading, s: Span, terms: (key: string, word: string) => boolean): boolean {
  const r = within(answer, s.start, s.end);
  const isTerm = (w: Word) => terms(w.key, w.lower);
  const subject = (x: Reading) => x.content.filter((w) => !GENERIC.has(w.key) && !GENERIC.has(stem(w.lower)) && !LIGHT.has(w.key));
  // A list of terms after a claim: "I handled X, Y, Z every week"; only the claim's own verbs matter.
  if (inlineList(s.text)) {
    const [first, ...items] = s.text.split(/[,/;]|\band\b/);
    const head = read(first!);
    if (head.words.some((w) => w.pos === 'VERB' && !LIGHT.has(w.key) && !isTerm(w))) return false;
    const withTerms = [first!, ...items].filter((x) => subject(read(x)).some(isTerm)).length;
    // After a claim of experience ("I handled", "I was responsible for") a list is a list of duties, whatever
    // fills its other places: one of the subject's terms in it is enough.
    const claims = head.content.some((w) => LIGHT.has(w.key) && !BLAND.has(w.key));
    if (claims && withTerms >= 1) return true;
    return withTerms >= 2 && withTerms / (items.length + 1) >= 0.5;
  }
  const content = subject(r);
  const keyed = content.filter(isTerm);
  if (keyed.length < 2 || keyed.length / Math.max(1, content.length) < 0.6) return false;
  // An action is a verb that is neither a claim of experience nor one of the terms itself ("EXPLAIN ANALYZE").
  if (r.words.some((w) => w.pos === 'VERB' && !LIGHT.has(w.key) && !isTerm(w))) return false;
  return r.content.some((w) => LIGHT.has(w.key) && !BLAND.has(w.key));
}

/** A pile of terms: this many nouns and adjectives in a row, with no verb, function word or punctuation between them ... */
export const PILE_WORDS = 6;
/** ... of which at least this many are the subject's terms (decision 809). */
export const PILE_TERMS = 4;

/**
 * A run of the subject's terms with no grammar between them inside an otherwise grammatical sentence ("It is not a
 * closed path current bulb circuit battery terminal gap thing."): the words around it are a frame, the run a list.
 * Honest technical English stacks nouns ("the PostgreSQL query plan cache") but not six in a row with four of them
 * the question's or the guide's: none of the 484 graded answers of the tuning splits has one.
 */
export function hasTermPile(r: Reading, isTerm: (w: Word) => boolean): boolean {
  const content = new Set(r.content);
  let run = 0;
  let terms = 0;
  for (const w of r.words) {
    if (!content.has(w) || w.pos === 'VERB') {
      run = 0;
      terms = 0;
      continue;
    }
    run++;
    if (isTerm(w)) terms++;
    if (run >= PILE_WORDS && terms >= PILE_TERMS) return true;
  }
  return false;
}

/** Two or more keyword sentences, half the answer or more. */
export function isKeywordTemplate(answer: Reading, spans: Span[], terms: (key: string, word: string) => boolean): boolean {
  if (spans.length < 2) return false;
  const n = spans.filter((s) => keywordSentence(answer, s, terms)).length;
  return n >= 2 && n / spans.length >= 0.5;
}

/** Self-description in stock phrases ("results-driven", "I thrive in fast-paced environments", "passion"): a claim about the candidate, not an answer. */
const SELF_PROMOTION =
  /\b(i (am|'m) (a|an) [\w-]+ (professional|engineer|nurse|person|individual|leader|developer)|i (always )?(thrive|bring|pride myself|consider myself)|results?[- ]driven|detail[- ]oriented|fast[- ]paced|team player|self[- ]starter|hard[- ]working|go[- ]getter|passion(ate)?|dedicat\w+|mindset|best practices|synerg\w+|deliver(ing)? value|stakeholders?|value[- ]add)\b/gi;

const promotes = (s: Span) => (s.text.match(SELF_PROMOTION)?.length ?? 0) >= 1;

/** Half or more of the sentences describe the candidate in stock phrases. */
export function isSelfPromotion(spans: Span[]): boolean {
  const n = spans.filter(promotes).length;
  return spans.length > 0 && n / spans.length >= 0.5;
}

/**
 * The sentences that are not self-description: what the answer says besides its claims. Terms named inside a
 * claim ("I bring deep experience with X, Y and Z") say nothing about X, Y or Z.
 */
export function besidesClaims(spans: Span[]): string {
  return spans
    .filter((s) => !promotes(s))
    .map((s) => s.text)
    .join(' ');
}

/**
 * Words of a stock story or a stock competency that any candidate can write about any subject without knowing
 * it: "investigated", "root cause", "took ownership", "reduced incidents", "efficiency", "communicated clearly".
 */
const STOCK = new Set(
  (
    'investigate analyse analyze analysis identify root cause ownership own communicate communication clear clearly calm stay ' +
    'implement implementation plan planned step steps closely close collaborate collaboration coordinate stakeholder everyone ' +
    'involve involved procedure process follow correct properly escalate document documentation measure measured prevent ' +
    'prevention again incident incidents efficiency efficient productivity performance positive successful success great well ' +
    'effective effectively outcome outcomes hour hours save saved reduce reduced improve improved increase increased satisfaction ' +
    'skill skills strong knowledge apply applied experience extensive many often always every each make sure career previous ' +
    'current role position able ensure ensured manage managed important key lot deeply care confident quality high level ' +
    'situation task action result star question great answer excellent motivate motivated best give learning ' +
    // Filler of any sentence.
    'end whole everything everyone anything way bit kind sort practice practise rise fall fine nice'
  )
    .split(' ')
    .map(keyOf),
);

/**
 * The answer's specific words: nouns that are neither what the candidate page shows (the question,
 * the goals, the job title) nor the stock words of a story, a claim or a frame. An answer built from what the
 * candidate could read and stock phrases has almost none; an honest answer, however short, names what it is about.
 */
export function specificWords(answer: Reading, shown: Reading[]): string[] {
  const keys = new Set<string>();
  const stems = new Set<string>();
  for (const r of shown)
    for (const w of r.content) {
      keys.add(w.key);
      stems.add(stem(w.lower));
    }
  const out = new Set<string>();
  for (const w of answer.content) {
    const old = stem(w.lower);
    if ((w.pos !== 'NOUN' && w.pos !== 'PROPN') || /^[\d.,%]+$/.test(w.lower)) continue;
    if (keys.has(w.key) || stems.has(old) || GENERIC.has(w.key) || GENERIC.has(old) || LIGHT.has(w.key) || STOCK.has(w.key)) continue;
    out.add(w.key);
  }
  return [...out];
}

/**
 * A sentence that names something: a noun or a number that is not a generic work word or a stock word
 * ("the invoices table", "52 kg", "the CT scan"). "I am very motivated and always give my best" or "I am
 * always learning and improving" names nothing: padding, whatever it claims.
 */
export function namesSomething(r: Reading): boolean {
  return r.words.some(
    (w) =>
      /\d/.test(w.lower) ||
      ((w.pos === 'NOUN' || w.pos === 'PROPN') &&
        !GENERIC.has(w.key) &&
        !GENERIC.has(stem(w.lower)) &&
        !LIGHT.has(w.key) &&
        !STOCK.has(w.key)),
  );
}

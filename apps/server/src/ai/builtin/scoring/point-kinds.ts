import { COMPETENCY_PATTERNS, GOAL_WORD_PATTERNS, TECHNICAL_PATTERNS } from '../kb/index.ts';
import type { Shape } from './shape.ts';

/*
 * A key point that asks for a part of the answer's shape, not for its subject (decision 821): the knowledge base's
 * question patterns write one point naming the duty ("A concrete routine to check their work when they {duty}") and
 * the rest as labels any field's answer meets in its own words ("Why each check is there", "A real error it caught",
 * "How they put it right"). A word match cannot see them: a vet technician meets "a real error it caught" with "the
 * bladder was cut off at the caudal edge". Such a point is read by the kinds of content it asks for, each a kind any
 * field's stories use (a reason, a slip, a check, the people asked, an agreement, an outcome, a change, an order of
 * steps, the candidate's own part, numbers, a record, a standard kept, an explanation, what made it hard, a cause).
 */

const lower = (t: string) => t.toLowerCase().replace(/[’']/g, "'").trim();

/** Every pattern point that names no duty: a label for a part of the answer. */
const PATTERN_LABELS = new Set(
  [...TECHNICAL_PATTERNS, ...Object.values(COMPETENCY_PATTERNS).flat(), ...Object.values(GOAL_WORD_PATTERNS).flat()]
    .flatMap((p) => p.points)
    .filter((p) => !p.includes('{'))
    .map(lower),
);

/** Whether a key point is one of the knowledge base's labels (a team's own rewording is read by its words). */
export function isPatternLabel(point: string): boolean {
  return PATTERN_LABELS.has(lower(point));
}

interface Kind {
  /** The point asks for it. */
  asks: RegExp;
  /** The answer gives it: its text (the sentences that name something) and its shape. */
  gives: (text: string, shape: Shape) => boolean;
}

const says = (re: RegExp) => (text: string) => re.test(text);
const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

const KINDS: Kind[] = [
  {
    asks: /\bwhy\b/,
    gives: says(
      /\b(because|so that|since|otherwise|in case|which is why|that'?s why|the reason|to (make sure|avoid|prevent|keep|catch|protect|stop))\b/i,
    ),
  },
  {
    asks: /\b(errors?|mistakes?|slips?|wrong|corner)\b/,
    gives: says(
      /\b(mistakes?|errors?|wrong|missed|miss|forgot|overlooked|slip(ped)?|caught|noticed|spotted|bugs?|incorrect|misread|mix-?up|cut off|failed|broke|outage|incident)\b/i,
    ),
  },
  {
    asks: /\b(checks?|checked|confirm(ed)?|tests?)\b/,
    gives: says(
      /\b(check(ed|s|ing)?|double-check\w*|spot-check\w*|verif\w+|confirm\w*|make sure|made sure|review(ed)?|inspect\w*|look(ed)? (at|for)|measur\w+|compar\w+|test(ed|s)?|recount\w*)\b/i,
    ),
  },
  {
    asks: /\b(ask|help|tell(ing)?|escalate|who|whom|others|agree|people)\b/,
    gives: says(
      /\b(ask(ed)?|call(ed)?|told|tell|paged?|escalat\w+|notif\w+|inform\w+|doctor|vet|veterinarian|physician|supervisor|manager|lead|senior|colleagues?|co-?workers?|teammates?|team|owner|client|customer)\b/i,
    ),
  },
  {
    asks: /\b(agreement|views?|resolved|listening|worry|disagreement|objections)\b/,
    gives: says(
      /\b(agree(d|ment)?|compromise\w*|disagree\w*|concerns?|worr(y|ied)|views?|opinions?|perspective|listen(ed)?|heard|understood|settled|aligned|consensus|both)\b/i,
    ),
  },
  { asks: /\b(outcome|results?|happened|difference|gained|ended|effective|followed)\b/, gives: (_, shape) => shape.result },
  {
    asks: /\b(changed?|again|differently|learned|kept|lasting|holds|recovered|current)\b/,
    gives: (text, shape) =>
      shape.result ||
      shape.reflection ||
      /\b(since then|now (i|we)|from then on|every time|added|introduced|switched|habit|going forward|ever since)\b/i.test(text),
  },
  {
    asks: /\b(order|steps?|first|waits?)\b/,
    gives: (text) => count(/\b(first|then|next|afterwards?|after|before|finally|once|priorit\w+|wait(ed)?|later|triage\w*)\b/gi, text) >= 2,
  },
  { asks: /\b(own|themselves|did|owning)\b/, gives: (_, shape) => shape.actions >= 2 },
  {
    asks: /\bblaming\b/,
    gives: says(
      /\b(my (fault|mistake|part|error|call)|i (had|should have|missed|forgot|approved|rushed|didn'?t|did not)|on me|i owned)\b/i,
    ),
  },
  { asks: /\b(numbers?|quickly)\b/, gives: (text, shape) => shape.numbers > 0 || /\b(within|days?|weeks?|months?)\b/i.test(text) },
  {
    asks: /\b(record|track)\b/,
    gives: says(/\b(record\w*|document\w*|logged|log|wrote|written|chart(ed)?|notes?|noted|track\w*|list|board|report(ed)?)\b/i),
  },
  {
    asks: /\b(calm|standard)\b/,
    gives: says(/\b(calm|steady|standards?|protocol|checklist|same way|skip(ped)?|still|kept)\b/i),
  },
  {
    asks: /\b(plain|understanding|listener|showing|watching|feedback)\b/,
    gives: says(
      /\b(explain\w*|show(ed|ing)?|drew|demonstrat\w+|plain|simple|in (their|his|her) (own )?words|repeat\w*|teach-?back|watch(ed)?|feedback)\b/i,
    ),
  },
  {
    asks: /\b(hard|pressured|unknown)\b/,
    gives: says(
      /\b(hard|difficult|tricky|pressure|short-?staffed|busy|rush\w*|deadline|at the same time|unclear|didn'?t know|not sure|couldn'?t)\b/i,
    ),
  },
  {
    asks: /\b(cause|symptom|facts)\b/,
    gives: says(/\b(caused?|because|root|turned out|found (that|out)|traced|pattern|narrowed|ruled out)\b/i),
  },
  {
    asks: /\b(put it right|worked it out|stopped work)\b/,
    gives: says(
      /\b(fix(ed)?|resolv\w+|correct(ed)?|redo|redid|reshot|re-?ran|rolled back|restor\w+|repair\w*|replac\w+|solved|stopp?ed|tagged|sorted|halted|paused)\b/i,
    ),
  },
  {
    asks: /\b(ready|alone)\b/,
    gives: says(/\b(on (his|her|their) own|alone|independent\w*|without (me|help|prompting)|signed off|ready)\b/i),
  },
  {
    asks: /\b(needed|needs)\b/,
    gives: says(/\b(needed|needs|wanted|asked for|complain\w*|feedback|waiting|struggl\w+|worried)\b/i),
  },
  {
    asks: /\b(measured?|evidence|were right|it worked)\b/,
    gives: (text, shape) => shape.numbers > 0 || /\b(data|numbers|measured|report|dashboard|showed|tracked|audit\w*)\b/i.test(text),
  },
  {
    asks: /\b(options|risks)\b/,
    gives: says(/\b(options?|either|instead|alternatives?|risks?|risky|trade-?offs?|weigh\w*|versus)\b/i),
  },
  {
    asks: /\bcut\b/,
    gives: says(/\b(cut|reduc\w+|sav(ed|ing)|less|fewer|dropped|protect\w*|never)\b/i),
  },
];

/**
 * Whether an answer gives every kind of content a label asks for; null when the label asks for none the kinds know,
 * so its words are read instead.
 */
export function givesLabel(point: string, text: string, shape: Shape): boolean | null {
  const asked = KINDS.filter((k) => k.asks.test(lower(point)));
  if (asked.length === 0) return null;
  return asked.every((k) => k.gives(text, shape));
}

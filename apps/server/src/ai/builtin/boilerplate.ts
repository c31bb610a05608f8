/*
 * The employer's boilerplate: its equal-opportunity and diversity statement, its benefits and the
 * application instructions. Every employer writes them; none asks something of the hire, so no skill,
 * duty or goal comes from them ("diversity and inclusion" in "we are an equal opportunity employer …"
 * is no DEI work of the job's). A sentence of the hire's own work that names diversity stays.
 */

/** The equal-opportunity and diversity statement. */
const EQUAL_OPPORTUNITY =
  /\b(equal (employment )?opportunit(y|ies)|affirmative action|(un)?lawful(ly)? discriminat\w*|(do not|does not|don't|never|without) discriminat\w*|discriminat\w* (based on|on the basis)|protected (by law|under|characteristic|attribute|veteran|class)|without regard to|regardless of (their |your )?(race|age|gender|sex|religion|background|ethnicity|disability|origin)|reasonable accommodations?|(commitment|committed) to (diversity|inclusion|equality|equal)|(welcome|encourage) (applications|applicants|people|candidates|everyone) (of|from) all|diverse teams (help|make)|we (hire|welcome|value|celebrate|embrace) (for )?(diversity|cultural growth|people of all))\b/i;
/** Benefits: what the employer offers its staff, not the work. */
const BENEFITS =
  /\b(we (can )?offer (you|our (employees|staff|people|team))|in exchange we offer|(competitive|attractive) (salary|salaries|pay|compensation|package)|days (of )?(holidays?|vacation|paid leave)( per year)?|paid time off|pension (plan|scheme)s?|healthcare and insurance|wellness programs?|(parental|maternity|paternity) leave|stock purchase|tuition assistance|subsidi[sz]ed lunch\w*|fruits? (&|and) drinks|relocation (support|package)|visa (support|sponsor\w*)|personal development (budget|program\w*))\b/i;
/** How to apply: deadlines, links, contacts, the process. */
const APPLICATION =
  /\b(to apply|your application|(expected )?start date|apply (now|today|online|here|via|through|by)|how to apply|click (here|this link|the link)|send (us )?your (cv|resume|résumé|application|cover letter)|submit (your )?(cv|resume|application|cover letter)|cover letter|(application|applications) (deadline|until|are|will be)|deadline for applications|accept applications|please (feel free to )?contact|for further information|if you have any questions|we look forward to (hearing|receiving)|interviews? on a (continuing|rolling|continuous) basis|ongoing screening|share this job)\b/i;

/** A heading over the employer's own text: about the company, benefits, how to apply, equal opportunity. */
const HEADING =
  /^(?:about (?:us|the company|our company|the business|the employer)|company description|who we are|our company|the business|(?:job |employee |our )?benefits|perks|what we offer(?: you)?|we offer|compensation|salary|how to apply|contact|application(?: deadline)?|recruitment process|equal opportunit\w*(?: employer)?)\s*:?$/i;

/** True when a line is a heading whose section is the employer's boilerplate ("ABOUT the company", "Job benefits:"). */
export function isBoilerplateHeading(line: string): boolean {
  return line.length <= 60 && HEADING.test(line.trim());
}

/** Past this many words a "sentence" is a flattened run of lines, and only its part from the boilerplate on is boilerplate. */
const LONG = 40;
/** A heading in capitals whose line break was lost: "COMMITMENT TO DIVERSITY AND INCLUSION the company is …". */
const CAPS_HEADING = /\b[A-Z][A-Z'’&]+(?:\s+[A-Z][A-Z'’&]+)+\b/g;

/**
 * Where the employer's boilerplate starts in a sentence: 0 when the sentence is boilerplate (equal
 * opportunity, benefits, how to apply), -1 when it has none. A long run of lines whose punctuation was
 * lost ("… has experience working in WordPress APPLICATION DEADLINE") is boilerplate only from the
 * capitals heading before the first such words (or from those words) to its end.
 */
export function boilerplateStart(sentence: string): number {
  const at = Math.min(...[EQUAL_OPPORTUNITY, BENEFITS, APPLICATION].map((re) => re.exec(sentence)?.index ?? Number.POSITIVE_INFINITY));
  if (at === Number.POSITIVE_INFINITY) return -1;
  if (sentence.split(/\s+/).length <= LONG) return 0;
  let from = at;
  for (const m of sentence.matchAll(CAPS_HEADING)) if (m.index <= at) from = m.index;
  return from;
}

/** True when a sentence is the employer's boilerplate from its start. */
export function isBoilerplate(sentence: string): boolean {
  return boilerplateStart(sentence) === 0;
}

/** A text with the given parts of it blanked (each found after the previous one), every other character where it was. */
export function blanked(text: string, parts: string[]): string {
  let out = text;
  let from = 0;
  for (const part of parts) {
    const at = out.indexOf(part, from);
    if (at < 0) continue;
    out = out.slice(0, at) + ' '.repeat(part.length) + out.slice(at + part.length);
    from = at + part.length;
  }
  return out;
}

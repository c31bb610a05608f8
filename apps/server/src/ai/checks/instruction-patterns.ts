/**
 * The wording of text addressed to whoever scores an answer (a person, the AI, the model) rather
 * than an answer to the question. The patterns run on the reading copy (lower case, invisible
 * characters dropped, look-alike letters folded: reading-copy.ts). Each names how much it takes
 * with it: a `line` pattern is a chat turn or heading that governs the rest of its line ("system:",
 * "### New instructions"), a `label` takes the rest of its sentence ("Note to the evaluator: ..."),
 * a `sentence` pattern takes its clause (or the whole sentence when little is left). A line or a
 * label with next to nothing after it on its line takes the paragraph that follows.
 *
 * What keeps honest answers out: the addressee must be the scorer (evaluator, grader, AI, LLM...,
 * never a team, a doctor or a customer), a label must open its clause, and a request for a score
 * must name this answer, the candidate or "me" and a top mark. "I evaluated the model's scores",
 * "we rated vendors 1-5" and "I told the team to ignore the flaky alerts" match none of them.
 */

/** Who scores: the people and systems an instruction would be addressed to. */
const SCORER =
  '(?:evaluators?|reviewers?|graders?|scorers?|assessors?|examiners?|markers?|screeners?|ai|a\\.i\\.|llms?|gpt|chatgpt|language models?|ai (?:models?|systems?|reviewers?|evaluators?|graders?|assistants?|screeners?)|(?:scoring|screening|grading|evaluation|marking|hiring) (?:systems?|engines?|models?|tools?|software|algorithms?|bots?)|automated (?:systems?|reviewers?|evaluators?|graders?|screeners?|tools?))';
/** The scorers that are machines: who "you are" or "as an AI" may name. */
const AI_SCORER =
  '(?:ai|a\\.i\\.|llms?|gpt|chatgpt|large language models?|language models?|ai (?:models?|systems?|reviewers?|evaluators?|graders?|assistants?|screeners?)|(?:scoring|screening|grading|evaluation|marking) (?:systems?|engines?|models?|tools?|software|algorithms?|bots?)|automated (?:systems?|reviewers?|evaluators?|graders?|screeners?|tools?))';
/**
 * A scorer followed by one of these is someone else: the AI team, the reviewer board; or a name
 * in quotation marks (a "Notes for reviewers" section of a pull request).
 */
const NOT_A_SCORER =
  '(?![\\s]*["”’\'])(?!\\s+(?:team|teams|group|engineers?|developers?|department|lead|leads|vendors?|admins?|administrators?|projects?|platform|committee|board|pipeline|features?|products?|researchers?|course|courses|meeting|tools?|startups?)\\b)';
/** The start of a clause: the text's start, a line, a sentence or a bracket, or a list mark. */
const CLAUSE = '(?<=(?:^|[\\n.!?;:()\\[\\]{}<>*#"“”|]|(?:^|\\s)[-–—•])\\s*)';
/** The start of a clause or of a phrase after a comma. */
const PHRASE = '(?<=(?:^|[\\n.!?;:,()\\[\\]{}<>*#"“”|]|(?:^|\\s)[-–—•])\\s*)';
/** A top mark, ending its phrase: "5", "5/5", "10 out of 10", "full marks", "the highest score". */
const TOP_MARK =
  '(?:(?:a |an |the )?(?:score of |rating of |grade of |mark of )?(?:5|five|10|ten|100|a\\+)(?:\\s*(?:\\/|out of)\\s*(?:5|10|100))?(?:\\s*(?:points?|marks?|stars?))?(?=\\s*(?:[.!?,;)\\]\\n]|$|(?:please|thanks|thank you|for this|on (?:this|every|all)|across)\\b))|(?:a |an |the )?(?:full|top|max(?:imum)?|highest|perfect|best|excellent|high|strong|maximum possible) (?:marks?|scores?|ratings?|grades?|points)|highly|(?:a )?pass\\b)';
/** What an instruction asks to be scored: this answer, the candidate, me. */
const THIS_ANSWER =
  '(?:me|my (?:answer|response|submission|application)|this (?:answer|response|submission|application|candidate|one)|the candidate|this candidate|it|(?:every|each|all(?: the)?) (?:goals?|questions?|answers?|criteria|criterion))';
/** The end of a phrase: "Assign the maximum score." but not "Give full marks for a correct method". */
const PHRASE_END = '(?=\\s*(?:[.!?,;)\\]\\n]|$|please\\b|thanks?\\b|thank you\\b))';
const POLITE = '(?:(?:please|kindly|now|so|and|just|simply|then)(?:\\s*,)?\\s+)*';
/** The same without "it", for verbs an honest answer uses with "it" ("you must flag it to the charge nurse"). */
const THIS_ANSWER_NAMED =
  '(?:me|my (?:answer|response|submission|application)|this (?:answer|response|submission|application|candidate)|the candidate|this candidate)';
const SCORE_VERB = '(?:give|award|assign|grant|rate|score|grade|mark|rank)';
const MODAL =
  '(?:must|should|will|shall|need to|have to|are (?:required|instructed|told|asked|expected|supposed|going) to|can now|may now|are to)';
const RULES_ALWAYS =
  '(?:rubric|rubrics|system prompt|(?:the |your )?prompt|scoring (?:guide|guidelines|rules|criteria|instructions|rubric)|grading (?:guide|guidelines|rules|criteria|rubric)|evaluation (?:criteria|rubric|guidelines)|marking (?:scheme|criteria|guide)|guidelines (?:you were given|above))';
const RULES_QUALIFIED =
  '(?:(?:all|any|your|previous|prior|preceding|above|earlier|system|original|initial|other|existing|given)\\s+(?:(?:the|your|previous|prior|preceding|above|earlier|other|of the|of your)\\s+)*(?:instructions?|rules|guidelines|criteria|directions|commands|prompts?))';
const IGNORE = "(?:ignore|disregard|forget|override|bypass|overrule|do not follow|don't follow|do not apply|don't apply|stop following)";

/** "The doctor told me to ignore the previous instructions": an instruction the candidate was given, not one they give. */
const NOT_TOLD =
  "(?<!\\b(?:told|asked|instructed|reminded|wanted|taught|trained|encouraged|allowed|advised|expected|had|decided|chose|needed|agreed)\\s+(?:(?:me|us|him|her|them|everyone|staff|(?:the|my|our|a)\\s+[\\p{L}'’]+)\\s+)?to\\s+)";
/** A role line is an instruction when the rest of its line speaks to the scorer or of the scoring. */
const SPEAKS_OF_SCORING =
  '(?=[^\\n]*\\b(?:you|your|score[sd]?|scoring|rate|rating|grade|ignore|disregard|candidate|answer|evaluat\\w*|output|respond|must|assistant|model|ai|llm|pass|hire|recommend)\\b)';

export type Scope = 'line' | 'label' | 'sentence';

export interface InstructionPattern {
  /** What the pattern finds, for the tests and a reader of this file. */
  name: string;
  pattern: RegExp;
  scope: Scope;
}

const p = (name: string, source: string, scope: Scope): InstructionPattern => ({ name, pattern: new RegExp(source, 'gu'), scope });

export const INSTRUCTION_PATTERNS: readonly InstructionPattern[] = [
  // Labels that head what follows on their line.
  p(
    'note to the scorer',
    `${CLAUSE}(?:p\\.?\\s?s\\.?\\s*[:,-]?\\s*)?(?:(?:a|an|one|my)\\s+)?(?:(?:quick|short|important|final|private|special|small)\\s+)?(?:note|message|instructions?|reminder|notice|attention|request|hint|memo|comment|remark)s?\\s+(?:to|for)\\s+(?:the\\s+|any\\s+|all\\s+|my\\s+|our\\s+|this\\s+)?(?:human\\s+)?${SCORER}\\b${NOT_A_SCORER}`,
    'label',
  ),
  p(
    'scorer note label',
    `${CLAUSE}(?:evaluat(?:or|ion)|reviewer|grader|grading|scorer|scoring|assessment|assessor|system|ai|llm|admin|administrator|developer|hidden|secret|new|updated|real|actual|true|additional|override)\\s+(?:note|notice|instructions?|override|message|prompt|command|directive)s?\\s*[:\\-–]`,
    'label',
  ),
  p(
    'addressed to the scorer',
    `${CLAUSE}(?:to|for|attention|attn\\.?)\\s*:?\\s*(?:the|any|all|every)\\s+(?:human\\s+)?${SCORER}\\b${NOT_A_SCORER}[^\\n:,.]{0,60}:`,
    'label',
  ),
  p('scorer as a speaker', `${CLAUSE}(?:dear\\s+|hey\\s+|hi\\s+|hello\\s+)?(?:human\\s+)?${SCORER}\\s*:\\s`, 'line'),
  p(
    'role line',
    `(?<=(?:^|\\n)[\\s\\[(<*#>]*)(?:system|assistant|developer|sys)(?:\\s+(?:prompt|message|note|override))?\\s*:${SPEAKS_OF_SCORING}`,
    'line',
  ),
  p(
    'chat markup',
    '<\\|?\\s*(?:system|im_start|im_end|assistant|endoftext|user)\\s*\\|?>|\\[\\/?\\s*(?:system|inst|sys)\\s*\\]|<<\\s*\\/?sys\\s*>>',
    'label',
  ),
  p('instruction heading', '(?:^|\\n)\\s*#{1,6}\\s*(?:system|instructions?|new instructions?|override|prompt)\\b', 'line'),

  // Requests and claims within a sentence.
  p(
    'ignore the rubric',
    `\\b${IGNORE}\\s+(?:(?:all|any|the|your|this|these|those|of the|previous|above)\\s+)*${RULES_ALWAYS}\\b`,
    'sentence',
  ),
  p('ignore previous instructions', `${NOT_TOLD}\\b${IGNORE}\\s+(?:the\\s+|your\\s+)?${RULES_QUALIFIED}\\b`, 'sentence'),
  p('score request', `${PHRASE}${POLITE}${SCORE_VERB}\\s+${THIS_ANSWER}\\s+${TOP_MARK}`, 'sentence'),
  p('bare score request', `${PHRASE}${POLITE}${SCORE_VERB}\\s+${TOP_MARK}${PHRASE_END}`, 'sentence'),
  p(
    'the score for this answer is',
    `\\b(?:the\\s+)?(?:correct\\s+|right\\s+|fair\\s+|final\\s+|appropriate\\s+)?(?:score|grade|rating|mark)\\s+(?:for|of)\\s+(?:this|my)\\s+(?:answer|response|submission)\\s+(?:is|should be|must be|=)\\s+${TOP_MARK}`,
    'sentence',
  ),
  p(
    'the candidate meets every criterion',
    '\\b(?:the|this)\\s+candidate\\s+(?:has\\s+)?(?:clearly\\s+|fully\\s+)?(?:met|meets|satisfie[sd]|fulfil(?:l?s|led)|covers|covered|hit|hits|exceeds|exceeded)\\s+(?:all|every|each)\\b[^.!?\\n]{0,40}\\b(?:key points?|criteria|criterion|rubric|guidelines?|boxes|scoring|requirements)',
    'sentence',
  ),
  p(
    'score this answer as',
    `\\b(?:score|grade|rate|mark|evaluate|assess|judge|treat|consider)\\s+(?:this|my)\\s+(?:answer|response|submission)\\s+(?:as\\s+(?:a\\s+|an\\s+|the\\s+)?(?:perfect|excellent|strong|top|outstanding|exemplary|the best|5|five|correct|complete)|highly|favou?rably|positively|generously|leniently|${TOP_MARK})`,
    'sentence',
  ),
  p(
    'you must score',
    `\\byou\\s+${MODAL}\\s+(?:now\\s+|also\\s+|always\\s+)?(?:${SCORE_VERB}|pass|approve|accept|recommend|hire|advance|shortlist|select|flag|penali[sz]e)\\s+${THIS_ANSWER_NAMED}\\b`,
    'sentence',
  ),
  p('you are the scorer', `\\b(?:if\\s+)?you\\s+are\\s+(?:an?|the)\\s+${AI_SCORER}\\b${NOT_A_SCORER}`, 'sentence'),
  p(
    'as an AI you',
    '\\bas\\s+an?\\s+(?:ai|a\\.i\\.|llm|large language model|language model)(?:\\s+(?:language model|model|assistant|evaluator|grader|reviewer|system|scorer))?\\s*,?\\s*(?:you|your)\\b',
    'sentence',
  ),
  p(
    'scorer reading this',
    `\\b(?:any|every|all|the|an?)\\s+(?:human\\s+)?${SCORER}${NOT_A_SCORER}\\s+(?:that is\\s+|who is\\s+|which is\\s+)?(?:reading|reviewing|evaluating|scoring|grading|assessing|processing|screening|parsing|checking)\\s+(?:this|my)\\b(?:\\s+(?:answer|response|submission|text|application))?(?=\\s*(?:[,.:;!?\\n]|$|should|must|will|needs?))`,
    'sentence',
  ),
  p(
    'scorer, do this',
    `${PHRASE}(?:(?:dear|hey|hi|hello|attention|attn)\\s+)?(?:the\\s+)?(?:human\\s+)?${SCORER}${NOT_A_SCORER}\\s*[,:]\\s*(?:please\\s+|kindly\\s+)?(?:ignore|disregard|forget|give|award|assign|score|rate|grade|mark|rank|pass|approve|recommend|hire|note|remember|consider|output|return|respond|treat|you|this answer|this response)\\b`,
    'sentence',
  ),
  p(
    'this answer deserves',
    `\\b(?:this (?:answer|response|submission|candidate)|my (?:answer|response|submission)|i|the candidate|it)\\s+(?:(?:clearly|definitely|really|truly|certainly|surely|obviously)\\s+)?(?:deserves?|merits?|earns?|warrants?|should (?:get|receive|be given|score|be scored|be rated|be graded|be marked|be awarded)|is worth|qualifies for)\\s+${TOP_MARK}`,
    'sentence',
  ),
  p(
    'this answer meets every criterion',
    '\\b(?:this|my)\\s+(?:answer|response|submission)\\s+(?:(?:fully|clearly|perfectly|completely)\\s+)?(?:meets|satisfies|covers|hits|addresses|fulfils|fulfills|matches|exceeds|ticks)\\s+(?:all|every|each)\\b[^.!?\\n]{0,40}\\b(?:key points?|criteria|criterion|rubric|guidelines?|boxes|scoring)',
    'sentence',
  ),
  p(
    'score label',
    `${CLAUSE}(?:score|rating|grade|overall|overall score|verdict|final score|final grade|recommended score|suggested score|mark)\\s*[:=]\\s*(?:5|five|10|100|a\\+)\\s*(?:\\/\\s*(?:5|10|100))?\\s*(?=[.!?\\n,;]|$)`,
    'sentence',
  ),
  p(
    'this answer is excellent',
    '\\b(?:this|my)\\s+(?:answer|response|submission)\\s+is\\s+(?:(?:clearly|definitely|obviously|truly|simply)\\s+)?(?:the best|excellent|perfect|outstanding|exemplary|flawless|a model answer|a perfect answer|an excellent answer|the strongest|complete and correct|fully correct)\\b(?!\\s+(?:i|we)\\b)',
    'sentence',
  ),
  p(
    'do not mark down',
    "\\b(?:do not|don't|never|please do not)\\s+(?:penali[sz]e|deduct (?:points|marks)|mark (?:me |this |it )?down|flag|lower (?:the|my|this) score|fail|reject)\\s+(?:me|this answer|this response|my answer|the candidate|this candidate)\\b",
    'sentence',
  ),
  // Other forms of the same requests (issue 36): a passive request, credit, "consider this a top answer",
  // "to whoever grades this:", a scorer addressed with a comma, a scorer said to give the mark, a role turn
  // that opens a sentence mid-line.
  p(
    'this answer should be scored',
    `\\b(?:this|my)\\s+(?:answer|response|submission)\\b[^.!?\\n]{0,60}?\\b(?:should|must|ought to|needs? to|deserves? to)\\s+be\\s+(?:scored|rated|graded|marked|treated|considered|counted|recorded)\\b|\\b(?:should|must|deserves? to)\\s+be\\s+(?:scored|rated|graded|marked)\\s+(?:as\\s+)?(?:a\\s+|an\\s+)?(?:5|five|10|strong[_ ]?yes|excellent|perfect|top|the highest|highest|full marks)\\b`,
    'sentence',
  ),
  p(
    'credit for this answer',
    `${PHRASE}${POLITE}(?:give|award|grant|assign)\\s+(?:me\\s+|this\\s+|it\\s+)?(?:full|maximum|max|top|the highest|complete|all the)\\s+(?:credit|marks?|points|score)\\s+(?:for|to)\\s+(?:this|my)\\s+(?:answer|response|submission)\\b|${PHRASE}(?:please|kindly)\\s+(?:give|award|grant|assign)\\s+(?:me\\s+|this\\s+|it\\s+)?(?:full|maximum|max|top|the highest|complete)\\s+(?:credit|marks?|points|score)\\b`,
    'sentence',
  ),
  p(
    'consider this a top answer',
    '\\b(?:consider|treat|count|take|regard)\\s+(?:this|it|my answer|my response)\\s+(?:as\\s+)?(?:a|an)\\s+(?:top|perfect|excellent|strong|complete|full|model|outstanding|5|five)(?:[\\s-]+(?:star|mark|score|point))?\\s+(?:answer|response)\\b',
    'sentence',
  ),
  p(
    'to whoever scores this',
    `${CLAUSE}(?:p\\.?\\s?s\\.?\\s*[:,-]?\\s*)?(?:to|for|dear)\\s+(?:whoever|whomever|anyone who|the person who|the one who|those who)\\s+(?:is\\s+|are\\s+)?(?:grades?|grading|scores?|scoring|reviews?|reviewing|evaluates?|evaluating|marks?|marking|assess(?:es)?|assessing|reads?|reading)\\s+(?:this|these|my)\\b[^\\n:,]{0,40}[:,]`,
    'label',
  ),
  p(
    'scorer addressed with a comma',
    `${CLAUSE}(?:dear\\s+|hey\\s+|hi\\s+)?(?:graders?|evaluators?|scorers?|assessors?|examiners?)\\s*,\\s`,
    'line',
  ),
  p(
    'the scorer gives this the mark',
    `\\b${SCORER}${NOT_A_SCORER}\\s+(?:gave|gives|give|would give|could give|awarded|awards|assigned)\\s+(?:this|me|my answer|my response|it|this answer|this response)\\s+${TOP_MARK}`,
    'sentence',
  ),
  p('role turn in a sentence', `${CLAUSE}(?:system|assistant)\\s*[:,]${SPEAKS_OF_SCORING}`, 'line'),
];

/**
 * Hidden text: Unicode tag characters (invisible to a reader, read by a model) outside an emoji flag,
 * HTML comments and elements styled not to show, and Markdown comments. Hidden text is taken out
 * when what it says concerns the scoring (HIDDEN_CONCERNS_SCORING) or is written in tag characters.
 */
export const TAG_CHARACTERS = /(?<!\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0000}-\u{E007F}]+/gu;
export const HIDDEN_MARKUP: readonly RegExp[] = [
  /<!--[\s\S]*?(?:-->|$)/g,
  /<([a-z][a-z0-9]*)\b[^>]*(?:display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0|opacity\s*:\s*0|\bhidden\b|aria-hidden)[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi,
  /^[ \t]*\[\/\/\]:[ \t]*#[ \t]*[("][^\n]*$/gm,
];
export const HIDDEN_CONCERNS_SCORING =
  /\b(?:scor\w*|rat(?:e|ing)\w*|grad\w*|evaluat\w*|review\w*|rubric|marks?|ai|llm|models?|instructions?|prompt|ignore|disregard|hire|recommend|candidate|5\s*\/\s*5|assistant|system)\b/iu;

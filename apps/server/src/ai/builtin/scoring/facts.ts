import type { AnswerFlag, QuestionInput } from '@hiring/shared/ai';
import { hits, jobVocabulary } from '../answer-vocabulary.ts';
import type { JobProfile } from '../extract.ts';
import type { ResolvedGoal } from '../resolve-goals.ts';
import { findSkills } from '../skill-index.ts';
import { contentStems, sameFamily, type Span, sentences, stem, stemSet, wordCount } from '../text.ts';
import { besidesClaims, hasTermPile, isKeywordTemplate, isSelfPromotion, isTermList, namesSomething, specificWords } from './gaming.ts';
import { except, type Reading, read, within } from './read.ts';
import { relatedKeys } from './relations.ts';
import { type Coverage, coverage, type Reference, referenceOf } from './reference.ts';
import { offTopicReason, type Relevance, relevanceOf } from './relevance.ts';
import { givesLabel } from './point-kinds.ts';
import { isBehavioural, type Shape, shapeOf } from './shape.ts';

/** Everything measured about one answer to one question, before any goal is scored. */
export interface AnswerFacts {
  answer: string;
  words: number;
  spans: Span[];
  /** Sentences with a pile of the subject's terms in them (decision 809): never quoted as evidence. */
  piles: Span[];
  flags: AnswerFlag[];
  /** Why a hard flag was raised when it needs more than the stock reason. */
  flagReason?: string;
  reading: Reading;
  /** The answer's content stems (the vocabularies' own keys). */
  stems: Set<string>;
  ref: Reference;
  cov: Coverage;
  /** 0-1: how much of the guide (key points and strong answer) the answer covers. */
  content: number;
  shape: Shape;
  behavioural: boolean;
  rel: Relevance;
  skillsNamed: string[];
  /** Key points covered, and missed. */
  covered: string[];
  missed: string[];
}

/** The share of an answer's subject words on the question's subject from which it is never "off topic". */
export const ON_TOPIC_SHARE = 0.3;

/** Fewer specific nouns (gaming.ts, specificWords) than one in this many words: a claim built of stock phrases. */
export const WORDS_PER_SPECIFIC = 30;

/**
 * A claim of knowing or being able ("I know how to...", "I am experienced in...", "I have experience with..."):
 * built from the question's and the goals' words it says nothing of its own (decision 801).
 */
export const CLAIM_OF_ABILITY =
  /\b(I|we)\s+(know|understand)\s+(how|what|when|why|about|the|all)\b|\bI\s*(am|'m)\s+(very\s+|highly\s+|really\s+)?(good|great|experienced|skilled|familiar|comfortable|confident|able|proficient|competent|knowledgeable|an?\s+expert|well\s+versed)\b|\bI\s+(have|bring)\s+(\w+\s+)?(experience|expertise|knowledge)\b/i;

/** "I know ...": a claim of knowing whatever follows it; read so only in an answer made of claims that names nothing. */
const CLAIM_OF_KNOWING = /\b(I|we)\s+(know|understand)\b/i;

/** The share of the guide read by its key points; a guide of labels adds up to this much more (decision 821). */
export const POINTS_WEIGHT = 0.3;
export const LABELS_WEIGHT = 0.4;

/** How many of the question's own subject words an answer that gives half of a pattern's labels names to be never off topic. */
export const LABELLED_ON_TOPIC_FOCUS = 2;

/** An answer that says fewer words than this (padding left out) is too short to show much. */
export const SHORT_WORDS = 15;

/** The candidate speaking of themselves or their team. */
const FIRST_PERSON = /\b(I|we|my|our|me|us)\b/;

/** Text addressed to the scorer instead of the question: ignored, so it can never lift a score. */
const INSTRUCTION =
  /\b(ignore|disregard|forget)\b[^.!?\n]{0,40}\b(rubric|instructions?|prompt|rules|scoring|above|previous)\b|\b(score|rate|grade|give)\s+(me|this|it|the answer|this answer)?\s*(a\s+)?(5|five|full marks|top marks|the highest)\b|\b5\s*(\/|out of)\s*5\b|\bsystem prompt\b|\bnote to the (evaluator|reviewer|grader|ai)\b|\b(should|must|deserves? to) (receive|get|be given) (the )?(highest|top|full|maximum)\b/i;

function withoutInstructions(answer: string): string {
  return sentences(answer)
    .filter((s) => INSTRUCTION.test(s.text))
    .reduce((text, s) => text.replace(s.text, ' '.repeat(s.text.length)), answer);
}

/** An answer longer than the question by more than this factor says more than the question: never a copy of it. */
export const COPY_LENGTH = 1.3;

/** The share of the question's own words an answer made of them must say to be a copy of it. */
export const COPY_QUESTION_SHARE = 0.5;

function copiesQuestion(answer: string, question: string, ref: Reference): boolean {
  const normalise = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const a = normalise(answer);
  const q = normalise(question);
  if ((a.length > 0 && q.includes(a)) || (a.includes(q) && a.length <= q.length * COPY_LENGTH)) return true;
  const stems = new Set(contentStems(answer));
  const qStems = stemSet(question);
  const overlap = [...stems].filter((s) => qStems.has(s)).length;
  return (
    stems.size > 0 &&
    overlap / stems.size >= 0.8 &&
    // A few of a long question's words ("The motor will run." to a question that names the motor and the bulb)
    // pick from it, they do not repeat it: a copy says most of the question's own words (decision 805).
    overlap / qStems.size >= COPY_QUESTION_SHARE &&
    stems.size <= qStems.size + 3 &&
    wordCount(answer) <= wordCount(question) * COPY_LENGTH &&
    // The question restated with its answer in it ("The collision domain diameter is reduced to about 1/10 if the
    // speed is increased by factor 10"): the few words it adds meet the guide (decision 811).
    !addsTheGuide(answer, qStems, ref)
  );
}

/** Whether the words an answer adds to the question's own meet any of the guide's words beyond the question's. */
function addsTheGuide(answer: string, qStems: Set<string>, ref: Reference): boolean {
  const added = answer.split(/\s+/).filter((w) => !qStems.has(stem(w.toLowerCase().replace(/[^a-z0-9]/g, ''))));
  return added.length > 0 && coverage(read(added.join(' ')), ref).newWords > 0;
}

/**
 * Key points covered: a subject point by its words, a point about the answer's shape ("a specific situation") by that
 * shape, on topic; a pattern's label ("A real error it caught") by the kinds of content it asks for (decision 821),
 * only in an answer that names the question's own subject (`named`): any story has an outcome and a reason.
 */
function pointCoverage(ref: Reference, cov: Coverage, shape: Shape, shapeText: string, onTopic: number, named: boolean) {
  const covered: string[] = [];
  const missed: string[] = [];
  let sum = 0;
  let labelsGiven = 0;
  ref.points.forEach((p, i) => {
    let got: number;
    const byKind = p.label ? givesLabel(p.text, shapeText, shape) : null;
    if (byKind) labelsGiven++;
    if (byKind !== null) got = byKind && named ? onTopic : 0;
    else if (p.structural) {
      const t = p.text.toLowerCase();
      const wants = /(numb|result|outcom|measur|metric|quantif|before)/.test(t)
        ? shape.result && shape.numbers > 0
        : /(specif|exampl|situat|concret|real)/.test(t)
          ? shape.situation
          : /(chang|fix|improv|lesson|learn|follow|habit)/.test(t)
            ? shape.result || shape.reflection
            : /(own|part|role|respons)/.test(t)
              ? shape.actions >= 2
              : false;
      got = wants ? onTopic : (cov.points[i] ?? 0);
    } else got = Math.min(1, (cov.points[i] ?? 0) / 0.5);
    sum += got;
    (got >= 0.5 ? covered : missed).push(p.text);
  });
  return { covered, missed, labelsGiven, score: ref.points.length > 0 ? sum / ref.points.length : 0 };
}

/** A sentence that names nothing and meets none of the guide's own words nor the question's: padding. */
function isPadding(r: Reading, ref: Reference): boolean {
  return (
    !namesSomething(r) &&
    !r.content.some((w) => ref.question.has(w.key) || ref.words.some((x) => x.weight >= 1 && sameFamily(x.key, w.key)))
  );
}

/** The answer's stems as the scorer counts them (its own, and the guide's words it meets through related words), on part of its reading. */
function coreStems(r: Reading, ref: Reference): Set<string> {
  const own = new Set([...contentStems(r.text), ...r.keys]);
  return new Set([...own, ...relatedKeys(r, [...ref.words.map((w) => w.key), ...ref.question])]);
}

export function factsOf(
  profile: JobProfile,
  question: QuestionInput,
  targets: ResolvedGoal[],
  raw: string,
  /** Every goal of the interview: the candidate page shows them all (the consent notice), not only this question's. */
  shownGoals: ResolvedGoal[] = targets,
): AnswerFacts {
  const answer = withoutInstructions(raw);
  const spans = sentences(answer).map((s) => ({ ...s }));
  const reading = read(answer);
  const ref = referenceOf(question);
  const g = question.expected_response_guidelines;
  const refStems = stemSet(`${g?.strong ?? ''} ${(g?.key_points ?? []).join(' ')}`);
  // The lemma keys and the crude stems both: the vocabularies are stemmed, and lemmas join "families" and "family".
  // Related words of work stand for the guide's and the question's own ("outage" speaks of the "incident").
  const own = new Set([...contentStems(answer), ...reading.keys]);
  const stems = new Set([...own, ...relatedKeys(reading, [...ref.words.map((w) => w.key), ...ref.question])]);
  const rel = relevanceOf(profile, question, targets, stems, refStems, own);
  const job = jobVocabulary(profile);
  // The subject's terms: the guide's, the job's, the question's and its goals' words.
  const terms = (key: string, word: string) => {
    const old = stem(word);
    return (
      ref.words.some((w) => w.key === key) ||
      [key, old].some(
        (k) =>
          job.has(k) || rel.questionVocab.has(k) || rel.goalVocabs.some((v) => v.stems.has(k) || v.prefixes.some((p) => k.startsWith(p))),
      )
    );
  };
  // Each sentence read once, for the checks on sentences below.
  const parts = spans.map((x) => within(reading, x.start, x.end));
  // A sentence with a pile of the subject's terms in it (decision 809) says no more than a list: left out like padding.
  const piles = spans.filter((_, i) => hasTermPile(parts[i]!, (w) => terms(w.key, w.lower)));
  // Padding (decision 802): sentences that name nothing and use none of the guide's or the question's words ("I am
  // always learning and improving") add nothing to what the answer covers, so content is measured without them;
  // whether the answer is on topic at all is still read on the whole answer.
  const padding = spans.filter((x, i) => piles.includes(x) || isPadding(parts[i]!, ref));
  const core = padding.length < spans.length ? except(reading, padding) : reading;
  const cov = coverage(core, ref);
  // The shape is read on the sentences that name something: padding ("I am always learning and improving")
  // claims a result or a lesson about nothing, so it can never supply the story's shape.
  const named = spans.filter((_, i) => namesSomething(parts[i]!));
  const shape = shapeOf(named.map((x) => x.text).join(' '), named);
  const behavioural = isBehavioural(question);
  // The question's and its goals' subject words the answer uses, padding left out (the vocabularies are the same).
  const topicHits = core === reading ? rel.topicHits : hits(coreStems(core, ref), rel.questionVocab, ...rel.goalVocabs);
  const words = wordCount(answer);
  const flags: AnswerFlag[] = [];
  const jobSkills = new Set(profile.analysis.skills.map((s) => s.name));
  const topicality = Math.min(1, Math.max(topicHits / 5, cov.reference / 0.3));
  const labels = ref.points.filter((p) => p.label).length;
  const points = pointCoverage(ref, cov, shape, named.map((x) => x.text).join(' '), topicality, rel.focusHits >= 1);
  const refPart = Math.min(1, cov.reference / 0.6);
  // The more of the points are labels, the more the guide is read by its points: a label's words say little.
  const pointsWeight = ref.points.length > 0 ? POINTS_WEIGHT + LABELS_WEIGHT * (labels / ref.points.length) : 0;
  const guide = (1 - pointsWeight) * refPart + pointsWeight * points.score;
  // A thin guide ("Specific situation", "Resolution") says little of the subject: the question's and its goals'
  // subject words stand in for the rest, in proportion to how little the guide says.
  // An answer that says the opposite of the guide and meets nothing else of it is wrong, however much of the
  // question's subject it names: the subject words do not stand in for the guide (decision 811).
  const wrong = cov.contradictions > 0 && cov.reference === 0;
  const topical = wrong ? 0 : Math.min(1, topicHits / 6);
  const content = ref.hasGuide ? ref.richness * guide + (1 - ref.richness) * Math.max(guide, topical) : topical;
  const f: AnswerFacts = {
    answer,
    words,
    spans,
    piles,
    flags,
    reading,
    stems,
    ref,
    cov,
    content,
    shape,
    behavioural,
    rel,
    skillsNamed: [...findSkills(answer).values()].map((h) => h.skill.name).filter((n) => jobSkills.has(n)),
    covered: points.covered,
    missed: points.missed,
  };
  if (!/[a-z0-9]/i.test(answer)) {
    flags.push('empty');
    return f;
  }
  // Padding around the question repeated back does not make it an answer (decision 802).
  if (copiesQuestion(core.text, question.text, ref)) {
    flags.push('copied_question');
    return f;
  }
  // Padding says nothing, so it does not make a short answer long enough (decision 802).
  const spoken = core === reading ? words : wordCount(core.text);
  if (spoken < SHORT_WORDS && (behavioural || content < 0.5)) flags.push('too_short');
  // Whether the answer tells a story or claims anything is read on the whole answer (padding claims results
  // and lessons too); only the score's shape is read on the sentences that name something.
  const said = shapeOf(answer, spans);
  const story = said.situation || said.actions >= 2;
  // A story tells of a situation; "I work well under pressure, I communicate clearly" claims habits, in any number of verbs.
  const told = said.situation;
  const shown = [question.text, ...new Set([...targets, ...shownGoals].map((t) => t.text)), profile.job.title].map((t) => read(t, true));
  const specific = specificWords(reading, shown);
  const claims = FIRST_PERSON.test(answer) && (said.situation || said.result || said.reflection || CLAIM_OF_ABILITY.test(answer));
  if (isTermList(answer, reading)) flags.push('term_list');
  else if (isKeywordTemplate(reading, spans, terms) || piles.length * 2 >= spans.length) flags.push('keyword_template');
  // Nearly a third or more of what the answer says is the question's subject: it is on topic, however little it says ("vague").
  else if (
    rel.onTopicShare < ON_TOPIC_SHARE &&
    // An answer that gives at least half of a pattern's labels and names the question's subject twice answers it,
    // in its own field's words the job's and the guide's do not hold (decision 821).
    !(labels > 0 && points.labelsGiven * 2 >= labels && rel.focusHits >= LABELLED_ON_TOPIC_FOCUS) &&
    // Few of the job's words mark a story from elsewhere only when it names fewer than two of the question's own subject
    // words: a short honest story that names two, and half of them, is vague, not off topic (decision 822).
    ((story && cov.reference < 0.1 && cov.newWords <= 1 && (rel.focusHits < rel.focusSize / 2 || (rel.jobHits < 3 && rel.focusHits < 2))) ||
      (story && rel.focusHits === 0 && rel.focusSize >= 2 && cov.newWords <= 1 && targets.every((t) => t.category !== 'technical')) ||
      (story && rel.jobHits < 3 && rel.focusHits <= 1 && cov.newWords <= 2) ||
      // A story from another field: almost none of this job's own words, and little of the answer on the question's subject.
      (story && rel.jobHits <= 1 && rel.onTopicShare < 0.2))
  ) {
    flags.push('off_topic');
    f.flagReason = offTopicReason(profile, rel, story, targets[0]);
  } else if (
    claims &&
    ((words >= 15 && specific.length * WORDS_PER_SPECIFIC < words) ||
      // Short claims of knowing ("I know X, Y, Z. I am good at A and B.") are held so when they name nothing of their own.
      (specific.length === 0 && spans.every((x) => CLAIM_OF_ABILITY.test(x.text) || CLAIM_OF_KNOWING.test(x.text))))
  ) {
    // Built from what the candidate page shows (the question, the goals, the job title) and stock phrases of a
    // story or a claim ("I investigated and worked with the team; as a result we reduced incidents by 40%"): it
    // names nothing of its own, so it could be given to any question, whatever numbers it claims. Only a claim
    // of the candidate's own ("I", "we") to a situation, a result or a lesson is read so: a plain statement of
    // fact may restate the question's terms, and an honest "I would tell her..." claims nothing (it is vague).
    flags.push('generic');
  } else if (!told && words >= 15 && isSelfPromotion(spans) && coverage(read(besidesClaims(spans)), ref).reference < 0.12) {
    // Self-description: what it says besides its claims covers almost none of the guide, whatever terms the claims name.
    flags.push('generic');
  } else if (!story && words >= 15 && cov.reference < 0.12 && rel.focusHits === 0 && rel.onTopicShare < 0.2) {
    flags.push('off_topic');
    f.flagReason = offTopicReason(profile, rel, story, targets[0]);
  }
  return f;
}

import type { AnswerFlag, AnswerScore, GoalScore, QuestionInput } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { findSkills } from './skill-index.ts';
import { classify, type ResolvedGoal } from './resolve-goals.ts';
import {
  focusHits,
  GENERIC,
  goalVocabulary,
  hits,
  jobVocabulary,
  questionFocus,
  questionSkillStems,
  questionSubject,
  questionVocabulary,
  subjectStems,
  type Vocabulary,
} from './answer-vocabulary.ts';
import { clip, contentStems, listJoin, type Span, sentences, stemSet, wordCount } from './text.ts';

const SITUATION =
  /\b(at my (last|previous|current)|in my (last|previous|current|first|second)|last (year|month|week|quarter)|(\w+ )?(years?|months?|weeks?) ago|we had|there was|i was (working|responsible|asked|caring|leading)|one time|on a (night |day |busy )?shift|in (q[1-4]|20\d\d)|this happened)\b/i;
const RESULT =
  /\b(result(ed)?|reduc\w*|increas\w*|improv\w*|sav(ed|ing)|cut|grew|dropped|fell|rose|outcome|so that|which meant|as a result|went from|down to|up to|within|resolved|fixed|passed|closed|recovered|faster|quicker|fewer|lower|higher|no longer|never again|happier)\b/i;
const REFLECT =
  /\b(learn(ed|t)|next time|differently|in hindsight|looking back|since then|now i (always|make sure)|taught me|i would (now|also)|mistake)\b/i;
const NUMBER = /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|hundred|thousand|million|half|double|twice)\b/i;
const FIRST_PERSON_ACTION =
  /\bI\s+(?!(?:am|was|have|had|know|try|always|usually|will|would|can|could|should|might|must|do|don't|really|think|believe|feel|guess|like|love|enjoy|just|also|never|often|sometimes|hope|want|need|mostly|am)\b)[a-z]+\b/g;

/** Instructions aimed at the scorer rather than an answer to the question. */
const INJECTION =
  /\b(ignore|disregard|forget)\b[^.!?\n]{0,40}\b(rubric|instructions?|prompt|rules|scoring|above|previous)\b|\b(score|rate|grade|give)\s+(me|this|it|the answer|this answer)?\s*(a\s+)?(5|five|full marks|top marks)\b|\b5\s*\/\s*5\b|\bsystem prompt\b/i;

interface AnswerFacts {
  answer: string;
  words: number;
  stems: Set<string>;
  spans: Span[];
  flags: AnswerFlag[];
  /** Why a hard flag was raised when it needs more than the stock reason. */
  flagReason?: string;
  skillsNamed: string[];
  situation: boolean;
  result: boolean;
  reflection: boolean;
  numbers: number;
  actions: number;
  /** Distinct subject stems of the question and its main goal the answer uses. */
  topicHits: number;
  /** 0-1: how much the answer is about the question's subject; scales everything that ignores the subject. */
  topicality: number;
  /** Distinct subject words of the job itself (its duties, terms, title) the answer uses. */
  jobHits: number;
  /** Distinct subject words of the question itself (its text and key points) the answer uses, derived forms included. */
  focusHits: number;
}

/** A list of terms rather than an answer: most comma-separated fragments are one to three words. */
function isTermList(answer: string): boolean {
  const fragments = answer
    .split(/[,;\n]|\band\b/)
    .map((x) => x.trim())
    .filter(Boolean);
  if (fragments.length < 6) return false;
  const short = fragments.filter((x) => wordCount(x) <= 3).length;
  return short / fragments.length >= 0.6;
}

function facts(profile: JobProfile, question: QuestionInput, targets: ResolvedGoal[], answer: string): AnswerFacts {
  const trimmed = answer.trim();
  const words = wordCount(trimmed);
  const stemsList = contentStems(trimmed);
  const stems = new Set(stemsList);
  const flags: AnswerFlag[] = [];
  const base: AnswerFacts = {
    answer,
    words,
    stems,
    spans: sentences(answer),
    flags,
    skillsNamed: [],
    situation: false,
    result: false,
    reflection: false,
    numbers: 0,
    actions: 0,
    topicHits: 0,
    topicality: 0,
    jobHits: 0,
    focusHits: 0,
  };
  if (!/[a-z0-9]/i.test(trimmed)) {
    flags.push('empty');
    return base;
  }
  const qStems = stemSet(question.text);
  const overlap = [...stems].filter((s) => qStems.has(s)).length;
  const normalise = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const nAnswer = normalise(trimmed);
  const nQuestion = normalise(question.text);
  if (
    (nAnswer.length > 0 && nQuestion.includes(nAnswer)) ||
    (nAnswer.includes(nQuestion) && nAnswer.length <= nQuestion.length * 1.3) ||
    (stems.size > 0 && overlap / stems.size >= 0.8 && stems.size <= qStems.size + 3)
  ) {
    flags.push('copied_question');
    return base;
  }
  const jobSkills = new Set(profile.analysis.skills.map((s) => s.name));
  base.skillsNamed = [...findSkills(answer).values()].map((h) => h.skill.name).filter((n) => jobSkills.has(n));
  base.actions = answer.match(FIRST_PERSON_ACTION)?.length ?? 0;
  const pastTense = answer.match(/\b[a-z]{3,}ed\b/gi)?.length ?? 0;
  base.situation = SITUATION.test(answer) || (pastTense >= 4 && base.actions >= 2);
  base.result = RESULT.test(answer);
  base.reflection = REFLECT.test(answer);
  base.numbers = base.spans.filter((s) => NUMBER.test(s.text)).length;

  // Relevance is judged against the question and the goals it serves: the words of the question and its key
  // points, and each goal's subject (skills, aliases, competency words). Generic work words do not count.
  const job = jobVocabulary(profile);
  // The question's own subject: another duty of the same job (food cost, asked about training cooks) is not an answer.
  const qVocab = questionVocabulary(question);
  const goalVocabs = targets.map(goalVocabulary);
  const primary = targets[0];
  base.topicHits = hits(stems, qVocab, ...goalVocabs);
  base.jobHits = hits(stems, job);
  const skillStems = questionSkillStems(question);
  const focus = questionFocus(qVocab, goalVocabs, skillStems);
  base.focusHits = focusHits(stems, focus, skillStems);
  base.topicality = Math.min(1, base.topicHits / 5);
  if (words < 15) flags.push('too_short');
  if (INJECTION.test(answer)) {
    flags.push('off_topic');
    base.flagReason =
      'The answer contains instructions to the scorer (such as to ignore the rubric or give a set score) instead of an answer to the question, so it earns the lowest score.';
  } else if (isTermList(answer) && base.actions < 2 && !base.situation) {
    flags.push('off_topic');
    base.flagReason =
      'The answer lists terms from the job without describing any situation, action or result, so it does not address the question and earns the lowest score.';
  } else if (base.jobHits < 3 && (base.situation || base.actions >= 2)) {
    // A story told well, about another field: it speaks to none of this job's own work, soft-skill questions included.
    flags.push('off_topic');
    const examples = [
      ...(profile.duties.slice(0, 2).map((d) => `"${d.text}"`) ?? []),
      ...profile.terms.slice(0, 1).map((t) => `"${t.text}"`),
    ];
    base.flagReason = `The answer does not address this job: it describes work from another field or outside work, and mentions almost none of this job's own duties or terms${
      examples.length > 0 ? ` (such as ${listJoin(examples)})` : ''
    }, so it is no evidence for this goal in this job and earns the lowest score.`;
  } else if (base.topicHits < 2 || (base.topicHits < 5 && base.topicHits / stems.size < 0.1 && base.jobHits < 5)) {
    // Little of the question's subject: off the topic, unless it is a long answer steeped in this job's own work.
    flags.push('off_topic');
    base.flagReason = `The answer does not address the question or this goal: it uses almost none of the subject's vocabulary${
      primary ? ` (${clip(primary.competency.name, 60)})` : ''
    }${base.situation ? (base.jobHits >= 3 ? ' and describes other work of this job than the question asks about' : ' and describes a situation from another field') : ''}, so it earns the lowest score.`;
  } else if (
    base.focusHits === 0 &&
    focus.size >= 2 &&
    (base.situation || base.actions >= 2) &&
    targets.length > 0 &&
    targets.every((g) => g.category !== 'technical')
  ) {
    // A story that never speaks of what the question asks (the same incident story pasted for a question on a
    // misunderstanding): a soft skill's wide vocabulary ("message", "wrote", "update") meets it by chance, but it
    // does not answer this question. A technical goal's vocabulary is the field's own, so meeting it is on the subject.
    flags.push('off_topic');
    const subject = questionSubject(question, focus);
    base.flagReason = `The answer does not address the question: it never speaks of what the question asks about${
      subject.length > 0 ? ` (${listJoin(subject)})` : ''
    } and ${base.jobHits >= 3 ? 'tells a story about other work of this job' : 'tells a story about something else'}, so it is no evidence for this goal and earns the lowest score.`;
  }
  return base;
}

/** Key points whose subject words the answer uses; a point made only of generic words needs the structure it asks for, on topic. */
function keyPointCoverage(f: AnswerFacts, question: QuestionInput): { covered: string[]; missed: string[]; score: number } {
  const points = question.expected_response_guidelines?.key_points ?? [];
  const covered: string[] = [];
  const missed: string[] = [];
  let score = 0;
  for (const p of points) {
    const all = contentStems(p).filter((s) => s.length >= 3);
    const ps = all.filter((s) => !GENERIC.has(s));
    const aboutNumbers = all.some((s) => /^(numb|result|outcom|measur|metric|quantif|before)/.test(s));
    const aboutExample = all.some((s) => /^(specif|exampl|situat|concret|real)/.test(s));
    const aboutChange = all.some((s) => /^(chang|fix|improv|lesson|learn|follow)/.test(s));
    const subjectHit = ps.some((s) => f.stems.has(s));
    const structural =
      (aboutNumbers && f.numbers > 0 && f.result) || (aboutExample && f.situation) || (aboutChange && (f.result || f.reflection));
    if (subjectHit) {
      covered.push(p);
      score += 1;
    } else if (structural && f.topicality >= 0.6) {
      covered.push(p);
      score += f.topicality;
    } else missed.push(p);
  }
  return { covered, missed, score: points.length === 0 ? 0 : score / points.length };
}

/** Up to 2 sentences of the answer that use the goal's own vocabulary, copied exactly. */
function evidence(f: AnswerFacts, vocab: Vocabulary, question: Set<string>): string[] {
  const scored = f.spans.map((span, index) => {
    const subject = hits(stemSet(span.text), vocab, question);
    let score = subject;
    if (NUMBER.test(span.text)) score += 0.5;
    if (RESULT.test(span.text)) score += 0.5;
    if (/\bI\b/.test(span.text)) score += 0.5;
    return { span, index, score, subject };
  });
  return scored
    .filter((x) => x.subject >= 1 && x.score >= 1.5 && x.span.text.length >= 12)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 2)
    .sort((a, b) => a.index - b.index)
    .map((x) => f.answer.slice(x.span.start, Math.min(x.span.end, x.span.start + 300)));
}

const FLAG_REASON: Record<'empty' | 'copied_question' | 'off_topic', string> = {
  empty: 'No answer was given, so there is no evidence for this goal.',
  copied_question: 'The answer repeats the question instead of answering it, so there is no evidence for this goal.',
  off_topic: 'The answer does not address the question or this goal; it talks about unrelated things, so it earns the lowest score.',
};

function scoreGoal(f: AnswerFacts, goal: ResolvedGoal, question: QuestionInput): GoalScore {
  const hard = f.flags.find((x): x is keyof typeof FLAG_REASON => x in FLAG_REASON);
  if (hard) {
    const rationale = hard === 'off_topic' && f.flagReason ? f.flagReason : FLAG_REASON[hard];
    return { goal_id: goal.ref, goal_text: clip(goal.text, 1000), score: 1, rationale, evidence: [] };
  }

  const vocab = goalVocabulary(goal);
  const qVocab = questionVocabulary(question);
  const goalHits = hits(f.stems, vocab);
  const { covered, missed, score: coverage } = keyPointCoverage(f, question);
  const t = f.topicality;
  const structure = (f.situation ? 0.3 : 0) + (f.actions >= 2 ? 0.35 : f.actions === 1 ? 0.2 : 0) + (f.result ? 0.35 : 0);
  const specificity = Math.min(1, f.numbers * 0.25 + f.skillsNamed.length * 0.3 + (f.situation ? 0.2 : 0));
  const relevance = Math.min(1, Math.max(goalHits, f.topicHits * 0.75) / 5);
  const length = f.words < 15 ? 0.1 : f.words < 40 ? 0.45 : f.words < 80 ? 0.8 : 1;
  const reflection = f.reflection ? 1 : 0;
  // Relevance and key points carry the subject; structure, specificity, length and reflection can only
  // lift an answer in proportion to how much it is about the question.
  const raw = 0.24 * relevance + 0.22 * coverage + t * (0.22 * structure + 0.16 * specificity + 0.08 * length + 0.08 * reflection);
  let score = Math.max(1, Math.min(5, 1 + Math.round(raw * 4.4)));
  if (f.flags.includes('too_short')) score = Math.min(score, 2);
  // Light on the subject caps at 2, unless the answer is steeped in this job's own work.
  if (f.topicHits < 4 && f.jobHits < 5) score = Math.min(score, 2);
  // The top mark needs evidence for this goal itself, not only for the question's main subject.
  if (goalHits < 2) score = Math.min(score, 4);

  const goods: string[] = [];
  const gaps: string[] = [];
  if (f.situation && f.actions >= 1) goods.push('describes a real situation and what the candidate did');
  else gaps.push('no concrete, first-hand example');
  if (f.skillsNamed.length > 0) goods.push(`names the job's own ${listJoin(f.skillsNamed.slice(0, 3))}`);
  if (f.result && f.numbers > 0) goods.push('quantifies the outcome');
  else if (f.result) goods.push('states an outcome');
  else gaps.push('no result or outcome');
  if (f.reflection) goods.push('reflects on what was learned');
  if (covered.length > 0) goods.push(`covers ${listJoin(covered.slice(0, 3).map((p) => `"${p.toLowerCase()}"`))}`);
  if (missed.length > 0) gaps.push(`little on ${listJoin(missed.slice(0, 2).map((p) => `"${p.toLowerCase()}"`))}`);
  if (f.flags.includes('too_short')) gaps.push(`very short (${f.words} words)`);
  if (f.topicHits < 4) gaps.push('says little about the subject of the question');
  else if (goalHits < 2) gaps.push(`says little about ${goal.competency.name}`);
  const rationale = `${score}/5 for "${clip(goal.text, 80)}". ${goods.length > 0 ? `Strengths: ${goods.join('; ')}.` : 'No clear strengths.'}${gaps.length > 0 ? ` Gaps: ${gaps.join('; ')}.` : ''}`;
  return {
    goal_id: goal.ref,
    goal_text: clip(goal.text, 1000),
    score,
    rationale: clip(rationale, 2000),
    evidence: evidence(f, vocab, qVocab),
  };
}

/** Goals for a question with no stored connections: those sharing its skills or competency, best first. */
function goalsForQuestion(profile: JobProfile, question: QuestionInput, goals: ResolvedGoal[]): ResolvedGoal[] {
  const named = [...findSkills(question.text).values()].map((h) => h.skill);
  const groups = new Set(named.map((s) => s.group));
  const names = new Set(named.map((s) => s.name));
  const { competency } = classify(profile, question.text);
  const qStems = new Set(subjectStems(question.text));
  const ranked = goals
    .map((g, index) => {
      let overlap = 0;
      for (const s of g.skills) if (names.has(s)) overlap += 3;
      if (groups.has(g.competency.id)) overlap += 2;
      if (g.competency.id === competency.id) overlap += 2;
      overlap += hits(qStems, goalVocabulary(g)) * 0.5;
      return { g, index, overlap };
    })
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index);
  // A goal that shares only a word or two of vocabulary with the question is not about it.
  const best = ranked[0]?.overlap ?? 0;
  const overlapping = ranked.filter((x) => x.overlap >= Math.max(1, best / 2));
  return (overlapping.length > 0 ? overlapping.slice(0, 2) : ranked.slice(0, 1)).map((x) => x.g);
}

const LABELS: [number, string][] = [
  [4.5, 'Exceptional'],
  [3.5, 'Strong'],
  [2.5, 'Adequate'],
  [1.5, 'Weak'],
  [0, 'Insufficient'],
];

export function scoreAnswer(profile: JobProfile, question: QuestionInput, goals: ResolvedGoal[], answer: string): AnswerScore {
  const weights = new Map((question.goal_connections ?? []).map((c) => [String(c.goal_id), c.weight ?? 0.5]));
  let targets = goals.filter((g) => weights.has(g.id));
  if (targets.length === 0 && goals.length > 0) {
    targets = goalsForQuestion(profile, question, goals);
    for (const g of targets) weights.set(g.id, 0.5);
  }
  const byWeight = [...targets].sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0));
  const f = facts(profile, question, byWeight, answer);
  const scores = targets.map((g) => scoreGoal(f, g, question));
  let overall: number;
  if (scores.length === 0) {
    overall = f.flags.some((x) => x !== 'too_short') ? 1 : f.flags.includes('too_short') ? 2 : 3;
  } else {
    let sum = 0;
    let total = 0;
    for (const s of scores) {
      const w = Math.max(0.05, weights.get(String(s.goal_id)) ?? 0.5);
      sum += s.score * w;
      total += w;
    }
    overall = Math.round((sum / total) * 10) / 10;
  }
  overall = Math.max(1, Math.min(5, overall));
  const label = LABELS.find(([min]) => overall >= min)![1];
  const why: Partial<Record<AnswerFlag, string>> = {
    empty: 'the answer is empty',
    copied_question: 'the answer only repeats the question',
    off_topic: 'the answer does not address the question',
    too_short: 'the answer is too short to show much',
  };
  const summary =
    f.flags.length > 0
      ? `${label} (${overall}/5): ${listJoin(f.flags.map((x) => why[x] ?? x))}.`
      : `${label} (${overall}/5) across ${scores.length} goal${scores.length === 1 ? '' : 's'}.${
          f.skillsNamed.length > 0 ? ` Mentions ${listJoin(f.skillsNamed.slice(0, 3))}.` : ''
        }`;
  return { scores, overall, summary, flags: f.flags };
}

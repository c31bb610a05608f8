import type { AnswerFlag, AnswerScore, GoalScore, QuestionInput } from '@hiring/shared/ai';
import { goalVocabulary, hits } from '../answer-vocabulary.ts';
import type { JobProfile } from '../extract.ts';
import type { ResolvedGoal } from '../resolve-goals.ts';
import { clip, listJoin } from '../text.ts';
import { anchorText, labelOf, onScale } from './anchors.ts';
import { evidenceFor } from './evidence.ts';
import { type AnswerFacts, factsOf } from './facts.ts';
import { targetsOf } from './targets.ts';

/*
 * The builtin answer scorer (decision 620). An answer is measured against the question's guide: how much of
 * its key points and strong answer the answer covers, in lemmas and word families with negation respected.
 * A knowledge or technical question is scored on that content; a behavioural question also on the
 * situation-action-result shape, in proportion to its content. Gaming (term lists, keyword templates, generic
 * text) and answers to other questions are flagged and held low; an honest on-topic answer that stays general
 * is "vague", held at 2-3.
 */

const HARD: Partial<Record<AnswerFlag, { score: number; reason: string }>> = {
  empty: { score: 1, reason: 'No answer was given, so there is no evidence for this goal.' },
  copied_question: { score: 1, reason: 'The answer repeats the question instead of answering it, so there is no evidence for this goal.' },
  off_topic: {
    score: 1,
    reason: 'The answer does not address the question or this goal; it talks about unrelated things, so it earns the lowest score.',
  },
  term_list: {
    score: 1,
    reason:
      'The answer lists terms without saying what the candidate did with them or knows about them: it does not answer the question, so it earns the lowest score.',
  },
};

/** Flags that hold a score at 2 or less, with why. */
const CAPPED: Partial<Record<AnswerFlag, string>> = {
  keyword_template:
    'The answer strings the question\'s and the job\'s terms into stock sentences ("responsible for", "handled", a list of terms) without saying what was done, how or why, so it is held at 2 or less.',
  generic:
    "The answer could be given to almost any question: it says nothing specific about what this question asks, with or without the job's words in it, so it is held at 2 or less.",
  too_short: '',
};

/** Below this share of the guide met, an answer that contradicts the guide is not "vague" but wrong. */
export const VAGUE_MIN_COVERAGE = 0.08;

function raw(f: AnswerFacts): number {
  // A knowledge question with a full guide is scored on content; under a thin guide the answer's concreteness
  // (its own actions, numbers, outcome) stands in for what the labels cannot check.
  if (!f.behavioural) {
    const thin = 0.35 * (1 - f.ref.richness);
    return (1 - thin) * f.content + thin * f.shape.score * Math.min(1, f.content / 0.35);
  }
  // The shape counts in proportion to the content: a well-told story about little of the question earns little.
  return 0.65 * f.content + 0.35 * f.shape.score * Math.min(1, f.content / 0.35);
}

function scoreGoal(f: AnswerFacts, goal: ResolvedGoal, question: QuestionInput, primary: boolean): GoalScore {
  const base = { goal_id: goal.ref, goal_text: clip(goal.text, 1000) };
  const hard = f.flags.map((x) => HARD[x]).find(Boolean);
  if (hard) {
    const reason = f.flags.includes('off_topic') && f.flagReason ? f.flagReason : hard.reason;
    return { ...base, score: hard.score, rationale: reason, evidence: [] };
  }
  const vocab = goalVocabulary(goal);
  const goalHits = hits(f.stems, vocab);
  let score = Math.round(onScale(raw(f)));
  const capped = f.flags.filter((x) => x in CAPPED);
  if (capped.length > 0) score = Math.min(score, 2);
  // The top mark needs evidence for this goal itself, not only for the question's main subject.
  if (!primary && goalHits < 2) score = Math.min(score, 4);
  const vague = f.flags.includes('vague');
  if (vague) score = Math.max(2, Math.min(score, 3));

  const goods: string[] = [];
  const gaps: string[] = [];
  // A gamed answer's words and shape are what was gamed: no strengths are read into them.
  const gamed = capped.some((x) => x !== 'too_short');
  if (f.covered.length > 0) goods.push(`covers ${listJoin(f.covered.slice(0, 3).map((p) => `"${p.toLowerCase()}"`))}`);
  else if (f.cov.reference >= 0.5) goods.push("covers most of the question's guide");
  if (f.missed.length > 0) gaps.push(`little on ${listJoin(f.missed.slice(0, 2).map((p) => `"${p.toLowerCase()}"`))}`);
  if (f.cov.contradictions > 0)
    gaps.push(`says the opposite of the guide on ${f.cov.contradictions} point${f.cov.contradictions === 1 ? '' : 's'}`);
  if (f.skillsNamed.length > 0) goods.push(`names the job's own ${listJoin(f.skillsNamed.slice(0, 3))}`);
  if (f.behavioural) {
    if (f.shape.situation && f.shape.actions >= 1) goods.push('describes a real situation and what the candidate did');
    else gaps.push('no concrete, first-hand example');
    if (f.shape.result && f.shape.numbers > 0) goods.push('quantifies the outcome');
    else if (f.shape.result) goods.push('states an outcome');
    else gaps.push('no result or outcome');
    if (f.shape.reflection) goods.push('reflects on what was learned');
  }
  if (f.flags.includes('too_short')) gaps.push(`very short (${f.words} words)`);
  const lead = vague
    ? `Too vague: ${f.behavioural ? (f.shape.situation ? 'no result' : 'no example and no result') : 'it touches the subject but gives few of the specifics the question asks for'}. `
    : capped
        .filter((x) => CAPPED[x])
        .map((x) => `${CAPPED[x]} `)
        .join('');
  const anchor = anchorText(question, score);
  if (gamed) goods.length = 0;
  const rationale = `${lead}${score}/5 for "${clip(goal.text, 80)}". ${goods.length > 0 ? `Strengths: ${goods.join('; ')}.` : 'No clear strengths.'}${
    gaps.length > 0 ? ` Gaps: ${gaps.join('; ')}.` : ''
  }${anchor ? ` ${anchor}` : ''}`;
  // A pile of terms is never a quote (decision 809).
  const quotable = f.spans.filter((x) => !f.piles.includes(x));
  const evidence = gamed ? [] : evidenceFor(f.answer, f.reading, quotable, f.ref, vocab, primary);
  return { ...base, score, rationale: clip(rationale, 2000), evidence };
}

const WHY: Partial<Record<AnswerFlag, string>> = {
  empty: 'the answer is empty',
  copied_question: 'the answer only repeats the question',
  off_topic: 'the answer does not address the question',
  too_short: 'the answer is too short to show much',
  vague: 'the answer is on topic but too vague',
  term_list: 'the answer is a list of terms',
  keyword_template: "the answer strings the subject's terms into stock sentences",
  generic: 'the answer is generic, not specific to the question',
};

export function scoreAnswer(profile: JobProfile, question: QuestionInput, goals: ResolvedGoal[], answer: string): AnswerScore {
  const { targets, weights } = targetsOf(profile, question, goals);
  const byWeight = [...targets].sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0));
  const f = factsOf(profile, question, byWeight, answer, goals);
  // On topic but general: no concrete example or result for a story, few specifics for a knowledge question.
  if (
    !f.flags.some((x) => x !== 'too_short') &&
    Math.round(onScale(raw(f))) <= 3 &&
    (f.rel.focusHits >= 1 || f.rel.topicHits >= 2 || f.cov.reference >= VAGUE_MIN_COVERAGE) &&
    // An answer whose only link to the guide is to say the opposite of it is wrong, not vague (decision 800).
    !(f.cov.contradictions > 0 && f.cov.reference < VAGUE_MIN_COVERAGE) &&
    (f.behavioural ? !(f.shape.situation && f.shape.result) : f.content < 0.5)
  ) {
    f.flags.push('vague');
  }
  const primaryId = byWeight[0]?.id;
  const scores = targets.map((g) => scoreGoal(f, g, question, g.id === primaryId));
  let overall: number;
  if (scores.length === 0) {
    overall = f.flags.some((x) => x in HARD) ? 1 : Math.round(onScale(raw(f)));
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
  const label = labelOf(overall);
  const summary =
    f.flags.length > 0
      ? `${label} (${overall}/5): ${listJoin(f.flags.map((x) => WHY[x] ?? x))}.`
      : `${label} (${overall}/5) across ${scores.length} goal${scores.length === 1 ? '' : 's'}.${
          f.skillsNamed.length > 0 ? ` Mentions ${listJoin(f.skillsNamed.slice(0, 3))}.` : ''
        }`;
  return { scores, overall, summary, flags: f.flags };
}

import { type FollowUpGap, FOLLOW_UP_LIMITS, STOCK_FOLLOW_UPS } from '@hiring/shared/follow-up-constants';
import type { QuestionInput } from '@hiring/shared/ai';
import type { JobProfile } from '../extract.ts';
import type { ResolvedGoal } from '../resolve-goals.ts';
import { clip, stemSet } from '../text.ts';
import { factsOf } from './facts.ts';
import { targetsOf } from './targets.ts';

/**
 * What an answer misses against its question's guide, read with the scorer's own analysis
 * (facts.ts), and the follow-up that asks for it (issue 42, decision 780). Deterministic: the
 * same answer always gets the same gap and the same follow-up.
 *
 * - A story question (behavioural) without a real situation and what the candidate did: `no_example`;
 *   with one but no result or outcome: `no_result`.
 * - An answer covering under half of the guide with a key point of its subject missed: `key_point`.
 * - An answer the scorer flags as not answering (empty, copied, off topic, a term list, a keyword
 *   template, generic text) gets none: a follow-up is a second chance for an honest answer that
 *   stays general, never a hint on how to game the score.
 */

export interface AnswerGap {
  gap: FollowUpGap;
  /** The guide's key point that is missing, for `key_point`. */
  point: string | null;
}

export interface FollowUpPick extends AnswerGap {
  text: string;
  source: 'question' | 'builtin';
}

/** Under this share of the guide covered, a missing key point is worth asking about. */
export const KEY_POINT_CONTENT_MAX = 0.5;

export function answerGap(profile: JobProfile, question: QuestionInput, goals: ResolvedGoal[], answer: string): AnswerGap | null {
  const { targets, weights } = targetsOf(profile, question, goals);
  const byWeight = [...targets].sort((a, b) => (weights.get(b.id) ?? 0) - (weights.get(a.id) ?? 0));
  const f = factsOf(profile, question, byWeight, answer);
  if (f.flags.some((x) => x !== 'too_short')) return null;
  if (f.behavioural) {
    if (!(f.shape.situation && f.shape.actions >= 1)) return { gap: 'no_example', point: null };
    if (!f.shape.result) return { gap: 'no_result', point: null };
  }
  if (f.content >= KEY_POINT_CONTENT_MAX) return null;
  const missed = new Set(f.missed);
  const point = f.ref.points.find((p) => !p.structural && missed.has(p.text));
  if (point) return { gap: 'key_point', point: clip(point.text, FOLLOW_UP_LIMITS.pointMax) };
  return null;
}

const GAP_WORDS: Record<Exclude<FollowUpGap, 'key_point'>, RegExp> = {
  no_example: /\b(example|instance|a time|situation|specific|specifically|concrete|walk (me|us) through|describe a)\b/i,
  no_result:
    /\b(result|results|outcome|impact|measure|measured|metric|metrics|turn(ed)? out|happened|change[sd]?|differen(ce|tly)|learn(ed|t)?)\b/i,
};

/**
 * The question's own follow-up that asks for the gap, or the stock one: for an example or a
 * result, the first stored follow-up that asks for it; for a key point, the stored follow-up
 * sharing the most words with the point (the first on a tie), when it shares any. The stock one
 * for a key point never names the point (decision 816): it is the guide's text.
 */
export function chooseFollowUp(gap: AnswerGap, stored: readonly string[], question = ''): FollowUpPick {
  const usable = stored.map((s) => s.trim()).filter((s) => s.length > 0 && s.length <= FOLLOW_UP_LIMITS.textMax);
  if (gap.gap === 'key_point') {
    // The question's own subject words are in every follow-up of it: only the point's other words tell them apart.
    const subject = stemSet(question);
    const point = new Set([...stemSet(gap.point ?? '')].filter((s) => !subject.has(s)));
    let best: { text: string; shared: number } | null = null;
    for (const text of usable) {
      const shared = [...stemSet(text)].filter((s) => point.has(s)).length;
      if (shared > 0 && (!best || shared > best.shared)) best = { text, shared };
    }
    if (best) return { ...gap, text: best.text, source: 'question' };
    return { ...gap, text: STOCK_FOLLOW_UPS.key_point, source: 'builtin' };
  }
  const own = usable.find((text) => GAP_WORDS[gap.gap as keyof typeof GAP_WORDS].test(text));
  if (own) return { ...gap, text: own, source: 'question' };
  return { ...gap, text: STOCK_FOLLOW_UPS[gap.gap], source: 'builtin' };
}

import type { QuestionInput } from '@hiring/shared/ai';
import type { Span } from '../text.ts';

/*
 * The shape of an answer: a situation, the candidate's own actions, a result, a reflection, numbers. It counts
 * for a behavioural question ("Tell us about a time...") and only in proportion to how much the answer is about
 * the question; a knowledge or technical question is scored on its content alone.
 */

const SITUATION =
  /\b(at my (last|previous|current)|in my (last|previous|current|first|second)|last (year|month|week|quarter|spring|summer|autumn|fall|winter)|(\w+ )?(years?|months?|weeks?) ago|we had|there was|i was (working|responsible|asked|caring|leading)|one time|on a (night |day |busy )?shift|in (q[1-4]|20\d\d)|this happened|came to me|a patient'?s?)\b/i;
export const RESULT =
  /\b(result(ed)?|reduc\w*|increas\w*|improv\w*|sav(ed|ing)|cut|grew|dropped|fell|rose|outcome|so that|which meant|as a result|went from|down to|up to|within|resolved|fixed|passed|closed|recovered|faster|quicker|fewer|lower|higher|no longer|never again|happier|thanked|ended|in the end|afterwards|since then|changed|caught|prevented|avoided|stopped|from then on|ever since|led to|meant that)\b/i;
const REFLECT =
  /\b(learn(ed|t)|next time|differently|in hindsight|looking back|since then|now i (always|make sure)|taught me|i would (now|also)|mistake)\b/i;
export const NUMBER =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|hundred|thousand|million|half|double|twice)\b/i;
const FIRST_PERSON_ACTION =
  /\b(I|we)\s+(?!(?:am|was|were|have|had|know|try|always|usually|will|would|can|could|should|might|must|do|don't|really|think|believe|feel|guess|like|love|enjoy|just|also|never|often|sometimes|hope|want|need|mostly|are)\b)[a-z]+\b/gi;

/** A question about what the candidate did, not about what they know. */
const BEHAVIOURAL =
  /\b(tell (us|me) about a (time|situation)|describe a (time|situation|moment|misunderstanding|conflict|mistake|decision)|a time (when |that )?(you|when)|give (us |me )?an example of (a time|when|how you)|have you ever|walk (us|me) through a (time|situation)|what happened|what came of it|what did you (do|learn))\b/i;

export function isBehavioural(question: QuestionInput): boolean {
  return BEHAVIOURAL.test(question.text);
}

export interface Shape {
  situation: boolean;
  actions: number;
  result: boolean;
  reflection: boolean;
  /** Sentences with a number in them. */
  numbers: number;
  /** 0-1. */
  score: number;
}

export function shapeOf(answer: string, spans: Span[]): Shape {
  const actions = answer.match(FIRST_PERSON_ACTION)?.length ?? 0;
  const pastTense = answer.match(/\b[a-z]{3,}ed\b/gi)?.length ?? 0;
  const situation = SITUATION.test(answer) || (pastTense >= 4 && actions >= 2);
  const result = RESULT.test(answer);
  const reflection = REFLECT.test(answer);
  const numbers = spans.filter((s) => NUMBER.test(s.text)).length;
  const score =
    (situation ? 0.3 : 0) + (actions >= 3 ? 0.3 : actions >= 1 ? 0.15 : 0) + (result ? 0.25 : 0) + (reflection || numbers > 0 ? 0.15 : 0);
  return { situation, actions, result, reflection, numbers, score: Math.min(1, score) };
}

import type { QuestionInput } from '@hiring/shared/ai';
import { clip } from '../text.ts';

/*
 * Where a measured answer lands on the question's five anchors, and the words a reviewer reads for it.
 */

/** 0-1 content (and, for a behavioural question, shape) onto 1-5. */
export function onScale(raw: number): number {
  return Math.max(1, Math.min(5, 1 + 4 * Math.max(0, Math.min(1, raw))));
}

/** The question's own anchor for a whole score, when it has a rating scale. */
export function anchorText(question: QuestionInput, score: number): string | null {
  const anchor = question.expected_response_guidelines?.rating_scale?.find((a) => a.score === score);
  return anchor ? `Anchor ${score} (${anchor.label}): ${clip(anchor.description, 300)}` : null;
}

export const LABELS: [number, string][] = [
  [4.5, 'Exceptional'],
  [3.5, 'Strong'],
  [2.5, 'Adequate'],
  [1.5, 'Weak'],
  [0, 'Insufficient'],
];

export function labelOf(overall: number): string {
  return LABELS.find(([min]) => overall >= min)![1];
}

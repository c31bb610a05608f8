import { z } from 'zod';

/**
 * The interview's length (issue 34): the team picks how long the interview runs when it generates
 * or regenerates questions, and the set is fitted to it. A question's minutes are its
 * `estimated_time`, as the engines write it (builtin: easy 3, mid 5, hard 7).
 */

export const INTERVIEW_LENGTHS = [15, 30, 45, 60] as const;
export type InterviewLength = (typeof INTERVIEW_LENGTHS)[number];

/** Without a choice (e.g. the generation that confirming goals starts), a set fills 30 to 45 minutes. */
export const DEFAULT_INTERVIEW_LENGTH: InterviewLength = 45;

/** A set fills at least this share of its length when the engine wrote enough questions (45 → 30 minutes). */
export const LENGTH_FILL_SHARE = 2 / 3;

/** The shortest question the engines write (an easy one): every goal needs at least one. */
export const SHORTEST_QUESTION_MINUTES = 3;

/** A question written by hand is counted as a medium question. */
export const HAND_WRITTEN_MINUTES = 5;

export const lengthMinutesSchema = z.union(
  INTERVIEW_LENGTHS.map((n) => z.literal(n)) as [z.ZodLiteral<15>, ...z.ZodLiteral<InterviewLength>[]],
  {
    error: `Interview length must be one of ${INTERVIEW_LENGTHS.join(', ')} minutes`,
  },
);

/** The shortest length that can hold one question for each of `goals` goals (null when none can). */
export function shortestLengthFor(goals: number): InterviewLength | null {
  return INTERVIEW_LENGTHS.find((n) => n >= goals * SHORTEST_QUESTION_MINUTES) ?? null;
}

export interface LengthCandidate {
  estimated_time: number;
  goal_connections: readonly { goal_id: string | number }[];
}

export type LengthFit<T> = { ok: true; questions: T[]; minutes: number } | { ok: false; uncovered: string[]; minutes: number };

const minutesOf = (q: LengthCandidate) => Math.max(1, Math.round(q.estimated_time));
const goalsOf = (q: LengthCandidate) => q.goal_connections.map((c) => String(c.goal_id));

/**
 * Picks questions from `candidates` (in the engine's order) so that every goal of `goalIds` (most
 * important first) has a question and the minutes stay within `lengthMinutes`; then adds more,
 * one per goal in turn, while they fit. `kept` questions (the team's, kept on regeneration) are
 * always in and count first. The picked questions keep their order among the candidates, after
 * the kept ones. Fails, saying which goals are left out, when covering every goal does not fit.
 */
export function fitQuestionsToLength<T extends LengthCandidate>(
  candidates: readonly T[],
  goalIds: readonly string[],
  lengthMinutes: number,
  kept: readonly T[] = [],
): LengthFit<T> {
  const chosen = new Set<T>();
  let minutes = kept.reduce((sum, q) => sum + minutesOf(q), 0);
  const covered = new Set(kept.flatMap(goalsOf));
  // Cover: each goal not yet covered gets its shortest question, preferring one that covers more open goals.
  for (const goal of goalIds) {
    if (covered.has(goal)) continue;
    const options = candidates.filter((q) => !chosen.has(q) && goalsOf(q).includes(goal));
    if (options.length === 0) continue;
    const open = (q: T) => goalsOf(q).filter((g) => !covered.has(g)).length;
    const best = [...options].sort((a, b) => minutesOf(a) - minutesOf(b) || open(b) - open(a))[0]!;
    chosen.add(best);
    minutes += minutesOf(best);
    for (const g of goalsOf(best)) covered.add(g);
  }
  const uncovered = goalIds.filter((g) => !covered.has(g));
  if (uncovered.length > 0 || minutes > lengthMinutes) return { ok: false, uncovered, minutes };
  // Fill: one more question per goal in turn, most important goal first, while any fits.
  const byGoal = goalIds.map((goal) => candidates.filter((q) => goalsOf(q)[0] === goal));
  for (let added = true; added; ) {
    added = false;
    for (const list of byGoal) {
      const next = list.find((q) => !chosen.has(q) && minutes + minutesOf(q) <= lengthMinutes);
      if (!next) continue;
      chosen.add(next);
      minutes += minutesOf(next);
      added = true;
    }
  }
  return { ok: true, questions: [...kept, ...candidates.filter((q) => chosen.has(q))], minutes };
}

/** The minutes of a set of questions, as the length counts them. */
export function totalMinutes(questions: readonly LengthCandidate[]): number {
  return questions.reduce((sum, q) => sum + minutesOf(q), 0);
}

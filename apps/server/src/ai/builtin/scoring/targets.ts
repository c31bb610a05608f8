import type { QuestionInput } from '@hiring/shared/ai';
import { goalVocabulary, hits, subjectStems } from '../answer-vocabulary.ts';
import type { JobProfile } from '../extract.ts';
import { classify, type ResolvedGoal } from '../resolve-goals.ts';
import { findSkills } from '../skill-index.ts';

/** The goals an answer is scored against, with their weights: the question's connections, or the closest goals. */
export function targetsOf(
  profile: JobProfile,
  question: QuestionInput,
  goals: ResolvedGoal[],
): { targets: ResolvedGoal[]; weights: Map<string, number> } {
  const weights = new Map((question.goal_connections ?? []).map((c) => [String(c.goal_id), c.weight ?? 0.5]));
  let targets = goals.filter((g) => weights.has(g.id));
  if (targets.length === 0 && goals.length > 0) {
    targets = goalsForQuestion(profile, question, goals);
    for (const g of targets) weights.set(g.id, 0.5);
  }
  return { targets, weights };
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

import type { GeneratedGoal } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { PROBLEM_SOLVING_FIELDS, type Plan } from './goal-plans.ts';
import { IN_THIS_JOB } from './posting-words.ts';
import { COMPETENCY_BY_ID, techGroups } from './resolve-goals.ts';
import { GROUP_BY_ID } from './skill-index.ts';
import { stemSet } from './text.ts';

/*
 * How a job's eight goals are spent: a general goal the posting never asks for comes after the job's
 * own duties and what it says the hire must know; a set keeps three categories; a line of the posting
 * is quoted by one goal only.
 */

/** A competency goal of the knowledge base's (not a skill group's, not a duty's) that the posting gives no words of its own for. */
export function unaskedGeneral(profile: JobProfile, plan: Plan): boolean {
  const c = COMPETENCY_BY_ID.get(plan.competencyId);
  // A goal written from one of the job's duties (leading people, cost, safety) cites its sentence: it is asked for.
  if (
    !c ||
    (plan.goal.sources?.length ?? 0) > 0 ||
    techGroups(profile).some((g) => g.group.id === c.id) ||
    plan.goal.description.includes(IN_THIS_JOB)
  )
    return false;
  // Problem solving is the work itself in some fields, named or not.
  if (c.id === 'problem_solving' && PROBLEM_SOLVING_FIELDS.has(profile.domain.id)) return false;
  return !profile.analysis.skills.some((s) => s.kind === 'soft' && s.group === c.id);
}

/**
 * A competency goal of the knowledge base's that says nothing of this posting: no line of it quoted,
 * no sentence cited ("Problem solving and root-cause thinking" with no word of the job). The posting's
 * own remaining requirements come before it.
 */
export function withoutPostingWords(plan: Plan): boolean {
  return (
    COMPETENCY_BY_ID.has(plan.competencyId) &&
    !GROUP_BY_ID.has(plan.competencyId) &&
    (plan.goal.sources?.length ?? 0) === 0 &&
    !plan.goal.description.includes(IN_THIS_JOB)
  );
}

/** At least three categories in a set: a spare duty goal gives its place back to a general goal of a category the set lacks. */
export function withThreeCategories(out: Plan[], unasked: Plan[], spares: Plan[]): Plan[] {
  const set = [...out];
  const categories = () => new Set(set.map((p) => p.goal.category));
  for (const plan of unasked) {
    if (categories().size >= 3) break;
    if (categories().has(plan.goal.category) || set.includes(plan)) continue;
    // The spare given back is of the category the set has most of: giving up the only goal of a category gains none.
    const count = (p: Plan) => set.filter((q) => q.goal.category === p.goal.category).length;
    const spare = set
      .filter((p) => spares.includes(p) && count(p) > 1)
      .reduce<Plan | undefined>((a, p) => (!a || count(p) >= count(a) ? p : a), undefined);
    if (!spare) break;
    set.splice(set.indexOf(spare), 1, plan);
  }
  return set;
}

/**
 * The posting's words quoted in a description ("In this job: …") stand in one goal only: the first that quotes them,
 * and never a goal whose quote is another goal's own duty ("Audits timekeeping data" quoted under a finance goal, "lead
 * QBRs with customer leadership" under "Leading and developing others"): that line is the other goal's.
 */
export function withoutRepeatedQuotes(goals: GeneratedGoal[]): GeneratedGoal[] {
  const seen = new Set<string>();
  const titles = goals.map((g) => [...stemSet(g.text)]);
  return goals.map((g, i) => {
    const at = g.description.indexOf(IN_THIS_JOB);
    if (at < 0) return g;
    const quote = g.description.slice(at);
    const words = stemSet(quote);
    const anothersDuty = titles.some((t, j) => j !== i && t.length >= 2 && t.every((w) => words.has(w)));
    if (!seen.has(quote) && !anothersDuty) {
      seen.add(quote);
      return g;
    }
    return { ...g, description: g.description.slice(0, at).trimEnd() };
  });
}

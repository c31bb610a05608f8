import type { ExistingGoal, GeneratedGoal, GoalCategory, HiringStrategy } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import type { Duty } from './nlp.ts';
import { capitalise, clip, listJoin, stemSet } from './text.ts';
import { groundGoal, invents, mentionsAudience, citable } from './goal-grounding.ts';
import {
  adjustImportance,
  competencyPlan,
  customPlan,
  groupPlan,
  isNearDuplicate,
  type Plan,
  presetPlan,
  proposeGoals,
  rankCompetencies,
  strategyFor,
} from './goal-plans.ts';
import { COMPETENCY_BY_ID, classify, techGroups } from './resolve-goals.ts';

/** Kept where the engine's tests look for it. */
export { needsAn } from './placeholders.ts';

/*
 * Proposing a job's goals: plans for its own duties (leading people, cost, safety, hands-on work)
 * and the knowledge base's plans (goal-plans.ts), chosen without repeats and grounded in the job's
 * sentences; and one more goal of a category beside the team's existing ones.
 */

/** Duties about people: training, scheduling, supervising, hiring. */
const PEOPLE_VERBS = new Set([
  'train',
  'schedule',
  'supervise',
  'mentor',
  'coach',
  'hire',
  'recruit',
  'onboard',
  'staff',
  'lead',
  'manage',
  'motivate',
  'develop',
  'direct',
]);
const PEOPLE_NOUN =
  /\b(cooks?|staff|team|teams|engineers?|drivers?|nurses?|associates?|people|employees?|workers?|volunteers?|crew|reps?|representatives|agents?|technicians?|assistants?|apprentices?|juniors?|analysts?|designers?|developers?|teachers?|carers?|caregivers?|operators?|cleaners?|servers?|members?|reports?|specialists?|tellers?|clerks?|pickers?)\b/i;
const COST = /\b(cost|costs|costing|budget\w*|margin\w*|spend|spending|p&l|expenses?|waste)\b/i;
const SAFETY =
  /\b(safety|safe|haccp|osha|lockout|hygiene|sanitation|infection control|temperature records?|temperature logs?|hazard\w*|ppe|food safety|health and safety|risk assessments?|safeguarding|compliance|regulations?|code)\b/i;

function dutyPeople(d: Duty): boolean {
  return d.verbs.some((v) => PEOPLE_VERBS.has(v)) && PEOPLE_NOUN.test(d.object);
}

function plainDuty(d: Duty): string {
  return d.text.replace(/^([A-Z])/, (c) => c.toLowerCase());
}

/** Goals that the job's own duties ask for: leading people, cost, safety, and its main hands-on duties. */
function dutyPlans(profile: JobProfile, strategy: HiringStrategy): Plan[] {
  const plans: Plan[] = [];
  const duties = profile.duties;
  const make = (
    id: string,
    category: GoalCategory,
    text: string,
    description: string,
    reason: string,
    importance: number,
    sources: string[],
    skills: string[] = [],
  ): Plan => {
    const hs = strategyFor(profile, category, strategy);
    return {
      competencyId: id,
      goal: {
        text: clip(capitalise(text), 300),
        description: clip(description, 1000),
        category,
        importance: adjustImportance(importance, category, id, hs),
        hiring_strategy: hs,
        priority_order: 1,
        reason: clip(reason, 1000),
        source: 'generated',
        skills: skills.slice(0, 5),
        sources: sources.slice(0, 3).map((x) => clip(x, 1000)),
      },
    };
  };
  const people = duties.filter(dutyPeople);
  if (people.length > 0) {
    const named = listJoin(people.slice(0, 2).map(plainDuty));
    plans.push(
      make(
        'mentoring',
        'interpersonal',
        `Leading people: ${named}`,
        `Organises, trains and steadies the people the job puts in their charge, and gets consistent work from them.`,
        `Chosen because the job asks the hire to ${named}.`,
        4,
        people.map((d) => d.clause),
      ),
    );
  }
  const costClauses = citable(profile).filter((c) => COST.test(c));
  const costDuties = duties.filter((d) => COST.test(d.text));
  if (costClauses.length > 0) {
    const named = costDuties.length > 0 ? listJoin(costDuties.slice(0, 2).map(plainDuty)) : 'keeping costs within budget';
    plans.push(
      make(
        'commercial',
        'business',
        `Cost control: ${named}`,
        'Knows where the money goes, measures it, and keeps costs and waste within the targets the job sets.',
        `Chosen because the job owns a cost or budget: "${clip(costClauses[0]!, 160)}".`,
        4,
        costClauses,
      ),
    );
  }
  const safetyClauses = citable(profile).filter((c) => SAFETY.test(c));
  if (safetyClauses.length > 0) {
    const rules = [...new Set(safetyClauses.flatMap((c) => c.match(new RegExp(SAFETY.source, 'gi')) ?? []))].slice(0, 3);
    plans.push(
      make(
        'safety',
        'personal',
        `Safety and compliance: ${listJoin(rules)}`,
        'Follows the safety rules the job names every time, keeps the records they require, and stops work when something is unsafe.',
        `Chosen because the job names safety rules: "${clip(safetyClauses[0]!, 160)}".`,
        4,
        safetyClauses,
      ),
    );
  }
  // The main hands-on duties not covered above.
  const covered = new Set([...people]);
  const core = duties.filter((d) => !covered.has(d) && !COST.test(d.text) && !SAFETY.test(d.text)).slice(0, 2);
  for (const d of core) {
    const termStems = stemSet(d.object);
    const skills = profile.analysis.skills
      .filter((k) => k.kind === 'technical' && [...stemSet(k.name)].some((x) => termStems.has(x)))
      .map((k) => k.name);
    plans.push(
      make(
        `duty:${d.text.toLowerCase()}`,
        'technical',
        `Hands-on: ${plainDuty(d)}`,
        `Can ${plainDuty(d)} to the standard the job expects, without help, and explain the choices made.`,
        `Chosen because it is one of the job's own duties: "${clip(d.clause, 160)}".`,
        3,
        [d.clause],
        skills,
      ),
    );
  }
  return plans;
}

export function generateGoals(profile: JobProfile, presets: number[], custom: string[], strategy: HiringStrategy): GeneratedGoal[] {
  return groundAll(profile, generateGoalsRaw(profile, presets, custom, strategy));
}

function groundAll(profile: JobProfile, goals: GeneratedGoal[]): GeneratedGoal[] {
  return goals.map((g) => groundGoal(profile, g));
}

function generateGoalsRaw(profile: JobProfile, presets: number[], custom: string[], strategy: HiringStrategy): GeneratedGoal[] {
  const chosen: Plan[] = [];
  for (const id of [...new Set(presets)]) {
    const plan = presetPlan(profile, id, strategy);
    if (plan) chosen.push(plan);
  }
  for (const text of [...new Set(custom.map((c) => c.trim()).filter(Boolean))]) chosen.push(customPlan(profile, text, strategy));

  const covered = new Set(chosen.map((p) => p.competencyId));
  const target = Math.max(chosen.length, chosen.length === 0 ? 12 : 8);
  const out = [...chosen];
  // Customer-facing competencies only when the job speaks of the people served: no invented guests for a kitchen line.
  const audience = mentionsAudience(profile);
  const proposals = [...dutyPlans(profile, strategy), ...proposeGoals(profile, strategy)].filter(
    (p) => (audience || !['customer_focus', 'empathy'].includes(p.competencyId)) && !invents(profile, p.goal),
  );
  for (const plan of proposals) {
    if (out.length >= target) break;
    if (covered.has(plan.competencyId)) continue;
    if (
      isNearDuplicate(
        plan.goal.text,
        out.map((p) => p.goal.text),
      )
    )
      continue;
    covered.add(plan.competencyId);
    out.push(plan);
  }
  // Chosen goals first, then the engine's by importance; priority_order is 1..n.
  const ranked = [...out.slice(0, chosen.length), ...out.slice(chosen.length).sort((a, b) => b.goal.importance - a.goal.importance)];
  return ranked.map((p, i) => ({ ...p.goal, priority_order: i + 1 }));
}

export function generateGoalForCategory(
  profile: JobProfile,
  existing: ExistingGoal[],
  category: GoalCategory,
  strategy: HiringStrategy,
  focus: string | null | undefined,
): GeneratedGoal {
  const texts = existing.map((g) => g.text);
  const covered = new Set(existing.map((g) => classify(profile, g.text, g.category ?? undefined).competency.id));
  const importance = strategy === 'specialist' ? 4 : strategy === 'teachable' ? 2 : 3;
  const candidates: Plan[] = [];

  const focusText = focus?.trim();
  if (focusText) {
    const { competency, skills } = classify(profile, focusText, category);
    const match = category === 'technical' ? techGroups(profile).find((g) => g.group === competency) : undefined;
    const base =
      match && skills.length === 0
        ? groupPlan(profile, match, importance, strategy)
        : competencyPlan(profile, competency, importance, strategy);
    base.goal.text = clip(`${capitalise(competency.name)}: ${focusText}`, 300);
    base.goal.description = clip(`${base.goal.description} Focus area: ${focusText}.`, 1000);
    if (skills.length > 0) base.goal.skills = skills.slice(0, 5);
    base.competencyId = `focus:${focusText}`;
    candidates.push(base);
  }
  if (category === 'technical') {
    for (const m of techGroups(profile)) candidates.push(groupPlan(profile, m, importance, strategy));
    candidates.push(competencyPlan(profile, COMPETENCY_BY_ID.get('problem_solving')!, importance, strategy));
    // One goal per individual skill, for jobs whose groups are already covered.
    for (const skill of profile.technicalSkills) {
      const plan = competencyPlan(profile, COMPETENCY_BY_ID.get('problem_solving')!, importance, strategy, `Hands-on depth in ${skill}`);
      plan.competencyId = `skill:${skill}`;
      plan.goal.skills = [skill];
      plan.goal.description = `Can do the everyday and the hard parts of ${skill} work without help, and explain the choices made.`;
      plan.goal.reason = `Chosen because the job names ${skill} and the existing goals do not test it on its own.`;
      candidates.push(plan);
    }
  } else {
    const ranked = rankCompetencies(profile, category);
    for (const { c } of ranked) candidates.push(competencyPlan(profile, c, importance, strategy));
    // Then the same competencies applied to one responsibility of the job at a time.
    for (const resp of profile.responsibilities) {
      for (const { c } of ranked) {
        const plan = competencyPlan(
          profile,
          c,
          importance,
          strategy,
          `${capitalise(c.name)} when it comes to: ${clip(resp.replace(/[.;:]+$/, ''), 120)}`,
        );
        plan.competencyId = `resp:${c.id}:${resp}`;
        candidates.push(plan);
      }
    }
  }
  const pick =
    candidates.find((p) => !covered.has(p.competencyId) && !isNearDuplicate(p.goal.text, texts)) ??
    candidates.find((p) => !isNearDuplicate(p.goal.text, texts));
  if (pick)
    return groundGoal(profile, { ...pick.goal, importance: Math.max(1, Math.min(4, importance)), priority_order: existing.length + 1 });
  // Everything is taken: a distinct, clearly labelled extra goal of the category.
  const fallback = candidates[0] ?? competencyPlan(profile, COMPETENCY_BY_ID.get('ownership')!, importance, strategy);
  let n = existing.length + 1;
  let text = `${fallback.goal.text} (additional goal ${n})`;
  while (texts.includes(text)) text = `${fallback.goal.text} (additional goal ${++n})`;
  return groundGoal(profile, { ...fallback.goal, text: clip(text, 300), priority_order: existing.length + 1 });
}

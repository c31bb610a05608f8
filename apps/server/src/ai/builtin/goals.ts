import type { ExistingGoal, GeneratedGoal, GoalCategory, HiringStrategy } from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import type { Duty } from './nlp.ts';
import { capitalise, clip, listJoin, stemSet } from './text.ts';
import { type DutyPhrase, dutyPhrases } from './phrasing.ts';
import { groundGoal, invents, mentionsAudience, citable } from './goal-grounding.ts';
import {
  adjustImportance,
  competencyPlan,
  customPlan,
  groupPlan,
  isNearDuplicate,
  ownWordsDescription,
  type Plan,
  presetPlan,
  proposeGoals,
  rankCompetencies,
  strategyFor,
} from './goal-plans.ts';
import { COMPETENCY_BY_ID, classify, techGroups } from './resolve-goals.ts';
import { knowledgePlans } from './knowledge-goals.ts';
import { unaskedGeneral, withoutPostingWords, withoutRepeatedQuotes, withThreeCategories } from './goal-budget.ts';
import { sameObject } from './duty-repeats.ts';

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
/** Safety words that name a rule or a practice; "safety" and "compliance" alone name none, and a client's "safety planning" is casework. */
const SAFETY =
  /\b(safety(?!\s+plan)|haccp|osha|lockout|hand hygiene|sanitation|steriliz\w*|sterilis\w*|infection control|temperature records?|temperature logs?|hazard\w*|ppe|food safety|health and safety|radiation safety|risk assessments?|safeguarding|compliance|regulations?)\b/i;
const GENERIC_SAFETY = new Set(['safety', 'compliance', 'regulation', 'regulations', 'health and safety']);

/** Technical goals the engine proposes at most, so a default set also covers how the hire works. */
const MAX_TECHNICAL = 5;
/** The job's own duties made goals of their own; up to MAX_SPARE_DUTIES more stand in for general goals the posting never asks for. */
const MAX_DUTY_GOALS = 4;
const MAX_SPARE_DUTIES = 2;
const SPARE = 'spare:';

function dutyPeople(d: Duty): boolean {
  return d.verbs.some((v) => PEOPLE_VERBS.has(v)) && PEOPLE_NOUN.test(d.object);
}

/** True when a text names a skill as whole words ("Go" in "services in Go", not in "good"). */
function namedIn(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + name.length);
    if (!/\w/.test(before) && !/\w/.test(after)) return true;
  }
  return false;
}

/** A duty phrase with the rest of its sentence, for a description: "place IV catheters and give fluids …". */
function fullDuty(p: DutyPhrase): string {
  return clip(`${p.base}${p.rest ? `${/^[,;]/.test(p.rest) ? '' : ' '}${p.rest}` : ''}`, 400);
}

/** A goal's description says the repeated duty too ("Can set up global partnerships …, and develop global partnerships with …"). */
function withRepeat(goal: GeneratedGoal, kept: DutyPhrase, repeat: DutyPhrase): void {
  const said = `Can ${fullDuty(kept)}`;
  if (!goal.description.startsWith(said)) return;
  goal.description = clip(`${said}, and ${fullDuty(repeat)},${goal.description.slice(said.length)}`, 1000);
  goal.sources = [...(goal.sources ?? []), repeat.duty.clause].slice(0, 3).map((x) => clip(x, 1000));
}

/** Goals that the job's own duties ask for: leading people, cost, safety, and its main hands-on duties. */
function dutyPlans(profile: JobProfile, strategy: HiringStrategy): Plan[] {
  const plans: Plan[] = [];
  const phrases = dutyPhrases(profile);
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
  const taken = new Set<DutyPhrase>();
  const people = phrases.filter((p) => dutyPeople(p.duty));
  if (people[0]) {
    const p = people[0];
    taken.add(p);
    plans.push(
      make(
        'mentoring',
        'interpersonal',
        p.title,
        `Can ${fullDuty(p)}: sets clear expectations, coaches the people who fall behind and gets steady, consistent work from the team.`,
        `Chosen because the job asks the hire to ${p.base}: "${clip(p.duty.clause, 160)}".`,
        4,
        [p.duty.clause],
      ),
    );
  }
  const cost = phrases.find((p) => !taken.has(p) && COST.test(p.base));
  if (cost) {
    taken.add(cost);
    plans.push(
      make(
        'commercial',
        'business',
        cost.title,
        `Can ${fullDuty(cost)}, knowing where the money goes and keeping spending and waste within the targets the job sets.`,
        `Chosen because the job owns a cost or budget: "${clip(cost.duty.clause, 160)}".`,
        3,
        [cost.duty.clause],
      ),
    );
  }
  const safetyDuty = phrases.find((p) => !taken.has(p) && SAFETY.test(p.base));
  const safetyClauses = citable(profile)
    .map((c) => ({ c, rules: [...new Set((c.match(new RegExp(SAFETY.source, 'gi')) ?? []).map((r) => r.toLowerCase()))] }))
    .filter((x) => x.rules.length > 0)
    .sort((a, b) => b.rules.filter((r) => !GENERIC_SAFETY.has(r)).length - a.rules.filter((r) => !GENERIC_SAFETY.has(r)).length);
  if (safetyDuty) {
    taken.add(safetyDuty);
    plans.push(
      make(
        'safety',
        'personal',
        safetyDuty.title,
        `Can ${fullDuty(safetyDuty)} every time, keeps the records the rules require, and stops work when something is unsafe.`,
        `Chosen because the job names this safety practice: "${clip(safetyDuty.duty.clause, 160)}".`,
        4,
        [safetyDuty.duty.clause],
      ),
    );
  } else if (safetyClauses[0]) {
    const specific = safetyClauses[0].rules.filter((r) => !GENERIC_SAFETY.has(r));
    const rules = listJoin(specific.slice(0, 3));
    plans.push(
      make(
        'safety',
        'personal',
        specific.length > 0 ? `Safety and compliance: ${rules}` : 'Safety and compliance',
        `Follows ${specific.length > 0 ? rules : 'the safety rules the job names'} every time, keeps the records they require, and stops work when something is unsafe.`,
        `Chosen because the job names safety rules: "${clip(safetyClauses[0].c, 160)}".`,
        3,
        [safetyClauses[0].c],
      ),
    );
  }
  // The main hands-on duties, in the job's order, each its own goal.
  const titles: string[] = plans.map((p) => p.goal.text);
  const technicalSkills = profile.analysis.skills
    .filter((k) => k.kind === 'technical')
    .map((k) => ({ name: k.name, stems: [...stemSet(k.name)] }));
  let n = 0;
  const written: { p: DutyPhrase; plan: Plan }[] = [];
  // Duties that open a line of the job first: "draft requests" after "Manage discovery:" is a step of another duty.
  const leading = [...phrases.filter((p) => p.duty.at === 0), ...phrases.filter((p) => p.duty.at !== 0)];
  for (const p of leading) {
    if (n >= MAX_DUTY_GOALS + MAX_SPARE_DUTIES) break;
    if (taken.has(p) || isNearDuplicate(p.title, titles)) continue;
    // A duty about the same thing as one already written is said in that goal's description, not made a goal again.
    const same = written.find((w) => sameObject(w.p.object, p.object));
    if (same) {
      withRepeat(same.plan.goal, same.p, p);
      continue;
    }
    // A spare stands in for a general goal only when it is specific: an object of two words or more ("create new content", not "market priorities").
    if (n >= MAX_DUTY_GOALS && p.object.split(/\s+/).length < 2) continue;
    titles.push(p.title);
    // The job's skills its sentence names ("… services in Go that consume and publish events on Kafka"), then those sharing the object's words.
    const termStems = stemSet(p.object);
    const named = (k: string) => namedIn(p.duty.clause, k);
    const skills = [
      ...new Set([
        ...technicalSkills.filter((k) => named(k.name)).map((k) => k.name),
        ...technicalSkills.filter((k) => k.stems.some((x) => termStems.has(x))).map((k) => k.name),
      ]),
    ];
    // Duties past the first four are spares: they take the place of a general goal the posting never asks for.
    const plan = make(
      `${n >= MAX_DUTY_GOALS ? SPARE : ''}duty:${p.base.toLowerCase()}`,
      'technical',
      p.title,
      `Can ${fullDuty(p)} to the standard the job sets, without help, and explain each step and choice.`,
      `Chosen because it is one of the job's own duties: "${clip(p.duty.clause, 160)}".`,
      n < 2 ? 4 : n < MAX_DUTY_GOALS ? 3 : 2,
      [p.duty.clause],
      skills,
    );
    plans.push(plan);
    written.push({ p, plan });
    n++;
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
  const target = Math.max(chosen.length, 8);
  const out = [...chosen];
  // Customer-facing competencies only when the job speaks of the people served: no invented guests for a kitchen line.
  const audience = mentionsAudience(profile);
  const proposals = [...dutyPlans(profile, strategy), ...proposeGoals(profile, strategy)].filter(
    (p) => (audience || !['customer_focus', 'empathy'].includes(p.competencyId)) && !invents(profile, p.goal),
  );
  // A mix a hiring manager would keep: at most five technical goals, the rest how the hire works with others.
  // A general goal the posting never asks for ("Leading and developing others" with no word of it in the job)
  // comes only after the job's own further duties, which may pass the technical limit by MAX_SPARE_DUTIES.
  let technical = out.filter((p) => p.goal.category === 'technical').length;
  const spares = proposals.filter((p) => p.competencyId.startsWith(SPARE));
  const unasked = proposals.filter((p) => !p.competencyId.startsWith(SPARE) && unaskedGeneral(profile, p));
  const take = (plans: Plan[]) => {
    for (const plan of plans) {
      if (out.length >= target) break;
      if (covered.has(plan.competencyId)) continue;
      const spare = spares.includes(plan) || plan.competencyId.startsWith('knowledge:');
      if (plan.goal.category === 'technical' && technical >= MAX_TECHNICAL + (spare ? MAX_SPARE_DUTIES : 0)) continue;
      // A skill group whose skills the duty goals already name adds nothing ("Database design with PostgreSQL" beside "Designs PostgreSQL schemas").
      const titles = out.map((p) => p.goal.text.toLowerCase()).join(' ');
      if (
        !plan.competencyId.startsWith('duty:') &&
        plan.goal.skills.length > 0 &&
        plan.goal.skills.every((k) => titles.includes(k.toLowerCase()))
      )
        continue;
      if (
        isNearDuplicate(
          plan.goal.text,
          out.map((p) => p.goal.text),
        )
      )
        continue;
      covered.add(plan.competencyId);
      if (plan.goal.category === 'technical') technical++;
      out.push(plan);
    }
  };
  const asked = proposals.filter((p) => !spares.includes(p) && !unasked.includes(p));
  // A general goal with no word of the posting (but asked, or the field's own) waits for the posting's further requirements.
  const wordless = asked.filter((p) => withoutPostingWords(p));
  take(asked.filter((p) => !wordless.includes(p)));
  take(spares);
  // What the posting says the hire must know of a field, in its words, before a general goal it never asks for.
  const knowledge = knowledgePlans(
    profile,
    strategy,
    // A goal's skills count when it names them: a general goal's list of the job's skills ("Problem solving …" with analytics) names none.
    out.flatMap((p) => [
      p.goal.text,
      ...p.goal.skills.filter((k) => `${p.goal.text} ${p.goal.description}`.toLowerCase().includes(k.toLowerCase())),
    ]),
  );
  take(knowledge);
  take(wordless);
  take(unasked);
  const mixed = withThreeCategories(out, unasked, [...spares, ...knowledge]);
  // Chosen goals first, then the engine's by importance; priority_order is 1..n.
  const ranked = [...mixed.slice(0, chosen.length), ...mixed.slice(chosen.length).sort((a, b) => b.goal.importance - a.goal.importance)];
  return withoutRepeatedQuotes(ranked.map((p, i) => ({ ...p.goal, priority_order: i + 1 })));
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
    // The team's focus in its own words, described from those words: "Calm incident command on call" stays that.
    const own = ownWordsDescription(profile, focusText);
    base.goal.text = clip(capitalise(focusText), 300);
    base.goal.description = clip(own.description, 1000);
    if (own.sources.length > 0) base.goal.sources = own.sources;
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

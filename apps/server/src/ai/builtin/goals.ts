import {
  type ExistingGoal,
  GOAL_CATEGORIES,
  type GeneratedGoal,
  type GoalCategory,
  type GoalInput,
  type HiringStrategy,
  PRESET_GOALS,
} from '@hiring/shared/ai';
import type { GroupMatch, JobProfile } from './extract.ts';
import { findSkills, GROUP_BY_ID } from './skill-index.ts';
import { ALSO_ALIASES, COMPETENCIES, type Competency } from './kb/index.ts';
import type { Duty } from './nlp.ts';
import { capitalise, clip, contentStems, jaccard, listJoin, stemSet } from './text.ts';

export const COMPETENCY_BY_ID = new Map<string, Competency>([
  ...COMPETENCIES.map((c) => [c.id, c] as const),
  ...[...GROUP_BY_ID.values()].map((g) => [g.id, g] as const),
]);
export function competencyId(id: string): string {
  return ALSO_ALIASES[id] ?? id;
}

/** Placeholder values for one job. */
export function vars(profile: JobProfile, extra: Record<string, string> = {}): Record<string, string> {
  const d = profile.domain;
  // The field's stock setting only where the job speaks of it: no invented guests or booked evenings.
  const said = (phrase: string) => {
    const words = contentStems(phrase).filter((w) => w.length > 3);
    return words.length > 0 && words.every((w) => profile.lowerStems.has(w));
  };
  const title =
    profile.job.title
      .toLowerCase()
      .replace(/\b(senior|junior|lead|principal|trainee)\b\s*/g, '')
      .trim() || 'this';
  const craft = said(d.craft) ? d.craft : title;
  return {
    audience: said(d.audience) ? d.audience : `the people who rely on a ${title}`,
    work: said(d.work) ? d.work : `${title} task`,
    pressure: said(d.pressure) ? d.pressure : `the busiest stretch of a ${title}'s week`,
    stakeholders: said(d.stakeholders) ? d.stakeholders : `the people a ${title} works with`,
    craft,
    skill: craft,
    skill2: craft,
    skills: craft,
    title: profile.job.title,
    ...extra,
  };
}

function plural(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Plural acronyms used as a modifier read as singular: "a REST APIs problem" -> "a REST API problem". */
const PLURAL_ACRONYM_MODIFIER =
  /\b([A-Z]{2,})s (problem|service|project|app|pipeline|model|table|endpoint|code|codebase|change|design|decision|issue|bug|incident|release|deployment|migration|system|integration|contract|client|gateway|platform)\b/g;

/** Fills {placeholders}; "{work}s" is pluralised and "a {x}" becomes "an" where the next word starts with a vowel sound. */
export function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}s\b/g, (_, key: string) => plural(values[key] ?? key))
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key)
    .replace(PLURAL_ACRONYM_MODIFIER, '$1 $2')
    .replace(/\b([Aa]n?) ([A-Za-z][\w.+#-]*)/g, (_whole, a: string, word: string) => {
      const article = needsAn(word) ? `${a.charAt(0)}n` : a.charAt(0);
      return `${article} ${word}`;
    });
}

/**
 * "an SEO campaign", "an HR policy", "an initiative", "an hour", but "a user", "a one-off", "a REST API",
 * "a NASA project". An all-capitals word is spelled out letter by letter ("an SEO") unless it reads as a
 * word: four or more letters with a vowel second ("REST", "SOAP", "HIPAA"), which follows the vowel rule.
 */
export function needsAn(word: string): boolean {
  const caps = /^[A-Z]{2,}\b/.test(word) || /^[A-Z]{2,}(?=[^a-z]|s\b|$)/.test(word);
  if (caps && !/^[A-Z][AEIOU][A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word);
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return true;
  return /^[aeiou]/i.test(word) && !/^(use|usu|uni|uti|one|once|eu|ur|ubiq)/i.test(word);
}

// ------------------------------------------------------------------ a goal resolved to the knowledge base

export interface ResolvedGoal {
  id: string;
  /** The id exactly as the caller gave it. */
  ref: string | number;
  text: string;
  category: GoalCategory;
  importance: number;
  competency: Competency;
  /** The job's skills this goal is about (technical goals). */
  skills: string[];
}

const PRESET_COMPETENCY: Record<number, string> = {
  1: 'technical_depth',
  2: 'problem_solving',
  3: 'communication',
  4: 'collaboration',
  5: 'ownership',
  6: 'adaptability',
  7: 'customer_focus',
  8: 'results',
};

function techGroups(profile: JobProfile): GroupMatch[] {
  const main = profile.groups.filter((g) => g.group.id !== 'office');
  return main.length > 0 ? main : profile.groups;
}

/** The competency a free-text goal is about, within a category if one is given. */
export function classify(
  profile: JobProfile,
  text: string,
  category?: string,
): { competency: Competency; skills: string[]; score: number } {
  const lower = text.toLowerCase();
  const preset = PRESET_GOALS.find((p) => lower.startsWith(p.text.toLowerCase()));
  if (preset) {
    const id = PRESET_COMPETENCY[preset.id]!;
    if (id === 'technical_depth') return { ...technicalDepth(profile), score: 10 };
    return { competency: COMPETENCY_BY_ID.get(id)!, skills: [], score: 10 };
  }
  const wanted = (GOAL_CATEGORIES as readonly string[]).includes(category ?? '') ? (category as GoalCategory) : undefined;
  const hits = [...findSkills(text).values()].map((h) => h.skill);
  const technical = hits.filter((s) => s.kind === 'technical' && GROUP_BY_ID.has(s.group));
  if (technical.length > 0 && (!wanted || wanted === 'technical')) {
    const counts = new Map<string, number>();
    for (const s of technical) counts.set(s.group, (counts.get(s.group) ?? 0) + 1);
    const groupId = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const named = [...new Set(technical.filter((s) => s.group === groupId).map((s) => s.name))];
    const own = named.filter((n) => profile.technicalSkills.includes(n));
    const fromJob = techGroups(profile).find((g) => g.group.id === groupId)?.skills ?? [];
    const skills = own.length > 0 ? [...own, ...fromJob.filter((n) => !own.includes(n))] : fromJob.length > 0 ? fromJob : named;
    return { competency: GROUP_BY_ID.get(groupId)!, skills, score: 5 };
  }
  let best: Competency | undefined;
  let bestScore = 0;
  for (const c of COMPETENCY_BY_ID.values()) {
    if (wanted && c.category !== wanted) continue;
    let score = 0;
    for (const k of c.keywords) if (lower.includes(k)) score += 1;
    if (lower.includes(c.name)) score += 2;
    for (const s of hits) if (s.kind === 'soft' && s.group === c.id) score += 2;
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  if (best)
    return {
      competency: best,
      skills: best.category === 'technical' ? (techGroups(profile).find((g) => g.group === best)?.skills ?? []) : [],
      score: bestScore,
    };
  if (wanted === 'technical' || (!wanted && /technical|expert|skill|proficien|knowledge|hands-on/i.test(text)))
    return { ...technicalDepth(profile), score: 0 };
  const fallback: Record<GoalCategory, string> = {
    technical: 'problem_solving',
    interpersonal: 'communication',
    personal: 'ownership',
    business: 'results',
  };
  return { competency: COMPETENCY_BY_ID.get(fallback[wanted ?? 'personal'])!, skills: [], score: 0 };
}

function technicalDepth(profile: JobProfile): { competency: Competency; skills: string[] } {
  const top = techGroups(profile)[0];
  if (top) return { competency: top.group, skills: top.skills };
  return { competency: COMPETENCY_BY_ID.get('problem_solving')!, skills: [] };
}

export function resolveGoals(profile: JobProfile, goals: GoalInput[]): ResolvedGoal[] {
  return goals.map((g) => {
    let found = classify(profile, g.text, g.category ?? undefined);
    if (found.score === 0 && g.description) found = classify(profile, `${g.text} ${g.description}`, g.category ?? undefined);
    const { competency, skills } = found;
    const stated = (GOAL_CATEGORIES as readonly string[]).includes(g.category ?? '') ? (g.category as GoalCategory) : competency.category;
    const importance = Math.max(1, Math.min(4, Math.round(g.importance ?? 2)));
    const jobSkills =
      competency.category === 'technical'
        ? skills.length > 0
          ? skills
          : (techGroups(profile).find((m) => m.group === competency)?.skills ?? [])
        : [];
    return { id: String(g.id), ref: g.id, text: g.text, category: stated, importance, competency, skills: jobSkills };
  });
}

// ------------------------------------------------------------------ proposing goals

interface Plan {
  goal: GeneratedGoal;
  competencyId: string;
}

function strategyFor(profile: JobProfile, category: GoalCategory, strategy: HiringStrategy): HiringStrategy {
  if (strategy !== 'none') return strategy;
  if (category !== 'technical') return 'none';
  const s = profile.analysis.seniority;
  return s === 'entry' ? 'teachable' : s === 'mid' ? 'generalist' : 'specialist';
}

function adjustImportance(base: number, category: GoalCategory, competency: string, strategy: HiringStrategy): number {
  let v = base;
  if (strategy === 'specialist' && category === 'technical') v += 1;
  if (strategy === 'teachable' && category === 'technical') v -= 1;
  if (strategy === 'teachable' && competency === 'adaptability') v += 1;
  return Math.max(1, Math.min(4, v));
}

function softEvidence(profile: JobProfile, c: Competency): string {
  const named = profile.analysis.skills.filter((s) => s.kind === 'soft' && s.group === c.id).map((s) => `"${s.matched ?? s.name}"`);
  if (named.length > 0) return ` The job description asks for ${listJoin(named.slice(0, 3))}.`;
  const resp = profile.responsibilities.find((r) => c.keywords.some((k) => r.toLowerCase().includes(k)));
  if (resp) return ` From the responsibilities: "${clip(resp, 140)}".`;
  return ` It is central to ${profile.domain.label} roles.`;
}

function groupPlan(profile: JobProfile, m: GroupMatch, importance: number, strategy: HiringStrategy, text?: string): Plan {
  const skills = m.skills.slice(0, 3);
  const v = vars(profile, { skills: listJoin(skills), skill: skills[0] ?? profile.domain.craft });
  const hs = strategyFor(profile, 'technical', strategy);
  return {
    competencyId: m.group.id,
    goal: {
      text: clip(text ?? fill(m.group.goal, v), 300),
      description: clip(fill(m.group.description, v), 1000),
      category: 'technical',
      importance: adjustImportance(importance, 'technical', m.group.id, hs),
      hiring_strategy: hs,
      priority_order: 1,
      reason: clip(`Chosen because ${fill(m.group.why, v)}. The job names ${listJoin(m.skills.slice(0, 5))}.`, 1000),
      source: 'generated',
      skills,
    },
  };
}

function competencyPlan(profile: JobProfile, c: Competency, importance: number, strategy: HiringStrategy, text?: string): Plan {
  const v = vars(profile);
  const hs = strategyFor(profile, c.category, strategy);
  const skills = c.category === 'technical' ? profile.technicalSkills.slice(0, 3) : [];
  return {
    competencyId: c.id,
    goal: {
      text: clip(text ?? capitalise(fill(c.goal, v)), 300),
      description: clip(fill(c.description, v), 1000),
      category: c.category,
      importance: adjustImportance(importance, c.category, c.id, hs),
      hiring_strategy: hs,
      priority_order: 1,
      reason: clip(`Chosen because ${fill(c.why, v)}.${softEvidence(profile, c)}`, 1000),
      source: 'generated',
      skills,
    },
  };
}

function rankCompetencies(profile: JobProfile, category: GoalCategory): { c: Competency; score: number }[] {
  const focus = category === 'technical' ? [] : profile.domain.focus[category];
  const lead = profile.analysis.seniority === 'lead' || profile.analysis.seniority === 'executive';
  return COMPETENCIES.filter((c) => c.category === category)
    .map((c) => {
      let score = profile.competencyScores.get(c.id) ?? 0;
      const idx = focus.indexOf(c.id);
      if (idx >= 0) score += (3 - idx) * 0.6;
      if (lead && (c.id === 'mentoring' || c.id === 'strategy')) score += 2;
      return { c, score };
    })
    .sort((a, b) => b.score - a.score || a.c.id.localeCompare(b.c.id));
}

/** The goals the engine itself proposes for a job, most important first. */
export function proposeGoals(profile: JobProfile, strategy: HiringStrategy): Plan[] {
  const plans: Plan[] = [];
  const groups = techGroups(profile);
  const senior = ['senior', 'lead', 'executive'].includes(profile.analysis.seniority);
  const groupCount = Math.min(groups.length, senior || strategy === 'specialist' ? 3 : 2);
  for (let i = 0, taken = 0; i < groups.length && taken < groupCount; i++) {
    const m = groups[i]!;
    // A third group only when the job really leans on it; a minor skill from another field is no goal of its own.
    if (taken === 2 && m.score < 2) break;
    if (taken > 0 && m.group.domain !== profile.domain.id && m.score < 2.5) continue;
    plans.push(groupPlan(profile, m, taken === 0 ? 4 : 3, strategy));
    taken++;
  }
  if (plans.length < 2 || ['software', 'data', 'trades', 'support'].includes(profile.domain.id)) {
    plans.push(competencyPlan(profile, COMPETENCY_BY_ID.get('problem_solving')!, 3, strategy));
  }
  for (const category of ['interpersonal', 'personal', 'business'] as const) {
    const ranked = rankCompetencies(profile, category);
    const [first, second] = ranked;
    if (first) plans.push(competencyPlan(profile, first.c, first.score >= 2.5 ? 4 : 3, strategy));
    if (second && second.score >= 2.2) plans.push(competencyPlan(profile, second.c, second.score >= 3 ? 3 : 2, strategy));
  }
  return plans;
}

function presetPlan(profile: JobProfile, presetId: number, strategy: HiringStrategy): Plan | undefined {
  const preset = PRESET_GOALS.find((p) => p.id === presetId);
  if (!preset) return undefined;
  const id = PRESET_COMPETENCY[preset.id]!;
  const v = vars(profile);
  let plan: Plan;
  if (id === 'technical_depth') {
    const top = techGroups(profile);
    const skills = profile.technicalSkills.slice(0, 3);
    if (top[0]) {
      plan = groupPlan(profile, top[0], 4, strategy, skills.length > 0 ? `${preset.text} in ${listJoin(skills)}` : preset.text);
      plan.goal.skills = skills;
    } else {
      plan = competencyPlan(profile, COMPETENCY_BY_ID.get('problem_solving')!, 4, strategy, `${preset.text} in ${profile.domain.craft}`);
    }
  } else {
    const c = COMPETENCY_BY_ID.get(id)!;
    const suffix: Record<string, string> = {
      communication: ` with ${v.stakeholders}`,
      ownership: ` for every ${v.work}`,
      customer_focus: `: outcomes for ${v.audience}`,
      problem_solving: ` in ${v.craft} work`,
    };
    plan = competencyPlan(profile, c, 3, strategy, `${preset.text}${suffix[id] ?? ''}`);
  }
  plan.goal.source = 'preset';
  plan.goal.preset_id = preset.id;
  plan.goal.reason = clip(`One of the goals you chose. ${plan.goal.reason}`, 1000);
  return plan;
}

function customPlan(profile: JobProfile, text: string, strategy: HiringStrategy): Plan {
  const { competency, skills } = classify(profile, text);
  const v = vars(profile, { skills: listJoin(skills.slice(0, 3)) || v0(profile), skill: skills[0] ?? profile.domain.craft });
  const hs = strategyFor(profile, competency.category, strategy);
  return {
    competencyId: `custom:${text.toLowerCase()}`,
    goal: {
      text: clip(text.trim(), 300),
      description: clip(fill(competency.description, v), 1000),
      category: competency.category,
      importance: adjustImportance(3, competency.category, competency.id, hs),
      hiring_strategy: hs,
      priority_order: 1,
      reason: clip(`Added by your team. It is assessed through questions on ${competency.name}.`, 1000),
      source: 'custom',
      skills: skills.slice(0, 5),
    },
  };
}

function v0(profile: JobProfile): string {
  return profile.technicalSkills.slice(0, 3).join(', ') || profile.domain.craft;
}

export function isNearDuplicate(text: string, others: string[]): boolean {
  const a = stemSet(text);
  return others.some((o) => {
    const b = stemSet(o);
    return jaccard(a, b) >= 0.5 || (a.size > 0 && [...a].every((x) => b.has(x))) || (b.size > 0 && [...b].every((x) => a.has(x)));
  });
}

// ------------------------------------------------------------------ grounding in the job's own sentences

/** Words too common in job posts to tie a goal to a sentence. */
const WEAK_STEMS = new Set(
  contentStems('work team role job skill experience ability strong good clear manag support ensur use provid year'),
);

/** The job's own clauses a goal can cite (not the company blurb or the benefits). */
export function citable(profile: JobProfile): string[] {
  return citableStems(profile).map((c) => c.text);
}

const CLAUSE_STEMS = new WeakMap<JobProfile, { text: string; stems: Set<string> }[]>();
/** The citable clauses with their stems, worked out once per profile. */
function citableStems(profile: JobProfile): { text: string; stems: Set<string> }[] {
  let cached = CLAUSE_STEMS.get(profile);
  if (!cached) {
    const texts = [...new Set(profile.reading.clauses.filter((c) => c.section !== 'other').map((c) => c.text))];
    cached = texts.map((text) => ({ text, stems: stemSet(text) }));
    CLAUSE_STEMS.set(profile, cached);
  }
  return cached;
}

/** Up to `max` clauses of the job that share the most subject words with a text, best first; never empty while the job has text. */
export function cite(profile: JobProfile, text: string, max = 2): string[] {
  const want = new Set(contentStems(text).filter((x) => !WEAK_STEMS.has(x)));
  const clauses = citableStems(profile);
  const ranked = clauses
    .map(({ text: c, stems }, i) => {
      let n = 0;
      for (const x of stems) if (want.has(x)) n++;
      return { c, i, n };
    })
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, max)
    .map((x) => clip(x.c, 1000));
  if (ranked.length > 0) return ranked;
  const fallback = profile.duties[0]?.clause ?? clauses[0]?.text;
  return fallback ? [clip(fallback, 1000)] : [];
}

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

const PEOPLE_SERVED =
  /\b(guests?|patients?|customers?|clients?|students?|pupils?|residents?|shoppers?|users?|travell?ers?|passengers?)\b/gi;

/** A goal written for people the job never mentions ("every guest experience" for a kitchen line). */
function invents(profile: JobProfile, goal: GeneratedGoal): boolean {
  const named = `${goal.text} ${goal.description} ${goal.reason}`.match(PEOPLE_SERVED) ?? [];
  return named.some((w) => !profile.lowerStems.has(stemSet(w).values().next().value ?? ''));
}

/** True when the job itself speaks of the people a competency's template would name (guests, patients, customers). */
function mentionsAudience(profile: JobProfile): boolean {
  const words = [
    ...stemSet(profile.domain.audience),
    ...contentStems('customer client guest patient user student visitor resident buyer shopper member public'),
  ];
  const text = stemSet(citable(profile).join(' '));
  return words.some((w) => text.has(w));
}

export function generateGoals(profile: JobProfile, presets: number[], custom: string[], strategy: HiringStrategy): GeneratedGoal[] {
  return groundAll(profile, generateGoalsRaw(profile, presets, custom, strategy));
}

function groundAll(profile: JobProfile, goals: GeneratedGoal[]): GeneratedGoal[] {
  return goals.map((g) => groundGoal(profile, g));
}

export function groundGoal(profile: JobProfile, g: GeneratedGoal): GeneratedGoal {
  if (g.sources && g.sources.length > 0) return g;
  const sources = cite(profile, `${g.text} ${g.skills.join(' ')} ${g.description}`);
  return sources.length > 0 ? { ...g, sources } : g;
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

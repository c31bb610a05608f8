import { type GeneratedGoal, type GoalCategory, type HiringStrategy, PRESET_GOALS } from '@hiring/shared/ai';
import type { GroupMatch, JobProfile } from './extract.ts';
import { COMPETENCIES, type Competency } from './kb/index.ts';
import { dutyPhrases } from './phrasing.ts';
import { SKILL_BY_NAME } from './skill-index.ts';
import { capitalise, clip, jaccard, listJoin, stemSet } from './text.ts';
import { fill, saidPlaceholders, vars } from './placeholders.ts';
import { COMPETENCY_BY_ID, classify, PRESET_COMPETENCY, techGroups } from './resolve-goals.ts';
import { IN_THIS_JOB, postingWords } from './posting-words.ts';
import { groupTitle } from './skill-kinds.ts';
import { asWritten } from './posting-spelling.ts';

/*
 * The goals the engine proposes from the knowledge base: a plan per skill group or competency,
 * weighed by the hiring strategy, for the engine's own goals, the presets and the team's own texts.
 */

export interface Plan {
  goal: GeneratedGoal;
  competencyId: string;
}

export function strategyFor(profile: JobProfile, category: GoalCategory, strategy: HiringStrategy): HiringStrategy {
  if (strategy !== 'none') return strategy;
  if (category !== 'technical') return 'none';
  const s = profile.analysis.seniority;
  return s === 'entry' ? 'teachable' : s === 'mid' ? 'generalist' : 'specialist';
}

export function adjustImportance(base: number, category: GoalCategory, competency: string, strategy: HiringStrategy): number {
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

/** The most skills of a group a goal's description names. */
const GROUP_DESCRIPTION_SKILLS = 8;

export function groupPlan(profile: JobProfile, m: GroupMatch, importance: number, strategy: HiringStrategy, text?: string): Plan {
  const skills = m.skills.slice(0, 3);
  const v = vars(profile, { skills: listJoin(skills), skill: skills[0] ?? profile.domain.craft });
  const hs = strategyFor(profile, 'technical', strategy);
  return {
    competencyId: m.group.id,
    goal: {
      text: clip(text ?? groupTitle(m.group.goal, skills) ?? fill(m.group.goal, v), 300),
      // The description names every skill of the group the job names, as the job writes it, and the job's line for those the title leaves out.
      description: clip(
        inThisJob(
          fill(m.group.description, {
            ...v,
            skills: listJoin(m.skills.slice(0, GROUP_DESCRIPTION_SKILLS).map((k) => asWritten(profile, k))),
          }),
          postingWords(profile, m.skills.slice(3)) ?? postingWords(profile, m.skills),
        ),
        1000,
      ),
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

/** Competency goal titles without a setting, for jobs that do not use the field's stock words. */
const PLAIN_TITLES: Record<string, string> = {
  problem_solving: 'Problem solving and root-cause thinking',
  communication: 'Clear communication',
  collaboration: 'Collaboration and teamwork',
  empathy: 'Empathy and rapport',
  ownership: 'Ownership and follow-through',
  adaptability: 'Adaptability and learning new skills',
  resilience: 'Composure under pressure',
  detail: 'Accuracy and attention to detail',
  time_management: 'Organisation and prioritisation',
  customer_focus: 'Focus on the people served and their outcomes',
  results: 'Delivering measurable results',
  commercial: 'Commercial awareness',
  process_improvement: 'Improving how the work gets done',
  strategy: 'Strategic thinking',
  decision: 'Sound judgement on trade-offs',
};

/** A competency's goal title: its knowledge-base text where every placeholder in it is the job's own, else its plain title. */
export function competencyTitle(profile: JobProfile, c: Competency): string {
  const said = saidPlaceholders(profile);
  const keys = [...c.goal.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  // {skill} in a competency title is the field's craft unless a skill is given.
  const own = keys.every((k) => said.has(k) && (!['skill', 'skills'].includes(k) || said.has('craft')));
  return own || !PLAIN_TITLES[c.id] ? capitalise(fill(c.goal, vars(profile))) : PLAIN_TITLES[c.id]!;
}

/** A stock description followed by how this posting asks for it, when it does. */
function inThisJob(description: string, words: string | undefined): string {
  return words ? `${description.replace(/\s+$/, '')} ${IN_THIS_JOB}${words}.` : description;
}

/** The posting's own words for a competency it names ("excellent collaboration skills across levels and roles"). */
function softWords(profile: JobProfile, c: Competency): string | undefined {
  const named = profile.analysis.skills.filter((s) => s.kind === 'soft' && s.group === c.id).map((s) => s.matched ?? s.name);
  return postingWords(profile, named);
}

export function competencyPlan(profile: JobProfile, c: Competency, importance: number, strategy: HiringStrategy, text?: string): Plan {
  const v = vars(profile);
  const hs = strategyFor(profile, c.category, strategy);
  const skills = c.category === 'technical' ? profile.technicalSkills.slice(0, 3) : [];
  return {
    competencyId: c.id,
    goal: {
      text: clip(text ?? competencyTitle(profile, c), 300),
      description: clip(inThisJob(fill(c.description, v), softWords(profile, c)), 1000),
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

export function rankCompetencies(profile: JobProfile, category: GoalCategory): { c: Competency; score: number }[] {
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

/** Fields whose work is mostly finding and fixing faults: they always get a problem-solving goal. */
export const PROBLEM_SOLVING_FIELDS = new Set(['software', 'data', 'trades', 'support']);

/** The goals the engine itself proposes for a job, most important first. */
export function proposeGoals(profile: JobProfile, strategy: HiringStrategy): Plan[] {
  const plans: Plan[] = [];
  const groups = techGroups(profile);
  const senior = ['senior', 'lead', 'executive'].includes(profile.analysis.seniority);
  const groupCount = Math.min(groups.length, senior || strategy === 'specialist' ? 3 : 2);
  for (let i = 0, taken = 0; i < groups.length && taken < groupCount; i++) {
    const m = groups[i]!;
    // Licences and certificates are requirements, not goals: a group that only names them gives none.
    if (m.skills.every((n) => SKILL_BY_NAME.get(n.toLowerCase())?.credential === true)) continue;
    // A third group only when the job really leans on it; a minor skill from another field is no goal of its own.
    if (taken === 2 && m.score < 2) break;
    if (taken > 0 && m.group.domain !== profile.domain.id && m.score < 2.5) continue;
    plans.push(groupPlan(profile, m, taken === 0 ? 4 : 3, strategy));
    taken++;
  }
  if (plans.length < 2 || PROBLEM_SOLVING_FIELDS.has(profile.domain.id)) {
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

export function presetPlan(profile: JobProfile, presetId: number, strategy: HiringStrategy): Plan | undefined {
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
      plan = competencyPlan(profile, COMPETENCY_BY_ID.get('problem_solving')!, 4, strategy, preset.text);
    }
  } else {
    const c = COMPETENCY_BY_ID.get(id)!;
    const said = saidPlaceholders(profile);
    const suffix: Record<string, string> = {
      communication: said.has('stakeholders') ? ` with ${v.stakeholders}` : '',
      ownership: said.has('work') ? ` for every ${v.work}` : '',
      customer_focus: said.has('audience') ? `: outcomes for ${v.audience}` : '',
      problem_solving: said.has('craft') ? ` in ${v.craft} work` : '',
    };
    plan = competencyPlan(profile, c, 3, strategy, `${preset.text}${suffix[id] ?? ''}`);
  }
  plan.goal.source = 'preset';
  plan.goal.preset_id = preset.id;
  plan.goal.reason = clip(`One of the goals you chose. ${plan.goal.reason}`, 1000);
  return plan;
}

/**
 * The description of a goal the team wrote: from its own words, with the job's duty that shares
 * them (and that duty's sentence as its source), never a competency's stock text about something else.
 */
export function ownWordsDescription(profile: JobProfile, text: string): { description: string; sources: string[] } {
  const words = text.trim().replace(/[.…]+$/, '');
  const lower = /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;
  const want = stemSet(words);
  let best: { clause: string; n: number } | undefined;
  for (const p of dutyPhrases(profile)) {
    const n = [...stemSet(p.duty.clause)].filter((x) => want.has(x)).length;
    if (n > 0 && (!best || n > best.n)) best = { clause: p.duty.clause, n };
  }
  const description = `Shows, with examples from their own work, that they can deliver this: ${lower}.${best ? ` In this job: "${clip(best.clause, 200)}".` : ''}`;
  return { description, sources: best ? [best.clause] : [] };
}

export function customPlan(profile: JobProfile, text: string, strategy: HiringStrategy): Plan {
  const { competency, skills } = classify(profile, text);
  const hs = strategyFor(profile, competency.category, strategy);
  const own = ownWordsDescription(profile, text);
  return {
    competencyId: `custom:${text.toLowerCase()}`,
    goal: {
      text: clip(text.trim(), 300),
      description: clip(own.description, 1000),
      category: competency.category,
      importance: adjustImportance(3, competency.category, competency.id, hs),
      hiring_strategy: hs,
      priority_order: 1,
      reason: clip(`Added by your team. It is assessed through questions on ${competency.name}.`, 1000),
      source: 'custom',
      skills: skills.slice(0, 5),
      ...(own.sources.length > 0 ? { sources: own.sources.map((x) => clip(x, 1000)) } : {}),
    },
  };
}

export function isNearDuplicate(text: string, others: string[]): boolean {
  const a = stemSet(text);
  return others.some((o) => {
    const b = stemSet(o);
    return jaccard(a, b) >= 0.5 || (a.size > 0 && [...a].every((x) => b.has(x))) || (b.size > 0 && [...b].every((x) => a.has(x)));
  });
}

import { GOAL_CATEGORIES, type GoalCategory, type GoalInput, PRESET_GOALS } from '@hiring/shared/ai';
import type { GroupMatch, JobProfile } from './extract.ts';
import { findSkills, GROUP_BY_ID } from './skill-index.ts';
import { ALSO_ALIASES, COMPETENCIES, type Competency } from './kb/index.ts';
import { quoteOf } from './quote-questions.ts';

/*
 * A goal resolved to the knowledge base: which competency or skill group it is about (by preset,
 * category, keywords and the job's skills it names), so questions and scores can use its words.
 */

export const COMPETENCY_BY_ID = new Map<string, Competency>([
  ...COMPETENCIES.map((c) => [c.id, c] as const),
  ...[...GROUP_BY_ID.values()].map((g) => [g.id, g] as const),
]);
export function competencyId(id: string): string {
  return ALSO_ALIASES[id] ?? id;
}
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
  /** The posting's own words its description quotes ("In this job: …"), if any. */
  quote?: string;
}

export const PRESET_COMPETENCY: Record<number, string> = {
  1: 'technical_depth',
  2: 'problem_solving',
  3: 'communication',
  4: 'collaboration',
  5: 'ownership',
  6: 'adaptability',
  7: 'customer_focus',
  8: 'results',
};

export function techGroups(profile: JobProfile): GroupMatch[] {
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
    const quote = quoteOf(g.description);
    return {
      id: String(g.id),
      ref: g.id,
      text: g.text,
      category: stated,
      importance,
      competency,
      skills: jobSkills,
      ...(quote ? { quote } : {}),
    };
  });
}

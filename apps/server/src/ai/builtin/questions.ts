import {
  computeCoverageAnalysis,
  computeQuestionSetMetrics,
  COVERAGE_PER_EXTRA_GOAL,
  goalCoverageReason,
  type GeneratedQuestion,
  type GoalConnection,
  type QuestionDifficulty,
  type QuestionInput,
  type QuestionSet,
} from '@hiring/shared/ai';
import type { JobProfile } from './extract.ts';
import { GROUP_BY_ID, SKILL_BY_NAME } from './skill-index.ts';
import { cite } from './goal-grounding.ts';
import { fill, vars } from './placeholders.ts';
import { COMPETENCY_BY_ID, competencyId, type ResolvedGoal } from './resolve-goals.ts';
import { type Draft, dutyDraft, patternsFor, phraseFor, pickPattern, withGroupTools, withShortRest } from './duty-questions.ts';
import type { DutyPhrase } from './phrasing.ts';
import type { Template } from './kb/index.ts';
import { capitalise, clip, jaccard, listJoin, seededOrder, stemSet, unit } from './text.ts';
import { asWritten } from './posting-spelling.ts';
import { guidelines } from './question-guides.ts';
import { quoteDraftFor } from './quote-questions.ts';
import { type Variant, variantOf } from './question-variants.ts';

const MINUTES: Record<QuestionDifficulty, number> = { easy: 3, mid: 5, hard: 7 };
const DIFFICULTY_SCORE: Record<QuestionDifficulty, number> = { easy: 35, mid: 60, hard: 85 };
const TYPE_PHRASE = {
  behavioral: 'a real past example',
  situational: 'a plan for a realistic situation',
  technical: 'hands-on knowledge',
} as const;
const round2 = (n: number) => Math.round(n * 100) / 100;

const SKILL_FRIENDLY = new Set(['communication', 'adaptability', 'mentoring', 'detail', 'problem_solving']);

/** The skills a goal's questions can name, in rotation: the goal's own, else the job's. */
function skillPool(profile: JobProfile, goal: ResolvedGoal, template: Template): string[] {
  let pool: string[];
  if (goal.skills.length > 0) pool = goal.skills;
  else if (goal.competency.category === 'technical' || goal.category === 'technical' || SKILL_FRIENDLY.has(goal.competency.id)) {
    pool = profile.technicalSkills.slice(0, 6);
  } else pool = [];
  pool = pool.filter((s) => !SKILL_BY_NAME.get(s.toLowerCase())?.credential);
  if (template.only) {
    const allowed = new Set(template.only.map((s) => s.toLowerCase()));
    // The goal's skills first, then any other skill of the job the template fits.
    pool = [...pool, ...profile.technicalSkills].filter((s, i, all) => allowed.has(s.toLowerCase()) && all.indexOf(s) === i);
  }
  return pool;
}

/** Every way a template can be filled for a goal, skills rotated from `offset`. */
export function drafts(profile: JobProfile, goal: ResolvedGoal, template: Template, offset: number): Draft[] {
  const pool = skillPool(profile, goal, template);
  const usesSkill = template.text.includes('{skill}');
  if (usesSkill && template.only && pool.length === 0) return [];
  const out: Draft[] = [];
  const n = usesSkill ? Math.max(pool.length, 1) : 1;
  for (let i = 0; i < n; i++) {
    const skill = pool.length > 0 ? pool[(offset + i) % pool.length]! : profile.domain.craft;
    const others = pool.filter((s) => s !== skill);
    const skill2 = others[0] ?? profile.technicalSkills.find((s) => s !== skill) ?? 'an alternative';
    // Each skill as the posting writes it ("AngularJS", "end-to-end tests"); the draft's skills keep the knowledge base's names.
    const said = (s: string) => asWritten(profile, s, false);
    const values = vars(profile, {
      skill: said(skill),
      skill2: said(skill2),
      skills: listJoin(pool.slice(0, 3).map(said)) || profile.domain.craft,
    });
    const text = capitalise(fill(template.text, values));
    const named = [skill, skill2].filter((s) => pool.includes(s) || profile.technicalSkills.includes(s));
    const skills = [...new Set(named.filter((s) => text.includes(s) || text.includes(said(s))))];
    out.push({ template, text, skills, values });
  }
  return out;
}

function connections(goals: ResolvedGoal[], primary: ResolvedGoal, draft: Draft, seed: string): GoalConnection[] {
  const also = new Set(draft.template.also.map(competencyId));
  const list: GoalConnection[] = [];
  const primaryWeight = round2(0.8 + unit(`${seed}|w|${seedOf(primary)}|${draft.text}`) * 0.15);
  for (const g of goals) {
    let weight = 0;
    let reasoning = '';
    if (g.id === primary.id) {
      weight = primaryWeight;
      reasoning = `Written for this goal: it asks for ${TYPE_PHRASE[draft.template.type]} of ${g.competency.name}${draft.skills.length > 0 ? ` with ${listJoin(draft.skills)}` : ''}.`;
    } else if (g.competency.id === primary.competency.id) {
      weight = round2(0.6 + unit(`${seed}|s|${seedOf(g)}|${draft.text}`) * 0.1);
      reasoning = `Same competency (${g.competency.name}) as the question's main goal, so the answer speaks to it directly.`;
    } else if (also.has(g.competency.id)) {
      weight = round2(0.45 + unit(`${seed}|a|${seedOf(g)}|${draft.text}`) * 0.15);
      reasoning = `A good answer also shows ${g.competency.name} (${g.competency.traits[0]?.toLowerCase() ?? 'related behaviour'}).`;
    } else if (draft.skills.some((s) => g.skills.includes(s))) {
      weight = 0.45;
      reasoning = `The question names ${listJoin(draft.skills.filter((s) => g.skills.includes(s)))}, a skill this goal covers.`;
    }
    if (weight < 0.4) continue;
    list.push({
      goal_id: goalKey(g),
      goal_text: clip(g.text, 1000),
      category: g.category,
      importance: Math.round(g.importance * 2.5),
      weight: Math.min(1, weight),
      reasoning: clip(reasoning, 1000),
      connection_strength: Math.round(Math.min(1, weight) * 100),
    });
  }
  return list.sort((a, b) => b.weight - a.weight).slice(0, 4);
}

/**
 * What a goal adds to the seeds that pick its templates and weights: its words, not its id, so the
 * same job and goals get the same questions in every database (a stored goal's id is random).
 */
function seedOf(g: ResolvedGoal): string {
  return `${g.category}|${g.text.trim().toLowerCase()}`;
}

/** Goal ids come back the way they came in: numbers stay numbers. */
function goalKey(g: ResolvedGoal): string | number {
  return g.ref;
}

export function buildQuestion(
  profile: JobProfile,
  goals: ResolvedGoal[],
  primary: ResolvedGoal,
  draft: Draft,
  order: number,
): GeneratedQuestion {
  const t = draft.template;
  let difficulty = t.difficulty;
  if (profile.analysis.seniority === 'entry' && difficulty === 'hard') difficulty = 'mid';
  if (profile.analysis.seniority === 'executive' && difficulty === 'easy') difficulty = 'mid';
  const links = connections(goals, primary, draft, profile.seed);
  const secondary = links.length - 1;
  const traits = [
    ...new Set([
      ...primary.competency.traits.slice(0, 3),
      ...t.also.map((a) => COMPETENCY_BY_ID.get(competencyId(a))?.traits[0]).filter((x): x is string => !!x),
    ]),
  ].slice(0, 5);
  const primaryWeight = links.find((l) => String(l.goal_id) === primary.id)?.weight ?? 0.8;
  const named = draft.skills.length > 0;
  const relevance = Math.round(Math.min(100, 58 + primaryWeight * 30 + (named ? 8 : 0)));
  const coverage = Math.round(Math.min(100, 35 + primaryWeight * 25 + secondary * COVERAGE_PER_EXTRA_GOAL));
  const question: GeneratedQuestion = {
    text: clip(draft.text, 1000),
    category: primary.category,
    question_type: t.type,
    difficulty,
    question_order: order,
    competency: primary.competency.name,
    intent: clip(`Assess ${primary.competency.name}${named ? ` (${listJoin(draft.skills)})` : ''} through ${TYPE_PHRASE[t.type]}`, 500),
    purpose: clip(
      `Gives evidence for the goal "${clip(primary.text, 160)}"${secondary > 0 ? ` and ${secondary} related goal${secondary === 1 ? '' : 's'}` : ''}.`,
      500,
    ),
    expected_traits: traits,
    estimated_time: t.minutes ?? MINUTES[difficulty],
    ai_confidence: Math.round(Math.min(95, 70 + (named ? 10 : 0) + primaryWeight * 8 + unit(`${profile.seed}|c|${draft.text}`) * 4)),
    followup_suggestions: t.followups.map((f) => clip(capitalise(fill(f, draft.values)), 500)),
    expected_response_guidelines: guidelines(t.points, t.type, draft.skills),
    effectiveness: {
      relevance_score: relevance,
      difficulty_score: DIFFICULTY_SCORE[difficulty],
      coverage_score: coverage,
      relevance_reason: clip(
        named
          ? `Names the job's own ${listJoin(draft.skills)} and targets "${clip(primary.text, 120)}".`
          : `Targets "${clip(primary.text, 120)}" in the setting of ${profile.domain.label} work (${profile.domain.work}s, ${profile.domain.audience}).`,
        500,
      ),
      difficulty_reason: `${capitalise(difficulty === 'mid' ? 'medium' : difficulty)} ${t.type} question for a ${profile.analysis.seniority}-level role.`,
      coverage_reason: goalCoverageReason(links),
    },
    goal_connections: links,
    skills: draft.skills,
    sources: draft.duty ? [clip(draft.duty.clause, 1000)] : cite(profile, `${draft.text} ${draft.skills.join(' ')} ${primary.text}`, 1),
  };
  if (draft.scale) question.expected_response_guidelines.rating_scale = draft.scale;
  return question;
}

/** Goals of one set whose questions ask about the same duty, at most: more reads as the set running out of things to ask. */
export const MAX_PHRASE_USES = 3;

/** One question per goal, two for a goal of high weight (importance 4), at most 12 in all. */
function allocate(goals: ResolvedGoal[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const g of goals) counts.set(g.id, g.importance >= 4 || goals.length <= 3 ? 2 : 1);
  const total = () => [...counts.values()].reduce((a, b) => a + b, 0);
  for (const g of [...goals].sort((a, b) => a.importance - b.importance)) if (total() > 12 && counts.get(g.id)! > 1) counts.set(g.id, 1);
  return counts;
}

/** Picks an unused template (and skill) for a goal, spreading difficulty and skills across the set. */
function nextDraft(
  profile: JobProfile,
  goal: ResolvedGoal,
  slot: number,
  used: Set<string>,
  texts: string[],
  difficultyCount: Record<QuestionDifficulty, number>,
  skillUse: Map<string, number>,
  variant: Variant,
): Draft | undefined {
  const pools = [goal.competency, COMPETENCY_BY_ID.get(goal.category === 'technical' ? 'problem_solving' : goal.competency.id)!];
  // A later variant may have used up the competency's few templates: the competencies its answers also show come next.
  if (variant.n > 0)
    for (const id of goal.competency.templates.flatMap((t) => t.also.map(competencyId))) {
      const related = COMPETENCY_BY_ID.get(id);
      if (related && !pools.includes(related)) pools.push(related);
    }
  let loose: Draft | undefined;
  for (const competency of pools) {
    const ordered = seededOrder(competency.templates, `${profile.seed}|${seedOf(goal)}|${slot}${variant.suffix}`, (t) => t.id)
      .filter((t) => !used.has(t.id))
      .sort((a, b) => difficultyCount[a.difficulty] - difficultyCount[b.difficulty]);
    for (const template of ordered) {
      const options = drafts(profile, goal, template, 0).sort(
        (a, b) => Math.min(...a.skills.map((s) => skillUse.get(s) ?? 0), 9) - Math.min(...b.skills.map((s) => skillUse.get(s) ?? 0), 9),
      );
      const draft = options.find((d) => !texts.includes(d.text) && !variant.repeats(d.text));
      if (draft) return draft;
      loose ??= options.find((d) => !texts.includes(d.text) && !variant.same(d.text));
    }
  }
  // Every template reads close to a question to avoid: a text that is at least not the same one.
  return loose;
}

/**
 * A question about the duty that fits a goal, through a pattern this set has not used; none when
 * the job has no usable duty or every pattern left reads like a question to avoid.
 */
function dutyDraftFor(
  profile: JobProfile,
  goal: ResolvedGoal,
  slot: number,
  usedPatterns: Set<string>,
  taken: Set<DutyPhrase>,
  goalPhrases: Map<string, DutyPhrase>,
  variant: Variant,
  uses: Map<DutyPhrase, number>,
  /** The set's questions so far: a duty's question that reads as one of them is not asked twice. */
  texts: string[],
): Draft | undefined {
  // A goal's second question asks about the same duty as its first, through another lens; a duty
  // another goal already asks about may serve again, for up to MAX_PHRASE_USES goals of the set.
  const worn = new Set([...taken].filter((p) => (uses.get(p) ?? 0) >= MAX_PHRASE_USES));
  const own = slot > 0 ? goalPhrases.get(goal.id) : undefined;
  const phrase = own ?? phraseFor(profile, goal, taken) ?? phraseFor(profile, goal, worn);
  if (!phrase) return undefined;
  // A goal about named skills ("Production-quality code in Go") that no duty names is asked about through its skills.
  const said = stemSet(`${phrase.base} ${phrase.rest}`);
  const names = (k: string) => [...stemSet(k)].some((x) => said.has(x));
  if (slot === 0 && phrase.title !== goal.text && GROUP_BY_ID.has(goal.competency.id) && !goal.skills.some(names)) return undefined;
  const used = new Set(usedPatterns);
  // The phrase as the question asks it (the group's tools, the duty's short rest): the same whatever the pattern.
  const asked = withShortRest(profile, withGroupTools(profile, goal, phrase, slot));
  for (let tries = 0; tries < 6; tries++) {
    const pattern = pickPattern(goal, slot, used, `${profile.seed}|${seedOf(goal)}|${slot}${variant.suffix}`, phrase);
    if (!pattern) return undefined;
    const draft = dutyDraft(profile, asked, pattern);
    if (!variant.repeats(draft.text) && !texts.includes(draft.text)) {
      taken.add(phrase);
      if (phrase !== own) uses.set(phrase, (uses.get(phrase) ?? 0) + 1);
      goalPhrases.set(goal.id, phrase);
      usedPatterns.add(pattern.id);
      return draft;
    }
    used.add(pattern.id);
  }
  return undefined;
}

export function generateQuestionSet(
  profile: JobProfile,
  goals: ResolvedGoal[],
  options: { variant: number; avoid: string[] } = { variant: 0, avoid: [] },
): QuestionSet {
  const variant = variantOf(options.variant, options.avoid);
  const counts = allocate(goals);
  const used = new Set<string>();
  const texts: string[] = [];
  const difficultyCount: Record<QuestionDifficulty, number> = { easy: 0, mid: 0, hard: 0 };
  const skillUse = new Map<string, number>();
  const planned: { goal: ResolvedGoal; draft: Draft }[] = [];
  const maxSlots = Math.max(...counts.values(), 0);
  const phrasesTaken = new Set<DutyPhrase>();
  const patternsUsed = new Set<string>();
  const goalPhrases = new Map<string, DutyPhrase>();
  const phraseUses = new Map<DutyPhrase, number>();
  const quoted = new Set<string>();
  // Round-robin over goals so every goal gets its first question before any gets a second.
  for (let slot = 0; slot < maxSlots; slot++) {
    for (const goal of goals) {
      if ((counts.get(goal.id) ?? 0) <= slot) continue;
      // Each question is about one of the job's own duties, through the goal's lens; the knowledge base's templates when the job lists none.
      // A goal that quotes the posting's words is asked about them: a competency goal first, a skill group's second.
      const draft =
        quoteDraftFor(profile, goal, slot, quoted, variant, texts) ??
        dutyDraftFor(profile, goal, slot, patternsUsed, phrasesTaken, goalPhrases, variant, phraseUses, texts) ??
        nextDraft(profile, goal, slot, used, texts, difficultyCount, skillUse, variant);
      if (!draft) continue;
      used.add(draft.template.id);
      texts.push(draft.text);
      difficultyCount[draft.template.difficulty]++;
      for (const s of draft.skills) skillUse.set(s, (skillUse.get(s) ?? 0) + 1);
      planned.push({ goal, draft });
    }
  }
  // Easy questions first, then medium, then hard: candidates warm up.
  const rank: Record<QuestionDifficulty, number> = { easy: 0, mid: 1, hard: 2 };
  planned.sort((a, b) => rank[a.draft.template.difficulty] - rank[b.draft.template.difficulty]);
  const questions = planned.map((p, i) => buildQuestion(profile, goals, p.goal, p.draft, i + 1));
  const goalRefs = goals.map((g) => ({ id: goalKey(g), category: g.category }));
  return {
    questions,
    metrics: computeQuestionSetMetrics(goalRefs, questions),
    coverage_analysis: computeCoverageAnalysis(goalRefs, questions),
  };
}

/** A different question for the same goals. */
export function regenerate(profile: JobProfile, goals: ResolvedGoal[], question: QuestionInput, avoid: string[]): GeneratedQuestion {
  const linked = [...(question.goal_connections ?? [])]
    .sort((a, b) => (b.weight ?? 0) - (a.weight ?? 0))
    .map((c) => goals.find((g) => g.id === String(c.goal_id)))
    .filter((g): g is ResolvedGoal => !!g);
  let primary = linked[0];
  if (!primary) {
    const q = stemSet(question.text);
    primary = [...goals].sort((a, b) => jaccard(stemSet(b.text), q) - jaccard(stemSet(a.text), q) || b.importance - a.importance)[0];
  }
  if (!primary) throw new Error('regenerateQuestion needs at least one goal');
  const banned = [question.text, ...avoid].map((t) => stemSet(t));
  const isRepeat = (text: string) => {
    const s = stemSet(text);
    return banned.some((b) => jaccard(s, b) >= 0.75);
  };
  const pools = [primary.competency, COMPETENCY_BY_ID.get(primary.category === 'technical' ? 'problem_solving' : 'ownership')!];
  // First another question about the goal's own duty, through a pattern whose text is none of those to avoid.
  let chosen: Draft | undefined;
  const phrase = phraseFor(profile, primary, new Set());
  if (phrase) {
    const patterns = [...patternsFor(primary, 0), ...patternsFor(primary, 1)];
    for (const pattern of seededOrder([...new Set(patterns)], `${profile.seed}|re|${question.text}`, (p) => p.id)) {
      const draft = dutyDraft(profile, withShortRest(profile, phrase), pattern);
      if (!isRepeat(draft.text)) {
        chosen = draft;
        break;
      }
    }
  }
  for (const competency of chosen ? [] : pools) {
    for (const template of seededOrder(competency.templates, `${profile.seed}|re|${question.text}`, (t) => t.id)) {
      chosen = drafts(profile, primary, template, Math.floor(unit(`${question.text}|skill`) * 7)).find((d) => !isRepeat(d.text));
      if (chosen) break;
    }
    if (chosen) break;
  }
  if (!chosen) {
    const template = primary.competency.templates[0]!;
    const base = drafts(profile, primary, template, 0)[0]!;
    chosen = { ...base, text: `${base.text} Please use a different example from the one you gave before.` };
  }
  const built = buildQuestion(profile, goals, primary, chosen, question.question_order ?? 1);
  // Keep every goal the old question served.
  for (const g of linked) {
    if (built.goal_connections.some((c) => String(c.goal_id) === g.id)) continue;
    const old = question.goal_connections?.find((c) => String(c.goal_id) === g.id);
    const weight = Math.max(0.4, Math.min(1, old?.weight ?? 0.5));
    built.goal_connections.push({
      goal_id: goalKey(g),
      goal_text: clip(g.text, 1000),
      category: g.category,
      importance: Math.round(g.importance * 2.5),
      weight,
      reasoning: `Kept from the question this one replaces, which also assessed ${g.competency.name}.`,
      connection_strength: Math.round(weight * 100),
    });
  }
  return built;
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  answerScoreSchema,
  GOAL_CATEGORIES,
  type GeneratedGoal,
  type GeneratedQuestion,
  generatedGoalSchema,
  generatedQuestionSchema,
  type GoalInput,
  goalSetSchema,
  jobAnalysisSchema,
  PRESET_GOALS,
  questionSetSchema,
} from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { jobText, SKILL_BY_NAME } from './builtin/extract.ts';
import { needsAn } from './builtin/goals.ts';
import { BUILTIN_PROVENANCE, BuiltinEngine } from './builtin/index.ts';
import { KB_VERSION } from './builtin/version.ts';
import { ANSWER_FIXTURES } from './fixtures/answers.ts';
import { FIXTURE_BY_ID, JOB_FIXTURES } from './fixtures/jobs.ts';

const engine = new BuiltinEngine();

/** Goals as a caller would pass them after storing them: with database ids. */
function stored(goals: GeneratedGoal[], offset = 100): GoalInput[] {
  return goals.map((g, i) => ({ ...g, id: offset + i }));
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#]+/)
      .filter((w) => w.length > 3),
  );
}

function overlap(a: string, b: string): number {
  const x = wordsOf(a);
  const y = wordsOf(b);
  let inter = 0;
  for (const w of x) if (y.has(w)) inter++;
  return inter / Math.max(1, x.size + y.size - inter);
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, ' ')
    .trim();

/** Analysis, goals and questions of every fixture, computed once. */
const runs = JOB_FIXTURES.map((fixture) => {
  const analysis = engine.analyzeJobSync(fixture.job);
  const goals = engine.generateGoalsSync(fixture.job).goals;
  const goalInputs = stored(goals);
  const set = engine.generateQuestionsSync(fixture.job, goalInputs);
  return { fixture, analysis, goals, goalInputs, set };
});

describe('builtin engine: job analysis', () => {
  it('produces output that satisfies the shared schema for every fixture', () => {
    for (const { analysis } of runs) expect(() => jobAnalysisSchema.parse(analysis)).not.toThrow();
  });

  it('finds at least 90% of the skills a recruiter expects across the fixtures', () => {
    let expected = 0;
    let found = 0;
    const misses: string[] = [];
    for (const { fixture, analysis } of runs) {
      const names = new Set(analysis.skills.map((s) => s.name.toLowerCase()));
      for (const skill of fixture.expectedSkills) {
        expected++;
        if (names.has(skill.toLowerCase())) found++;
        else misses.push(`${fixture.id}: ${skill}`);
      }
    }
    expect(JOB_FIXTURES.length).toBeGreaterThanOrEqual(15);
    expect(found / expected, `missed: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('invents no skill: each one was found through its name or an alias that appears in the job text', () => {
    for (const { fixture, analysis } of runs) {
      const text = jobText({ job_description: '', ...fixture.job });
      for (const skill of analysis.skills) {
        expect(skill.matched, `${fixture.id}: ${skill.name}`).toBeDefined();
        expect(text.includes(skill.matched!), `${fixture.id}: "${skill.matched}" is not in the text`).toBe(true);
        const forms = SKILL_BY_NAME.get(skill.name.toLowerCase())?.aliases ?? [skill.name.toLowerCase()];
        expect(forms.map(normalise), `${fixture.id}: "${skill.matched}" is not a form of ${skill.name}`).toContain(
          normalise(skill.matched!),
        );
      }
    }
  });

  it('tells technical from soft skills', () => {
    const backend = runs.find((r) => r.fixture.id === 'backend-engineer')!.analysis;
    expect(backend.skills.find((s) => s.name === 'PostgreSQL')?.kind).toBe('technical');
    expect(backend.skills.find((s) => s.name === 'communication')?.kind).toBe('soft');
  });

  it('resolves aliases to one canonical skill (k8s = Kubernetes, Postgres = PostgreSQL, JS = JavaScript)', () => {
    const { skills } = engine.analyzeJobSync({
      title: 'Platform Developer',
      job_description: 'You will run k8s clusters, write JS for our tools and tune Postgres. Postgres experience is a must.',
    });
    const names = skills.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Kubernetes', 'JavaScript', 'PostgreSQL']));
    expect(names.filter((n) => n === 'PostgreSQL')).toHaveLength(1);
  });

  it('does not read ordinary words as skills ("go", "excel at", "the rest")', () => {
    const { skills } = engine.analyzeJobSync({
      title: 'Office Coordinator',
      job_description: 'Go the extra mile for visitors. You excel at keeping the rest of the office calm and organised.',
    });
    const names = skills.map((s) => s.name);
    expect(names).not.toContain('Go');
    expect(names).not.toContain('Excel');
    expect(names).not.toContain('REST APIs');
  });

  it('takes key requirements from the first 3 sentences of the requirements and suggested skills from the first 5 skills (spec 02 §2.1)', () => {
    const analysis = engine.analyzeJobSync({
      title: 'Bookkeeper',
      job_description: 'Keep our books in QuickBooks and reconcile bank accounts every week.',
      requirements: 'Two years of bookkeeping. Knowledge of QuickBooks. Strong Excel. A calm, careful manner.',
    });
    expect(analysis.key_requirements).toEqual(['Two years of bookkeeping', 'Knowledge of QuickBooks', 'Strong Excel']);
    expect(analysis.suggested_skills).toEqual(analysis.skills.slice(0, 5).map((s) => s.name));
  });

  it('reads seniority from the level, the title or the years asked for', () => {
    const of = (id: string) => runs.find((r) => r.fixture.id === id)!.analysis.seniority;
    expect(of('vp-engineering')).toBe('executive');
    expect(of('backend-engineer')).toBe('senior');
    expect(of('support-specialist')).toBe('entry');
    expect(of('warehouse-supervisor')).toBe('lead');
    expect(of('account-executive')).not.toBe('executive');
  });

  it('separates requirements from responsibilities under their headings', () => {
    const a = runs.find((r) => r.fixture.id === 'icu-nurse')!.analysis;
    expect(a.responsibilities).toContain('Provide critical care to ventilated and post-surgical patients.');
    expect(a.requirements).toContain('BLS and ACLS certification.');
    expect(a.requirements).not.toContain('Provide critical care to ventilated and post-surgical patients.');
    expect(a.domain).toBe('healthcare');
  });
});

describe('builtin engine: goals', () => {
  it('produces goals that satisfy the shared schema, with importance 1-4 and priority 1..n', () => {
    for (const { goals } of runs) {
      expect(() => goalSetSchema.parse({ goals })).not.toThrow();
      expect(goals.map((g) => g.priority_order)).toEqual(goals.map((_, i) => i + 1));
      for (const g of goals) {
        expect(g.importance).toBeGreaterThanOrEqual(1);
        expect(g.importance).toBeLessThanOrEqual(4);
        expect(g.reason.length).toBeGreaterThan(20);
      }
    }
  });

  it('spans at least 3 categories for every job', () => {
    for (const { fixture, goals } of runs) expect(new Set(goals.map((g) => g.category)).size, fixture.id).toBeGreaterThanOrEqual(3);
  });

  it('has no near-duplicate goals', () => {
    for (const { fixture, goals } of runs) {
      for (let i = 0; i < goals.length; i++) {
        for (let j = i + 1; j < goals.length; j++) {
          expect(overlap(goals[i]!.text, goals[j]!.text), `${fixture.id}: "${goals[i]!.text}" vs "${goals[j]!.text}"`).toBeLessThan(0.5);
        }
      }
    }
  });

  it("ties technical goals to the job's own skills", () => {
    for (const { fixture, goals, analysis } of runs) {
      const skills = new Set(analysis.skills.map((s) => s.name));
      for (const g of goals.filter((x) => x.category === 'technical' && x.skills.length > 0)) {
        for (const s of g.skills) expect(skills.has(s), `${fixture.id}: ${s}`).toBe(true);
      }
    }
  });

  it('keeps chosen presets and custom goals first, tailored to the job, then adds its own', () => {
    const job = FIXTURE_BY_ID.get('icu-nurse')!.job;
    const { goals } = engine.generateGoalsSync(job, { presets: [1, 3, 7], custom: ['Experience mentoring newly qualified nurses'] });
    expect(goals.slice(0, 3).map((g) => g.preset_id)).toEqual([1, 3, 7]);
    expect(goals[0]!.text.startsWith(PRESET_GOALS[0].text)).toBe(true);
    expect(goals[0]!.text).toMatch(/ACLS|BLS|patient care/);
    expect(goals[2]!.text).toContain('patients');
    expect(goals[3]).toMatchObject({ source: 'custom', text: 'Experience mentoring newly qualified nurses', category: 'interpersonal' });
    expect(goals.length).toBeGreaterThan(4);
    expect(goals.slice(4).every((g) => g.source === 'generated')).toBe(true);
  });

  it('weighs technical goals by hiring strategy: specialist above teachable', () => {
    const job = FIXTURE_BY_ID.get('devops-engineer')!.job;
    const importance = (strategy: 'specialist' | 'teachable') =>
      engine
        .generateGoalsSync(job, { strategy })
        .goals.filter((g) => g.category === 'technical')
        .reduce((sum, g) => sum + g.importance, 0);
    expect(importance('specialist')).toBeGreaterThan(importance('teachable'));
    const teachable = engine.generateGoalsSync(job, { strategy: 'teachable' }).goals;
    expect(teachable.every((g) => g.hiring_strategy === 'teachable')).toBe(true);
  });

  it('generateGoalForCategory returns a goal of that category that duplicates none of the existing ones, again and again', () => {
    for (const id of ['backend-engineer', 'sous-chef', 'hr-business-partner']) {
      const job = FIXTURE_BY_ID.get(id)!.job;
      for (const category of GOAL_CATEGORIES) {
        const existing = engine.generateGoalsSync(job).goals.map((g) => ({ text: g.text, category: g.category }));
        for (let round = 0; round < 4; round++) {
          const goal = engine.generateGoalForCategorySync(job, existing, { category, hiring_strategy: 'generalist' });
          expect(() => generatedGoalSchema.parse(goal)).not.toThrow();
          expect(goal.category).toBe(category);
          expect(goal.priority_order).toBe(existing.length + 1);
          for (const e of existing)
            expect(overlap(goal.text, e.text), `${id}/${category}: "${goal.text}" vs "${e.text}"`).toBeLessThan(0.5);
          existing.push({ text: goal.text, category: goal.category });
        }
      }
    }
  });

  it("generateGoalForCategory follows a specific focus area and the strategy's importance", () => {
    const job = FIXTURE_BY_ID.get('devops-engineer')!.job;
    const goal = engine.generateGoalForCategorySync(job, [], {
      category: 'technical',
      hiring_strategy: 'specialist',
      focus: 'Kubernetes upgrades',
    });
    expect(goal.text).toContain('Kubernetes upgrades');
    expect(goal.importance).toBe(4);
    expect(goal.hiring_strategy).toBe('specialist');
  });
});

describe('builtin engine: questions', () => {
  it('produces a question set that satisfies the shared schema', () => {
    for (const { set } of runs) expect(() => questionSetSchema.parse(set)).not.toThrow();
  });

  it('links every goal to at least one question', () => {
    for (const { fixture, set, goalInputs } of runs) {
      for (const g of goalInputs) {
        expect(
          set.questions.some((q) => q.goal_connections.some((c) => c.goal_id === g.id)),
          `${fixture.id}: goal "${g.text}" has no question`,
        ).toBe(true);
      }
      expect(set.coverage_analysis.coverage_percentage).toBe(100);
      expect(set.coverage_analysis.goals_without_questions).toBe(0);
      expect(set.metrics.goal_coverage_percentage).toBe(100);
      expect(set.metrics.total_questions).toBe(set.questions.length);
    }
  });

  it("returns connections keyed by the caller's goal ids, numbers or strings", () => {
    const { fixture, goals } = runs[0]!;
    const withStrings = goals.map((g, i) => ({ ...g, id: `goal-${i}` }));
    const set = engine.generateQuestionsSync(fixture.job, withStrings);
    const ids = new Set(withStrings.map((g) => g.id));
    for (const q of set.questions) for (const c of q.goal_connections) expect(ids.has(c.goal_id as string)).toBe(true);
    for (const q of runs[0]!.set.questions) for (const c of q.goal_connections) expect(typeof c.goal_id).toBe('number');
  });

  it('keeps weights in 0-1, strength in percent, importance out of 10, and at least 2 follow-ups', () => {
    for (const { set } of runs) {
      for (const q of set.questions) {
        expect(q.followup_suggestions.length).toBeGreaterThanOrEqual(2);
        expect(q.expected_response_guidelines.rating_scale.map((r) => r.score)).toEqual([1, 2, 3, 4, 5]);
        for (const c of q.goal_connections) {
          expect(c.weight).toBeGreaterThanOrEqual(0);
          expect(c.weight).toBeLessThanOrEqual(1);
          expect(c.connection_strength).toBe(Math.round(c.weight * 100));
          expect(c.importance).toBeLessThanOrEqual(10);
          expect(c.reasoning.length).toBeGreaterThan(10);
        }
      }
    }
  });

  it("names the job's own skills or duties, in the job's words, in questions written for technical goals", () => {
    for (const { fixture, set, analysis } of runs) {
      const skills = analysis.skills
        .filter((s) => s.kind === 'technical')
        .flatMap((s) => [s.name, s.matched ?? s.name])
        .concat((analysis.duties ?? []).map((d) => d.text.charAt(0).toLowerCase() + d.text.slice(1)));
      const technical = set.questions.filter((q) => q.category === 'technical');
      expect(technical.length, fixture.id).toBeGreaterThan(0);
      for (const q of technical)
        expect(
          skills.some((s) => q.text.includes(s)),
          `${fixture.id}: "${q.text}"`,
        ).toBe(true);
    }
  });

  it('gives unrelated jobs clearly different question sets (under 20% shared)', () => {
    let worst = 0;
    for (const a of runs) {
      for (const b of runs) {
        if (a.fixture.field === b.fixture.field || a.fixture.id >= b.fixture.id) continue;
        const textsB = new Set(b.set.questions.map((q) => q.text));
        const shared = a.set.questions.filter((q) => textsB.has(q.text)).length;
        const share = shared / Math.min(a.set.questions.length, b.set.questions.length);
        worst = Math.max(worst, share);
        expect(share, `${a.fixture.id} vs ${b.fixture.id}`).toBeLessThan(0.2);
      }
    }
    expect(worst).toBeLessThan(0.2);
  });

  it('asks no question twice within a set and spreads difficulty', () => {
    for (const { fixture, set } of runs) {
      expect(new Set(set.questions.map((q) => q.text)).size, fixture.id).toBe(set.questions.length);
      expect(set.questions.map((q) => q.question_order)).toEqual(set.questions.map((_, i) => i + 1));
      expect(new Set(set.questions.map((q) => q.difficulty)).size, fixture.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('another variant writes different questions for the same goals, goal by goal as the job asks, repeating none of the set it replaces', () => {
    for (const { fixture, goalInputs } of runs) {
      for (const goal of goalInputs) {
        const first = engine.generateQuestionsSync(fixture.job, [goal]);
        const avoid = first.questions.map((q) => q.text);
        const second = engine.generateQuestionsSync(fixture.job, [goal], { variant: 1, avoid });
        expect(second.questions.length, fixture.id).toBeGreaterThan(0);
        expect(
          second.questions.filter((q) => avoid.includes(q.text)).map((q) => q.text),
          fixture.id,
        ).toEqual([]);
        for (const q of second.questions) expect(q.goal_connections[0]!.goal_id).toBe(goal.id);
        // The same variant is the same set: a regenerated version is reproducible.
        expect(engine.generateQuestionsSync(fixture.job, [goal], { variant: 1, avoid })).toEqual(second);
      }
    }
  });

  it('regenerateQuestion returns a different question for the same goals', () => {
    for (const { fixture, set, goalInputs } of runs) {
      const old = set.questions[0]!;
      const fresh: GeneratedQuestion = engine.regenerateQuestionSync(fixture.job, goalInputs, old, {
        avoid: set.questions.map((q) => q.text),
      });
      expect(() => generatedQuestionSchema.parse(fresh)).not.toThrow();
      expect(
        set.questions.map((q) => q.text),
        fixture.id,
      ).not.toContain(fresh.text);
      const oldIds = old.goal_connections.map((c) => c.goal_id);
      const newIds = fresh.goal_connections.map((c) => c.goal_id);
      for (const id of oldIds) expect(newIds, fixture.id).toContain(id);
      expect(fresh.goal_connections[0]!.goal_id).toBe(old.goal_connections[0]!.goal_id);
    }
  });
});

describe('builtin engine: question wording', () => {
  it('picks a or an by the sound of the next word, spelling out acronyms unless they read as words', () => {
    for (const word of ['SEO', 'HR', 'HTML', 'AWS', 'SBAR', 'ACLS', 'OSHA', 'iOS', 'Excel', 'initiative', 'hour', 'honest'])
      expect(needsAn(word), word).toBe(true);
    for (const word of ['REST', 'NASA', 'SOAP', 'HIPAA', 'URL', 'MySQL', 'user', 'unit', 'one-off', 'PostgreSQL', 'Kubernetes'])
      expect(needsAn(word), word).toBe(false);
  });

  it('writes every generated question and rubric with the right article and no plural acronym used as a modifier', () => {
    for (const { fixture, set } of runs) {
      for (const q of set.questions) {
        const g = q.expected_response_guidelines;
        for (const text of [q.text, ...q.followup_suggestions]) {
          for (const m of text.matchAll(/\b([Aa]n?) ([A-Za-z][\w.+#-]*)/g)) {
            expect(m[1]!.length === 2, `${fixture.id}: "${m[0]}" in ${text}`).toBe(needsAn(m[2]!));
          }
          expect(text, fixture.id).not.toMatch(/\b[A-Z]{2,}s (problem|service|project|app|pipeline)\b/);
        }
        // Key points are a mix of verb and noun phrases, so the rubric lists them rather than running them into a sentence.
        expect(g.strong, fixture.id).toContain(
          `It covers these points: ${g.key_points.map((p) => p.charAt(0).toLowerCase() + p.slice(1)).join('; ')}.`,
        );
        expect(g.strong, fixture.id).not.toMatch(/that covers [a-z]+s /);
      }
    }
  });

  it("asks the backend job about its own PostgreSQL schema duty, in the job's words, when the goals favour depth", () => {
    const job = FIXTURE_BY_ID.get('backend-engineer')!.job;
    const goals = engine.generateGoalsSync(job, { presets: [3], strategy: 'specialist' }).goals.map((g, i) => ({ ...g, id: `G${i + 1}` }));
    const set = engine.generateQuestionsSync(job, goals);
    const schema = set.questions.filter((q) => q.text.includes('own the PostgreSQL schema for payments'));
    expect(schema.length).toBeGreaterThan(0);
    for (const q of schema) expect(q.sources).toEqual([expect.stringContaining('Own the PostgreSQL schema for payments')]);
  });
});

describe('builtin engine: answer scoring', () => {
  for (const f of ANSWER_FIXTURES) {
    describe(f.id, () => {
      const job = FIXTURE_BY_ID.get(f.jobId)!.job;
      const strong = engine.scoreAnswerSync(job, f.question, f.goals, f.strong);
      const weak = engine.scoreAnswerSync(job, f.question, f.goals, f.weak);
      const off = engine.scoreAnswerSync(job, f.question, f.goals, f.offTopic);

      it('scores strong > weak > off-topic, overall and per goal', () => {
        expect(strong.overall).toBeGreaterThan(weak.overall);
        expect(weak.overall).toBeGreaterThan(off.overall);
        expect(strong.overall).toBeGreaterThanOrEqual(4);
        for (let i = 0; i < strong.scores.length; i++) {
          expect(strong.scores[i]!.score).toBeGreaterThan(weak.scores[i]!.score);
          expect(weak.scores[i]!.score).toBeGreaterThanOrEqual(off.scores[i]!.score);
        }
      });

      it('scores one entry per connected goal, keyed by its id, and satisfies the schema', () => {
        for (const s of [strong, weak, off]) {
          expect(() => answerScoreSchema.parse(s)).not.toThrow();
          expect(s.scores.map((x) => x.goal_id)).toEqual(f.goals.map((g) => g.id));
        }
      });

      it('quotes evidence verbatim from the answer', () => {
        expect(strong.scores.some((s) => s.evidence.length > 0)).toBe(true);
        for (const [answer, score] of [
          [f.strong, strong],
          [f.weak, weak],
          [f.offTopic, off],
        ] as const) {
          for (const s of score.scores) for (const quote of s.evidence) expect(answer.includes(quote), quote).toBe(true);
        }
      });

      it('scores a well-told story from the wrong field below the weak answer, flags it and says why', () => {
        const wrong = engine.scoreAnswerSync(job, f.question, f.goals, f.wrongDomain);
        expect(wrong.overall).toBeLessThan(weak.overall);
        expect(wrong.overall).toBe(1);
        expect(wrong.flags).toContain('off_topic');
        for (const s of wrong.scores) {
          expect(s.score).toBe(1);
          expect(s.rationale).toMatch(/does not address/);
          expect(s.evidence).toEqual([]);
        }
      });

      it('scores a keyword-stuffed answer below the weak answer, flags it and says why', () => {
        const stuffed = engine.scoreAnswerSync(job, f.question, f.goals, f.stuffed);
        expect(stuffed.overall).toBeLessThan(weak.overall);
        expect(stuffed.overall).toBeLessThanOrEqual(2);
        expect(stuffed.flags.some((x) => x === 'term_list' || x === 'keyword_template')).toBe(true);
        for (const s of stuffed.scores) expect(s.rationale).toMatch(/lists terms|stock sentences/);
      });

      it('gives an off-topic answer the lowest score and says why', () => {
        expect(off.flags).toContain('off_topic');
        expect(off.overall).toBe(1);
        for (const s of off.scores) {
          expect(s.score).toBe(1);
          expect(s.rationale).toMatch(/does not address/);
          expect(s.evidence).toEqual([]);
        }
      });

      it('gives an empty or copied answer the lowest score and says why', () => {
        const empty = engine.scoreAnswerSync(job, f.question, f.goals, '   ');
        expect(empty.flags).toEqual(['empty']);
        expect(empty.overall).toBe(1);
        expect(empty.scores.every((s) => s.score === 1 && /No answer/.test(s.rationale))).toBe(true);
        const copied = engine.scoreAnswerSync(job, f.question, f.goals, f.question.text);
        expect(copied.flags).toEqual(['copied_question']);
        expect(copied.overall).toBe(1);
        expect(copied.scores.every((s) => s.score === 1 && /repeats the question/.test(s.rationale))).toBe(true);
      });
    });
  }

  it('caps a very short answer at 2', () => {
    const f = ANSWER_FIXTURES[0]!;
    const s = engine.scoreAnswerSync(
      FIXTURE_BY_ID.get(f.jobId)!.job,
      f.question,
      f.goals,
      'I added an index in PostgreSQL and it got faster.',
    );
    expect(s.flags).toContain('too_short');
    expect(Math.max(...s.scores.map((x) => x.score))).toBeLessThanOrEqual(2);
  });

  it('scores answers to questions the engine generated, against the goals they connect to', () => {
    const { fixture, set, goalInputs } = runs.find((r) => r.fixture.id === 'backend-engineer')!;
    const q = set.questions.find((x) => x.text.includes('PostgreSQL'))!;
    const s = engine.scoreAnswerSync(fixture.job, q, goalInputs, ANSWER_FIXTURES[0]!.strong);
    expect(s.scores.map((x) => x.goal_id).sort()).toEqual(q.goal_connections.map((c) => c.goal_id).sort());
    expect(s.overall).toBeGreaterThan(engine.scoreAnswerSync(fixture.job, q, goalInputs, ANSWER_FIXTURES[0]!.offTopic).overall);
  });

  it('scores a free-text question against the goals that share its skills or competency, not look-alike wording', () => {
    const { fixture, goals, goalInputs } = runs.find((r) => r.fixture.id === 'backend-engineer')!;
    const text = 'Tell us about a time you tuned a slow PostgreSQL query in production. What did you measure first, and what changed?';
    const s = engine.scoreAnswerSync(fixture.job, { text }, goalInputs, ANSWER_FIXTURES[0]!.strong);
    const scored = s.scores.map((x) => goals[goalInputs.findIndex((g) => g.id === x.goal_id)]!.text);
    expect(scored.length).toBeGreaterThan(0);
    expect(scored[0]).toMatch(/PostgreSQL/);
    expect(scored.join(' ')).not.toMatch(/Kubernetes/);
  });

  it('falls back to the single closest goal when no goal shares anything with a free-text question', () => {
    const { fixture, goalInputs } = runs.find((r) => r.fixture.id === 'backend-engineer')!;
    const s = engine.scoreAnswerSync(fixture.job, { text: 'What is your favourite colour?' }, goalInputs, 'Blue, because it is calm.');
    expect(s.scores).toHaveLength(1);
  });
});

describe('builtin engine: determinism and provenance', () => {
  it('gives the same output for the same input', async () => {
    for (const { fixture } of runs.slice(0, 6)) {
      const a = JSON.stringify(await engine.generateQuestions(fixture.job, stored((await engine.generateGoals(fixture.job)).data.goals)));
      const b = JSON.stringify(
        await new BuiltinEngine().generateQuestions(fixture.job, stored(new BuiltinEngine().generateGoalsSync(fixture.job).goals)),
      );
      expect(a).toBe(b);
      expect(JSON.stringify(engine.analyzeJobSync(fixture.job))).toBe(JSON.stringify(engine.analyzeJobSync(fixture.job)));
    }
  });

  it('uses no randomness or clock in the builtin engine', () => {
    const dir = fileURLToPath(new URL('./builtin', import.meta.url));
    const files: string[] = [];
    const walk = (d: string) => {
      for (const name of readdirSync(d)) {
        const p = join(d, name);
        if (statSync(p).isDirectory()) walk(p);
        else if (p.endsWith('.ts')) files.push(p);
      }
    };
    walk(dir);
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/Math\.random|Date\.now|new Date\(/);
  });

  it('records which engine, model and knowledge-base version made each result', async () => {
    const job = FIXTURE_BY_ID.get('math-teacher')!.job;
    const results = [
      await engine.analyzeJob(job),
      await engine.generateGoals(job),
      await engine.generateGoalForCategory(job, [], { category: 'business' }),
    ];
    for (const r of results) expect(r.provenance).toEqual({ engine: 'builtin', model: 'builtin-kb', version: KB_VERSION });
    expect(BUILTIN_PROVENANCE.engine).toBe('builtin');
  });

  it('still serves a job with only a title, or with a custom goal alone', async () => {
    for (const job of [
      { title: 'Cashier', job_description: '' },
      { title: 'General Assistant', job_description: 'Help out around the office.' },
    ]) {
      expect(() => jobAnalysisSchema.parse(engine.analyzeJobSync(job))).not.toThrow();
      const { goals } = engine.generateGoalsSync(job);
      expect(new Set(goals.map((g) => g.category)).size).toBeGreaterThanOrEqual(3);
      const set = (await engine.generateQuestions(job, stored(goals))).data;
      expect(set.coverage_analysis.coverage_percentage).toBe(100);
      const custom = engine.generateQuestionsSync(job, [
        { id: 'c1', text: 'Speaks to customers with warmth', category: 'custom', importance: 5 },
      ]);
      expect(() => questionSetSchema.parse(custom)).not.toThrow();
      expect(custom.questions.every((q) => q.goal_connections[0]!.goal_id === 'c1')).toBe(true);
    }
  });

  it('refuses to write questions without goals', () => {
    expect(() => engine.generateQuestionsSync(FIXTURE_BY_ID.get('math-teacher')!.job, [])).toThrow(/at least one goal/);
  });
});

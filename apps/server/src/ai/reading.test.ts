import type { GoalInput } from '@hiring/shared/ai';
import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from './builtin/index.ts';
import { EVAL_ANSWERS, NEW_EVAL_JOBS } from './fixtures/eval-set.ts';
import { FIXTURE_BY_ID } from './fixtures/jobs.ts';

const engine = new BuiltinEngine();
const chef = NEW_EVAL_JOBS.find((j) => j.id === 'sous-chef-inline')!.job;
const chefText = `${chef.title}\n${chef.job_description}`;
const analysis = engine.analyzeJobSync(chef);
const goals = engine.generateGoalsSync(chef).goals;
const ids: GoalInput[] = goals.map((g, i) => ({ ...g, id: i + 1 }));
const questions = engine.generateQuestionsSync(chef, ids).questions;

describe('builtin engine: reading a job as people write it (a sous chef in one paragraph)', () => {
  it('finds the skills, tools and certifications the knowledge base does not know', () => {
    const names = analysis.skills.map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['ServSafe', 'prep lists', 'food cost', 'butchery', 'sauce work', 'line cooks', 'HACCP logs', 'inventory']),
    );
  });

  it('reads duties as verb and object in base form, numbers kept, from the inline paragraphs and the semicolon list', () => {
    const duties = (analysis.duties ?? []).map((d) => d.text);
    expect(duties).toEqual(
      expect.arrayContaining([
        'run the line',
        'write prep lists',
        'order produce and protein',
        'keep food cost under 29 percent',
        'expedite during service',
        'train and schedule six line cooks',
        'maintain HACCP logs and temperature records',
        'cost new dishes',
        'manage inventory',
        'reduce waste',
      ]),
    );
    for (const d of analysis.duties ?? []) expect(chefText).toContain(d.source);
  });

  it('reads the inline "Responsibilities:" paragraph as responsibilities', () => {
    expect(analysis.responsibilities).toEqual(
      expect.arrayContaining(['train and schedule six line cooks', 'maintain HACCP logs and temperature records', 'cost new dishes']),
    );
  });

  it('proposes goals for leading the cooks, food cost and kitchen safety, each citing the job sentences it came from', () => {
    // Titles in the job's own words, as a hiring manager would write them: the duty in the third person.
    const people = goals.find((g) => g.category === 'interpersonal' && /line cooks/.test(g.text));
    const cost = goals.find((g) => g.category === 'business');
    const safety = goals.find((g) => /HACCP/.test(g.text));
    expect(people?.text).toBe('Trains and schedules six line cooks');
    expect(people?.sources).toContain('train and schedule six line cooks');
    expect(cost?.text).toBe('Keeps food cost under 29 percent');
    expect(safety?.text).toBe('Maintains HACCP logs and temperature records');
    expect(safety?.sources).toEqual(['maintain HACCP logs and temperature records']);
    for (const g of goals) {
      expect(g.sources?.length, g.text).toBeGreaterThan(0);
      for (const s of g.sources ?? []) expect(chefText, g.text).toContain(s);
    }
  });

  it('invents no guests for a kitchen line that never mentions them', () => {
    for (const line of [...goals.map((g) => `${g.text} ${g.description} ${g.reason}`), ...questions.map((q) => q.text)]) {
      expect(line).not.toMatch(/\bguests?\b|fully booked/i);
    }
  });

  it("asks about the job's own duties with a 1/3/5 scale and follow-ups for that duty", () => {
    const q = questions.find((x) => x.text.includes('train and schedule six line cooks'));
    expect(q).toBeDefined();
    const scale = q!.expected_response_guidelines.rating_scale;
    for (const score of [1, 3, 5]) expect(scale.find((a) => a.score === score)?.description).toContain('train and schedule six line cooks');
    expect(q!.followup_suggestions.some((f) => f.includes('train and schedule six line cooks'))).toBe(true);
    expect(q!.sources).toEqual(['train and schedule six line cooks']);
  });

  it("shares no question with a sales representative's set", () => {
    const sales = FIXTURE_BY_ID.get('account-executive')!.job;
    const salesGoals = engine.generateGoalsSync(sales).goals.map((g, i) => ({ ...g, id: i + 1 }));
    const salesTexts = new Set(engine.generateQuestionsSync(sales, salesGoals).questions.map((q) => q.text));
    expect(questions.filter((q) => salesTexts.has(q.text))).toEqual([]);
  });
});

describe('builtin engine: scoring that knows the job', () => {
  const composure = EVAL_ANSWERS.filter((a) => a.id.startsWith('chef-composure:'));
  const score = (kind: string) => {
    const a = composure.find((x) => x.kind === kind)!;
    return { a, r: engine.scoreAnswerSync(a.job, a.question, a.goals, a.answer) };
  };

  it('scores a well-told story from another field 1 on a soft-skill question, and says it is about another field', () => {
    const { r } = score('another_field');
    expect(r.overall).toBe(1);
    expect(r.flags).toContain('off_topic');
    expect(r.scores[0]!.rationale).toMatch(/another field/);
    expect(r.scores[0]!.rationale).toContain('run the line');
  });

  it('scores a good story about another duty of the same job low, and says so', () => {
    const a = EVAL_ANSWERS.find((x) => x.id === 'chef-train-cooks:another_duty')!;
    const r = engine.scoreAnswerSync(a.job, a.question, a.goals, a.answer);
    expect(r.overall).toBeLessThanOrEqual(2);
    expect(r.scores[0]!.rationale).toMatch(/other work of this job than the question asks about/);
  });

  it("scores the chef's own story of a pressured service high, quoting the sentences that earned it verbatim", () => {
    const { a, r } = score('strong');
    expect(r.overall).toBeGreaterThanOrEqual(4);
    expect(r.scores[0]!.evidence.length).toBeGreaterThan(0);
    for (const quote of r.scores[0]!.evidence) expect(a.answer).toContain(quote);
  });
});

describe('LLM prompts: the duties the reader found, with their sentences', () => {
  it('gives the model the duties of the job and the job sentence each came from, escaped as data', async () => {
    const { jobInputSchema } = await import('@hiring/shared/ai');
    const { generateGoalsPrompt } = await import('./llm/prompts/generate-goals.ts');
    const { generateQuestionsPrompt } = await import('./llm/prompts/generate-questions.ts');
    const job = jobInputSchema.parse({ ...chef, job_description: `${chef.job_description} Keep <b>tags</b> out.` });
    const goalsPrompt = generateGoalsPrompt({ job, presets: [], custom: [], strategy: 'none' });
    expect(goalsPrompt).toContain('<job_duties>');
    expect(goalsPrompt).toContain('- train and schedule six line cooks | from the job: "train and schedule six line cooks"');
    expect(goalsPrompt).toMatch(/sources \(1 to 3 sentences of the job/);
    expect(goalsPrompt).not.toContain('<b>');
    expect(generateQuestionsPrompt(job, [{ key: 'G1', text: 'Leading people', category: 'interpersonal' }])).toContain(
      'keep food cost under 29 percent',
    );
  });
});

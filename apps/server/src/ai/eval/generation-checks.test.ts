import { DEFAULT_INTERVIEW_LENGTH, LENGTH_FILL_SHARE } from '@hiring/shared/question-length';
import { describe, expect, it } from 'vitest';
import { BuiltinEngine } from '../builtin/index.ts';
import { stemSet } from '../builtin/text.ts';
import {
  carriesTitle,
  checkGeneration,
  duplicatedQuestions,
  formatGeneration,
  generate,
  isCut,
  lines,
  namesAny,
  sharedShare,
  termsNamed,
} from './generation-checks.ts';
import { readFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { EVAL_JOBS } from '../fixtures/eval-set.ts';
import { JOB_FIXTURES } from '../fixtures/jobs.ts';
import { GENERATION_JOBS } from './generation-jobs.ts';
import { checkPublicPostings, formatPublicPostings, loadPublicPostings, spansNamed } from './public-postings.ts';
// @ts-expect-error: the sample's builder is a plain script, with no types.
import { build } from './public-postings/build.mjs';

const engine = new BuiltinEngine();
const runs = generate(engine);
const figures = checkGeneration(runs);

describe('generation checks: the seams they catch', () => {
  it('sees the job title in a goal, whole or by a part of two words or more, but not a field word alone', () => {
    expect(
      carriesTitle('Problem solving in veterinary technician, small animal hospital work', 'Veterinary Technician, Small Animal Hospital'),
    ).toBe(true);
    expect(carriesTitle('Ownership for every backend engineer – clinical scheduling task', 'Backend Engineer – Clinical Scheduling')).toBe(
      true,
    );
    expect(carriesTitle('Anesthesia monitoring', 'Veterinary Technician, Small Animal Hospital')).toBe(false);
  });

  it('sees a phrase cut mid-term or ending on a word that cannot end one', () => {
    const dental = 'Perform prophylaxis and scaling and root planing for adult and child patients.';
    expect(isCut('Hands-on: perform prophylaxis and scaling and root', dental)).toBe(true);
    expect(isCut('Prophylaxis and scaling and root planing', dental)).toBe(false);
    expect(
      isCut(
        'Here you would mentor two mid-level engineers and work.',
        'Mentor two mid-level engineers and work closely with product managers.',
      ),
    ).toBe(true);
    expect(isCut('Clear communication with the people you work with', '')).toBe(true);
  });

  it('sees the same question asked twice with another noun', () => {
    const texts = [
      'A colleague asks for help with a Go problem you have never seen. How do you approach it together?',
      'A colleague asks for help with a Kafka problem you have never seen. How do you approach it together?',
      'Walk us through how you design PostgreSQL schemas, step by step.',
    ];
    expect(duplicatedQuestions(texts, ['Go', 'Kafka', 'PostgreSQL'])).toHaveLength(1);
  });

  it('finds names as whole words, key terms by their words in any form, and shared lines with skills masked', () => {
    expect(namesAny('Tell us about a time you had to own the backend of ShiftWise', ['ShiftWise'])).toBe(true);
    expect(namesAny('Tell us about shifts you worked', ['ShiftWise'])).toBe(false);
    expect(termsNamed('Takes and develops radiographs; places IV catheters', ['radiographs', 'IV catheters', 'restraint'])).toEqual([
      'radiographs',
      'IV catheters',
    ]);
    const a = lines([{ text: 'Tell us about Go code. How did you test it?' }], ['Go']);
    const b = lines([{ text: 'Tell us about Excel code. How did you test it?' }], ['Excel']);
    expect(sharedShare(a, b)).toBe(1);
  });
});

describe('generation checks: the aims on twelve jobs from twelve fields', () => {
  it('runs on twelve jobs of twelve fields, the veterinary technician, payroll specialist, lab scientist and social worker among them', () => {
    expect(new Set(GENERATION_JOBS.map((j) => j.field)).size).toBe(12);
    for (const id of ['veterinary-technician', 'payroll-specialist', 'lab-scientist', 'social-worker'])
      expect(GENERATION_JOBS.map((j) => j.id)).toContain(id);
  });

  it('writes no goal title or question with the job title, the company, an internal name or a cut phrase, and no duplicated question', () => {
    expect(figures.seams).toEqual([]);
    expect(figures.cleanGoals).toBe(1);
    expect(figures.cleanQuestions).toBe(1);
  });

  it("names at least half of each job's hand-picked key terms in its goals and in its questions", () => {
    for (const k of figures.keyTerms) {
      expect(k.goals, `${k.job} goals miss ${k.missingInGoals.join(', ')}`).toBeGreaterThanOrEqual(0.5);
      expect(k.questions, `${k.job} questions miss ${k.missingInQuestions.join(', ')}`).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('shares at most 10% of question lines between the sets of unrelated jobs', () => {
    expect(figures.worstSharedLines, figures.worstPair).toBeLessThanOrEqual(0.1);
  });

  it('fits the default set to 30-45 minutes, every goal covered by one or two questions', () => {
    for (const m of figures.minutes) {
      expect(m.fitted, m.job).toBeLessThanOrEqual(DEFAULT_INTERVIEW_LENGTH);
      expect(m.fitted, m.job).toBeGreaterThanOrEqual(Math.round(DEFAULT_INTERVIEW_LENGTH * LENGTH_FILL_SHARE));
    }
    for (const r of runs) {
      for (let i = 0; i < r.goals.length; i++) {
        const primary = r.questions.filter((q) => String(q.goal_connections[0]?.goal_id) === String(i + 1)).length;
        expect(primary, `${r.item.id}: ${r.goals[i]!.text}`).toBeGreaterThanOrEqual(1);
        expect(primary, `${r.item.id}: ${r.goals[i]!.text}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('mixes technical, behavioural and situational questions of more than one difficulty in every set', () => {
    for (const r of runs) {
      expect(new Set(r.questions.map((q) => q.question_type)).size, r.item.id).toBe(3);
      expect(new Set(r.questions.map((q) => q.difficulty)).size, r.item.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("writes each question's key points and 1/3/5 anchors for that question's duty", () => {
    let written = 0;
    for (const r of runs)
      for (const q of r.questions) {
        const g = q.expected_response_guidelines;
        const anchor = /^Does not answer how they (.*?): /.exec(g.rating_scale.find((s) => s.score === 1)!.description);
        // Questions from the knowledge base's templates (a job with no duty for the goal) keep the templates' scale.
        if (!anchor) continue;
        written++;
        const phrase = anchor[1]!;
        // The question, its first key point and its top anchor all speak of the same duty.
        const duty = stemSet(phrase);
        const shared = (t: string) => [...stemSet(t)].filter((x) => duty.has(x)).length;
        expect(shared(q.text), q.text).toBeGreaterThanOrEqual(1);
        expect(shared(g.key_points[0]!), q.text).toBeGreaterThanOrEqual(1);
        expect(g.rating_scale.find((s) => s.score === 5)!.description).toContain(phrase);
        for (const score of [3, 5]) expect(g.rating_scale.find((s) => s.score === score)!.description.length, q.text).toBeGreaterThan(40);
      }
    expect(written).toBeGreaterThan(figures.questions * 0.8);
  });

  it('describes a custom goal from its own words and a focus goal keeps the words the team gave', () => {
    const job = GENERATION_JOBS.find((j) => j.id === 'backend-engineer-scheduling')!.job;
    const custom = engine.generateGoalsSync(job, { custom: ['Designing low-latency, reliable data systems'] }).goals[0]!;
    expect(custom.text).toBe('Designing low-latency, reliable data systems');
    expect(custom.description).toContain('designing low-latency, reliable data systems');
    const focus = engine.generateGoalForCategorySync(job, [], {
      category: 'personal',
      hiring_strategy: 'none',
      focus: 'Calm incident command on call',
    });
    expect(focus.text).toBe('Calm incident command on call');
    expect(focus.description).toContain('calm incident command on call');
  });

  it("writes no seam for the engine's other test jobs either (53 jobs of the fixtures and the evaluation set)", () => {
    const seams: string[] = [];
    for (const job of [...JOB_FIXTURES.map((f) => f.job), ...EVAL_JOBS.map((j) => j.job)]) {
      const goals = engine.generateGoalsSync(job).goals;
      const questions = engine.generateQuestionsSync(
        job,
        goals.map((g, i) => ({ ...g, id: i + 1 })),
      ).questions;
      const text = `${job.title}\n${job.job_description}`;
      for (const t of [...goals.map((g) => g.text), ...questions.map((q) => q.text)])
        if (carriesTitle(t, job.title) || isCut(t, text)) seams.push(`${job.title}: ${t}`);
      const skills = engine.analyzeJobSync(job).skills.map((k) => k.name);
      for (const [, b] of duplicatedQuestions(
        questions.map((q) => q.text),
        skills,
      ))
        seams.push(`${job.title} (repeated): ${b}`);
    }
    expect(seams).toEqual([]);
  });

  it('regenerates a duty question as another question about the same duty, free of seams', () => {
    const r = runs.find((x) => x.item.id === 'veterinary-technician')!;
    const goals = r.goals.map((g, i) => ({ ...g, id: i + 1 }));
    const old = r.questions.find((q) => /^Does not answer how they/.test(q.expected_response_guidelines.rating_scale[0]!.description))!;
    const fresh = engine.regenerateQuestionSync(r.item.job, goals, old);
    expect(fresh.text).not.toBe(old.text);
    expect(fresh.sources).toEqual(old.sources);
    expect(carriesTitle(fresh.text, r.item.job.title)).toBe(false);
    expect(namesAny(fresh.text, [r.item.company])).toBe(false);
  });

  it('gives the same goals and questions for the same job, and says what it measured', () => {
    expect(JSON.stringify(generate(new BuiltinEngine()).map((r) => [r.goals, r.questions]))).toBe(
      JSON.stringify(runs.map((r) => [r.goals, r.questions])),
    );
    const report = formatGeneration(figures);
    expect(report).toContain('written by this team for testing; not public data');
    expect(report).toContain('lines shared, unrelated jobs');
  });
});

describe('generation checks on public postings (SkillSpan sample, decision 680)', () => {
  const postings = loadPublicPostings();
  const splits = checkPublicPostings(engine, postings);
  const split = (name: string) => splits.find((s) => s.split === name)!;
  const file = readFileSync(new URL('./public-postings/postings.json', import.meta.url), 'utf8');

  it('loads the sample through its zod schema and refuses a file that does not match it', () => {
    expect(postings).toHaveLength(24);
    const data = JSON.parse(file);
    const broken = (change: (p: Record<string, unknown>) => void) => {
      const copy = structuredClone(data);
      change(copy.postings[0]);
      return JSON.stringify(copy);
    };
    expect(() => loadPublicPostings(broken((p) => delete p.key_terms))).toThrow(ZodError);
    expect(() => loadPublicPostings(broken((p) => (p.key_terms = [])))).toThrow(ZodError);
    expect(() => loadPublicPostings(broken((p) => (p.split = 'held-out')))).toThrow(ZodError);
    expect(() => loadPublicPostings(broken((p) => (p.source = { file: 'data/Skills/skillspan_house_test.conll', posting: 1 })))).toThrow(
      ZodError,
    );
    expect(() => loadPublicPostings(broken((p) => (p.text = 'x'.repeat(20_001))))).toThrow(ZodError);
  });

  it('takes tuning postings from the train files and held-out ones from the dev files, never the test split, each of its own field', () => {
    expect(postings.filter((p) => p.split === 'tuning').every((p) => /_train\.conll$/.test(p.source.file))).toBe(true);
    expect(postings.filter((p) => p.split === 'held-out').every((p) => /_dev\.conll$/.test(p.source.file))).toBe(true);
    // Decision 815 continued the sample's rule in the train files: 20 tuning postings (was 8); the 4 held out are unchanged.
    expect(postings.filter((p) => p.split === 'tuning')).toHaveLength(20);
    expect(postings.filter((p) => p.split === 'held-out').map((p) => p.id)).toEqual([
      'skillspan-house-dev-1',
      'skillspan-house-dev-2',
      'skillspan-house-dev-3',
      'skillspan-tech-dev-1',
    ]);
    expect(file).not.toMatch(/test\.conll|test\.json/);
    expect(new Set(postings.map((p) => p.field)).size).toBe(24);
  });

  it('keeps no placeholder, and each key term is an annotated span found in its posting', () => {
    for (const p of postings) {
      expect(p.text, p.id).not.toMatch(/<[A-Z]+>/);
      for (const k of p.key_terms) expect(p.text.toLowerCase(), `${p.id}: ${k.text}`).toContain(k.text.toLowerCase());
    }
  });

  it('rebuilds the data file from the transcription it was made from', () => {
    const text = readFileSync(new URL('./public-postings/skillspan-sample.txt', import.meta.url), 'utf8');
    expect(build(text)).toEqual(JSON.parse(file).postings);
  });

  it('names an annotated span by its core words: all of up to three, 60% of a longer one, words of degree aside', () => {
    expect(spansNamed('Plans analytics for the shop', ['strong analytics skills'])).toEqual(['strong analytics skills']);
    expect(spansNamed('Grows the customer base', ['Grow the customer base', 'customer insights'])).toEqual(['Grow the customer base']);
    const duty = 'develop and implement a growth strategy for the business';
    expect(spansNamed('Implements a growth strategy', [duty])).toEqual([duty]);
    expect(spansNamed('A growth strategy', [duty])).toEqual([]);
  });

  it('writes no seam on the held-out postings, and on the tuning ones only the one cut title measured (the aim: 0)', () => {
    // The twelve tuning postings decision 815 added showed two cut goal titles: a duty written as a noun read as a
    // verb ("Designs of flow charts", gone since a noun of work and "of" is read as its verb), and a skill group's
    // names the posting also writes as the front of a longer term ("PHP and Javascript applications"), still there.
    expect(split('tuning').figures.seams.map((s) => `${s.job}: ${s.text}`)).toEqual([
      'skillspan-tech-train-4: Production-quality code in TypeScript, PHP and JavaScript',
    ]);
    // One cut title on held-out ("Collaborations skills") until decision 814 read a plural before "skills" as its singular.
    expect(split('held-out').figures.seams).toEqual([]);
    expect(split('held-out').figures.cleanQuestions).toBe(1);
  });

  it('names, on average per posting, at least the share of annotated spans measured when the sample came in', () => {
    const mean = (name: string, k: 'goals' | 'questions') => {
      const x = split(name).figures.keyTerms.map((t) => t[k]);
      return x.reduce((a, b) => a + b, 0) / x.length;
    };
    // Raised by decision 806 (posting's own words, flat lists, the goal budget): 48% and 35% measured. Decision 807
    // lowers the goals' floor to 46% measured: vague duties the annotators marked ("improve supply") are no goal now.
    // Decision 810 raises both (repeated duties merged, the group's tools named, the posting's requirements before a
    // general goal, lines read at their capitals headings): 53.7% and 41.5% measured. Decision 814 raises the questions'
    // (a requirement goal asked about its line first, a group's tools and a duty's short rest named): 43.6% measured.
    // Decision 815 enlarged the tuning split from 8 to 20 postings: on the same rules 32.2% and 27.0% measured (the first
    // eight still 53.7% and 43.6%); the floors are the new split's. A noun of work and "of" read as its verb's duty
    // ("Preparation of …"): 33.4% and 28.5%. Headings of one kind joined by "&" end the boilerplate ("Skills &
    // requirements" after "Benefits"): 34.6% and 29.6%.
    expect(mean('tuning', 'goals')).toBeGreaterThanOrEqual(0.34);
    expect(mean('tuning', 'questions')).toBeGreaterThanOrEqual(0.29);
    expect(mean('held-out', 'goals')).toBeGreaterThanOrEqual(0.1);
    expect(mean('held-out', 'questions')).toBeGreaterThanOrEqual(0.04);
  });

  it('fits every default set to 30-45 minutes; lines shared between unrelated jobs stay at 10% at most on held-out, at the measured 17% on tuning', () => {
    // When decision 815 enlarged the tuning split the school catering posting (163 words, its duties written as nouns:
    // "Preparation of …", "Operation of …") got five goals and 21 minutes; read as duties, they give it seven and 30-45.
    for (const s of splits)
      for (const m of s.figures.minutes) {
        expect(m.fitted, m.job).toBeLessThanOrEqual(DEFAULT_INTERVIEW_LENGTH);
        expect(m.fitted, m.job).toBeGreaterThanOrEqual(Math.round(DEFAULT_INTERVIEW_LENGTH * LENGTH_FILL_SHARE));
      }
    // The enlarged tuning split has pairs over the aim (20% when it came in, 17% now: the partner success manager's and the
    // supply chain professor's general questions); the floor holds it where it is measured.
    expect(split('tuning').figures.worstSharedLines).toBeLessThanOrEqual(0.17);
    expect(split('held-out').figures.worstSharedLines).toBeLessThanOrEqual(0.1);
  });

  it('prints the public figures beside the team-written ones, tuning and held-out apart, with the source', () => {
    const report = formatPublicPostings(splits, figures);
    for (const words of ['SkillSpan', 'MIT', 'team-written', 'tuning', 'held-out', 'The test split is not used'])
      expect(report).toContain(words);
  });
});

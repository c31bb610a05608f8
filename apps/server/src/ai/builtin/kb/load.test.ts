import { describe, expect, it } from 'vitest';
import answerTerms from './answer-terms.json' with { type: 'json' };
import competencies from './competencies.json' with { type: 'json' };
import domains from './domains.json' with { type: 'json' };
import { KnowledgeBaseError, loadKnowledgeBase } from './load.ts';
import questionPatterns from './question-patterns.json' with { type: 'json' };
import type { KbFiles } from './schema.ts';
import skillGroups from './skill-groups.json' with { type: 'json' };

/** A fresh, editable copy of the shipped files. */
function files() {
  return structuredClone({
    'skill-groups.json': skillGroups,
    'competencies.json': competencies,
    'domains.json': domains,
    'answer-terms.json': answerTerms,
    'question-patterns.json': questionPatterns,
  }) satisfies KbFiles;
}

function failure(f: KbFiles): string {
  try {
    loadKnowledgeBase(f);
  } catch (error) {
    expect(error).toBeInstanceOf(KnowledgeBaseError);
    return (error as Error).message;
  }
  throw new Error('the knowledge base loaded');
}

describe('loading the knowledge base', () => {
  it('loads the shipped files: 29 skill groups, 19 competencies, 16 domains', () => {
    const kb = loadKnowledgeBase(files());
    expect([kb.skillGroups.length, kb.competencies.length, kb.domains.length]).toEqual([
      skillGroups.length,
      competencies.length,
      domains.length,
    ]);
    expect([kb.skillGroups.length, kb.competencies.length, kb.domains.length]).toEqual([29, 19, 16]);
  });

  it('numbers templates by their competency and position, and makes skill groups technical competencies without keywords', () => {
    const kb = loadKnowledgeBase(files());
    const languages = kb.skillGroups.find((g) => g.id === 'languages')!;
    expect(languages.templates.map((t) => t.id)).toEqual(['languages.1', 'languages.2', 'languages.3', 'languages.4']);
    expect(languages).toMatchObject({ category: 'technical', keywords: [] });
    // A template without `also` has an empty list, and one without `minutes` none.
    expect(languages.templates[3]).toMatchObject({ also: [] });
    expect(languages.templates[3]!.minutes).toBeUndefined();
  });

  it('names the file, the entry and the field of a wrong value', () => {
    const f = files();
    f['skill-groups.json'][1]!.templates[0]!.difficulty = 'medium';
    const message = failure(f);
    expect(message).toContain('skill-groups.json');
    expect(message).toContain('[1].templates[0].difficulty (id "frontend")');
  });

  it('refuses a field it does not know, so a misspelt field is not silently ignored', () => {
    const f = files();
    (f['competencies.json'][0] as Record<string, unknown>).keywrods = ['x'];
    expect(failure(f)).toMatch(/competencies\.json[\s\S]*\[0\] \(id "problem_solving"\).*keywrods/);
  });

  it('refuses a missing field', () => {
    const f = files();
    delete (f['domains.json'][2] as Partial<(typeof f)['domains.json'][number]>).craft;
    expect(failure(f)).toMatch(/domains\.json[\s\S]*\[2\]\.craft \(id "design"\)/);
  });

  it('refuses a placeholder the question writer does not fill', () => {
    const f = files();
    f['competencies.json'][0]!.templates[0]!.followups[0] = 'What did {skil} teach you?';
    const message = failure(f);
    expect(message).toContain('[0].templates[0].followups[0] (id "problem_solving")');
    expect(message).toContain('a placeholder is one of {skill} {skill2} {skills}');
  });

  it('loads the question patterns: 7 technical, 19 by competency, 1 by a goal word, each with its also list', () => {
    const { questionPatterns: p } = loadKnowledgeBase(files());
    expect([p.technical.length, Object.keys(p.competencies).length, Object.keys(p.goalWords)]).toEqual([7, 19, ['safety']]);
    expect(p.technical[1]).toMatchObject({ id: 'mistakes', also: ['detail'] });
    expect(p.technical[0]).toMatchObject({ id: 'steps', also: [] });
  });

  it("names the pattern and the field of a wrong pattern, and refuses the templates' placeholders in it", () => {
    const f = files();
    f['question-patterns.json'].competencies.empathy[0]!.points[2] = 'Listening to the {audience}';
    const message = failure(f);
    expect(message).toContain('question-patterns.json');
    expect(message).toContain('competencies.empathy[0].points[2] (id "upset")');
    expect(message).toContain('a placeholder is one of {duty} {object}');
  });

  it('refuses a pattern whose question or first point does not name the duty', () => {
    const f = files();
    f['question-patterns.json'].technical[4]!.text = 'Which tools do you rely on?';
    f['question-patterns.json'].technical[4]!.points[0] = 'The tools used';
    const message = failure(f);
    expect(message).toContain('technical[4].text (id "standards"): the question names the duty');
    expect(message).toContain('technical[4].points (id "standards"): the first point names the duty');
  });

  it('refuses a skill with an empty alias', () => {
    const f = files();
    f['skill-groups.json'][0]!.skills.push('Zig||ziglang');
    expect(failure(f)).toContain('[0].skills[16] (id "languages")');
  });

  it('refuses ids that point nowhere or twice: a domain, an also, a focus, an answer-terms key, a pattern', () => {
    const cases: [(f: ReturnType<typeof files>) => void, string][] = [
      [
        (f) => {
          f['skill-groups.json'][0]!.domain = 'softwar';
        },
        'languages.domain: no domain "softwar"',
      ],
      [
        (f) => {
          f['competencies.json'][0]!.templates[1]!.also = ['teamwork'];
        },
        'problem_solving: template problem_solving.2.also: no competency',
      ],
      [
        (f) => {
          f['domains.json'][0]!.focus.personal[0] = 'communication';
        },
        'software.focus.personal: no personal competency "communication"',
      ],
      [
        (f) => {
          (f['answer-terms.json'] as Record<string, string>).cooking = 'pan';
        },
        'answer-terms.json: cooking: no competency',
      ],
      [
        (f) => {
          f['domains.json'] = f['domains.json'].filter((d) => d.id !== 'general');
        },
        'the "general" domain is missing',
      ],
      [
        (f) => {
          f['competencies.json'][1]!.id = 'problem_solving';
        },
        'problem_solving: the id is used twice',
      ],
      [
        (f) => {
          const p = f['question-patterns.json'].competencies;
          (p as Record<string, unknown>).teamwork = p.collaboration;
        },
        'question-patterns.json: competencies.teamwork: no competency "teamwork"',
      ],
      [
        (f) => {
          f['question-patterns.json'].goalWords.safety[0]!.id = 'steps';
        },
        'question-patterns.json: goalWords.safety: the pattern id "steps" is used twice',
      ],
      [
        (f) => {
          f['question-patterns.json'].technical[0]!.also = ['teamwork'];
        },
        'question-patterns.json: technical: pattern steps.also: no competency or skill group "teamwork"',
      ],
    ];
    for (const [change, expected] of cases) {
      const f = files();
      change(f);
      expect(failure(f)).toContain(expected);
    }
  });

  it('validates the whole knowledge base in well under the first AI call it precedes', () => {
    loadKnowledgeBase(files());
    const started = performance.now();
    loadKnowledgeBase(files());
    // About 5 ms warm on the 2-core machine (decision 540); the ceiling only catches an order-of-magnitude change.
    expect(performance.now() - started).toBeLessThan(150);
  });
});

/**
 * One-off conversion of the knowledge base from TypeScript literals to the JSON files beside it.
 * Run with `npx tsx apps/server/src/ai/builtin/kb/convert-from-ts.ts`; it writes every field the
 * literals hold, in a fixed order, so nothing is retyped by hand.
 */
import { writeFileSync } from 'node:fs';
import { TERMS } from './answer-terms.ts';
import { COMPETENCIES } from './competencies.ts';
import { DOMAINS } from './domains.ts';
import { SKILL_GROUPS } from './skill-groups.ts';
import type { Template } from './types.ts';

const dir = new URL('./', import.meta.url);

function template(t: Template) {
  // The id is `<competency>.<position>`, derived when loaded; `also` is written only when it lists something.
  return {
    type: t.type,
    difficulty: t.difficulty,
    text: t.text,
    followups: t.followups,
    points: t.points,
    ...(t.also.length ? { also: t.also } : {}),
    ...(t.minutes !== undefined ? { minutes: t.minutes } : {}),
    ...(t.only !== undefined ? { only: t.only } : {}),
  };
}

function write(name: string, value: unknown) {
  writeFileSync(new URL(name, dir), `${JSON.stringify(value, null, 2)}\n`);
}

write(
  'skill-groups.json',
  SKILL_GROUPS.map((g) => {
    if (g.category !== 'technical' || g.keywords.length) throw new Error(`skill group ${g.id} has a category or keywords of its own`);
    return {
      id: g.id,
      domain: g.domain,
      name: g.name,
      skills: g.skills,
      goal: g.goal,
      description: g.description,
      why: g.why,
      traits: g.traits,
      templates: g.templates.map(template),
    };
  }),
);
write(
  'competencies.json',
  COMPETENCIES.map((c) => ({
    id: c.id,
    category: c.category,
    name: c.name,
    keywords: c.keywords,
    skills: c.skills,
    goal: c.goal,
    description: c.description,
    why: c.why,
    traits: c.traits,
    templates: c.templates.map(template),
  })),
);
write(
  'domains.json',
  DOMAINS.map((d) => ({
    id: d.id,
    label: d.label,
    audience: d.audience,
    work: d.work,
    pressure: d.pressure,
    stakeholders: d.stakeholders,
    craft: d.craft,
    titleWords: d.titleWords,
    focus: { interpersonal: d.focus.interpersonal, personal: d.focus.personal, business: d.focus.business },
  })),
);
write('answer-terms.json', TERMS);

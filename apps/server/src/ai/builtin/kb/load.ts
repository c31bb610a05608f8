import type { z } from 'zod';
import {
  type Domain,
  type KbFileName,
  type KbFiles,
  kbFileSchemas,
  type QuestionPatterns,
  type SkillGroup,
  type SoftCompetency,
  type Template,
  type templateFileSchema,
} from './schema.ts';

/** Names used in templates' `also` lists that point at another competency. */
export const ALSO_ALIASES: Readonly<Record<string, string>> = { quality: 'detail' };

export interface KnowledgeBase {
  skillGroups: SkillGroup[];
  competencies: SoftCompetency[];
  domains: Domain[];
  /** Subject words a relevant answer uses, by competency or skill group id. */
  answerTerms: Readonly<Record<string, string>>;
  questionPatterns: QuestionPatterns;
}

/** A knowledge base file that does not hold what the engine needs; the message names the file and the field. */
export class KnowledgeBaseError extends Error {
  override name = 'KnowledgeBaseError';
}

/** `[3].templates[2].difficulty` from zod's path, with the id of the innermost entry on it that has one. */
function where(data: unknown, path: readonly PropertyKey[]): string {
  const field = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  let id = '';
  let node = data;
  for (const key of path) {
    node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    const own = typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as { id?: unknown }).id : undefined;
    if (typeof own === 'string') id = ` (id "${own}")`;
  }
  return `${field.replace(/^\./, '') || '(top level)'}${id}`;
}

function parseFile<F extends KbFileName>(file: F, data: unknown): z.output<(typeof kbFileSchemas)[F]> {
  const result = kbFileSchemas[file].safeParse(data);
  if (result.success) return result.data as z.output<(typeof kbFileSchemas)[F]>;
  const issues = result.error.issues.slice(0, 5).map((i) => `  ${where(data, i.path)}: ${i.message}`);
  const more = result.error.issues.length > 5 ? `\n  ... and ${result.error.issues.length - 5} more` : '';
  throw new KnowledgeBaseError(`Knowledge base file ${file} is invalid:\n${issues.join('\n')}${more}`);
}

function withIds(prefix: string, templates: z.output<typeof templateFileSchema>[]): Template[] {
  // A template's id is its competency and position; seeded choices among templates key on it.
  return templates.map((t, i) => ({ ...t, id: `${prefix}.${i + 1}` }));
}

/** Checks that hold between files: every id a file names exists in the one it points at. */
function crossCheck(kb: KnowledgeBase) {
  const problems: string[] = [];
  const all = [...kb.skillGroups, ...kb.competencies];
  const ids = new Set<string>();
  for (const c of all) {
    if (ids.has(c.id)) problems.push(`${c.id}: the id is used twice (skill-groups.json and competencies.json share one id space)`);
    ids.add(c.id);
  }
  const byId = new Map(kb.competencies.map((c) => [c.id, c]));
  const domainIds = new Set(kb.domains.map((d) => d.id));
  if (!domainIds.has('general')) problems.push('domains.json: the "general" domain is missing; jobs of no known field use it');
  for (const g of kb.skillGroups) {
    if (!domainIds.has(g.domain)) problems.push(`skill-groups.json: ${g.id}.domain: no domain "${g.domain}" in domains.json`);
  }
  for (const c of all) {
    for (const t of c.templates) {
      for (const a of t.also) {
        if (!ids.has(ALSO_ALIASES[a] ?? a)) problems.push(`${c.id}: template ${t.id}.also: no competency or skill group "${a}"`);
      }
    }
  }
  for (const d of kb.domains) {
    for (const [category, list] of Object.entries(d.focus)) {
      for (const f of list) {
        if (byId.get(f)?.category !== category) problems.push(`domains.json: ${d.id}.focus.${category}: no ${category} competency "${f}"`);
      }
    }
  }
  problems.push(...patternProblems(kb.questionPatterns, byId, ids));
  const bareIds = new Set([...ids].map((i) => i.replace(/^\?/, '')));
  for (const key of Object.keys(kb.answerTerms)) {
    if (!bareIds.has(key)) problems.push(`answer-terms.json: ${key}: no competency or skill group of that id`);
  }
  if (problems.length) throw new KnowledgeBaseError(`Knowledge base is inconsistent:\n  ${problems.join('\n  ')}`);
}

/** question-patterns.json against the others: its competencies exist, its pattern ids are unique, its `also` ids name something. */
function patternProblems(patterns: QuestionPatterns, competencies: ReadonlyMap<string, unknown>, ids: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const lists: [string, QuestionPatterns['technical']][] = [
    ['technical', patterns.technical],
    ...Object.entries(patterns.competencies).map(([c, list]): [string, QuestionPatterns['technical']] => [`competencies.${c}`, list]),
    ...Object.entries(patterns.goalWords).map(([w, list]): [string, QuestionPatterns['technical']] => [`goalWords.${w}`, list]),
  ];
  for (const c of Object.keys(patterns.competencies)) {
    if (!competencies.has(c)) problems.push(`question-patterns.json: competencies.${c}: no competency "${c}" in competencies.json`);
  }
  for (const [at, list] of lists) {
    for (const p of list) {
      if (seen.has(p.id)) problems.push(`question-patterns.json: ${at}: the pattern id "${p.id}" is used twice`);
      seen.add(p.id);
      for (const a of p.also) {
        if (!ids.has(ALSO_ALIASES[a] ?? a))
          problems.push(`question-patterns.json: ${at}: pattern ${p.id}.also: no competency or skill group "${a}"`);
      }
    }
  }
  return problems;
}

/** Validates the knowledge base files (already parsed JSON) and gives the engine's forms of them. */
export function loadKnowledgeBase(files: KbFiles): KnowledgeBase {
  const kb: KnowledgeBase = {
    skillGroups: parseFile('skill-groups.json', files['skill-groups.json']).map((g) => ({
      ...g,
      category: 'technical' as const,
      keywords: [],
      templates: withIds(g.id, g.templates),
    })),
    competencies: parseFile('competencies.json', files['competencies.json']).map((c) => ({ ...c, templates: withIds(c.id, c.templates) })),
    domains: parseFile('domains.json', files['domains.json']),
    answerTerms: parseFile('answer-terms.json', files['answer-terms.json']),
    questionPatterns: parseFile('question-patterns.json', files['question-patterns.json']),
  };
  crossCheck(kb);
  return kb;
}

import type { z } from 'zod';
import {
  type Domain,
  type KbFileName,
  type KbFiles,
  kbFileSchemas,
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
}

/** A knowledge base file that does not hold what the engine needs; the message names the file and the field. */
export class KnowledgeBaseError extends Error {
  override name = 'KnowledgeBaseError';
}

/** `[3].templates[2].difficulty` from zod's path, with the entry's id when the entry has one. */
function where(data: unknown, path: readonly PropertyKey[]): string {
  const field = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  const entry = typeof path[0] === 'number' && Array.isArray(data) ? (data[path[0]] as { id?: unknown } | undefined) : undefined;
  const id = typeof entry?.id === 'string' ? ` (id "${entry.id}")` : '';
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
  const bareIds = new Set([...ids].map((i) => i.replace(/^\?/, '')));
  for (const key of Object.keys(kb.answerTerms)) {
    if (!bareIds.has(key)) problems.push(`answer-terms.json: ${key}: no competency or skill group of that id`);
  }
  if (problems.length) throw new KnowledgeBaseError(`Knowledge base is inconsistent:\n  ${problems.join('\n  ')}`);
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
  };
  crossCheck(kb);
  return kb;
}

import type { SkillKind } from '@hiring/shared/ai';
import { COMPETENCIES, SKILL_GROUPS, type SkillGroup } from './kb/index.ts';

/*
 * The skill index, built once when the engine loads: every skill of the knowledge base and its
 * aliases, by their words, and the search that finds them in a text (case-sensitive aliases, and
 * words refused at the start of a sentence, as the knowledge base marks them).
 */

export interface SkillDef {
  name: string;
  kind: SkillKind;
  /** Skill group id (technical) or competency id (soft). */
  group: string;
  ambiguous: boolean;
  /** A licence or certificate (BLS, CPA): found and listed, but never used as "{skill} work" in a question. */
  credential: boolean;
  /** Canonical name and aliases, lowercased, for "is it in the text" checks. */
  aliases: string[];
}

interface AliasEntry {
  skill: SkillDef;
  /** Exact spelling required (case-sensitive alias). */
  exact?: string;
  /** Refuse at the start of a sentence. */
  noStart?: boolean;
}

const TOKEN = /\.?[A-Za-z0-9][A-Za-z0-9+#]*(?:\.[A-Za-z0-9][A-Za-z0-9+#]*)*/g;

interface Token {
  lower: string;
  orig: string;
  start: number;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) out.push({ lower: m[0].toLowerCase(), orig: m[0], start: m.index ?? 0 });
  return out;
}

function keyOf(text: string): string {
  return tokenize(text)
    .map((t) => t.lower)
    .join(' ');
}

const INDEX = new Map<string, AliasEntry[]>();
export const SKILLS: SkillDef[] = [];
export const SKILL_BY_NAME = new Map<string, SkillDef>();
let maxTokens = 1;

function register(spec: string, group: string, defaultKind: SkillKind) {
  let [rawName = '', ...aliases] = spec.split('|');
  let kind = defaultKind;
  let ambiguous = false;
  let credential = false;
  while (/^[~?^]/.test(rawName)) {
    if (rawName.startsWith('~')) kind = 'soft';
    if (rawName.startsWith('?')) ambiguous = true;
    if (rawName.startsWith('^')) credential = true;
    rawName = rawName.slice(1);
  }
  const forms = [rawName, ...aliases];
  const name = rawName.replace(/^!+/, '');
  const skill: SkillDef = { name, kind, group, ambiguous, credential, aliases: forms.map((f) => f.replace(/^!+/, '').toLowerCase()) };
  SKILLS.push(skill);
  SKILL_BY_NAME.set(name.toLowerCase(), skill);
  for (const form of forms) {
    const noStart = form.startsWith('!!');
    const exact = form.startsWith('!') ? form.replace(/^!+/, '') : undefined;
    const key = keyOf(form.replace(/^!+/, ''));
    if (!key) continue;
    maxTokens = Math.max(maxTokens, key.split(' ').length);
    const list = INDEX.get(key) ?? [];
    // A case-insensitive form of the same key beats an exact one; keep both, exact ones first.
    list.push({ skill, exact, noStart });
    list.sort((a, b) => Number(!a.exact) - Number(!b.exact));
    INDEX.set(key, list);
  }
}

for (const group of SKILL_GROUPS) for (const spec of group.skills) register(spec, group.id, 'technical');
for (const comp of COMPETENCIES) for (const spec of comp.skills) register(spec, comp.id, 'soft');

export const GROUP_BY_ID = new Map<string, SkillGroup>(SKILL_GROUPS.map((g) => [g.id, g]));

function atSentenceStart(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') continue;
    return '.!?:;\n\r•*-–—("'.includes(c);
  }
  return true;
}

export interface SkillHit {
  skill: SkillDef;
  /** The words of the text it was found by. */
  matched: string;
  count: number;
  first: number;
}

/** Finds taxonomy skills in a text: longest alias first, whole words only. */
export function findSkills(text: string): Map<SkillDef, SkillHit> {
  const tokens = tokenize(text);
  const hits = new Map<SkillDef, SkillHit>();
  for (let i = 0; i < tokens.length; ) {
    let advanced = false;
    for (let n = Math.min(maxTokens, tokens.length - i); n >= 1; n--) {
      let key = tokens[i]!.lower;
      for (let j = 1; j < n; j++) key += ` ${tokens[i + j]!.lower}`;
      const entries = INDEX.get(key);
      if (!entries) continue;
      const tok = tokens[i]!;
      const entry = entries.find((e) => {
        if (e.exact !== undefined && (n !== 1 || tok.orig !== e.exact)) return false;
        if (e.noStart && atSentenceStart(text, tok.start)) return false;
        return true;
      });
      if (!entry) continue;
      const last = tokens[i + n - 1]!;
      const matched = text.slice(tok.start, last.start + last.orig.length);
      const hit = hits.get(entry.skill);
      if (hit) hit.count++;
      else hits.set(entry.skill, { skill: entry.skill, matched, count: 1, first: tok.start });
      i += n;
      advanced = true;
      break;
    }
    if (!advanced) i++;
  }
  return hits;
}

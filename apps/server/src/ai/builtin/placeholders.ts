import type { JobProfile } from './extract.ts';
import { contentStems } from './text.ts';

/*
 * Filling the knowledge base's {placeholders} for one job, with plurals and "a"/"an" made right.
 */

/**
 * The placeholders whose value is the job's own (its field's words that the job itself uses); the
 * others get neutral stand-ins, never the job title, and a goal title leaves them out.
 */
const SAID = new WeakMap<JobProfile, Set<string>>();
export function saidPlaceholders(profile: JobProfile): Set<string> {
  const hit = SAID.get(profile);
  if (hit) return hit;
  const d = profile.domain;
  const out = new Set<string>(['skill', 'skill2', 'skills', 'title']);
  for (const key of ['audience', 'work', 'pressure', 'stakeholders', 'craft'] as const) if (saidIn(profile, d[key])) out.add(key);
  SAID.set(profile, out);
  return out;
}

/** True when the job speaks of a phrase: every longer content word of it is in the job's text. */
function saidIn(profile: JobProfile, phrase: string): boolean {
  const words = contentStems(phrase).filter((w) => w.length > 3);
  return words.length > 0 && words.every((w) => profile.lowerStems.has(w));
}

/** The job's field in a word or two, from its title without the level, the licence or the role noun: "payroll", "dental". */
export function fieldOf(title: string): string {
  const words = (title.split(/\s*[,(–—]\s*|\s+-\s+/)[0] ?? '')
    .toLowerCase()
    .replace(/\b(senior|junior|lead|principal|trainee|licensed|registered|certified|night|day|shift|sr|jr)\b\.?/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(0, -1).slice(-2).join(' ');
}

/** Placeholder values for one job. */
const BASE_VARS = new WeakMap<JobProfile, Record<string, string>>();

export function vars(profile: JobProfile, extra: Record<string, string> = {}): Record<string, string> {
  let base = BASE_VARS.get(profile);
  if (!base) {
    const d = profile.domain;
    // The field's stock setting only where the job speaks of it: no invented guests or booked evenings.
    const said = saidPlaceholders(profile);
    const craft = said.has('craft') ? d.craft : fieldOf(profile.job.title) || d.craft;
    base = {
      audience: said.has('audience') ? d.audience : 'the people they serve',
      work: said.has('work') ? d.work : 'task',
      pressure: said.has('pressure') ? d.pressure : 'the busiest part of the week',
      stakeholders: said.has('stakeholders') ? d.stakeholders : 'the colleagues they work with',
      craft,
      skill: craft,
      skill2: craft,
      skills: craft,
      title: profile.job.title,
    };
    BASE_VARS.set(profile, base);
  }
  return { ...base, ...extra };
}

function plural(noun: string): string {
  if (/(s|x|ch|sh)$/.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Plural acronyms used as a modifier read as singular: "a REST APIs problem" -> "a REST API problem". */
const PLURAL_ACRONYM_MODIFIER =
  /\b([A-Z]{2,})s (problem|service|project|app|pipeline|model|table|endpoint|code|codebase|change|design|decision|issue|bug|incident|release|deployment|migration|system|integration|contract|client|gateway|platform)\b/g;

/** Fills {placeholders}; "{work}s" is pluralised and "a {x}" becomes "an" where the next word starts with a vowel sound. */
export function fill(template: string, values: Record<string, string>): string {
  return template
    .replace(/\{(\w+)\}s\b/g, (_, key: string) => plural(values[key] ?? key))
    .replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key)
    .replace(PLURAL_ACRONYM_MODIFIER, '$1 $2')
    .replace(/\b([Aa]n?) ([A-Za-z][\w.+#-]*)/g, (_whole, a: string, word: string) => {
      const article = needsAn(word) ? `${a.charAt(0)}n` : a.charAt(0);
      return `${article} ${word}`;
    });
}

/**
 * "an SEO campaign", "an HR policy", "an initiative", "an hour", but "a user", "a one-off", "a REST API",
 * "a NASA project". An all-capitals word is spelled out letter by letter ("an SEO") unless it reads as a
 * word: four or more letters with a vowel second ("REST", "SOAP", "HIPAA"), which follows the vowel rule.
 */
export function needsAn(word: string): boolean {
  const caps = /^[A-Z]{2,}\b/.test(word) || /^[A-Z]{2,}(?=[^a-z]|s\b|$)/.test(word);
  if (caps && !/^[A-Z][AEIOU][A-Z]{2,}/.test(word)) return /^[AEFHILMNORSX]/.test(word);
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return true;
  return /^[aeiou]/i.test(word) && !/^(use|usu|uni|uti|one|once|eu|ur|ubiq)/i.test(word);
}

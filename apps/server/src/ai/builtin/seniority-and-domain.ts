import type { Job, Seniority } from '@hiring/shared/ai';
import { DOMAIN_BY_ID, DOMAINS, type Domain, SKILL_GROUPS } from './kb/index.ts';

/*
 * A job's level (from its title first, then its text) and its field of work (from title words and
 * the skill groups it names).
 */

const LEVEL_WORDS: [RegExp, Seniority][] = [
  [/\b(chief|c[etfo]o|vp|vice president|director|head of|president)\b|(?<!account )\bexecutive\b/i, 'executive'],
  [
    /\b(lead|principal|staff|supervisor|superintendent|foreman|forewoman|architect|team lead|head)\b|(?<!(product|account|project|program|case|community|media|office) )\bmanager\b/i,
    'lead',
  ],
  [/\b(senior|sr\.?|experienced)\b/i, 'senior'],
  [/\b(intern|internship|junior|jr\.?|graduate|trainee|apprentice|entry[- ]level|entry|assistant)\b/i, 'entry'],
  [/\b(mid|intermediate|associate)\b/i, 'mid'],
];

/** The job asks the person to run a team: "supervise a shift of 25", "lead a team", "direct reports". */
const LEADS_PEOPLE =
  /\b(?:supervis(?:e|es|ing)|manag(?:e|es|ing)|lead(?:s|ing)?|run(?:s|ning)?|coach(?:es|ing)?)\s+(?:a|the|our|your)?\s*(?:\w+\s+)?(?:team|teams|shift|shifts|crew|crews|staff|associates|technicians|nurses|engineers|cooks|drivers|agents|workers|employees|operators|people)\b|\bdirect reports\b/i;

function levelOf(text: string): Seniority | null {
  for (const [re, s] of LEVEL_WORDS) if (re.test(text)) return s;
  return null;
}

/**
 * The level, from the strongest signal down: the title's words ("Warehouse Supervisor" is lead);
 * a level chosen on the form other than Entry; the text (people to lead, years asked for); then
 * Entry if the form says so, else mid. Entry is the form's default, so it only decides when
 * nothing in the job says otherwise (issue 34: a supervisor read as Entry).
 */
export function seniorityOf(job: Job, text: string): Seniority {
  const fromTitle = levelOf(job.title);
  if (fromTitle) return fromTitle;
  const level = job.experience_level?.trim().toLowerCase();
  const chosen: Seniority | null = level
    ? (levelOf(level) ?? (['entry', 'mid', 'senior', 'lead', 'executive'].includes(level) ? (level as Seniority) : null))
    : null;
  if (chosen && chosen !== 'entry') return chosen;
  if (LEADS_PEOPLE.test(text)) return 'lead';
  const years = /(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?(?:years|yrs)/i.exec(`${job.experience_required ?? ''} ${text}`);
  if (years) {
    const n = Number(years[1]);
    if (n >= 8) return 'lead';
    if (n >= 5) return 'senior';
    if (n >= 2) return 'mid';
    return 'entry';
  }
  return chosen ?? 'mid';
}

export function domainOf(job: Job, groupScores: Map<string, number>): Domain {
  const title = ` ${job.title.toLowerCase()} `;
  const dept = ` ${(job.department ?? '').toLowerCase()} `;
  let best: Domain = DOMAIN_BY_ID.get('general')!;
  let bestScore = 0;
  for (const d of DOMAINS) {
    if (d.id === 'general') continue;
    let score = 0;
    for (const w of d.titleWords) {
      if (title.includes(w)) score += 5;
      if (dept.includes(w)) score += 1;
    }
    if (d.id === 'leadership') score = Math.min(score, 5);
    for (const g of SKILL_GROUPS) if (g.domain === d.id) score += Math.min(groupScores.get(g.id) ?? 0, 6);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

import {
  type ExtractedSkill,
  type Job,
  type JobAnalysis,
  type Seniority,
  type SkillKind,
  SUGGESTED_SKILLS_COUNT,
  suggestedSkills,
} from '@hiring/shared/ai';
import { COMPETENCIES, DOMAIN_BY_ID, DOMAINS, type Domain, SKILL_GROUPS, type SkillGroup } from './kb/index.ts';
import { type Duty, type JobReading, readJob, type Term } from './nlp.ts';
import { clip, hash, listJoin, sentences, stemSet } from './text.ts';

// ------------------------------------------------------------------ skill index (built once at load)

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

// ------------------------------------------------------------------ sections

const HEADINGS: [RegExp, 'requirements' | 'responsibilities' | 'other'][] = [
  [
    /responsibilit|what you('|’)?ll do|what you will do|duties|day[- ]to[- ]day|your role|the role|in this role|key tasks|you will|what you('|’)?ll be doing|the job/i,
    'responsibilities',
  ],
  [
    /requirement|qualification|what you('|’)?ll bring|what you bring|looking for|must[- ]have|nice[- ]to[- ]have|about you|who you are|you have|skills|experience|preferred|essential|desirable|you bring/i,
    'requirements',
  ],
  [
    /benefit|perks|what we offer|compensation|salary|about us|about the company|who we are|our company|why join|how to apply|equal opportunit/i,
    'other',
  ],
];

const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

function headingKind(line: string): 'requirements' | 'responsibilities' | 'other' | null {
  const t = line
    .replace(BULLET, '')
    .trim()
    .replace(/^#+\s*/, '');
  if (t.length === 0 || t.length > 60) return null;
  if (!/:$/.test(t) && /[.!?]$/.test(t)) return null;
  if (!/:$/.test(t) && t.split(/\s+/).length > 7) return null;
  for (const [re, kind] of HEADINGS) if (re.test(t)) return kind;
  return /:$/.test(t) ? 'other' : null;
}

function items(text: string): string[] {
  const lines = text
    .split(/\n+/)
    .map((l) => l.replace(BULLET, '').trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const line of lines) {
    if (headingKind(line)) continue;
    if (line.length > 200) for (const s of sentences(line)) out.push(s.text);
    else out.push(line);
  }
  return out.map((s) => clip(s.replace(/\s+/g, ' '), 300)).filter((s) => s.length > 2);
}

const REQUIREMENT =
  /\b(experience (with|in|of)|years|degree|certif|licen[cs]|proficien|knowledge of|familiar|must|required|ability to|able to|you have|background in|understanding of|fluent|comfortable with|track record)/i;
const RESPONSIBILITY =
  /^(you will|you'll|build|design|develop|lead|manage|own|create|maintain|write|run|support|work|drive|deliver|coordinate|plan|prepare|ensure|provide|monitor|handle|assist|partner|collaborate|analy[sz]e|implement|oversee|conduct|teach|care|serve|install|repair|respond|resolve|process|recruit|train|administer|review|report|track|improve|operate|perform|help|deliver)\b|\b(responsible for|you will|you'll be|will be)\b/i;

function sectionize(job: Job): { requirements: string[]; responsibilities: string[] } {
  const requirements: string[] = job.requirements ? items(job.requirements) : [];
  const responsibilities: string[] = job.responsibilities ? items(job.responsibilities) : [];
  const found = { requirements: [] as string[], responsibilities: [] as string[] };
  let current: 'requirements' | 'responsibilities' | 'other' | null = null;
  let sawHeading = false;
  for (const rawLine of job.job_description.split(/\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    const kind = headingKind(line);
    if (kind) {
      current = kind;
      sawHeading = true;
      // "Requirements: 5 years of Python" keeps the text after the colon.
      const rest = line.replace(BULLET, '').split(':').slice(1).join(':').trim();
      if (rest && (kind === 'requirements' || kind === 'responsibilities')) found[kind].push(...items(rest));
      continue;
    }
    if (current === 'requirements' || current === 'responsibilities') found[current].push(...items(line));
  }
  if (!sawHeading || (found.requirements.length === 0 && found.responsibilities.length === 0)) {
    for (const s of sentences(job.job_description)) {
      const t = clip(s.text.replace(BULLET, '').replace(/\s+/g, ' '), 300);
      if (REQUIREMENT.test(t)) found.requirements.push(t);
      else if (RESPONSIBILITY.test(t)) found.responsibilities.push(t);
    }
  }
  // "Requirements: 3 years …" read as one sentence keeps its words, not its inline heading.
  const dedupe = (list: string[]) =>
    [
      ...new Set(
        list
          .map((x) => x.replace(/^(?:key )?(?:requirements|qualifications|responsibilities|duties|skills)\s*:\s*/i, '').trim())
          .filter(Boolean),
      ),
    ].slice(0, 20);
  return {
    requirements: dedupe(requirements.length > 0 ? requirements : found.requirements),
    responsibilities: dedupe(responsibilities.length > 0 ? responsibilities : found.responsibilities),
  };
}

// ------------------------------------------------------------------ seniority and domain

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
function seniorityOf(job: Job, text: string): Seniority {
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

function domainOf(job: Job, groupScores: Map<string, number>): Domain {
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

// ------------------------------------------------------------------ the job profile

export interface GroupMatch {
  group: SkillGroup;
  /** The job's skills of this group, most important first. */
  skills: string[];
  score: number;
}

export interface JobProfile {
  job: Job;
  analysis: JobAnalysis;
  domain: Domain;
  /** Technical skill groups found, strongest first. */
  groups: GroupMatch[];
  /** Soft-skill and keyword evidence per competency id. */
  competencyScores: Map<string, number>;
  technicalSkills: string[];
  responsibilities: string[];
  /** Lowercased full text, for "does the job mention" checks. */
  lowerText: string;
  /** Content-word stems of the job text. */
  lowerStems: Set<string>;
  seed: string;
  /** The job read with NLP: its clauses by section, duties and terms in its own words. */
  reading: JobReading;
  duties: Duty[];
  /** Open-vocabulary terms of the job not already named by a taxonomy skill. */
  terms: Term[];
}

const SENIORITY_LABEL: Record<Seniority, string> = {
  entry: 'Entry-level',
  mid: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  executive: 'Executive',
};

/** Duties that say little of the work itself ("participate in projects", "assist with tasks"). */
const WEAK_DUTY_VERBS = new Set([
  'participate',
  'assist',
  'help',
  'support',
  'work',
  'be',
  'have',
  'attend',
  'contribute',
  'perform',
  'ensure',
]);
const SUMMARY_DUTY_CHARS = 60;

/** A duty for the summary's list: its words up to a whole word within the length, no end punctuation. */
function summaryDuty(text: string): string {
  let t = text
    .replace(/\s+/g, ' ')
    .replace(/[\s.;:,…!?-]+$/u, '')
    .trim();
  // A phrase cut before its object ("monitor interface engines and work") loses the dangling verb.
  const dangling = /\s+(?:and|or)\s+(\w+)$/.exec(t);
  if (dangling && WEAK_DUTY_VERBS.has(dangling[1]!.toLowerCase())) t = t.slice(0, dangling.index);
  if (t.length > SUMMARY_DUTY_CHARS) t = t.slice(0, t.lastIndexOf(' ', SUMMARY_DUTY_CHARS)).replace(/[\s,;:-]+$/, '');
  return t.charAt(0).toLowerCase() + t.slice(1);
}

/**
 * The analysis's summary, written from what was read (issue 34), never a pasted sentence: the
 * level, field and title, up to three of the job's main duties in short form, and its key skills.
 * "Lead operations and logistics role in Operations: Warehouse Supervisor. Main duties: supervise
 * a shift of 25 associates, plan labour and run the safety walks. Key skills: WMS, forklift and
 * labour planning."
 */
function summaryOf({
  seniority,
  domain,
  job,
  duties,
  requirementClauses,
  skills,
}: {
  seniority: Seniority;
  domain: Domain;
  job: Job;
  duties: readonly Duty[];
  /** Clauses read under the requirements: what the person brings, not what the role does. */
  requirementClauses: ReadonlySet<string>;
  skills: readonly string[];
}): string {
  const dept = job.department && job.department !== 'General' ? ` in ${job.department.trim()}` : '';
  const field = domain.id === 'general' ? '' : `${domain.label} `;
  const title = job.title.trim().replace(/[.\s]+$/, '');
  const roleDuties = duties.filter((d) => !requirementClauses.has(d.clause));
  const strong = roleDuties.filter((d) => !WEAK_DUTY_VERBS.has(d.verbs[0] ?? ''));
  const picked: string[] = [];
  for (const d of strong.length > 0 ? strong : roleDuties) {
    const text = summaryDuty(d.text);
    if (text.split(' ').length < 2 || picked.some((p) => p.includes(text) || text.includes(p))) continue;
    picked.push(text);
    if (picked.length === 3) break;
  }
  const parts = [`${SENIORITY_LABEL[seniority]} ${field}role${dept}: ${title}.`];
  // Semicolons: a duty may hold its own "and" ("map HL7 messages and FHIR resources").
  if (picked.length > 0) parts.push(`Main duties: ${picked.join('; ')}.`);
  if (skills.length > 0) parts.push(`Key skills: ${listJoin(skills)}.`);
  return clip(parts.join(' '), 2000);
}

export function jobText(job: Job): string {
  return [
    job.title,
    job.job_description,
    job.requirements ?? '',
    job.responsibilities ?? '',
    (job.required_skills ?? []).join('.\n'),
    (job.cultural_attributes ?? []).join('.\n'),
    job.experience_required ?? '',
  ].join('\n');
}

export function profileJob(job: Job): JobProfile {
  const text = jobText(job);
  const hits = findSkills(text);

  // Required skills the taxonomy does not know still count: they are the recruiter's own words.
  const required = (job.required_skills ?? []).map((s) => s.trim()).filter(Boolean);
  const requiredDefs: SkillDef[] = [];
  // A typed skill the taxonomy reads as one of its skills keeps the user's words in the analysis
  // ("FHIR", not the taxonomy's "HL7"); one that names several ("Python and SQL") is split.
  const typedAs = new Map<SkillDef, string>();
  for (const entry of required) {
    const found = [...findSkills(entry).values()].sort((a, b) => a.first - b.first);
    if (found.length === 1 && !typedAs.has(found[0]!.skill)) typedAs.set(found[0]!.skill, entry);
    if (found.length > 0) {
      for (const h of found) requiredDefs.push(h.skill);
    } else if (!requiredDefs.some((d) => d.name.toLowerCase() === entry.toLowerCase()) && entry.length <= 60) {
      const custom: SkillDef = {
        name: entry,
        kind: 'technical',
        group: 'custom',
        ambiguous: false,
        credential: false,
        aliases: [entry.toLowerCase()],
      };
      requiredDefs.push(custom);
      hits.set(custom, { skill: custom, matched: entry, count: 1, first: text.indexOf(entry) });
    }
  }

  // An ambiguous skill ("triage", "onboarding") only counts beside a firm skill of its group.
  const firmGroups = new Set([...hits.keys()].filter((s) => !s.ambiguous).map((s) => s.group));
  const requiredSet = new Set(requiredDefs);
  const kept = [...hits.values()].filter((h) => !h.skill.ambiguous || firmGroups.has(h.skill.group) || requiredSet.has(h.skill));

  const rank = (h: SkillHit) => (requiredSet.has(h.skill) ? 100 : 0) + Math.min(h.count, 5) * 3 - h.first / Math.max(text.length, 1);
  const ordered = [
    ...requiredDefs.filter((d, i) => requiredDefs.indexOf(d) === i).map((d) => hits.get(d)!),
    ...kept.filter((h) => !requiredSet.has(h.skill) && h.skill.kind === 'technical').sort((a, b) => rank(b) - rank(a) || a.first - b.first),
    ...kept.filter((h) => !requiredSet.has(h.skill) && h.skill.kind === 'soft').sort((a, b) => rank(b) - rank(a) || a.first - b.first),
  ].filter(Boolean);

  const kbSkills: ExtractedSkill[] = ordered.map((h) => ({
    name: h.skill.name,
    kind: h.skill.kind,
    group: h.skill.group,
    matched: h.matched.slice(0, 100),
  }));

  // Open vocabulary: every term the reader found; the taxonomy only renames what it knows.
  const reading = readJob(job);
  const known = kbSkills.map((k) => stemSet(`${k.matched ?? ''} ${k.name}`));
  const terms: Term[] = [];
  const openSkills: ExtractedSkill[] = [];
  for (const t of reading.terms) {
    const ts = stemSet(t.text);
    if (ts.size === 0) continue;
    // Already named by a taxonomy skill ("Postgres" -> PostgreSQL): the taxonomy's name wins.
    if (known.some((k) => [...ts].every((x) => k.has(x)))) continue;
    if (openSkills.some((o) => o.name.toLowerCase() === t.text.toLowerCase())) continue;
    terms.push(t);
    openSkills.push({
      name: clip(t.text, 100),
      kind: 'technical',
      group: t.kind === 'certification' ? 'certification' : t.kind === 'tool' ? 'tools' : 'job',
      matched: clip(t.text, 100),
    });
  }
  // The user's typed skills first, in their order and words, whatever their kind; then the
  // taxonomy's technical skills, the open-vocabulary terms and the soft skills (issue 34).
  const typedSkills: ExtractedSkill[] = [];
  for (const d of requiredDefs.filter((d, i) => requiredDefs.indexOf(d) === i)) {
    const own = typedAs.get(d);
    const skill: ExtractedSkill = {
      name: own ?? d.name,
      kind: d.kind,
      group: d.group,
      matched: (own ?? hits.get(d)?.matched ?? d.name).slice(0, 100),
    };
    typedSkills.push(skill);
    // Another typed entry read as the same skill ("HL7" beside "FHIR") keeps its own words too.
    for (const entry of required) {
      if (
        entry !== own &&
        d.aliases.includes(entry.toLowerCase()) &&
        !typedSkills.some((t) => t.name.toLowerCase() === entry.toLowerCase())
      ) {
        typedSkills.push({ ...skill, name: entry, matched: entry.slice(0, 100) });
      }
    }
  }
  const requiredNames = new Set(requiredDefs.map((d) => d.name));
  const rest = kbSkills.filter((k) => !requiredNames.has(k.name));
  const firstSoft = rest.findIndex((k) => k.kind === 'soft');
  const listed = new Set<string>();
  const skills: ExtractedSkill[] = [
    ...typedSkills,
    ...(firstSoft < 0 ? [...rest, ...openSkills] : [...rest.slice(0, firstSoft), ...openSkills, ...rest.slice(firstSoft)]),
  ]
    .filter((k) => {
      const key = k.name.toLowerCase();
      if (listed.has(key)) return false;
      listed.add(key);
      return true;
    })
    .slice(0, 80);

  const groupMap = new Map<string, GroupMatch>();
  const competencyScores = new Map<string, number>();
  for (const h of ordered) {
    const weight = rank(h) >= 100 ? 3 : 1 + Math.min(h.count, 3) * 0.5;
    if (h.skill.kind === 'technical') {
      const group = GROUP_BY_ID.get(h.skill.group);
      if (!group) continue;
      const m = groupMap.get(group.id) ?? { group, skills: [], score: 0 };
      m.skills.push(h.skill.name);
      m.score += weight;
      groupMap.set(group.id, m);
    } else {
      competencyScores.set(h.skill.group, (competencyScores.get(h.skill.group) ?? 0) + weight);
    }
  }
  const lowerText = text.toLowerCase();
  for (const c of COMPETENCIES) {
    let s = competencyScores.get(c.id) ?? 0;
    for (const k of c.keywords) if (lowerText.includes(k)) s += 0.25;
    competencyScores.set(c.id, s);
  }
  // Within a group, skills come before credentials ("patient care" before "BLS").
  const isCredential = (name: string) => SKILL_BY_NAME.get(name.toLowerCase())?.credential === true;
  for (const m of groupMap.values()) m.skills = [...m.skills.filter((n) => !isCredential(n)), ...m.skills.filter(isCredential)];
  const groups = [...groupMap.values()].sort((a, b) => b.score - a.score || a.group.id.localeCompare(b.group.id));
  const groupScores = new Map(groups.map((g) => [g.group.id, g.score]));

  const sections = sectionize(job);
  // Inline "Responsibilities:" / "Requirements:" paragraphs and sentences with duties that the line-based reading missed.
  const fromReading = (section: 'requirements' | 'responsibilities') => [
    ...new Set(reading.clauses.filter((c) => c.section === section).map((c) => clip(c.text, 300))),
  ];
  const dutyClauses = [...new Set(reading.duties.map((d) => clip(d.clause, 300)))];
  const requirements = sections.requirements.length > 0 ? sections.requirements : fromReading('requirements').slice(0, 20);
  const readResp = fromReading('responsibilities');
  const responsibilities =
    sections.responsibilities.length > 0
      ? sections.responsibilities
      : (readResp.length > 0 ? readResp : dutyClauses.filter((c) => !requirements.includes(c))).slice(0, 20);
  const seniority = seniorityOf(job, text);
  const domain = domainOf(job, groupScores);

  const keyRequirements = job.requirements
    ? job.requirements
        .split(/\.(?:\s|$)/)
        .map((s) => s.replace(BULLET, '').trim())
        .filter(Boolean)
        .slice(0, 3)
    : requirements.slice(0, 3);
  const technicalSkills = skills.filter((s) => s.kind === 'technical').map((s) => s.name);
  const topSkills = suggestedSkills(
    required,
    skills.map((s) => s.name),
  );
  const summary = summaryOf({
    seniority,
    domain,
    job,
    duties: reading.duties,
    requirementClauses: new Set(reading.clauses.filter((c) => c.section === 'requirements').map((c) => c.text)),
    skills: topSkills.slice(0, SUGGESTED_SKILLS_COUNT),
  });

  const analysis: JobAnalysis = {
    title: clip(job.title, 300),
    summary,
    domain: domain.id,
    requirements: requirements.slice(0, 20),
    responsibilities: responsibilities.slice(0, 20),
    skills,
    seniority,
    key_requirements: keyRequirements.map((r) => clip(r, 1000)),
    suggested_skills: topSkills,
    duties: reading.duties.slice(0, 40).map((d) => ({ text: clip(d.text, 300), source: clip(d.clause, 1000) })),
  };
  return {
    job,
    analysis,
    domain,
    groups,
    competencyScores,
    technicalSkills,
    responsibilities,
    lowerText,
    lowerStems: stemSet(text),
    reading,
    duties: reading.duties,
    terms,
    seed: String(hash(`${job.title}\n${job.job_description}\n${required.join(',')}`)),
  };
}

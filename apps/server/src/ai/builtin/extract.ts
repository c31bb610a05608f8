import {
  type ExtractedSkill,
  type Job,
  type JobAnalysis,
  type Seniority,
  SUGGESTED_SKILLS_COUNT,
  suggestedSkills,
} from '@hiring/shared/ai';
import { COMPETENCIES, type Domain, type SkillGroup } from './kb/index.ts';
import { type Duty, type JobReading, readJob, type Term } from './nlp.ts';
import { clip, hash, listJoin, stemSet } from './text.ts';
import { BULLET, sectionize } from './job-sections.ts';
import { blanked } from './boilerplate.ts';
import { domainOf, seniorityOf } from './seniority-and-domain.ts';
import { findSkills, GROUP_BY_ID, type SkillDef, type SkillHit, SKILL_BY_NAME } from './skill-index.ts';

/** The skills by lower-case name, as the engine's tests look them up. */
export { SKILL_BY_NAME } from './skill-index.ts';

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
  const reading = readJob(job);
  // The employer's boilerplate (about the company, equal opportunity, benefits, how to apply) names no skill of the job's.
  const boilerplate = reading.clauses.filter((c) => c.boilerplate).map((c) => c.text);
  const hits = findSkills(boilerplate.length > 0 ? jobText({ ...job, job_description: blanked(job.job_description, boilerplate) }) : text);

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

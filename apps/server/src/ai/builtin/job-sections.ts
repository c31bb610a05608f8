import type { Job } from '@hiring/shared/ai';
import { clip, sentences } from './text.ts';

/*
 * A job's requirements and responsibilities as lists: headed sections, bullets, and lines that read
 * like one or the other when the job has no headings.
 */

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

export const BULLET = /^\s*(?:[-*•·–]|\d+[.)])\s+/;

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

export function sectionize(job: Job): { requirements: string[]; responsibilities: string[] } {
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

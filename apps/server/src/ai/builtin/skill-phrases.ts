import type { JobProfile } from './extract.ts';
import { type DutyPhrase, dutyPhrases, thirdPerson } from './phrasing.ts';
import { findSkills, GROUP_BY_ID } from './skill-index.ts';
import { isPractice, practiceWork, repeatsWork } from './skill-kinds.ts';
import { sharesWord } from './text.ts';

/*
 * A job that states few duties of its own ("Experience with Docker or similar container
 * technologies", "has experience working in WordPress") still names the tools and fields its hire
 * works in. Its questions are asked through that work ("work with Docker and Kubernetes") rather than
 * through the knowledge base's general questions, which read the same for every such job.
 */

/** Below this many duty phrases, the job's named skills give phrases too. */
export const MIN_DUTY_PHRASES = 3;

const PHRASES = new WeakMap<JobProfile, DutyPhrase[]>();

/** One skill's phrase: the group's work with the skill named, in the forms a question needs. */
function phraseOf(work: string, name: string, clause: string): DutyPhrase {
  // A practice is what the hire does ("manage stakeholders"), not what the work is done with.
  const base = isPractice(name) || repeatsWork(name, work) ? practiceWork(name) : work.replace('{skills}', name);
  const second = /^\w+ and (\w+)\b/.exec(base)?.[1];
  const verbs = [base.split(' ')[0]!, ...(second ? [second] : [])];
  const third = base.replace(/^(\w+)( and (\w+))?/, (_m, a: string, _b, c?: string) =>
    c ? `${thirdPerson(a)} and ${thirdPerson(c)}` : thirdPerson(a),
  );
  return {
    duty: { text: base, verbs, object: name, clause, at: 0 },
    base,
    object: name,
    title: third.charAt(0).toUpperCase() + third.slice(1),
    rest: '',
  };
}

/**
 * Phrases from the job's named technical skills: for each clause that names a skill no earlier
 * phrase named, the work its knowledge-base group does with it ("run and automate infrastructure on
 * AWS"), one skill a phrase, in the job's order. Credentials (a
 * licence is held, not worked with), ambiguous words and aliases that are not the skill's own words
 * are left out, as is company, benefits and application text.
 */
export function skillPhrases(profile: JobProfile): DutyPhrase[] {
  const hit = PHRASES.get(profile);
  if (hit) return hit;
  const known = new Set(profile.analysis.skills.filter((s) => s.kind === 'technical').map((s) => s.name.toLowerCase()));
  const used = new Set<string>();
  const out: DutyPhrase[] = [];
  for (const c of profile.reading.clauses) {
    if (c.section === 'other') continue;
    const hits = [...findSkills(c.text).values()]
      .filter(
        (h) =>
          h.skill.kind === 'technical' &&
          !h.skill.credential &&
          !h.skill.ambiguous &&
          known.has(h.skill.name.toLowerCase()) &&
          // The words found are the skill's own ("AWS" for AWS), not an alias that says something else ("experimentation" for A/B testing).
          sharesWord(h.matched, h.skill.name) &&
          !used.has(h.skill.name.toLowerCase()),
      )
      .sort((a, b) => a.first - b.first);
    for (const h of hits) {
      const group = GROUP_BY_ID.get(h.skill.group);
      if (!group || used.has(h.skill.name.toLowerCase())) continue;
      used.add(h.skill.name.toLowerCase());
      out.push(phraseOf(group.work, h.skill.name, c.text));
    }
  }
  PHRASES.set(profile, out);
  return out;
}

/** The phrases a question can be written around: the job's duties, and its named skills when it states few duties. */
export function questionPhrases(profile: JobProfile): DutyPhrase[] {
  const duties = dutyPhrases(profile);
  return duties.length >= MIN_DUTY_PHRASES ? duties : [...duties, ...skillPhrases(profile)];
}

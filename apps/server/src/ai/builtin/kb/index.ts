/**
 * The builtin engine's knowledge base: the JSON files beside this module (README.md says how to
 * edit them), validated once when the engine loads. The builtin engine itself loads on its first
 * call (../../index.ts), so a server that never uses it never reads these files.
 */
import answerTermsFile from './answer-terms.json' with { type: 'json' };
import competenciesFile from './competencies.json' with { type: 'json' };
import domainsFile from './domains.json' with { type: 'json' };
import { loadKnowledgeBase } from './load.ts';
import questionPatternsFile from './question-patterns.json' with { type: 'json' };
import skillGroupsFile from './skill-groups.json' with { type: 'json' };

export { ALSO_ALIASES } from './load.ts';
export type { Competency, Domain, QuestionPattern, SkillGroup, SoftCompetency, Template } from './schema.ts';

const KB = loadKnowledgeBase({
  'skill-groups.json': skillGroupsFile,
  'competencies.json': competenciesFile,
  'domains.json': domainsFile,
  'answer-terms.json': answerTermsFile,
  'question-patterns.json': questionPatternsFile,
});

export const SKILL_GROUPS = KB.skillGroups;
export const COMPETENCIES = KB.competencies;
export const DOMAINS = KB.domains;
export const DOMAIN_BY_ID = new Map(DOMAINS.map((d) => [d.id, d]));
/** Questions about one of the job's duties (../duty-questions.ts): how the work is done, then by competency, then by a word of the goal. */
export const TECHNICAL_PATTERNS = KB.questionPatterns.technical;
export const COMPETENCY_PATTERNS = KB.questionPatterns.competencies;
export const GOAL_WORD_PATTERNS = KB.questionPatterns.goalWords;

/** Subject words for a competency id ('' when the knowledge base has none); a leading "?" is ignored. */
export function answerTerms(competencyId: string): string {
  return KB.answerTerms[competencyId.replace(/^\?/, '')] ?? '';
}

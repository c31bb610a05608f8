import { GOAL_CATEGORIES, QUESTION_DIFFICULTIES, QUESTION_TYPES } from '@hiring/shared/ai';
import { z } from 'zod';

/**
 * The shape of the knowledge base files beside this module. Every object is strict: a misspelt
 * field is an error, not a field the engine silently ignores. The types the engine uses are
 * inferred from these schemas (see ./index.ts for the loaded forms).
 */

/** The values `vars()` in ../placeholders.ts gives `fill()`; anything else in braces would reach a question as a bare word. */
export const PLACEHOLDERS = ['skill', 'skill2', 'skills', 'audience', 'work', 'pressure', 'stakeholders', 'craft', 'title'] as const;

/** The values a question pattern takes from one of the job's duties (fillDuty in ../duty-questions.ts). */
export const DUTY_PLACEHOLDERS = ['duty', 'object'] as const;

/** Text with no braces but around a known placeholder: one regular expression, cheap enough to run on every string. */
const textWith = (placeholders: readonly string[]) =>
  z
    .string()
    .min(1)
    .regex(
      new RegExp(`^[^{}]*(?:\\{(?:${placeholders.join('|')})\\}[^{}]*)*$`),
      `a placeholder is one of ${placeholders.map((p) => `{${p}}`).join(' ')}`,
    );
const text = textWith(PLACEHOLDERS);
const dutyText = textWith(DUTY_PLACEHOLDERS);
const namesDuty = (t: string) => /\{(?:duty|object)\}/.test(t);

/** "Name|alias|alias", each part non-empty; prefixes ~ ? ^ ! !! are described in README.md. */
const skillSpec = z.string().regex(/^[^|]+(\|[^|]+)*$/, 'a skill is "Name|alias|alias" with no empty part');

const id = z.string().regex(/^[a-z][a-z0-9_]*$/, 'an id is lower case letters, digits and underscores');
/**
 * A competency's own id. One skill group is "?logistics": the leading "?" was copied from its
 * ambiguous skill, and renaming it would change its template ids and with them which questions
 * are chosen, so it stays until the knowledge base version changes for another reason.
 */
const ownId = z.string().regex(/^\??[a-z][a-z0-9_]*$/, 'an id is lower case letters, digits and underscores');

export const templateFileSchema = z.strictObject({
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  text,
  followups: z.array(text),
  /** What a good answer covers; drives the rubric and the scorer. */
  points: z.array(text).min(1),
  /** Other competencies the answer also shows evidence for. */
  also: z.array(id).default([]),
  minutes: z.number().int().positive().optional(),
  /** When set, {skill} may only be one of these; without one of them in the job the template is not used. */
  only: z.array(z.string().min(1)).min(1).optional(),
});

const competencyFields = {
  id: ownId,
  name: z.string().min(1),
  skills: z.array(skillSpec),
  /** Goal text; may use the placeholders. */
  goal: text,
  description: text,
  why: text,
  traits: z.array(z.string().min(1)).min(1),
  templates: z.array(templateFileSchema).min(1),
};

/** A technical competency with its own skills: its category is always technical and it has no keywords. */
export const skillGroupFileSchema = z.strictObject({
  ...competencyFields,
  domain: id,
  /** The work the group's skills are used in, as a verb phrase a question can ask about: "run and automate infrastructure on {skills}". */
  work: z.string().regex(/^[a-z][a-z ,]+ \{skills\}( [a-z ]+)?$/),
});

/** Interpersonal, personal and business competencies, plus general problem solving. */
export const competencyFileSchema = z.strictObject({
  ...competencyFields,
  category: z.enum(GOAL_CATEGORIES),
  /** Word stems that mark a goal or text as being about this competency. */
  keywords: z.array(z.string().min(1)),
});

export const domainFileSchema = z.strictObject({
  id,
  label: z.string().min(1),
  /** Who the work serves, plural: "patients", "guests". */
  audience: z.string().min(1),
  /** The unit of work: "shift", "release". */
  work: z.string().min(1),
  /** A typical pressure moment. */
  pressure: z.string().min(1),
  stakeholders: z.string().min(1),
  /** Used in place of {skill} when the job names no skill of the right kind. */
  craft: z.string().min(1),
  /** Word stems in a title that place a job here. */
  titleWords: z.array(z.string().min(1)),
  /** Competencies that matter most in this field, in order. */
  focus: z.strictObject({ interpersonal: z.array(id), personal: z.array(id), business: z.array(id) }),
});

/** A question about one of the job's duties, asked through a competency's lens; README.md, "Question patterns". */
export const questionPatternFileSchema = z.strictObject({
  /** Unique in the file: a set uses a pattern once, and the engine's seeded choices key on the id. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'a pattern id is lower case letters, digits and hyphens'),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(QUESTION_DIFFICULTIES),
  text: dutyText.refine(namesDuty, 'the question names the duty: {duty} or {object}'),
  followups: z.array(dutyText),
  /** What a good answer covers; the first is quoted by the 3 ("Adequate") anchor, so it names the duty. */
  points: z
    .array(dutyText)
    .min(1)
    .refine((points) => points.length === 0 || namesDuty(points[0]!), 'the first point names the duty: {duty} or {object}'),
  /** What separates a strong answer from an adequate one, for the 3, 4 and 5 anchors: "how the result is checked". */
  focus: z.string().regex(/^[^{}]+$/, 'a focus is plain text, without placeholders'),
  /** Other competencies the answer also shows evidence for. */
  also: z.array(id).default([]),
});

const patternList = z.array(questionPatternFileSchema).min(1);

export const questionPatternsFileSchema = z.strictObject({
  /** How the work of a duty is done: a technical goal's first question, and any goal's when its own patterns are used. */
  technical: patternList,
  /** A competency's own patterns, by its id in competencies.json. */
  competencies: z.record(id, patternList),
  /** Patterns for a goal whose competency has none, by a lower-case word its text contains: "safety". */
  goalWords: z.record(z.string().regex(/^[a-z]+( [a-z]+)*$/, 'a goal word is lower case'), patternList),
});

export const kbFileSchemas = {
  'skill-groups.json': z.array(skillGroupFileSchema),
  'competencies.json': z.array(competencyFileSchema),
  'domains.json': z.array(domainFileSchema),
  /** Subject words a relevant answer uses, by competency or skill group id, separated by spaces. */
  'answer-terms.json': z.record(id, z.string().min(1)),
  'question-patterns.json': questionPatternsFileSchema,
};

export type KbFileName = keyof typeof kbFileSchemas;
export type KbFiles = { [F in KbFileName]: unknown };

export type Template = z.infer<typeof templateFileSchema> & { id: string };
export type Competency = Omit<z.infer<typeof competencyFileSchema>, 'templates' | 'skills'> & { templates: Template[] };
export type SoftCompetency = Competency & { skills: string[] };
export type SkillGroup = Competency & { domain: string; work: string; skills: string[] };
export type Domain = z.infer<typeof domainFileSchema>;
export type QuestionPattern = z.infer<typeof questionPatternFileSchema>;
export type QuestionPatterns = z.infer<typeof questionPatternsFileSchema>;

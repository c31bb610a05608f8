import { z } from 'zod';
import { goalsScreenSchema, screenGoalSchema } from '@hiring/shared/goals';
import { interviewAnswerSchema, interviewDetailSchema, interviewResultSchema, interviewSummarySchema } from '@hiring/shared/interviews';
import { jobGoalSchema, jobPositionSchema, jobPositionSummarySchema } from '@hiring/shared/job-positions';
import { interviewQuestionSchema, questionsScreenSchema } from '@hiring/shared/questions';

type Meta = z.core.GlobalMeta;
type Schema = z.core.$ZodType;

/**
 * The main entities, each a named schema of the document under the name of its type in
 * @hiring/shared, so a generated client's `components['schemas']['JobPosition']` is the shared
 * `JobPosition`. A route that answers one of these zod schemas (the same object, anywhere in its
 * answer) gets a `$ref` to it; a schema made from one (`extend`, `pick`) is a new shape and stays
 * inline unless it is named here too.
 */
const ENTITIES: ReadonlyArray<readonly [string, Schema, string]> = [
  ['JobPosition', jobPositionSchema, 'A job position with its evaluation goals and its history of state changes.'],
  ['JobPositionSummary', jobPositionSummarySchema, 'A job position as a list shows it, without the long texts.'],
  ['JobGoal', jobGoalSchema, 'A stored evaluation goal of a job position.'],
  ['ScreenGoal', screenGoalSchema, 'An evaluation goal on the goals screen: the stored goal with its question connections.'],
  ['GoalsScreen', goalsScreenSchema, "A position's evaluation goals with their coverage: every goals call answers it."],
  ['InterviewQuestion', interviewQuestionSchema, 'An interview question of the current set, with its rating guide and goal connections.'],
  [
    'QuestionsScreen',
    questionsScreenSchema,
    "A position's interview questions, their generation and metrics: every questions call answers it.",
  ],
  ['InterviewSummary', interviewSummarySchema, 'An interview link as lists show it; name and email null in blind mode or once deleted.'],
  ['InterviewDetail', interviewDetailSchema, 'An interview with its answers, the AI and reviewer scores, and its result.'],
  ['InterviewAnswer', interviewAnswerSchema, 'One question of an interview with its answer, the AI score and the reviewers’.'],
  ['InterviewResult', interviewResultSchema, "An interview's result: overall scores, recommendation and per-goal results."],
];

/**
 * A registry's metadata that falls back on zod's global registry, where `.describe()` and
 * `.meta()` put theirs: the document keeps every description while only the schemas named here
 * get ids. fastify-type-provider-zod reads a registry's metadata through its `_map`.
 */
class WithGlobalMetadata<V> extends WeakMap<Schema, V> {
  override get(schema: Schema): V | undefined {
    return super.get(schema) ?? (z.globalRegistry._map.get(schema) as V | undefined);
  }
  override has(schema: Schema): boolean {
    return super.has(schema) || z.globalRegistry._map.has(schema);
  }
}

/**
 * The registry the document's transforms read (fastify-type-provider-zod's `schemaRegistry`).
 * It is not zod's global registry, so the ids stay out of every other JSON schema the server
 * makes of these zod schemas (the AI engine's structured calls).
 */
export function entityRegistry(): z.core.$ZodRegistry<Meta> {
  const registry = z.registry<Meta>();
  registry._map = new WithGlobalMetadata();
  for (const [id, schema, description] of ENTITIES) registry.add(schema, { ...z.globalRegistry.get(schema), id, description });
  return registry;
}

/** The names of the entity components, for the document's tests. */
export const ENTITY_NAMES: readonly string[] = ENTITIES.map(([id]) => id);

import { ANSWER_FLAGS, generatedGoalSchema, generatedQuestionSchema, jobAnalysisSchema, QUESTION_DIFFICULTIES } from '@hiring/shared/ai';
import { z } from 'zod';

/**
 * What the model is asked to return: the shared schemas of @hiring/shared/ai, less the fields the
 * engine fills itself (orders, goal ids and texts, metrics), with goals referred to by short keys
 * (G1, G2, ...) instead of database ids. The engine completes a draft and validates the result
 * with the shared schema before anyone sees it.
 */

export const analysisDraftSchema = jobAnalysisSchema.extend({
  // Trimmed to the shared limits (3 and 5) afterwards: a model that lists one more is not worth a retry.
  key_requirements: z.array(z.string()).max(20),
  suggested_skills: z.array(z.string()).max(40),
});
export type AnalysisDraft = z.infer<typeof analysisDraftSchema>;

export const goalDraftSchema = generatedGoalSchema.omit({ priority_order: true });
export type GoalDraft = z.infer<typeof goalDraftSchema>;

export const goalsDraftSchema = z.object({ goals: z.array(goalDraftSchema).min(1).max(30) });
export type GoalsDraft = z.infer<typeof goalsDraftSchema>;

export const connectionDraftSchema = z.object({
  goal_key: z.string().min(1).max(20),
  weight: z.number().min(0).max(1),
  reasoning: z.string().trim().min(1).max(1_000),
});

// A little slack where models commonly differ from the schema without being wrong: "medium" for
// "mid" (the spec sees both), minutes as a decimal, a confidence as a fraction. The engine maps them.
export const questionDraftSchema = generatedQuestionSchema.omit({ question_order: true, goal_connections: true }).extend({
  difficulty: z.enum([...QUESTION_DIFFICULTIES, 'medium']),
  estimated_time: z.number().min(0).max(240),
  goal_connections: z.array(connectionDraftSchema).min(1).max(30),
});
export type QuestionDraft = z.infer<typeof questionDraftSchema>;

export const questionsDraftSchema = z.object({ questions: z.array(questionDraftSchema).min(1).max(40) });
export type QuestionsDraft = z.infer<typeof questionsDraftSchema>;

export const regeneratedDraftSchema = z.object({ question: questionDraftSchema });
export type RegeneratedDraft = z.infer<typeof regeneratedDraftSchema>;

export const scoreDraftSchema = z.object({
  scores: z
    .array(
      z.object({
        goal_key: z.string().min(1).max(20),
        score: z.number().int().min(1).max(5),
        rationale: z.string().trim().min(1).max(2_000),
        evidence: z.array(z.string()).max(10),
      }),
    )
    .min(1)
    .max(30),
  summary: z.string().trim().min(1).max(2_000),
  flags: z.array(z.enum(ANSWER_FLAGS)).max(ANSWER_FLAGS.length),
  /** The language the model read the answer in, as it wrote it ("es", "ES", "spa"); the engine keeps a well-formed code only. */
  language: z.string().max(20).nullish(),
});
export type ScoreDraft = z.infer<typeof scoreDraftSchema>;

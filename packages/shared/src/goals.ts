import { z } from 'zod';
import {
  GOAL_CATEGORIES,
  HIRING_STRATEGIES,
  type HiringStrategy,
  MAX_GOAL_IMPORTANCE,
  MIN_GOAL_IMPORTANCE,
  QUESTION_DIFFICULTIES,
} from './ai.ts';
import { containsNul, NUL_CHARACTER_MESSAGE } from './company.ts';
import { jobGoalSchema } from './job-positions.ts';

/** Goals screen rules and limits (spec 02 §2.1 Goals screen, §4 Goals, §5, §9). */
export const GOAL_EDITOR_DEFAULT_IMPORTANCE = 2;
export const GOAL_MIN_PRIORITY_ORDER = 1;
/** The confirm payload carries importance 5 (spec 02 §9); it is read as Critical (4). */
export const CONFIRM_PAYLOAD_IMPORTANCE = 5;
export const GOAL_TEXT_MAX = 1_000;
export const GOAL_DESCRIPTION_MAX = 2_000;
export const GOAL_FOCUS_MAX = 500;
/** Goals per position: generous, but bounded so a screen and a prompt stay usable. */
export const MAX_GOALS_PER_POSITION = 50;
export const CATEGORY_GENERATION_COUNT = 1;
export const STRATEGY_SLIDER = { min: 0, max: 100, step: 5, teachableMax: 33, generalistMax: 66, focusFrom: 66 } as const;
export const CONNECTED_QUESTIONS_SHOWN = { review: 3, manage: 2 } as const;

export const GOAL_MESSAGES = {
  textRequired: 'Please enter goal text',
  categoryRequired: 'Please choose a category',
  importanceRange: `Importance must be a whole number from ${MIN_GOAL_IMPORTANCE} to ${MAX_GOAL_IMPORTANCE}`,
  confirmImportanceRange: `Importance must be a whole number from ${MIN_GOAL_IMPORTANCE} to ${CONFIRM_PAYLOAD_IMPORTANCE}`,
  priorityOrderMin: `Priority order must be a whole number of at least ${GOAL_MIN_PRIORITY_ORDER}`,
  strategyInvalid: 'Hiring strategy must be specialist, generalist, teachable, none, or a slider value from 0 to 100',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  goalNotFound: 'Evaluation goal not found',
  unknownGoalInOrder: 'The new order names a goal this job position does not have',
  duplicateGoalInOrder: 'The new order names a goal more than once',
  orderRequired: 'Give the new order of at least one goal',
  confirmRequired: 'Set confirm to true to confirm the goals',
  selectionRequired: 'Select at least one goal to confirm',
  unknownGoalInConfirm: 'The confirmation names a goal this job position does not have',
  confirmedReadOnly: 'The evaluation goals are confirmed and can no longer be changed.',
  stageForbidsEditing: (label: string) => `Evaluation goals cannot be changed while the job position is ${label}.`,
  pendingGoals: 'The evaluation goals are still being generated. Try again when they are ready.',
  tooManyGoals: `A job position has at most ${MAX_GOALS_PER_POSITION} evaluation goals`,
  deleteToRegenerate: 'Delete the existing goals to generate all goals again.',
  noGoals: 'No Evaluation Goals',
  generateGoals: 'Generate Evaluation Goals',
  goalsConfirmed: 'Goals Confirmed',
  awaitingConfirmation: 'Goals Generated - Awaiting Confirmation',
  updatingOrder: 'Updating Goal Order',
  noQuestionsWarning: 'No interview questions cover this goal yet',
  specificFocusArea: 'Specific Focus Area',
  /** The coverage recommendation while some goals have no question (singular for one). */
  uncoveredGoals: (n: number) => `Add questions for the ${n} goal${n === 1 ? '' : 's'} no question covers yet.`,
  /** The status history's reason when goals are confirmed. */
  goalsConfirmedReason: (n: number) => `${n} evaluation goal${n === 1 ? '' : 's'} confirmed`,
  /** The footer while the confirmation's question generation waits for a worker, and while it runs. */
  questionsQueued: 'Interview questions will be generated in a moment...',
  questionsGenerating: 'Questions are being generated...',
  questionsNotGenerated: 'Interview questions not generated yet',
  questionsGenerated: (n: number) => `${n} interview ${n === 1 ? 'question' : 'questions'} generated`,
  /** The link to where the next step is taken, once the questions exist (or are being written). */
  openQuestions: 'Go to Interview Questions',
  /** The confirmation dialog shown when unticked goals would be deleted (decision 482). */
  confirmDialogTitle: (kept: number) => `Confirm ${kept} ${kept === 1 ? 'Goal' : 'Goals'}?`,
  confirmRemoves: (removed: number, total: number) =>
    `${removed} of ${total} ${total === 1 ? 'goal' : 'goals'} ${removed === 1 ? 'is' : 'are'} not selected and will be deleted. ` +
    `To use ${removed === 1 ? 'it' : 'them'} later, add ${removed === 1 ? 'it' : 'them'} again as a custom goal.`,
  confirmLocks: 'Confirmed goals can no longer be edited, and interview questions are generated from them.',
} as const;

/** Strategy bands of the slider (spec 02 §4): ≤33 teachable, 34-66 generalist, >66 specialist. */
export function strategyFromSlider(value: number): Exclude<HiringStrategy, 'none'> {
  if (value <= STRATEGY_SLIDER.teachableMax) return 'teachable';
  if (value <= STRATEGY_SLIDER.generalistMax) return 'generalist';
  return 'specialist';
}

/** Pool labels of the slider, from widely available to harder to find. */
export const STRATEGY_LABELS = {
  teachable: 'Teachable - widely available talent pool',
  generalist: 'Generalist - moderately available talent pool',
  specialist: 'Specialist - harder to find talent pool',
} as const;

/** The focus area box shows at 66 and above (spec 02 §9). */
export const showsFocusArea = (value: number) => value >= STRATEGY_SLIDER.focusFrom;

const noNul = (s: z.ZodString) => s.refine((v) => !containsNul(v), NUL_CHARACTER_MESSAGE);

const goalText = noNul(z.string({ error: GOAL_MESSAGES.textRequired }))
  .transform((v) => v.trim())
  .pipe(z.string().min(1, GOAL_MESSAGES.textRequired).max(GOAL_TEXT_MAX, GOAL_MESSAGES.tooLong(GOAL_TEXT_MAX)));

/** Blank becomes null (spec 02 §5). */
const blankable = (max: number) =>
  noNul(z.string())
    .max(max, GOAL_MESSAGES.tooLong(max))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

const importance = z
  .number({ error: GOAL_MESSAGES.importanceRange })
  .int(GOAL_MESSAGES.importanceRange)
  .min(MIN_GOAL_IMPORTANCE, GOAL_MESSAGES.importanceRange)
  .max(MAX_GOAL_IMPORTANCE, GOAL_MESSAGES.importanceRange);

const priorityOrder = z
  .number({ error: GOAL_MESSAGES.priorityOrderMin })
  .int(GOAL_MESSAGES.priorityOrderMin)
  .min(GOAL_MIN_PRIORITY_ORDER, GOAL_MESSAGES.priorityOrderMin);

/** A strategy name, a slider value (0-100, mapped by its band), or blank (null). */
export const hiringStrategyInputSchema = z
  .union([z.enum(HIRING_STRATEGIES), z.number().min(STRATEGY_SLIDER.min).max(STRATEGY_SLIDER.max), z.literal(''), z.null()], {
    error: GOAL_MESSAGES.strategyInvalid,
  })
  .optional()
  .transform((v): HiringStrategy | null | undefined => (typeof v === 'number' ? strategyFromSlider(v) : v === '' ? null : v));

const category = z.enum([...GOAL_CATEGORIES, 'custom', 'behavioral', 'communication'], { error: GOAL_MESSAGES.categoryRequired });

/** POST .../goals/custom: the goal editor's payload (spec 02 §5, §7). */
export const customGoalSchema = z.object({
  text: goalText,
  description: blankable(GOAL_DESCRIPTION_MAX),
  category: category.default('custom'),
  importance: importance.default(GOAL_EDITOR_DEFAULT_IMPORTANCE),
  /** Without one the goal goes last. */
  priority_order: priorityOrder.optional(),
  hiring_strategy: hiringStrategyInputSchema,
});
export type CustomGoalInput = z.input<typeof customGoalSchema>;
export type CustomGoal = z.output<typeof customGoalSchema>;

/** PATCH .../goals/{goalId}: any editor field. */
export const updateGoalSchema = z.object({
  text: goalText.optional(),
  description: blankable(GOAL_DESCRIPTION_MAX),
  category: category.optional(),
  importance: importance.optional(),
  priority_order: priorityOrder.optional(),
  hiring_strategy: hiringStrategyInputSchema,
});
export type UpdateGoal = z.output<typeof updateGoalSchema>;

/** POST .../goals/reorder (spec 02 §7); stored as 1..n in the order given. */
export const reorderGoalsSchema = z.object({
  goal_order: z
    .array(z.object({ id: z.string().max(100), priority_order: priorityOrder }), { error: GOAL_MESSAGES.orderRequired })
    .min(1, GOAL_MESSAGES.orderRequired)
    .max(MAX_GOALS_PER_POSITION),
});
export type ReorderGoals = z.output<typeof reorderGoalsSchema>;

/** POST .../confirm-goals: the selected goals as the screen sends them (spec 02 §7). */
export const confirmGoalsSchema = z.object({
  confirm: z.literal(true, { error: GOAL_MESSAGES.confirmRequired }),
  evaluation_goals: z
    .array(
      z.object({
        id: z.union([z.string().max(100), z.number().int()]).transform(String),
        category: z.string().max(50).optional(),
        text: z.string().max(GOAL_TEXT_MAX).optional(),
        selected: z.boolean().optional(),
        created_by: z.string().max(100).nullish(),
        importance: z
          .number()
          .int(GOAL_MESSAGES.confirmImportanceRange)
          .min(MIN_GOAL_IMPORTANCE, GOAL_MESSAGES.confirmImportanceRange)
          .max(CONFIRM_PAYLOAD_IMPORTANCE, GOAL_MESSAGES.confirmImportanceRange)
          .optional(),
        priority_order: z.number().int().optional(),
      }),
      { error: GOAL_MESSAGES.selectionRequired },
    )
    .min(1, GOAL_MESSAGES.selectionRequired)
    .max(MAX_GOALS_PER_POSITION),
});
export type ConfirmGoals = z.output<typeof confirmGoalsSchema>;

/** POST .../goals/generate-specific (spec 02 §7): one goal of a category. */
export const generateSpecificGoalSchema = z.object({
  category: z.enum(GOAL_CATEGORIES, { error: GOAL_MESSAGES.categoryRequired }),
  hiring_strategy: hiringStrategyInputSchema,
  count: z.literal(CATEGORY_GENERATION_COUNT).default(CATEGORY_GENERATION_COUNT),
  focus: blankable(GOAL_FOCUS_MAX),
});
export type GenerateSpecificGoal = z.output<typeof generateSpecificGoalSchema>;

// ---------------------------------------------------------------------------------------------
// Connections and coverage (spec 02 §3), computed from the questions linked to each goal.

export const connectedQuestionSchema = z.object({
  question_id: z.string(),
  question_text: z.string(),
  /** 0 to 1. */
  weight: z.number(),
  reasoning: z.string().nullable(),
  linked_at: z.string(),
});
export type ConnectedQuestion = z.infer<typeof connectedQuestionSchema>;

export const questionConnectionsSchema = z.object({
  connected_questions: z.array(connectedQuestionSchema),
  metrics: z.object({
    evaluation_strength: z.enum(['strong', 'adequate', 'weak', 'none']),
    total_weight: z.number(),
    avg_question_weight: z.number(),
    coverage_adequacy: z.enum(['adequate', 'limited', 'none']),
    question_coverage: z.number().int(),
  }),
});
export type QuestionConnections = z.infer<typeof questionConnectionsSchema>;

export const coverageAnalysisSchema = z.object({
  coverage_percentage: z.number(),
  avg_questions_per_goal: z.number(),
  evaluation_readiness: z.enum(['excellent', 'good', 'fair', 'poor']),
  goals_with_questions: z.number().int(),
  goals_without_questions: z.number().int(),
  total_connections: z.number().int(),
  recommendations: z.array(z.string()),
});
export type CoverageAnalysis = z.infer<typeof coverageAnalysisSchema>;

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Strong: two or more questions weighing 1 together; adequate: any question; none otherwise. */
export function connectionMetrics(questions: ConnectedQuestion[]): QuestionConnections['metrics'] {
  const total = questions.reduce((sum, q) => sum + q.weight, 0);
  const n = questions.length;
  const strength = n === 0 ? 'none' : n >= 2 && total >= 1 ? 'strong' : total >= 0.4 ? 'adequate' : 'weak';
  return {
    evaluation_strength: strength,
    total_weight: round2(total),
    avg_question_weight: n === 0 ? 0 : round2(total / n),
    coverage_adequacy: n === 0 ? 'none' : n >= 2 ? 'adequate' : 'limited',
    question_coverage: n,
  };
}

/** Coverage of a goal set by its questions; readiness bands at 100/75/50 % of goals covered. */
export function coverageAnalysis(connectionsPerGoal: number[]): CoverageAnalysis {
  const goals = connectionsPerGoal.length;
  const withQuestions = connectionsPerGoal.filter((n) => n > 0).length;
  const total = connectionsPerGoal.reduce((a, b) => a + b, 0);
  const pct = goals === 0 ? 0 : Math.round((withQuestions / goals) * 100);
  const readiness = goals === 0 ? 'poor' : pct === 100 ? 'excellent' : pct >= 75 ? 'good' : pct >= 50 ? 'fair' : 'poor';
  const recommendations: string[] = [];
  if (goals === 0) recommendations.push('Add evaluation goals to assess candidates against.');
  else if (total === 0) recommendations.push('Confirm the goals and generate interview questions to cover them.');
  else if (withQuestions < goals) recommendations.push(GOAL_MESSAGES.uncoveredGoals(goals - withQuestions));
  return {
    coverage_percentage: pct,
    avg_questions_per_goal: goals === 0 ? 0 : round2(total / goals),
    evaluation_readiness: readiness,
    goals_with_questions: withQuestions,
    goals_without_questions: goals - withQuestions,
    total_connections: total,
    recommendations,
  };
}

/** A goal on the goals screen: the stored goal plus its question connections. */
export const screenGoalSchema = jobGoalSchema.extend({
  /** Read from the connected questions (the level they carry most weight in); null while none covers it. */
  difficulty: z.enum(QUESTION_DIFFICULTIES).nullable(),
  question_connections: questionConnectionsSchema,
});
export type ScreenGoal = z.infer<typeof screenGoalSchema>;

/** GET .../goals and the answer of every goals change. */
export const goalsScreenSchema = z.object({
  job_position_id: z.string(),
  status: z.string(),
  workflow_state: z.string(),
  can_edit_goals: z.boolean(),
  goals: z.array(screenGoalSchema),
  confirmed: z.boolean(),
  version: z.number().int(),
  goals_count: z.number().int(),
  questions_count: z.number().int(),
  coverage_analysis: coverageAnalysisSchema,
});
export type GoalsScreen = z.infer<typeof goalsScreenSchema>;

import { jobStatusLabel } from '@hiring/shared/job-positions';
import { canGenerateQuestionsFrom, QUESTION_MESSAGES, type QuestionsScreen } from '@hiring/shared/questions';
import { isGenerating, isTranslating } from './api/questions-screen';

/** An action of the bar: whether it shows, whether it may be used now, and why not. */
export interface ActionRule {
  shown: boolean;
  enabled: boolean;
  reason: string | null;
}

export interface QuestionActionRules {
  generate: ActionRule;
  regenerate: ActionRule;
  finalize: ActionRule;
  /** The set is finalized: the bar shows that state where Finalize stood (decision 504). */
  finalized: boolean;
  reset: ActionRule;
  /** Inline edits of a question's text. */
  edit: boolean;
  /** 'Create Interview Links': finalized questions on a position that interviews. */
  interviewLinks: boolean;
  /** Offer the move to Active - Ready for Interviews. */
  activate: boolean;
}

/** Statuses whose goals are not confirmed yet: the screen asks for that first. */
const BEFORE_CONFIRMATION = ['new', 'pending', 'draft', 'failed'];
const INTERVIEWING = ['active', 'interviewing'];

const rule = (shown: boolean, enabled: boolean, reason: string | null): ActionRule => ({
  shown,
  enabled: shown && enabled,
  reason: shown && !enabled ? reason : null,
});

/**
 * The action bar of spec 02 §2.1 and §4: 'Generate Questions' when none exist, otherwise
 * Regenerate, Finalize (or, once finalized, that state) and Reset to Draft; everything waits while questions are generated. The
 * reasons are the server's own refusals, so a disabled action says what the server would.
 */
export function questionActionRules(screen: QuestionsScreen): QuestionActionRules {
  // While a translation runs the set does not change (decision 795): every action waits, as for generation.
  const translating = isTranslating(screen);
  const generating = isGenerating(screen) || translating;
  const hasQuestions = screen.questions.length > 0;
  const label = jobStatusLabel(screen.status);
  const goalsPending = BEFORE_CONFIRMATION.includes(screen.status);
  const generateReason = translating
    ? QUESTION_MESSAGES.translating
    : generating
      ? QUESTION_MESSAGES.generating
      : goalsPending
        ? QUESTION_MESSAGES.goalsNotConfirmed
        : QUESTION_MESSAGES.stageForbidsGenerating(label);
  const canGenerate = !generating && canGenerateQuestionsFrom(screen.status);
  const editReason = translating
    ? QUESTION_MESSAGES.translating
    : generating
      ? QUESTION_MESSAGES.generating
      : QUESTION_MESSAGES.stageForbidsEditing(label);
  return {
    generate: rule(!hasQuestions, canGenerate, generateReason),
    regenerate: rule(hasQuestions, canGenerate, generateReason),
    // A finalized set has nothing to finalize: the button gives way to the finalized state, not a disabled button.
    finalize: rule(hasQuestions && !screen.finalized, screen.can_edit_questions, editReason),
    finalized: hasQuestions && screen.finalized,
    reset: rule(
      hasQuestions,
      screen.can_edit_questions && screen.finalized,
      screen.finalized ? editReason : QUESTION_MESSAGES.notFinalized,
    ),
    edit: screen.can_edit_questions && !generating,
    interviewLinks: screen.finalized && INTERVIEWING.includes(screen.status),
    activate: screen.status === 'questions_ready',
  };
}

export type BannerKind = 'generating' | 'failed' | 'ready' | 'action_required' | 'proceed';

/** Which status banner of spec 02 §4 Questions the screen shows. */
export function bannerKind(screen: QuestionsScreen): BannerKind {
  if (isGenerating(screen)) return 'generating';
  if (screen.status === 'questions_generation_failed') return 'failed';
  if (screen.status === 'questions_ready') return 'ready';
  if (BEFORE_CONFIRMATION.includes(screen.status) || (screen.status === 'goals_confirmed' && screen.questions.length === 0))
    return 'action_required';
  return 'proceed';
}

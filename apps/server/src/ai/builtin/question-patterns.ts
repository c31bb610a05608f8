import type { QuestionDifficulty, QuestionType } from '@hiring/shared/ai';
import type { DutyPhrase } from './phrasing.ts';

/*
 * Question patterns written around one of the job's own duties. Every sentence of a pattern names
 * the duty, so two jobs' sets share no line, and each pattern carries the key points, follow-ups
 * and the focus its 1/3/5 anchors speak of, written for that question.
 */

export interface Pattern {
  id: string;
  type: QuestionType;
  difficulty: QuestionDifficulty;
  text: (p: DutyPhrase) => string;
  points: (p: DutyPhrase) => string[];
  followups: (p: DutyPhrase) => string[];
  /** What separates a strong answer from an adequate one, for the anchors: "how the result is checked". */
  focus: string;
  /** Competency ids the answer also shows. */
  also: string[];
}

export const P = (
  id: string,
  type: QuestionType,
  difficulty: QuestionDifficulty,
  focus: string,
  text: Pattern['text'],
  points: Pattern['points'],
  followups: Pattern['followups'],
  also: string[] = [],
): Pattern => ({ id, type, difficulty, focus, text, points, followups, also });

/** Knowledge and practice of a duty: the first question of a technical goal. */
export const TECHNICAL_PATTERNS: Pattern[] = [
  P(
    'steps',
    'technical',
    'mid',
    'the checks before and after',
    (p) => `Walk us through how you ${p.base}, step by step: what do you check before you start, and how do you know it went right?`,
    (p) => [
      `The steps to ${p.base}, in a safe and sensible order`,
      'What is checked before starting',
      'How a good result is confirmed',
      'When they would stop and ask for help',
    ],
    (p) => [`What changes when you ${p.base} for a difficult or unusual case?`, 'Which step do newcomers most often get wrong?'],
  ),
  P(
    'mistakes',
    'technical',
    'hard',
    'how each mistake is prevented or caught',
    (p) => `What are the most common mistakes made when people ${p.base}, and how do you prevent or catch each one?`,
    (p) => [
      `Real mistakes that happen when people ${p.base}`,
      'Why each mistake happens',
      'A check or habit that prevents it',
      'What they do when one slips through',
    ],
    () => ['Which of these mistakes have you made yourself, and what did it teach you?', 'How would you teach a newcomer to avoid them?'],
    ['detail'],
  ),
  P(
    'recovery',
    'situational',
    'hard',
    'the order of actions and who is told',
    (p) =>
      `You are partway through when something goes wrong as you ${p.base} and the usual fix does not work: what do you do, in what order, and who do you tell?`,
    (p) => [
      `A first step that makes the situation safe before anything else while they ${p.base}`,
      'A clear order of actions',
      'Who they tell and when they escalate',
      'How they record it and stop it happening again',
    ],
    () => ['At what point would you hand it to someone more senior?', 'What would you write down afterwards?'],
    ['problem_solving'],
  ),
  P(
    'pressure',
    'behavioral',
    'mid',
    'their own actions and the outcome',
    (p) => `Tell us about a time you had to ${p.base} under real time pressure: what exactly did you do, and how did it turn out?`,
    (p) => [
      `A real occasion when they had to ${p.base}`,
      'What made it pressured',
      'Their own actions, not the team’s',
      'The outcome, with numbers where possible',
    ],
    () => ['What did you leave out or postpone, and why?', 'What would you do differently next time?'],
    ['resilience'],
  ),
  P(
    'standards',
    'technical',
    'easy',
    'why those tools, checks or standards',
    (p) => `Which tools, checks or standards do you rely on to ${p.base}, and why those?`,
    (p) => [`The tools, checks or standards used to ${p.base}`, 'Why each one matters', 'How they keep current with them'],
    () => ['Which of these would you not do without, even on a busy day?'],
  ),
  P(
    'hardest',
    'behavioral',
    'hard',
    'what made the case hard and what was learned',
    (p) => `Describe the hardest case you have met when you had to ${p.base}: what made it hard, and what did you learn from it?`,
    (p) => [
      `A specific, difficult case of having to ${p.base}`,
      'What made it hard',
      'How they worked it out',
      'What they learned and now do differently',
    ],
    () => ['Who did you ask for help, and when?', 'How would you handle the same case today?'],
    ['problem_solving'],
  ),
  P(
    'first-month',
    'situational',
    'mid',
    'what they would learn and check first',
    (p) =>
      `In your first month you are asked to ${p.base} the way this team does it: what would you want to learn first, and what would you check before starting?`,
    (p) => [
      `What they would learn about how the team likes to ${p.base}`,
      'Who they would ask, and what',
      'The checks before starting',
      'How they would confirm the first results',
    ],
    () => ['What would you do if the team’s way differs from what you are used to?'],
    ['adaptability'],
  ),
];

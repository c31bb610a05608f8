import { P, type Pattern } from './question-patterns.ts';

/*
 * Question patterns for the competencies beyond the technical ones (communication, ownership,
 * composure, ...), each asked through one of the job's own duties so that every line is the job's.
 */

/** Patterns for the other competencies, each through one of the job's duties. */
export const COMPETENCY_PATTERNS: Record<string, Pattern[]> = {
  communication: [
    P(
      'explain',
      'behavioral',
      'mid',
      'how they made sure the other person understood',
      (p) =>
        `Tell us about a time you had to explain a problem with ${p.object} to someone outside your field: how did you make sure they understood and acted on it?`,
      (p) => [
        `A real problem with ${p.object} they had to explain`,
        'Plain words adapted to the listener',
        'How they checked understanding',
        'What the listener did as a result',
      ],
      () => ['What would you put in writing, and what would you say in person?'],
    ),
  ],
  collaboration: [
    P(
      'together',
      'behavioral',
      'mid',
      'how they agreed the approach',
      (p) =>
        `Describe a time you had to ${p.base} together with colleagues who saw it differently: how did you agree on the approach, and what came of it?`,
      (p) => [
        `A real occasion of having to ${p.base} with others`,
        'The different views, stated fairly',
        'How they reached agreement',
        'The result for the work',
      ],
      () => ['What did you give up to reach agreement?'],
      ['conflict'],
    ),
  ],
  conflict: [
    P(
      'disagree',
      'behavioral',
      'hard',
      'how the disagreement was resolved',
      (p) => `Describe a disagreement with a colleague about how to ${p.base}: how did you resolve it, and what did the work gain?`,
      (p) => [`A real disagreement about how to ${p.base}`, 'Listening to the other view', 'How it was resolved', 'What the work gained'],
      () => ['What would you do if you could not agree?'],
    ),
  ],
  mentoring: [
    P(
      'teach',
      'situational',
      'mid',
      'how they would know the newcomer can do it alone',
      (p) => `How would you teach a new colleague to ${p.base}, and how would you know they could do it on their own?`,
      (p) => [
        `A plan to teach someone to ${p.base}`,
        'Showing, then watching them do it',
        'Feedback that is specific and kind',
        'A clear sign they are ready to work alone',
      ],
      () => ['What would you do if they kept making the same mistake?'],
    ),
  ],
  ownership: [
    P(
      'own-mistake',
      'behavioral',
      'hard',
      'what they did about it and what changed',
      (p) =>
        `Tell us about a time something went wrong while you had to ${p.base} and it was partly your doing: what did you do about it, and what changed afterwards?`,
      (p) => [
        `A real slip while having to ${p.base}`,
        'Owning their part without blaming others',
        'How they put it right',
        'What they changed so it would not happen again',
      ],
      () => ['Who did you tell, and how quickly?'],
      ['integrity'],
    ),
  ],
  detail: [
    P(
      'own-check',
      'behavioral',
      'easy',
      'an error the routine caught',
      (p) => `What routine do you use to check your own work when you ${p.base}, and what is one error it has caught?`,
      (p) => [
        `A concrete routine to check their work when they ${p.base}`,
        'Why each check is there',
        'A real error it caught',
        'What happened thanks to catching it',
      ],
      () => ['What do you check when you are short of time?'],
    ),
  ],
  resilience: [
    P(
      'bad-day',
      'behavioral',
      'hard',
      'how they kept their standards',
      (p) =>
        `Describe a day when you had to ${p.base} while everything else was going wrong: how did you keep your standards, and what did you let wait?`,
      (p) => [
        `A real, pressured day of having to ${p.base}`,
        'Staying calm and keeping the standard',
        'What they chose to let wait, and why',
        'How they recovered afterwards',
      ],
      () => ['What tells you that you are close to your limit?'],
    ),
  ],
  time_management: [
    P(
      'priorities',
      'situational',
      'mid',
      'how they decide and who they tell',
      (p) =>
        `When you have to ${p.base} on top of a full workload, how do you decide what comes first, and what do you tell the people whose work waits?`,
      (p) => [
        `How having to ${p.base} is weighed against other work`,
        'A clear rule for what comes first',
        'Telling people early when work waits',
        'Keeping track so nothing is lost',
      ],
      () => ['Tell us about a time your priorities turned out wrong.'],
    ),
  ],
  empathy: [
    P(
      'upset',
      'behavioral',
      'mid',
      'what they said and did, and how it ended',
      (p) => `Tell us about a time someone was anxious or unhappy while you had to ${p.base}: what did you say and do, and how did it end?`,
      (p) => [
        `A real, tense moment while having to ${p.base}`,
        'Listening and naming the worry',
        'What they said and did',
        'How it ended for that person',
      ],
      () => ['What would you do if nothing you said helped?'],
      ['communication'],
    ),
  ],
  customer_focus: [
    P(
      'served',
      'behavioral',
      'mid',
      'what changed for the people served',
      (p) =>
        `Tell us about a time you changed how you ${p.base} because of what the people you serve needed: what did you change, and what difference did it make?`,
      (p) => [`A real change to how they ${p.base}`, 'What the people served needed', 'What they changed', 'The difference it made'],
      () => ['How did you find out what they needed?'],
    ),
  ],
  adaptability: [
    P(
      'new-way',
      'behavioral',
      'mid',
      'how they learned the new way and how fast',
      (p) =>
        `Tell us about a time the way you ${p.base} had to change because of a new rule, tool or method: how did you learn it, and how quickly were you up to speed?`,
      (p) => [
        `A real change to how they ${p.base}`,
        'How they learned it',
        'How quickly they were effective',
        'What they kept from the old way',
      ],
      () => ['What do you do when a change seems wrong to you?'],
    ),
  ],
  problem_solving: [
    P(
      'root-cause',
      'situational',
      'hard',
      'how the real cause is found and kept fixed',
      (p) =>
        `Something keeps going wrong when you ${p.base} and nobody can say why: how do you find the real cause, and how do you make sure it stays fixed?`,
      (p) => [
        `The facts they gather about what goes wrong when they ${p.base}`,
        'Tests one cause at a time',
        'Finds the real cause, not a symptom',
        'A lasting fix and a check that it holds',
      ],
      () => ['When would you stop and escalate?'],
    ),
  ],
  results: [
    P(
      'measure',
      'behavioral',
      'mid',
      'the measure and how they moved it',
      (p) => `How do you measure whether you ${p.base} well, and when did you last improve that measure?`,
      (p) => [
        `A sensible measure of how well they ${p.base}`,
        'Where the measure stood',
        'What they did to improve it',
        'The result, with numbers',
      ],
      () => ['Which measure would you watch in your first month here?'],
    ),
  ],
  decision: [
    P(
      'unsure',
      'behavioral',
      'hard',
      'what they weighed and how it turned out',
      (p) =>
        `Tell us about a decision you made on incomplete information while you had to ${p.base}: what did you weigh, and how did it turn out?`,
      (p) => [
        `A real decision while having to ${p.base}`,
        'What was unknown',
        'The options and risks weighed',
        'How it turned out and what they learned',
      ],
      () => ['What would have changed your mind?'],
    ),
  ],
  commercial: [
    P(
      'waste',
      'situational',
      'mid',
      'what they would cut and how they would show it',
      (p) => `Where does time or money go to waste when people ${p.base}, and what would you do to cut it?`,
      (p) => [
        `Real sources of waste when people ${p.base}`,
        'A practical way to cut it',
        'How the saving would be measured',
        'What must not be cut',
      ],
      () => ['What would you not cut, whatever the saving?'],
    ),
  ],
  process_improvement: [
    P(
      'improve',
      'behavioral',
      'mid',
      'how they showed the change worked',
      (p) => `What have you changed about how you ${p.base}, and how did you show the change worked?`,
      (p) => [`A real change to how they ${p.base}`, 'Why it was needed', 'How they brought others along', 'Evidence that it worked'],
      () => ['What did you try that did not work?'],
    ),
  ],
  integrity: [
    P(
      'corner',
      'behavioral',
      'hard',
      'what they did and why',
      (p) => `Tell us about a time you were asked to cut a corner while you had to ${p.base}: what did you do, and why?`,
      (p) => [
        `A real pressure to cut a corner while having to ${p.base}`,
        'What they did',
        'Why, in terms of the rules and the people affected',
        'How they handled the person who asked',
      ],
      () => ['Who would you go to if it happened again?'],
    ),
  ],
  stakeholder: [
    P(
      'support',
      'situational',
      'hard',
      'how they would win support',
      (p) => `How would you win the support of people who do not report to you for a change in how the team will ${p.base}?`,
      (p) => [
        `A clear case for changing how the team will ${p.base}`,
        'Who needs to agree, and what each cares about',
        'Evidence rather than authority',
        'What they would do about objections',
      ],
      () => ['What would you do if a key person said no?'],
    ),
  ],
  strategy: [
    P(
      'ahead',
      'situational',
      'hard',
      'how they would prepare',
      (p) => `Looking a year ahead, what will change in how teams ${p.base}, and how would you prepare for it?`,
      (p) => [
        `A grounded view of what will change in how teams ${p.base}`,
        'Why they expect it',
        'Concrete steps to prepare',
        'How they would know they were right',
      ],
      () => ['What would make you change that view?'],
    ),
  ],
  safety: [
    P(
      'stop-work',
      'behavioral',
      'mid',
      'when they stopped work and what followed',
      (p) => `Which safety rules matter most when you ${p.base}, and when did you last stop work because one was not being followed?`,
      (p) => [
        `The safety rules that apply when they ${p.base}`,
        'Why each rule matters',
        'A real time they stopped work',
        'What followed and what changed',
      ],
      () => ['How do you raise it when a senior colleague skips a rule?'],
    ),
  ],
};

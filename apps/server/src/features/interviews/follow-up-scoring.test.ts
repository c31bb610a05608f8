import { describe, expect, it } from 'vitest';
import { countableFollowUp } from './follow-up-scoring.ts';
import type { InterviewAnswerRow } from './interviews.table.ts';

/** Decision 816: the follow-up's own text written back is no answer to it. */
const FOLLOW_UP = 'Could you say how you would escalate a deteriorating patient to the vet on duty, and how quickly?';
const row = (over: Partial<InterviewAnswerRow>): InterviewAnswerRow =>
  ({
    questionId: 'q1',
    text: 'I would check the patient and tell the team.',
    followUpText: FOLLOW_UP,
    followUpSkipped: false,
    ...over,
  }) as InterviewAnswerRow;

describe("a follow-up's reply that may count", () => {
  it("is not the follow-up's own text written back", () => {
    const answer = row({ followUpAnswer: 'I would escalate a deteriorating patient to the vet on duty, and quickly.' });
    expect(countableFollowUp(answer, [answer])).toBeNull();
  });

  it("is a reply in the candidate's own words, even one that uses the follow-up's subject words", () => {
    const own =
      'Last spring a post-op dog went pale with a racing heart; I called the vet on duty within two minutes, started fluids she ordered and logged vitals every five minutes.';
    const answer = row({ followUpAnswer: own });
    expect(countableFollowUp(answer, [answer])).toBe(own);
  });
});

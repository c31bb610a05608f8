import { STOCK_FOLLOW_UPS } from '@hiring/shared/follow-up-constants';
import { describe, expect, it } from 'vitest';
import { chooseFollowUp } from './follow-up-gap.ts';

/** Decision 816: a follow-up never shows the candidate the scoring guide's words. */
const POINT = 'Escalates a deteriorating patient to the vet on duty within five minutes';

describe('the stock follow-up for a missing key point', () => {
  it("asks for more without naming the guide's point", () => {
    const pick = chooseFollowUp({ gap: 'key_point', point: POINT }, [], 'How do you triage emergency cases?');
    expect(pick.source).toBe('builtin');
    expect(pick.text).toBe(STOCK_FOLLOW_UPS.key_point);
    for (const word of ['deteriorating', 'escalates', 'duty', 'five', 'minutes']) expect(pick.text.toLowerCase()).not.toContain(word);
  });

  it("still takes the question's own follow-up that speaks of the point, which the team wrote or kept with the question", () => {
    const stored = ['When do you call the vet on duty?', 'What do you record?'];
    expect(chooseFollowUp({ gap: 'key_point', point: POINT }, stored, 'How do you triage emergency cases?').text).toBe(stored[0]);
  });
});

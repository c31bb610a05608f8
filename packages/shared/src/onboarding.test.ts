import { describe, expect, it } from 'vitest';
import {
  LAST_ONBOARDING_STEP,
  MAX_ONBOARDING_INVITES,
  moveStep,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_COUNT,
  ONBOARDING_STEPS,
  saveOnboardingStepSchema,
  teamSetupInputSchema,
} from './onboarding.ts';

describe('onboarding rules (spec 01 §3, §4, §9)', () => {
  it('has the five steps in order, indexed 0 to 4', () => {
    expect(ONBOARDING_STEPS).toEqual(['welcome', 'company-info', 'team-setup', 'product-selection', 'complete']);
    expect(ONBOARDING_STEP_COUNT).toBe(5);
    expect(LAST_ONBOARDING_STEP).toBe(4);
  });

  it('bounds next and previous at the ends', () => {
    expect(moveStep(0, 'previous')).toBe(0);
    expect(moveStep(0, 'next')).toBe(1);
    expect(moveStep(3, 'next')).toBe(4);
    expect(moveStep(4, 'next')).toBe(4);
    expect(moveStep(4, 'previous')).toBe(3);
    expect(moveStep(2, 'stay')).toBe(2);
  });

  it('checks the team list: emails lowercased, no duplicates, known roles, at most 10', () => {
    const ok = teamSetupInputSchema.parse({ invites: [{ email: ' Kim@Example.com ', role: 'admin' }] });
    expect(ok.invites).toEqual([{ email: 'kim@example.com', role: 'admin' }]);
    const dup = teamSetupInputSchema.safeParse({
      invites: [
        { email: 'a@example.com', role: 'member' },
        { email: 'A@example.com', role: 'member' },
      ],
    });
    expect(dup.error?.issues[0]).toMatchObject({ message: ONBOARDING_MESSAGES.duplicateEmail, path: ['invites', 1, 'email'] });
    expect(teamSetupInputSchema.safeParse({ invites: [{ email: 'a@example.com', role: 'owner' }] }).error?.issues[0]?.message).toBe(
      ONBOARDING_MESSAGES.roleInvalid,
    );
    const many = Array.from({ length: MAX_ONBOARDING_INVITES + 1 }, (_, i) => ({ email: `p${i}@example.com`, role: 'member' }));
    expect(teamSetupInputSchema.safeParse({ invites: many }).error?.issues[0]?.message).toBe(ONBOARDING_MESSAGES.tooManyInvites);
  });

  it('moves next by default and keeps each product once', () => {
    const parsed = saveOnboardingStepSchema.parse({ step: 'product-selection', selectedProducts: ['talent_pool', 'talent_pool'] });
    expect(parsed.move).toBe('next');
    expect(parsed.selectedProducts).toEqual(['talent_pool']);
  });
});

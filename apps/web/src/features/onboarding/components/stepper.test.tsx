import { ONBOARDING_STEPS } from '@hiring/shared/onboarding';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnboardingStepper, stepStates } from './stepper';

describe('onboarding stepper', () => {
  it('lists the five steps and marks only the shown one with aria-current="step"', () => {
    render(<OnboardingStepper shown="team-setup" />);
    const items = within(screen.getByRole('navigation', { name: 'Setup progress' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null]);
    expect(items[2]?.textContent).toContain('Step 3: Team setup');
    // Steps before the shown one are done; later ones are upcoming (their number shows).
    expect(within(items[0]!).getByLabelText('Done')).toBeTruthy();
    expect(items[4]?.textContent).toContain('5');
    expect(screen.getByText('Step 3 of 5: Team setup')).toBeTruthy();
  });

  it('shows every step done once completed', () => {
    expect(stepStates('complete', true)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(stepStates('welcome', false)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(stepStates('complete', false)).toEqual(['done', 'done', 'done', 'done', 'current']);
    expect(ONBOARDING_STEPS).toHaveLength(5);
  });
});

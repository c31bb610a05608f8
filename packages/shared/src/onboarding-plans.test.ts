import { describe, expect, it } from 'vitest';
import {
  createOnboardingPlanSchema,
  ONBOARDING_PLAN_TYPES,
  ONBOARDING_STATUSES,
  progressFromTasks,
  statusForProgress,
  SUGGESTED_ONBOARDING_TASKS,
  updateOnboardingProgressSchema,
} from './onboarding-plans.ts';

describe('onboarding plans', () => {
  it('has the statuses of spec 02 §9', () => {
    expect([...ONBOARDING_STATUSES].sort()).toEqual(['completed', 'in_progress', 'not_started']);
  });

  it('derives status from progress: 0 not started, 100 completed, else in progress', () => {
    expect(statusForProgress(0)).toBe('not_started');
    expect(statusForProgress(1)).toBe('in_progress');
    expect(statusForProgress(99)).toBe('in_progress');
    expect(statusForProgress(100)).toBe('completed');
  });

  it('derives progress from tasks, rounding down so 100 means all done; none means no derived progress', () => {
    expect(progressFromTasks([])).toBeNull();
    expect(progressFromTasks([{ done: true }, { done: false }, { done: false }])).toBe(33);
    expect(progressFromTasks([{ done: true }, { done: true }, { done: false }])).toBe(66);
    expect(progressFromTasks([{ done: true }, { done: true }])).toBe(100);
  });

  it('suggests tasks for every type', () => {
    for (const type of ONBOARDING_PLAN_TYPES) expect(SUGGESTED_ONBOARDING_TASKS[type].length).toBeGreaterThan(0);
  });

  it('defaults the type and tasks of a new plan, and takes either a tick or a percentage for progress', () => {
    const id = '6f1c2b1e-8a4d-4c1f-9a55-3f0e3b1d2c4a';
    expect(createOnboardingPlanSchema.parse({ user_id: id, plan_name: ' A ' })).toEqual({
      user_id: id,
      plan_name: 'A',
      plan_type: 'standard',
      tasks: [],
    });
    expect(updateOnboardingProgressSchema.safeParse({ id, task_id: 't', done: true }).success).toBe(true);
    expect(updateOnboardingProgressSchema.safeParse({ id, progress_percentage: 5 }).success).toBe(true);
    expect(updateOnboardingProgressSchema.safeParse({ id }).success).toBe(false);
    expect(updateOnboardingProgressSchema.safeParse({ id, task_id: 't', done: true, progress_percentage: 5 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { scoringInProgress, SCORING_IN_PROGRESS_STATUSES, SCORING_STATUSES } from './interview-constants.ts';
import { ACTION_DRIVEN_STATUSES, SYSTEM_DRIVEN_STATUSES } from './job-positions.ts';
import { awaitsBackgroundWork, BACKGROUND_POLL_MS, BACKGROUND_WORK_STATUSES, JOB_STATUSES } from './job-status.ts';

describe('statuses a screen follows while the server works', () => {
  it('are the system-driven statuses and goals_confirmed, whose confirmation queued the question generation', () => {
    expect([...BACKGROUND_WORK_STATUSES]).toEqual(['pending', 'goals_confirmed', 'generating_questions']);
    for (const status of SYSTEM_DRIVEN_STATUSES) expect(awaitsBackgroundWork(status)).toBe(true);
    // goals_confirmed is reached only by the confirmation, which always queues the generation.
    expect(ACTION_DRIVEN_STATUSES).toContain('goals_confirmed');
  });

  it('leave every other status alone, so an idle position is not polled', () => {
    const idle = JOB_STATUSES.filter((s) => !awaitsBackgroundWork(s));
    expect(idle).toHaveLength(JOB_STATUSES.length - 3);
    expect(awaitsBackgroundWork(undefined)).toBe(false);
    expect(awaitsBackgroundWork('questions_ready')).toBe(false);
  });

  it('are asked about every 2 seconds', () => {
    expect(BACKGROUND_POLL_MS).toBe(2_000);
  });

  it('include an interview queued for scoring or being scored, and nothing else', () => {
    expect([...SCORING_IN_PROGRESS_STATUSES]).toEqual(['queued', 'scoring']);
    expect(SCORING_STATUSES.filter(scoringInProgress)).toEqual(['queued', 'scoring']);
  });
});

import type { AuthService, MailLinkPayload } from '../features/auth/index.ts';
import type { QuestionJobPayload, TranslateQuestionsPayload } from '../features/questions/index.ts';
import type { GenerateGoalsPayload } from '../features/job-positions/index.ts';
import type { EraseInterviewPayload, ScoreInterviewPayload } from '../features/interviews/index.ts';
import type { ReminderJobPayload } from '@hiring/shared/reminders';
import type { DeliverPayload } from '../features/webhooks/index.ts';
import { describe, expect, it } from 'vitest';
import type { JobHandler } from './queue.ts';
import { JOB_DEFINITIONS, type JobDeps, registerJobs } from './registry.ts';

const id = (n: number) => `0b8c2a6e-4f1d-4c3a-9e2b-${String(n).padStart(12, '0')}`;

/**
 * One payload of every job, as the code that enqueues it writes it (the feature's own type where
 * it has one). A new job without an entry here fails the round-trip test.
 */
const REAL_PAYLOADS: Record<string, unknown[]> = {
  'auth.mail-link': [
    { email: 'ada@example.com', purpose: 'password_reset' } satisfies MailLinkPayload,
    { email: 'ada@example.com', purpose: 'login_link', redirect: '/app/jobs?tab=active' } satisfies MailLinkPayload,
  ],
  'auth.housekeeping': [{}],
  'mail.deliver': [{ mailId: id(1) }],
  'mail.retention': [{}],
  'billing.trial-expiry': [{ subscriptionId: id(2) }],
  'billing.period-end': [{ subscriptionId: id(3) }],
  'billing.trial-reminder': [{ subscriptionId: id(4) }],
  'billing.sweep': [{}],
  'job-positions.generate-goals': [
    { job_position_id: id(5), company_id: id(6), preset_goal_ids: [1, 3], custom_goals: ['Calm under pressure'], requested_by: id(7) },
    { job_position_id: id(5), company_id: id(6), preset_goal_ids: [], custom_goals: [], requested_by: null },
  ] satisfies GenerateGoalsPayload[],
  'job-positions.stuck-sweep': [{}],
  'questions.generate': [
    { job_position_id: id(8), company_id: id(9), requested_by: id(10) },
    { job_position_id: id(8), company_id: id(9), requested_by: null, length_minutes: 45, keep_lineages: [id(11)] },
  ] satisfies QuestionJobPayload[],
  'questions.translate': [
    { translation_id: id(15), job_position_id: id(8), company_id: id(9), requested_by: id(10) },
    { translation_id: id(16), job_position_id: id(8), company_id: id(9), requested_by: null },
  ] satisfies TranslateQuestionsPayload[],
  'interviews.score': [{ interview_id: id(12) }] satisfies ScoreInterviewPayload[],
  'interviews.retention': [{}],
  'interviews.erase': [{ interview_id: id(13) }] satisfies EraseInterviewPayload[],
  'interviews.reminders': [{}],
  'interviews.remind': [
    { interview_id: id(14), kind: 'not_started' },
    { interview_id: id(14), kind: 'not_submitted' },
  ] satisfies ReminderJobPayload[],
  // The first attempt is written by the event's own statement (webhooks.repository.ts), the next ones by the job.
  'webhooks.retention': [{}],
  'webhooks.deliver': [
    { delivery_id: id(14), attempt: 1 },
    { delivery_id: id(14), attempt: 8 },
  ] satisfies DeliverPayload[],
};

describe('the job registry', () => {
  it('gives every registered job a unique name and a version', () => {
    const names = JOB_DEFINITIONS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    for (const definition of JOB_DEFINITIONS) expect(Number.isInteger(definition.version) && definition.version >= 1).toBe(true);
  });

  it("round-trips each definition's real payload through its schema and the table's JSON unchanged", () => {
    expect(Object.keys(REAL_PAYLOADS).sort()).toEqual(JOB_DEFINITIONS.map((d) => d.name).sort());
    for (const definition of JOB_DEFINITIONS) {
      for (const payload of REAL_PAYLOADS[definition.name]!) {
        const stored = JSON.parse(JSON.stringify(definition.schema.parse(payload)));
        expect(definition.schema.parse(stored), definition.name).toEqual(payload);
      }
    }
  });

  it('refuses, in every schema, a payload that lacks what the job needs', () => {
    for (const definition of JOB_DEFINITIONS) {
      const [payload] = REAL_PAYLOADS[definition.name]!;
      const fields = Object.keys(payload as object);
      if (fields.length === 0) continue;
      expect(definition.schema.safeParse({}).success, definition.name).toBe(false);
    }
  });

  it('registers every definition once, schedules the recurring sweeps, and gives handlers their dependencies', async () => {
    const registered = new Map<string, JobHandler<unknown>>();
    const every: string[] = [];
    const queue = {
      register: <P>(type: string, handler: JobHandler<P>) => {
        if (registered.has(type)) throw new Error(`job type ${type} is already registered`);
        registered.set(type, handler as JobHandler<unknown>);
      },
      every: (type: string) => void every.push(type),
    };
    const sent: MailLinkPayload[] = [];
    const auth = { sendMailLink: async (payload: MailLinkPayload) => void sent.push(payload) } as unknown as AuthService;
    registerJobs(queue, JOB_DEFINITIONS, { auth } as JobDeps);
    expect([...registered.keys()].sort()).toEqual(JOB_DEFINITIONS.map((d) => d.name).sort());
    expect(every.sort()).toEqual([
      'auth.housekeeping',
      'billing.sweep',
      'interviews.reminders',
      'interviews.retention',
      'job-positions.stuck-sweep',
      'mail.retention',
      'webhooks.retention',
    ]);
    await registered.get('auth.mail-link')!.run({ email: 'ada@example.com', purpose: 'password_reset' }, { jobId: 'j', attempt: 1 });
    expect(sent).toEqual([{ email: 'ada@example.com', purpose: 'password_reset' }]);
    expect(() => registerJobs(queue, JOB_DEFINITIONS, {} as JobDeps)).toThrow('already registered');
  });
});

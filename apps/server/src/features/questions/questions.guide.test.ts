import { CHANGE_DESCRIPTIONS, GUIDE_KEY_POINT_MAX, GUIDE_KEY_POINTS_MAX, QUESTION_MESSAGES } from '@hiring/shared/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMember, registerOwner } from '../../test/accounts.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { call } from '../../test/http.ts';
import { createLinks, takeInterview, reviewAiFirst } from '../../test/interviews.ts';
import { readyPosition, teamPosition } from '../../test/positions.ts';

/** The team keeps each question's rating guide (key points, strong/adequate/weak, the five anchors): PUT .../questions/{qid}/guide. */

const validJob = {
  title: 'Registered Nurse, Medical Ward',
  job_description: 'Care for adult patients on a busy medical ward. Assess patients, give medications safely and teach families.',
  requirements: 'Current RN licence. Two years of acute care. Calm communication with patients and families.',
  required_skills: ['Patient assessment', 'Medication administration', 'Patient education'],
};

interface Guide {
  key_points: string[];
  strong: string;
  adequate: string;
  weak: string;
  rating_scale: { score: number; label: string; description: string }[];
}
type Question = { id: string; text: string; expected_response_guidelines: Guide };
type Screen = { version: number; set_status: string; questions: Question[] };

const anchors = [
  'No answer to the question',
  'Vague, no example',
  'One example, little result',
  'Clear example and result',
  'Clear, safe and reflective',
];
const guide = {
  key_points:
    'Checks the five rights before giving a medication\nExplains the change to the patient in plain words\nEscalates a concern to the doctor',
  strong: 'A real case where the nurse caught a medication error, checked the chart and escalated, with what changed after.',
  adequate: 'Describes the checks in general, with one example but little about the outcome.',
  weak: 'Says they are careful without any example.',
  rating_scale: anchors.map((label) => ({ label, description: `An answer that is ${label.toLowerCase()}.` })),
};

describe.each(dbTargets)("a question's rating guide, edited by the team, on %s", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  const url = (id: string, rest = '') => `/api/app/job-positions/${id}${rest}`;

  const ready = async () => {
    const { token, companyId, id } = await readyPosition(t, validJob);
    const screen = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data as Screen;
    return { token, companyId, id, screen };
  };

  it('saves the key points one a line, the three answer levels and the five anchors scored 1 to 5, with a history entry', async () => {
    const { token, id, screen } = await ready();
    const q = screen.questions[0]!;
    const res = await call(t.app, 'PUT', url(id, `/questions/${q.id}/guide`), { token, body: guide });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = (res.body.data as Screen).questions.find((x) => x.id === q.id)!;
    expect(saved.text).toBe(q.text);
    expect(saved.expected_response_guidelines).toEqual({
      key_points: [
        'Checks the five rights before giving a medication',
        'Explains the change to the patient in plain words',
        'Escalates a concern to the doctor',
      ],
      strong: guide.strong,
      adequate: guide.adequate,
      weak: guide.weak,
      rating_scale: anchors.map((label, i) => ({ score: i + 1, label, description: `An answer that is ${label.toLowerCase()}.` })),
    });
    const history = (await call(t.app, 'GET', url(id, `/questions/${q.id}/history`), { token })).body.data.entries as {
      change_type: string;
      description: string;
    }[];
    expect(history.at(-1)).toMatchObject({ change_type: 'guide_updated', description: CHANGE_DESCRIPTIONS.guide_updated });

    // The same guide again changes nothing and writes no entry.
    await call(t.app, 'PUT', url(id, `/questions/${q.id}/guide`), {
      token,
      body: { ...guide, key_points: saved.expected_response_guidelines.key_points },
    });
    const again = (await call(t.app, 'GET', url(id, `/questions/${q.id}/history`), { token })).body.data.entries as unknown[];
    expect(again).toHaveLength(history.length);
  });

  it('refuses a guide without key points, with too many or too long ones, a blank level or not five anchors, each with its message', async () => {
    const { token, id, screen } = await ready();
    const put = (body: unknown) => call(t.app, 'PUT', url(id, `/questions/${screen.questions[0]!.id}/guide`), { token, body });
    const cases: [unknown, string][] = [
      [{ ...guide, key_points: ' \n \n' }, QUESTION_MESSAGES.keyPointsRequired],
      [{ ...guide, key_points: [] }, QUESTION_MESSAGES.keyPointsRequired],
      [
        { ...guide, key_points: Array.from({ length: GUIDE_KEY_POINTS_MAX + 1 }, (_, i) => `Point ${i}`) },
        QUESTION_MESSAGES.keyPointsTooMany,
      ],
      [{ ...guide, key_points: ['x'.repeat(GUIDE_KEY_POINT_MAX + 1)] }, QUESTION_MESSAGES.keyPointTooLong],
      [{ ...guide, strong: '   ' }, QUESTION_MESSAGES.guideTextRequired('a strong')],
      [{ ...guide, weak: undefined }, QUESTION_MESSAGES.guideTextRequired('a weak')],
      [{ ...guide, rating_scale: guide.rating_scale.slice(0, 4) }, QUESTION_MESSAGES.anchorsCount],
      [{ ...guide, rating_scale: [...guide.rating_scale.slice(0, 4), { label: '', description: 'x' }] }, QUESTION_MESSAGES.anchorRequired],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('on a finalized set, saves the guide into the next version, a draft', async () => {
    const { token, id, screen } = await ready();
    expect((await call(t.app, 'POST', url(id, '/questions/finalize'), { token })).status).toBe(200);
    const q = screen.questions[1]!;
    const res = await call(t.app, 'PUT', url(id, `/questions/${q.id}/guide`), { token, body: guide });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const next = res.body.data as Screen;
    expect(next.version).toBe(screen.version + 1);
    expect(next.set_status).toBe('draft');
    const edited = next.questions.find((x) => x.text === q.text)!;
    expect(edited.expected_response_guidelines.key_points).toHaveLength(3);
  });

  it('is for owners and admins: a member gets 403 and the guide stays as it was', async () => {
    const { token, companyId, id, screen } = await ready();
    const member = await registerMember(t, companyId, 'member');
    const q = screen.questions[0]!;
    const res = await call(t.app, 'PUT', url(id, `/questions/${q.id}/guide`), { token: member, body: guide });
    expect(res.status).toBe(403);
    const now = (await call(t.app, 'GET', url(id, '/questions'), { token })).body.data as Screen;
    expect(now.questions[0]!.expected_response_guidelines).toEqual(q.expected_response_guidelines);
  });

  it("answers 404 for another company's position", async () => {
    const { id, screen } = await ready();
    const other = await registerOwner(t);
    await reviewAiFirst(t.app, other.token);
    const res = await call(t.app, 'PUT', url(id, `/questions/${screen.questions[0]!.id}/guide`), { token: other.token, body: guide });
    expect(res.status).toBe(404);
  });
});

describe('scoring reads the guide the team kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });
  const question = 'How do you release a change to a busy service without risking an outage?';
  const answer =
    'I ship behind a feature flag and roll out as a canary to five percent of traffic first. I watch the error rate and latency dashboards for twenty minutes, and if either rises I roll back with one command. Only then do I widen the rollout, and I keep the old version ready until the next day.';

  /** One position, one question the team wrote with `keyPoints` as its guide; the same answer given; its AI score. */
  async function scoreWith(keyPoints: string[]): Promise<number> {
    const { token } = await registerOwner(t);
    await reviewAiFirst(t.app, token);
    const id = await teamPosition(
      t,
      token,
      {
        title: 'Site Reliability Engineer',
        job_description: 'Run and release the services behind our booking product. Keep them reliable and fast.',
        requirements: 'Three years running production services. Release engineering and monitoring.',
        required_skills: ['Kubernetes', 'Monitoring'],
      },
      [{ text: 'Releases changes safely', category: 'technical' }],
      [{ text: question, goals: ['Releases changes safely'], guide: { ...guide, key_points: keyPoints } }],
    );
    const [link] = await createLinks(t, token, id, [{ name: 'Robin Release', email: 'robin@example.com' }]);
    await takeInterview(t, link!.token, answer);
    await t.jobs.runDue();
    const detail = (await call(t.app, 'GET', `/api/app/interviews/${link!.id}`, { token })).body.data as {
      answers: { question_text: string; ai: { score: number } | null }[];
    };
    return detail.answers.find((a) => a.question_text === question)!.ai!.score;
  }

  it('scores the same answer higher against key points it covers than against key points it does not', async () => {
    const covered = await scoreWith([
      'Releases behind a feature flag or as a canary to a small share of traffic',
      'Watches error rate and latency during the rollout',
      'Rolls back quickly when a signal rises',
    ]);
    const elsewhere = await scoreWith([
      'Writes a database migration that can run while the old code is live',
      'Backfills data in batches to keep locks short',
      'Tests the migration on a copy of production data',
    ]);
    expect(covered).toBeGreaterThan(elsewhere);
  });
});

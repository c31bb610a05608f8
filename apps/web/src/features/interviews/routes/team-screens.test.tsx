import { DECISION_LABELS } from '@hiring/shared/decision-constants';
import { INTERVIEW_MESSAGES, REVIEW_STATUS_LABELS } from '@hiring/shared/interviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '@hiring/shared/errors';
import { type MockReply, fail, mockFetch, ok } from '@/testing/fetch-mock';
import { getSession } from '@/lib/session-storage';
import { renderAt, signIn } from '@/testing/render';
import { makeCompare, makeDetail, makePage, makeSummary } from '../testing/fixtures';
import { AnalysisRoute } from './analysis';
import { CandidatesRoute } from './candidates';
import { CompareRoute } from './compare';
import { InterviewResultRoute } from './interview-result';
import { CompletedInterviewsRoute, PendingInterviewsRoute } from './interview-lists';
import { JobLinksRoute } from './job-links';

const jobs = ok({
  items: [
    {
      id: 'job-1',
      title: 'Site Reliability Engineer',
      department: 'Engineering',
      status: 'active',
      workflow_state: 'active',
      interview_count: 1,
    },
  ],
  total_count: 1,
});

function render(element: React.ReactElement, path: string, at: string, routes: Record<string, MockReply | MockReply[]>, role = 'owner') {
  signIn(role);
  const mock = mockFetch({ 'GET /app/job-positions/options': jobs, ...routes });
  return { ...mock, ...renderAt(element, { path, at }) };
}

describe('the job filter of the results screens, for every role that reads results', () => {
  const screens = [
    ['Completed', <CompletedInterviewsRoute key="c" />, '/interviews/completed'],
    ['Pending', <PendingInterviewsRoute key="p" />, '/interviews/pending'],
    ['Analysis', <AnalysisRoute key="a" />, '/interviews/analysis'],
    ['Candidates', <CandidatesRoute key="t" />, '/talent/candidates'],
    ['Compare', <CompareRoute key="x" />, '/talent/compare'],
  ] as const;

  it.each(screens)("%s lists a team lead the positions from the options call, never the owners' job list", async (_name, element, path) => {
    const { callsTo } = render(
      element,
      path,
      path,
      {
        'GET /app/interviews': ok(makePage([])),
        'GET /app/talent/candidates': ok(makePage([])),
        'GET /app/interviews/analysis': ok({
          jobs: [],
          agreement: [],
          overall_agreement: { reviewed_answers: 0, exact_agreement: null, within_one: null, mean_difference: null },
        }),
      },
      'team_lead',
    );
    expect(await screen.findByRole('option', { name: 'Site Reliability Engineer' })).toBeTruthy();
    expect(callsTo('GET /app/job-positions/options').length).toBeGreaterThan(0);
    expect(callsTo('GET /app/job-positions')).toHaveLength(0);
  });

  it('says so when the positions cannot be read, keeps the session, and reads them again on Try again', async () => {
    let refuse = true;
    render(
      <CompletedInterviewsRoute />,
      '/interviews/completed',
      '/interviews/completed',
      {
        'GET /app/interviews': ok(makePage([])),
        'GET /app/job-positions/options': () => (refuse ? fail(403, STATUS_MESSAGES[403]) : jobs),
      },
      'team_lead',
    );
    expect(await screen.findByText(INTERVIEW_MESSAGES.jobOptionsFailed)).toBeTruthy();
    expect(getSession().token).not.toBeNull();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Site Reliability Engineer' })).toBeTruthy();
    expect(screen.queryByText(INTERVIEW_MESSAGES.jobOptionsFailed)).toBeNull();
  });
});

describe('interview lists', () => {
  it('pages by 10: the server is asked for page 2 of 10 when Next is pressed, and the address keeps it', async () => {
    const items = Array.from({ length: 10 }, (_, i) => makeSummary({ id: `iv-${i}`, candidate_name: `Candidate ${i}` }));
    const { callsTo, router } = render(<CompletedInterviewsRoute />, '/interviews/completed', '/interviews/completed', {
      'GET /app/interviews': (call) =>
        ok(
          makePage(call.query.includes('page=2') ? [makeSummary({ id: 'iv-10', candidate_name: 'Eleventh' })] : items, {
            page: call.query.includes('page=2') ? 2 : 1,
            total_count: 11,
            total_pages: 2,
          }),
        ),
    });
    expect(await screen.findByText('Page 1 of 2 · 11 interviews')).toBeTruthy();
    const first = new URLSearchParams(callsTo('GET /app/interviews')[0]?.query);
    expect(first.get('page_size')).toBe('10');
    expect(first.get('status')).toBe('completed');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Eleventh')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(new URLSearchParams(callsTo('GET /app/interviews').at(-1)?.query).get('page')).toBe('2');
  });

  it('filters by search, job and status, each starting again at page 1', async () => {
    const { callsTo, router } = render(<PendingInterviewsRoute />, '/interviews/pending', '/interviews/pending?page=3', {
      'GET /app/interviews': ok(makePage([makeSummary({ status: 'invited', scoring_status: 'not_submitted' })])),
    });
    await screen.findByText('Ada Lovelace');
    expect(new URLSearchParams(callsTo('GET /app/interviews')[0]?.query).get('status')).toBe('pending');
    fireEvent.change(screen.getByLabelText('Search by candidate name or email'), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Job position' }), { target: { value: 'job-1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada&job=job-1'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'started' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=ada&job=job-1&status=started'));
    const last = new URLSearchParams(callsTo('GET /app/interviews').at(-1)?.query);
    expect([last.get('search'), last.get('job_position_id'), last.get('status'), last.get('page')]).toEqual([
      'ada',
      'job-1',
      'started',
      '1',
    ]);
  });

  it('offers copy, resend and withdraw on pending links to owners, and none of them to a team lead', async () => {
    const routes = { 'GET /app/interviews': ok(makePage([makeSummary({ status: 'invited', scoring_status: 'not_submitted' })])) };
    const first = render(<PendingInterviewsRoute />, '/interviews/pending', '/interviews/pending', routes);
    expect(await screen.findByRole('button', { name: 'Copy link for Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend the link to Ada Lovelace' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the link of Ada Lovelace' }));
    expect(await screen.findByRole('dialog', { name: 'Withdraw this interview link?' })).toBeTruthy();
    first.unmount();
    render(<PendingInterviewsRoute />, '/interviews/pending', '/interviews/pending', routes, 'team_lead');
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByRole('button', { name: /Withdraw|Resend|Copy link/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Interview Links' })).toBeNull();
  });
});

describe("a job's interview links", () => {
  const linksOf = (items: ReturnType<typeof makeSummary>[]) =>
    ok({
      ...makePage(items),
      job_position_id: 'job-1',
      job_title: 'Site Reliability Engineer',
      job_status: 'active',
      can_create_links: true,
      blocked_reason: null,
      max_responses: 50,
      responses_used: items.length,
      question_set_version: 1,
    });

  it('offers "Create Interview Links" in the empty state, not "Create More Links", before the first link', async () => {
    render(<JobLinksRoute />, '/job-listing/:id/interview-links', '/job-listing/job-1/interview-links', {
      'GET /app/job-positions/job-1/interview-links': linksOf([]),
    });
    expect(await screen.findByRole('link', { name: 'Create Interview Links' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create More Links' })).toBeNull();
  });

  it('offers "Create More Links" once links exist', async () => {
    render(<JobLinksRoute />, '/job-listing/:id/interview-links', '/job-listing/job-1/interview-links', {
      'GET /app/job-positions/job-1/interview-links': linksOf([makeSummary()]),
    });
    expect(await screen.findByRole('link', { name: 'Create More Links' })).toBeTruthy();
  });
});

describe('the result screen', () => {
  it('marks the evidence quotes in the answer beside the AI score and rationale', async () => {
    render(<InterviewResultRoute />, '/interviews/:id', '/interviews/iv-1', { 'GET /app/interviews/iv-1': ok(makeDetail()) });
    const answer = await screen.findByRole('article', { name: 'Tell us about an incident you led.' });
    const marks = answer.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual([
      'Evidence 2: I led the outage review2',
      'Evidence 1: We cut recovery time by 40%1',
    ]);
    expect(within(answer).getByText('A concrete incident with a measured outcome.')).toBeTruthy();
    expect(within(answer).getByText('Not scored yet')).toBeTruthy();
  });

  it('confirms the AI score with a note: both scores stay shown', async () => {
    const reviewed = makeDetail({
      reviewed_count: 1,
      review_status: 'reviewed',
      answers: makeDetail().answers.map((a) => ({
        ...a,
        review: {
          score: 4,
          note: 'Agree.',
          reviewer_id: 'u1',
          reviewer_name: 'Ada Owner',
          reviewed_at: '2026-11-22T00:00:00.000Z',
          confirmed: true,
          override_reason: null,
        },
      })),
    });
    let patched = false;
    const { callsTo } = render(<InterviewResultRoute />, '/interviews/:id', '/interviews/iv-1', {
      'GET /app/interviews/iv-1': () => ok(patched ? reviewed : makeDetail()),
      'PATCH /app/interviews/iv-1/scores/q1': () => {
        patched = true;
        return ok(reviewed);
      },
      'GET /app/interviews': ok(makePage([])),
    });
    const answer = await screen.findByRole('article', { name: 'Tell us about an incident you led.' });
    fireEvent.change(within(answer).getByLabelText(/Note/), { target: { value: 'Agree.' } });
    fireEvent.click(within(answer).getByRole('button', { name: 'Confirm AI score (4)' }));
    expect(await within(answer).findByText(INTERVIEW_MESSAGES.scoreConfirmed)).toBeTruthy();
    expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[0]?.body).toEqual({ score: 4, note: 'Agree.', override_reason: null });
    expect(within(answer).getByText(/Confirmed the AI score/)).toBeTruthy();
    expect(within(answer).getByText('Agree.')).toBeTruthy();
    // The AI's score and the reviewer's, side by side.
    expect(within(answer).getByText('AI score', { selector: 'span.sr-only' })).toBeTruthy();
    expect(within(answer).getByText('your score', { selector: 'span.sr-only' })).toBeTruthy();
  });

  it('changes a score: the reviewer picks another value and saves it', async () => {
    const { callsTo } = render(<InterviewResultRoute />, '/interviews/:id', '/interviews/iv-1', {
      'GET /app/interviews/iv-1': ok(makeDetail()),
      'PATCH /app/interviews/iv-1/scores/q1': ok(makeDetail()),
      'GET /app/interviews': ok(makePage([])),
    });
    const answer = await screen.findByRole('article', { name: 'Tell us about an incident you led.' });
    // One point from the AI's 4: no reason is asked for.
    fireEvent.click(within(answer).getByRole('radio', { name: '3' }));
    expect(within(answer).queryByLabelText('Reason')).toBeNull();
    fireEvent.click(within(answer).getByRole('button', { name: 'Save score 3' }));
    await waitFor(() =>
      expect(callsTo('PATCH /app/interviews/iv-1/scores/q1')[0]?.body).toEqual({ score: 3, note: null, override_reason: null }),
    );
    expect(await within(answer).findByText(INTERVIEW_MESSAGES.scoreChanged)).toBeTruthy();
  });
});

describe('the decision on the results screens', () => {
  const decided = (id: string, decision: 'advance' | 'reject' | 'hire', name: string) =>
    makeSummary({ id, candidate_name: name, decision: { ...makeSummary().decision, decision, decision_label: DECISION_LABELS[decision] } });

  it('sorts the completed list by decision through the server, kept in the address, and shows each decision', async () => {
    const { callsTo, router } = render(<CompletedInterviewsRoute />, '/interviews/completed', '/interviews/completed', {
      'GET /app/interviews': ok(makePage([decided('iv-1', 'hire', 'Ada Lovelace'), decided('iv-2', 'reject', 'Grace Hopper')])),
    });
    await screen.findByText('Ada Lovelace');
    expect(document.querySelector('[data-decision="hire"]')?.textContent).toBe(DECISION_LABELS.hire);
    expect(document.querySelector('[data-decision="reject"]')?.textContent).toBe(DECISION_LABELS.reject);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'decision' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=decision'));
    await waitFor(() => expect(new URLSearchParams(callsTo('GET /app/interviews').at(-1)?.query).get('sort')).toBe('decision'));
  });

  it('shows each decision in the candidate pool and on compare', async () => {
    const first = render(<CandidatesRoute />, '/talent/candidates', '/talent/candidates', {
      'GET /app/talent/candidates': ok(makePage([decided('iv-1', 'advance', 'Ada Lovelace')])),
    });
    await screen.findByText('Ada Lovelace');
    expect(document.querySelector('[data-decision="advance"]')?.textContent).toBe(DECISION_LABELS.advance);
    first.unmount();
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': ok(makePage([makeSummary({ id: 'iv-1' }), makeSummary({ id: 'iv-2', candidate_name: 'Grace Hopper' })])),
      'GET /app/talent/compare': ok(makeCompare(false)),
    });
    const table = await screen.findByRole('table');
    expect(table.querySelector('[data-decision="advance"]')?.textContent).toBe(DECISION_LABELS.advance);
    expect(table.querySelector('[data-decision="undecided"]')?.textContent).toBe(DECISION_LABELS.undecided);
  });
});

describe('comparison', () => {
  const pool = ok(
    makePage([
      makeSummary({ id: 'iv-1' }),
      makeSummary({ id: 'iv-2', candidate_name: 'Grace Hopper', candidate_email: 'grace@example.com', candidate_label: 'Candidate 9C3D' }),
    ]),
  );

  it('shows the candidates side by side per goal with a quote each', async () => {
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': pool,
      'GET /app/talent/compare': ok(makeCompare(false)),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Ada Lovelace/ })).toBeTruthy();
    expect(within(table).getByText('I led the outage review')).toBeTruthy();
    expect(within(table).getByText('I watched the dashboards')).toBeTruthy();
  });

  it('says "Reviewed" once for a reviewed candidate on compare, and the review state of one not yet reviewed', async () => {
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': pool,
      'GET /app/talent/compare': ok(makeCompare(false)),
    });
    const overall = (await screen.findByRole('rowheader', { name: 'Overall' })).closest('tr')!;
    const [reviewed, notReviewed] = within(overall).getAllByRole('cell');
    expect(within(reviewed!).getAllByText(REVIEW_STATUS_LABELS.reviewed)).toHaveLength(1);
    expect(within(notReviewed!).getByText(REVIEW_STATUS_LABELS.not_reviewed)).toBeTruthy();
  });

  it('says why a candidate has no scores on compare: blind review keeps them back until every answer is reviewed', async () => {
    const data = makeCompare(false);
    const hidden = {
      ...data,
      candidates: data.candidates.map((c, i) =>
        i === 1 ? { ...c, overall_score: null, goals: c.goals.map((g) => ({ ...g, score: null })) } : c,
      ),
    };
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': pool,
      'GET /app/talent/compare': ok(hidden),
    });
    expect(await screen.findByText(/scores stay hidden \(—\) until every answer has a reviewer's score/)).toBeTruthy();
  });

  it('says nothing of hidden scores when every candidate on compare has them', async () => {
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': pool,
      'GET /app/talent/compare': ok(makeCompare(false)),
    });
    await screen.findByRole('rowheader', { name: 'Overall' });
    expect(screen.queryByText(/scores stay hidden/)).toBeNull();
  });

  it('blind mode hides names and emails everywhere, asks the server for blind data, and keeps it in the address', async () => {
    const { callsTo, router } = render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1,iv-2', {
      'GET /app/interviews': pool,
      'GET /app/talent/compare': (call) => ok(makeCompare(call.query.includes('blind=true'))),
    });
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('switch', { name: /Blind mode/ }));
    await waitFor(() => expect(router.state.location.search).toContain('blind=1'));
    await waitFor(() => expect(screen.queryByText('Ada Lovelace')).toBeNull());
    expect(screen.queryByText('Grace Hopper')).toBeNull();
    expect(screen.queryByText(/@example\.com/)).toBeNull();
    expect((await screen.findAllByText('Candidate 1A2B')).length).toBeGreaterThan(0);
    expect(callsTo('GET /app/talent/compare').some((c) => c.query.includes('blind=true'))).toBe(true);
    expect(callsTo('GET /app/interviews').some((c) => c.query.includes('blind=true'))).toBe(true);
  });

  it('asks for 2 to 4 candidates before comparing', async () => {
    render(<CompareRoute />, '/talent/compare', '/talent/compare?job=job-1&ids=iv-1', { 'GET /app/interviews': pool });
    expect(await screen.findByText(`${INTERVIEW_MESSAGES.compareCount}.`)).toBeTruthy();
  });
});

const NOTICE_SETTINGS = { notice_text: null, notice_contact: null, erasure_days: 7, notice_version: 1, blind_review: true };

describe('candidate data retention', () => {
  const settings = (can_edit: boolean) =>
    ok({ ...NOTICE_SETTINGS, retention_days: 180, contact_email: null, effective_contact_email: 'owner@acme.test', can_edit });

  it('shows the period and the address candidates write to, and lets an owner change the period within its limits', async () => {
    const { callsTo } = render(<CandidatesRoute />, '/talent/candidates', '/talent/candidates', {
      'GET /app/talent/candidates': ok(makePage([makeSummary()])),
      'GET /app/interviews/settings': settings(true),
      'PUT /app/interviews/settings': ok({
        ...NOTICE_SETTINGS,
        retention_days: 90,
        contact_email: null,
        effective_contact_email: 'owner@acme.test',
        can_edit: true,
      }),
    });
    expect(await screen.findByText('180 days after the interview')).toBeTruthy();
    expect(screen.getByText('owner@acme.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const days = screen.getByRole('spinbutton', { name: /Keep answers for/ });
    fireEvent.change(days, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.retentionRange)).toBeTruthy();
    expect(callsTo('PUT /app/interviews/settings')).toHaveLength(0);
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.settingsSaved)).toBeTruthy();
    expect(callsTo('PUT /app/interviews/settings')[0]?.body).toEqual({
      retention_days: 90,
      contact_email: null,
      notice_text: '',
      notice_contact: '',
      erasure_days: 7,
    });
    expect(screen.getByText('90 days after the interview')).toBeTruthy();
  });

  it('offers no edit to a role that cannot change it', async () => {
    render(
      <CandidatesRoute />,
      '/talent/candidates',
      '/talent/candidates',
      {
        'GET /app/talent/candidates': ok(makePage([makeSummary()])),
        'GET /app/interviews/settings': settings(false),
      },
      'team_lead',
    );
    expect(await screen.findByText('180 days after the interview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

import { AGREEMENT_MESSAGES, type AgreementFigures, type AgreementReport, type QuestionAgreement } from '@hiring/shared/agreement';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { AgreementRoute } from './agreement';
import { AnalysisRoute } from './analysis';

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

const figures = (over: Partial<AgreementFigures> = {}): AgreementFigures => ({
  n: 5,
  exact: 0.6,
  within_one: 1,
  kappa: 0.875,
  kappa_reason: null,
  reviewer_n: 2,
  reviewer_kappa: -0.364,
  reviewer_kappa_reason: null,
  ...over,
});

const question = (over: Partial<QuestionAgreement> = {}): QuestionAgreement => ({
  ...figures(),
  question_id: 'q-1',
  question_text: 'Tell us about a slow database you fixed.',
  job_position_id: 'job-1',
  job_title: 'Site Reliability Engineer',
  question_set_version: 1,
  question_order: 1,
  matrix: [
    [1, 0, 0, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 0, 1, 0],
    [0, 0, 0, 1, 0],
  ],
  warning: null,
  ...over,
});

const report = (over: Partial<AgreementReport> = {}): AgreementReport => ({
  overall: figures({ n: 25, exact: 0.52, within_one: 0.6, kappa: -0.687 }),
  questions: [
    question(),
    question({
      question_id: 'q-2',
      question_text: 'Describe an incident you led.',
      question_order: 2,
      n: 20,
      kappa: -1,
      reviewer_n: 0,
      reviewer_kappa: null,
      reviewer_kappa_reason: 'no_answers',
      warning: AGREEMENT_MESSAGES.lowAgreement,
    }),
  ],
  goals: [
    {
      ...figures(),
      goal_id: 'g-1',
      goal_text: 'Runs production databases',
      job_position_id: 'job-1',
      job_title: 'Site Reliability Engineer',
    },
  ],
  ...over,
});

function render(reply: MockReply | MockReply[], role = 'owner', at = '/interviews/agreement') {
  signIn(role);
  const mock = mockFetch({ 'GET /app/job-positions/options': jobs, 'GET /app/interviews/agreement': reply });
  return { ...mock, ...renderAt(<AgreementRoute />, { path: '/interviews/agreement', at }) };
}

describe('the agreement screen', () => {
  it('shows a chart per question with a table of the same counts, and the overall figures', async () => {
    render(ok(report()));
    const cards = await screen.findAllByTestId('question-agreement');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Tell us about a slow database you fixed.' })).toBeTruthy();
    // The grid is for the eye; the table is what a screen reader reads.
    expect(first.getByTestId('agreement-grid').getAttribute('aria-hidden')).toBe('true');
    const table = first.getByRole('table', { name: "Answers by AI score and reviewers' score: Tell us about a slow database you fixed." });
    const ai4 = within(table).getByRole('row', { name: /^AI 4/ });
    expect(
      within(ai4)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '0', '1', '0']);
    expect(first.getByText('0.875 (Almost perfect)')).toBeTruthy();
    expect(first.getByText('−0.364 over 2')).toBeTruthy();
    expect(screen.getByText('−0.687')).toBeTruthy();
    expect(screen.getByText('52%')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Agreement per goal' })).toBeTruthy();
  });

  it("shows the warning with a link to the position's questions to an owner, and says who can change the guide to a team lead", async () => {
    const owner = render(ok(report()));
    const warned = (await screen.findAllByTestId('question-agreement'))[1]!;
    expect(within(warned).getByText(AGREEMENT_MESSAGES.lowAgreement)).toBeTruthy();
    expect(
      within(warned)
        .getByRole('link', { name: /check the rating guide/ })
        .getAttribute('href'),
    ).toBe('/job-listing/job-1/questions');
    expect(within((await screen.findAllByTestId('question-agreement'))[0]!).queryByText(AGREEMENT_MESSAGES.lowAgreement)).toBeNull();
    owner.unmount();
    render(ok(report()), 'team_lead');
    const lead = (await screen.findAllByTestId('question-agreement'))[1]!;
    expect(within(lead).queryByRole('link')).toBeNull();
    expect(within(lead).getByText(/An owner or admin can change the rating guide/)).toBeTruthy();
  });

  it('says why a kappa is missing instead of a number', async () => {
    render(ok(report({ questions: [question({ n: 1, kappa: null, kappa_reason: 'one_answer' })] })));
    expect(await screen.findByText('— (One answer is too few to measure)')).toBeTruthy();
  });

  it('shows the empty message when nothing was scored by both', async () => {
    render(
      ok(
        report({
          overall: figures({ n: 0, exact: null, within_one: null, kappa: null, kappa_reason: 'no_answers', reviewer_n: 0 }),
          questions: [],
          goals: [],
        }),
      ),
    );
    expect(await screen.findByText(AGREEMENT_MESSAGES.empty)).toBeTruthy();
  });

  it("shows the server's message on a failure and reads again on Try again", async () => {
    let refuse = true;
    render(() => (refuse ? fail(500, 'Something went wrong') : ok(report())));
    expect(await screen.findByText('Error Loading the Agreement')).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('question-agreement')).toHaveLength(2);
  });

  it('filters by job position, asking the server for that position', async () => {
    const { callsTo, router } = render(ok(report()));
    expect(await screen.findByRole('option', { name: 'Site Reliability Engineer' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Job position' }), { target: { value: 'job-1' } });
    await waitFor(() => expect(router.state.location.search).toBe('?job=job-1'));
    await waitFor(() => expect(callsTo('GET /app/interviews/agreement').at(-1)?.query).toBe('?job_position_id=job-1'));
    expect(screen.getByRole('link', { name: 'Back to Interview Analysis' }).getAttribute('href')).toBe('/interviews/analysis?job=job-1');
  });
});

describe('Interview Analysis', () => {
  it('links to the agreement screen for the same position', async () => {
    signIn('team_lead');
    const d = { '1': 0, '2': 0, '3': 1, '4': 0, '5': 0 };
    mockFetch({
      'GET /app/job-positions/options': jobs,
      'GET /app/interviews/analysis': ok({
        jobs: [
          {
            job_position_id: 'job-1',
            job_title: 'Site Reliability Engineer',
            invited: 0,
            started: 0,
            completed: 1,
            scored: 1,
            reviewed: 0,
            average_overall: 3,
            overall_distribution: d,
            ai_answer_distribution: d,
            human_answer_distribution: d,
            recommendations: { strong_yes: 0, yes: 1, no: 0, strong_no: 0 },
          },
        ],
        agreement: [],
        overall_agreement: { reviewed_answers: 0, exact_agreement: null, within_one: null, mean_difference: null },
      }),
    });
    renderAt(<AnalysisRoute />, { path: '/interviews/analysis', at: '/interviews/analysis?job=job-1' });
    const link = await screen.findByRole('link', { name: /AI-human agreement per question/ });
    expect(link.getAttribute('href')).toBe('/interviews/agreement?job=job-1');
  });
});

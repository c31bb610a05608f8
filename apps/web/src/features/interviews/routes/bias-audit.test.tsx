import { type AuditCandidate, BIAS_AUDIT_MESSAGES, type BiasAuditReport, computeBiasAudit } from '@hiring/shared/bias-audit';
import { SELF_ID_MESSAGES } from '@hiring/shared/self-id';
import { fireEvent, render as plainRender, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { SelfIdForm } from '../candidate/self-id-form';
import { biasAuditSummaryHtml } from '../components/bias-audit-summary';
import { AnalysisRoute } from './analysis';
import { BiasAuditRoute } from './bias-audit';

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

const c = (score: number, sex: AuditCandidate['sex'], race: AuditCandidate['race_ethnicity']): AuditCandidate => ({
  score,
  sex,
  race_ethnicity: race,
});
/** Scores 1 1 2 4 4 5, median 3; female 2 of 2 above (1.0), male 1 of 2 (0.5, under 0.8); two unknown. */
const report = (
  candidates = [
    c(4, 'female', 'white'),
    c(5, 'female', 'asian'),
    c(4, 'male', 'white'),
    c(1, 'male', 'asian'),
    c(2, null, null),
    c(1, null, null),
  ],
): BiasAuditReport => ({
  ...computeBiasAudit(candidates),
  from: '2025-12-03',
  to: '2026-12-02',
  score: 'ai',
  selection: 'score',
  selected: null,
  undecided: null,
  job_position_id: null,
  answered: candidates.filter((x) => x.sex !== null).length,
  generated_at: '2026-12-02T10:00:00.000Z',
});

function render(reply: MockReply | MockReply[], role = 'owner') {
  signIn(role);
  const mock = mockFetch({ 'GET /app/job-positions/options': jobs, 'GET /app/interviews/bias-audit': reply });
  return { ...mock, ...renderAt(<BiasAuditRoute />, { path: '/interviews/bias-audit', at: '/interviews/bias-audit' }) };
}

describe('the bias audit screen', () => {
  it('shows a chart and a table per grouping, with ratios under 0.8 marked in words', async () => {
    render(ok(report()));
    const sexTable = await screen.findByRole('table', { name: 'Sex: candidates, scoring rates and impact ratios' });
    const male = within(sexTable).getByRole('row', { name: /^Male/ });
    expect(
      within(male)
        .getAllByRole('cell')
        .map((x) => x.textContent),
    ).toEqual(['2', '50.0%', '0.500Under 0.8', BIAS_AUDIT_MESSAGES.belowFourFifths]);
    expect(within(sexTable).getByRole('row', { name: /^Unknown/ }).textContent).toContain('2');
    expect(screen.getByRole('img', { name: /Bar chart of impact ratios by sex, with the 0.8 line/ })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Race/ethnicity: candidates, scoring rates and impact ratios' })).toBeTruthy();
    const cross = screen.getByRole('table', { name: 'Sex and race/ethnicity: candidates, scoring rates and impact ratios' });
    expect(within(cross).getByRole('row', { name: /^Female, White/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Printable summary' })).toBeTruthy();
  });

  it('asks the server for the final score when switched', async () => {
    const { callsTo } = render(ok(report()));
    await screen.findByRole('table', { name: /^Sex:/ });
    fireEvent.click(screen.getByRole('radio', { name: /Final score/ }));
    await waitFor(() => expect(callsTo('GET /app/interviews/bias-audit').at(-1)?.query).toBe('?score=final'));
  });

  it('says when no candidate self-identified in the period', async () => {
    render(ok(report([c(3, null, null)])));
    expect(await screen.findByText(BIAS_AUDIT_MESSAGES.empty)).toBeTruthy();
  });

  it("shows the server's message on a failure", async () => {
    render(fail(500, 'Something went wrong'));
    expect(await screen.findByText('Error Loading the Bias Audit')).toBeTruthy();
  });

  it('prints a summary with the date, period, data source, counts and tables', () => {
    const html = biasAuditSummaryHtml(report(), 'all job positions');
    for (const part of [
      'Date of this summary',
      'December 2, 2026',
      'December 3, 2025 to December 2, 2026',
      "AI's overall score",
      'all job positions',
    ])
      expect(html).toContain(part);
    expect(html).toContain('<dt>Candidates scored</dt><dd>6</dd>');
    expect(html).toContain('0.500 <strong>(under 0.8)</strong>');
  });
});

describe('the self-identification form', () => {
  it('asks for both answers, then saves them and says so', async () => {
    const { callsTo } = mockFetch({ 'POST /public/interviews/tok/self-id': ok({ saved: true }) });
    plainRender(<SelfIdForm token="tok" />);
    expect(screen.getByText(SELF_ID_MESSAGES.intro)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SELF_ID_MESSAGES.save }));
    expect(screen.getByText(SELF_ID_MESSAGES.sexInvalid)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Sex' }).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(screen.getByRole('group', { name: 'Sex' })).getByRole('radio', { name: 'Prefer not to say' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Asian (not Hispanic or Latino)' }));
    fireEvent.click(screen.getByRole('button', { name: SELF_ID_MESSAGES.save }));
    expect(await screen.findByText(SELF_ID_MESSAGES.saved)).toBeTruthy();
    expect(callsTo('POST /public/interviews/tok/self-id')[0]?.body).toEqual({ sex: 'prefer_not_to_say', race_ethnicity: 'asian' });
  });

  it('may be skipped without sending anything', () => {
    const { calls } = mockFetch({});
    plainRender(<SelfIdForm token="tok" />);
    fireEvent.click(screen.getByRole('button', { name: SELF_ID_MESSAGES.skip }));
    expect(screen.getByText(SELF_ID_MESSAGES.skipped)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('the link from Interview Analysis', () => {
  const analysis = ok({
    jobs: [],
    agreement: [],
    overall_agreement: { reviewed_answers: 0, exact_agreement: null, within_one: null, mean_difference: null },
  });

  it('is shown to owners and admins, for the same position', async () => {
    signIn('admin');
    mockFetch({ 'GET /app/job-positions/options': jobs, 'GET /app/interviews/analysis': analysis });
    renderAt(<AnalysisRoute />, { path: '/interviews/analysis', at: '/interviews/analysis?job=job-1' });
    const link = await screen.findByRole('link', { name: /Bias audit/ });
    expect(link.getAttribute('href')).toBe('/interviews/bias-audit?job=job-1');
  });

  it('is not shown to a team lead', async () => {
    signIn('team_lead');
    mockFetch({ 'GET /app/job-positions/options': jobs, 'GET /app/interviews/analysis': analysis });
    renderAt(<AnalysisRoute />, { path: '/interviews/analysis', at: '/interviews/analysis' });
    expect(await screen.findByRole('heading', { name: 'Interview Analysis' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Bias audit/ })).toBeNull();
  });
});

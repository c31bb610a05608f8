import {
  JOB_MESSAGES,
  JOB_STATUSES,
  type JobStatus,
  QUESTION_FETCH_STATUSES,
  QUESTION_MANAGER_STATUSES,
  QUESTION_SIDEBAR_STATUSES,
  WORKFLOW_ACTION_HINTS,
} from '@hiring/shared/job-positions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeGoal, makeJob, makeWorkflow } from '../testing/fixtures';
import { statusErrorMessage } from '../components/workflow-card';
import { JobDetailRoute, type JobQuestionPanels } from './job-detail';

/** Where the page places the questions feature's panels (their content is tested with that feature and in app/). */
const panels: JobQuestionPanels = {
  Preview: ({ jobId }) => <p>Questions preview of {jobId}</p>,
  Manager: ({ jobId }) => <p>Question manager of {jobId}</p>,
  Sidebar: ({ jobId }) => <p>Question summary of {jobId}</p>,
};

function renderDetail(routes: Record<string, MockReply | MockReply[]>) {
  signIn('owner');
  const mock = mockFetch(routes);
  const utils = renderAt(<JobDetailRoute questionPanels={panels} />, {
    path: '/job-listing/details/:id',
    at: '/job-listing/details/job-1',
  });
  return { ...mock, ...utils };
}

describe('job detail states', () => {
  it('shows "Loading..." first', () => {
    renderDetail({ 'GET /app/job-positions/job-1': () => new Promise(() => {}) as never });
    expect(screen.getByText(JOB_MESSAGES.loading)).toBeTruthy();
  });

  it('shows the error text when the job cannot be read', async () => {
    renderDetail({ 'GET /app/job-positions/job-1': fail(404, 'Job position not found') });
    expect((await screen.findByRole('alert')).textContent).toContain('Job position not found');
    expect(screen.getByRole('link', { name: 'Back to Job Listings' })).toBeTruthy();
  });

  it('shows "No data available" when the answer carries no job', async () => {
    renderDetail({ 'GET /app/job-positions/job-1': { body: { success: true, data: null } } });
    expect(await screen.findByText(JOB_MESSAGES.noData)).toBeTruthy();
  });
});

describe('job detail cards', () => {
  it('shows the header with title, status and department, Edit and View Goals', async () => {
    renderDetail({ 'GET /app/job-positions/job-1': ok(makeJob()), 'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeTruthy();
    expect(screen.getAllByText('Draft - Review Goals').length).toBeGreaterThan(0);
    expect(screen.getByText('Engineering')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/job-listing/edit/job-1');
    expect(screen.getByRole('link', { name: 'View Goals' }).getAttribute('href')).toBe('/job-listing/details/job-1/goals');
  });

  it('shows every card: overview, goals, questions, details, skills, workflow, history and metadata', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ salary_range: '$100k - $120k' })),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
    });
    await screen.findByRole('heading', { level: 1 });
    // The card titles of spec 02 §2.1, word for word: the workflow status card with the actions
    // (h2), and the sidebar's Workflow Status with current state, next steps and can proceed (h3).
    for (const [title, level] of [
      ['Workflow Status', 2],
      ['Job Overview', 2],
      ['Evaluation Goals', 2],
      ['Interview Questions', 2],
      ['Job Details', 3],
      ['Required Skills', 3],
      ['Metadata', 3],
      ['Workflow Status', 3],
      ['Status History', 3],
    ] as const) {
      expect(screen.getByRole('heading', { name: title, level })).toBeTruthy();
    }
    const sidebarWorkflow = screen.getByRole('heading', { name: 'Workflow Status', level: 3 }).closest('.rounded-xl') as HTMLElement;
    expect(within(sidebarWorkflow).getByText('Current state')).toBeTruthy();
    expect(within(sidebarWorkflow).getByText('Next steps')).toBeTruthy();
    expect(within(sidebarWorkflow).getByText('Can proceed')).toBeTruthy();
    for (const label of ['Experience level', 'Employment type', 'Location', 'Salary range', 'Job ID', 'Created', 'Updated']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
    expect(screen.getByText('Build and run our APIs.')).toBeTruthy();
    expect(screen.getByText('Own services end to end.')).toBeTruthy();
    expect(screen.getByText('Mid Level')).toBeTruthy();
    expect(screen.getByText('Full-time')).toBeTruthy();
    expect(screen.getByText('Remote')).toBeTruthy();
    expect(screen.getByText('$100k - $120k')).toBeTruthy();
    expect(screen.getByText('job-1')).toBeTruthy();
    expect(screen.getByText('March 1, 2026')).toBeTruthy();
    expect(screen.getByText('Review the evaluation goals')).toBeTruthy();
  });

  it('previews 3 goals and says how many more there are', async () => {
    const goals = [1, 2, 3, 4, 5].map((n) => makeGoal(n));
    renderDetail({
      'GET /app/job-positions/job-1': ok(
        makeJob({ evaluation_goals: { goals, confirmed: false, coverage_analysis: null, goals_count: 5, questions_count: 0, version: 1 } }),
      ),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
    });
    const preview = await screen.findByRole('list', { name: 'Evaluation goals preview' });
    expect(within(preview).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('+2 more')).toBeTruthy();
  });

  it('shows the honest empty questions state before questions can exist, without the questions panels', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
    });
    const card = (await screen.findByRole('heading', { name: 'Interview Questions' })).closest('.rounded-xl') as HTMLElement;
    expect(within(card).getByText('No interview questions yet.')).toBeTruthy();
    expect(within(card).getByText(/Interview questions are generated once the evaluation goals are confirmed/)).toBeTruthy();
    await screen.findByRole('list', { name: 'Status actions' });
    expect(screen.queryByText(/Questions preview of/)).toBeNull();
  });

  // Spec 02 §2.1: questions are read for these statuses; the manager shows for questions_ready and
  // active, the sidebar summary for interviewing and interviews_closed.
  it.each(JOB_STATUSES.map((s) => [s] as [JobStatus]))('places the question panels by status: %s', async (status) => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ status, workflow_state: status })),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow(status)),
    });
    const card = (await screen.findByRole('heading', { name: 'Interview Questions' })).closest('.rounded-xl') as HTMLElement;
    const reads = (QUESTION_FETCH_STATUSES as readonly string[]).includes(status);
    expect(within(card).queryByText('Questions preview of job-1') !== null).toBe(reads);
    expect(within(card).queryByText('No interview questions yet.') !== null).toBe(!reads);
    const manager = (QUESTION_MANAGER_STATUSES as readonly string[]).includes(status);
    expect(screen.queryByRole('heading', { name: 'Question Manager' }) !== null).toBe(manager);
    expect(screen.queryByText('Question manager of job-1') !== null).toBe(manager);
    const sidebar = (QUESTION_SIDEBAR_STATUSES as readonly string[]).includes(status);
    expect(screen.queryByRole('heading', { name: 'Question Summary' }) !== null).toBe(sidebar);
    expect(screen.queryByText('Question summary of job-1') !== null).toBe(sidebar);
  });

  it('lists state changes: who, when, from and to', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(
        makeJob({
          status_history: [
            {
              id: 'h1',
              from_status: null,
              from_label: null,
              to_status: 'pending',
              to_label: 'Creating...',
              changed_by: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
              reason: null,
              changed_at: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 'h2',
              from_status: 'pending',
              from_label: 'Creating...',
              to_status: 'draft',
              to_label: 'Draft - Review Goals',
              changed_by: null,
              reason: 'Goals generated',
              changed_at: '2026-03-01T10:01:00.000Z',
            },
          ],
        }),
      ),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
    });
    const history = await screen.findByRole('list', { name: 'Status history' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Creating...');
    expect(items[0]?.textContent).toContain('Draft - Review Goals');
    expect(items[0]?.textContent).toContain('System');
    expect(items[0]?.textContent).toContain('Goals generated');
    expect(items[1]?.textContent).toContain('Created');
    expect(items[1]?.textContent).toContain('Ada Lovelace');
    expect(items[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-03-01T10:00:00.000Z');
  });

  it('shows why a failed job failed', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(
        makeJob({ status: 'failed', workflow_state: 'failed', failure_reason: 'The AI engine timed out' }),
      ),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('failed')),
    });
    expect(await screen.findByText('The AI engine timed out')).toBeTruthy();
  });
});

describe('what the wizard collected', () => {
  it('shows the benefits and the cultural attributes entered in the wizard', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(
        makeJob({ benefits: 'Health cover and four weeks of leave.', cultural_attributes: ['Ownership', 'Calm under pressure'] }),
      ),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
    });
    expect(await screen.findByText('Health cover and four weeks of leave.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Benefits' })).toBeTruthy();
    const attributes = screen.getByRole('list', { name: 'Cultural attributes' });
    expect(
      within(attributes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ownership', 'Calm under pressure']);
  });
});

describe('workflow status card', () => {
  it('offers the moves a person may make, and names the goal confirmation instead of a move to Goals Confirmed', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
    });
    const actions = await screen.findByRole('list', { name: 'Status actions' });
    const buttons = within(actions).getAllByRole('button');
    // draft -> new, archived by hand; goals_confirmed only by confirming the goals.
    expect(buttons.map((b) => b.getAttribute('data-transition'))).toEqual(['new', 'archived']);
    expect(screen.queryByRole('button', { name: 'Move to Goals Confirmed' })).toBeNull();
    expect(screen.getByTestId('next-action').textContent).toContain(WORKFLOW_ACTION_HINTS.goals_confirmed);
    expect(screen.getByRole('link', { name: 'Open goals' }).getAttribute('href')).toBe('/job-listing/details/job-1/goals');
  });

  it('at Questions Ready, sends the team to the questions screen to finalize before moving to Active', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ status: 'questions_ready', workflow_state: 'questions_ready' })),
      'GET /app/job-positions/job-1/workflow': ok(
        makeWorkflow('questions_ready', { goals_count: 2, questions_count: 3, finalized_questions_count: 0 }),
      ),
    });
    expect((await screen.findByTestId('next-action')).textContent).toContain(
      'Review and finalize the interview questions, then move the position to Active.',
    );
    expect(screen.getByRole('link', { name: 'Open questions' }).getAttribute('href')).toBe('/job-listing/job-1/questions');
  });

  it('shows a blocked move disabled with its warning', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ status: 'questions_ready', workflow_state: 'questions_ready' })),
      'GET /app/job-positions/job-1/workflow': ok(
        makeWorkflow('questions_ready', { goals_count: 2, questions_count: 3, finalized_questions_count: 1 }),
      ),
    });
    const actions = await screen.findByRole('list', { name: 'Status actions' });
    const blocked = within(actions).getByRole('button', { name: 'Move to Active - Ready for Interviews' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    expect(within(actions).getByText(/Requirements not met for this status\./)).toBeTruthy();
    expect(blocked.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(actions).queryByRole('button', { name: 'Move to Generating Questions...' })).toBeNull();
  });

  it('offers no hand-made move out of Creating...: both targets disabled with why', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ status: 'pending', workflow_state: 'pending' })),
      'GET /app/job-positions/job-1/workflow': ok(
        makeWorkflow('pending', { goals_count: 0, questions_count: 0, finalized_questions_count: 0 }),
      ),
    });
    const actions = await screen.findByRole('list', { name: 'Status actions' });
    const buttons = within(actions).getAllByRole('button') as HTMLButtonElement[];
    expect(buttons.map((b) => [b.getAttribute('data-transition'), b.disabled])).toEqual([
      ['draft', true],
      ['failed', true],
    ]);
    expect(within(actions).getAllByText(new RegExp(JOB_MESSAGES.pendingEdit.replace('.', '\\.')))).toHaveLength(2);
  });

  it('offers no move to Generating Questions... after the goals are confirmed: question generation starts it', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ status: 'goals_confirmed', workflow_state: 'goals_confirmed' })),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('goals_confirmed')),
    });
    const actions = await screen.findByRole('list', { name: 'Status actions' });
    expect(within(actions).queryByRole('button', { name: 'Move to Generating Questions...' })).toBeNull();
    expect((within(actions).getByRole('button', { name: 'Move to Draft - Review Goals' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('changes the status through PATCH /status and refreshes the card', async () => {
    let status = 'draft';
    const { callsTo } = renderDetail({
      'GET /app/job-positions/job-1': () => ok(makeJob({ status, workflow_state: status })),
      'GET /app/job-positions/job-1/workflow': () => ok(makeWorkflow(status)),
      'PATCH /app/job-positions/job-1/status': (call) => {
        status = (call.body as { status: string }).status;
        return ok(makeJob({ status, workflow_state: status, status_label: 'New Position' }));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move to New Position' }));
    expect(await screen.findByText('Status changed to New Position.')).toBeTruthy();
    expect(callsTo('PATCH /app/job-positions/job-1/status')[0]?.body).toEqual({ status: 'new' });
    expect(await screen.findByRole('button', { name: 'Move to Draft - Review Goals' })).toBeTruthy();
  });

  it('asks before archiving, which cannot be undone: Cancel changes nothing, confirming archives', async () => {
    const { callsTo } = renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
      'PATCH /app/job-positions/job-1/status': ok(makeJob({ status: 'archived', workflow_state: 'archived', status_label: 'Archived' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move to Archived' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to Archived?' });
    expect(dialog.textContent).toContain('This cannot be undone');
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('PATCH /app/job-positions/job-1/status')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Move to Archived' }));
    const again = await screen.findByRole('dialog', { name: 'Move to Archived?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Move to Archived' }));
    expect(await screen.findByText('Status changed to Archived.')).toBeTruthy();
    expect(callsTo('PATCH /app/job-positions/job-1/status')[0]?.body).toEqual({ status: 'archived' });
  });

  it("shows the server's refusal 'Cannot transition to {label}: {message}'", async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
      'PATCH /app/job-positions/job-1/status': fail(
        409,
        'Cannot transition to New Position: The status changed meanwhile. Reload and try again.',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move to New Position' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Cannot transition to New Position: The status changed meanwhile. Reload and try again.',
    );
  });

  it('shows the network message when the status change gets no answer', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('draft')),
      'PATCH /app/job-positions/job-1/status': 'network-error',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move to New Position' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
  });

  it('falls back to "Failed to update status" for an error that is not a call failure', () => {
    expect(statusErrorMessage(new Error('boom'))).toBe('Failed to update status');
  });

  it('says there is nothing further from archived', async () => {
    renderDetail({
      'GET /app/job-positions/job-1': ok(makeJob({ status: 'archived', workflow_state: 'archived' })),
      'GET /app/job-positions/job-1/workflow': ok(makeWorkflow('archived')),
    });
    expect(await screen.findByText('No further status changes are available from this status.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Status actions' })).toBeNull();
  });
});

import { JOB_MESSAGES } from '@hiring/shared/job-positions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeJob } from '../testing/fixtures';
import { EditJobRoute } from './edit-job';

function renderEdit(routes: Record<string, MockReply | MockReply[]>) {
  signIn('owner');
  const mock = mockFetch(routes);
  return {
    ...mock,
    ...renderAt(<EditJobRoute />, { path: '/job-listing/edit/:id', at: '/job-listing/edit/job-1', probes: ['/job-listing'] }),
  };
}

describe('edit job', () => {
  it('shows "Loading..." first', () => {
    renderEdit({ 'GET /app/job-positions/job-1': () => new Promise(() => {}) as never });
    expect(screen.getByText(JOB_MESSAGES.loading)).toBeTruthy();
  });

  it('prefills title, department, description, comma-separated skills and status', async () => {
    renderEdit({ 'GET /app/job-positions/job-1': ok(makeJob({ required_skills: ['TypeScript', 'SQL'] })) });
    expect(((await screen.findByRole('textbox', { name: /Job Title/ })) as HTMLInputElement).value).toBe('Backend Engineer');
    expect((screen.getByRole('textbox', { name: /Department/ }) as HTMLInputElement).value).toBe('Engineering');
    expect((screen.getByRole('textbox', { name: /Job Description/ }) as HTMLTextAreaElement).value).toBe('Build and run our APIs.');
    expect((screen.getByRole('textbox', { name: /Required Skills/ }) as HTMLInputElement).value).toBe('TypeScript, SQL');
    expect((screen.getByRole('combobox', { name: /Status/ }) as HTMLSelectElement).value).toBe('draft');
  });

  it('offers the current status and its allowed transitions only', async () => {
    renderEdit({ 'GET /app/job-positions/job-1': ok(makeJob()) });
    const status = await screen.findByRole('combobox', { name: /Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['draft', 'new', 'archived']);
  });

  it('never offers a move the system makes: into Creating... or Generating Questions...', async () => {
    renderEdit({ 'GET /app/job-positions/job-1': ok(makeJob({ status: 'goals_confirmed', workflow_state: 'goals_confirmed' })) });
    const status = await screen.findByRole('combobox', { name: /Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['goals_confirmed', 'draft', 'archived']);
  });

  it('says a position being created cannot be edited yet and offers no save', async () => {
    const { callsTo } = renderEdit({ 'GET /app/job-positions/job-1': ok(makeJob({ status: 'pending', workflow_state: 'pending' })) });
    expect(await screen.findByText(JOB_MESSAGES.pendingEdit)).toBeTruthy();
    const status = screen.getByRole('combobox', { name: /Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['pending']);
    const save = screen.getByRole('button', { name: 'Update Job Listing' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(callsTo('PUT /app/job-positions/job-1')).toHaveLength(0);
  });

  it('requires every field (§5) and clears an error when the field is edited', async () => {
    const { callsTo } = renderEdit({ 'GET /app/job-positions/job-1': ok(makeJob()) });
    const title = await screen.findByRole('textbox', { name: /Job Title/ });
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Department/ }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Job Description/ }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Required Skills/ }), { target: { value: ' , ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Job Listing' }));
    // Validation runs asynchronously (react-hook-form's resolver).
    await screen.findByText(JOB_MESSAGES.titleRequired);
    for (const message of [
      JOB_MESSAGES.titleRequired,
      JOB_MESSAGES.departmentRequired,
      JOB_MESSAGES.descriptionRequired,
      JOB_MESSAGES.skillRequired,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(title);
    fireEvent.change(title, { target: { value: 'Staff Engineer' } });
    expect(screen.queryByText(JOB_MESSAGES.titleRequired)).toBeNull();
    expect(callsTo('PUT /app/job-positions/job-1')).toHaveLength(0);
  });

  it('sends the update with the skills as a list and the interview language, and returns to /job-listing', async () => {
    const { callsTo } = renderEdit({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'PUT /app/job-positions/job-1': ok(makeJob({ title: 'Staff Engineer' })),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Job Title/ }), { target: { value: 'Staff Engineer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Required Skills/ }), { target: { value: 'Go,  SQL, go, ' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Status/ }), { target: { value: 'archived' } });
    const language = screen.getByRole('combobox', { name: /Interview language/ }) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((o) => [o.value, o.textContent])).toEqual([
      ['en', 'English'],
      ['es', 'Spanish'],
    ]);
    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Job Listing' }));
    // Archiving cannot be undone: it is confirmed first.
    const dialog = await screen.findByRole('dialog', { name: 'Move to Archived?' });
    expect(callsTo('PUT /app/job-positions/job-1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update and move to Archived' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/job-listing');
    expect(callsTo('PUT /app/job-positions/job-1')[0]?.body).toEqual({
      title: 'Staff Engineer',
      department: 'Engineering',
      job_description: 'Build and run our APIs.',
      required_skills: ['Go', 'SQL'],
      status: 'archived',
      interview_language: 'es',
    });
  });

  it('returns to the list with a success message', async () => {
    const { router } = renderEdit({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'PUT /app/job-positions/job-1': ok(makeJob({ title: 'Staff Engineer' })),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Job Title/ }), { target: { value: 'Staff Engineer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Job Listing' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/job-listing');
    expect(router.state.location.state).toEqual({ notice: '“Staff Engineer” was updated.' });
  });

  it('Cancel in the archive confirmation keeps the form and sends nothing', async () => {
    const { callsTo } = renderEdit({ 'GET /app/job-positions/job-1': ok(makeJob()) });
    fireEvent.change(await screen.findByRole('combobox', { name: /Status/ }), { target: { value: 'archived' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Job Listing' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('PUT /app/job-positions/job-1')).toHaveLength(0);
  });

  it("leaves the status out when it did not change, and shows the server's refusal", async () => {
    const { callsTo } = renderEdit({
      'GET /app/job-positions/job-1': ok(makeJob()),
      'PUT /app/job-positions/job-1': fail(409, JOB_MESSAGES.pendingEdit),
    });
    await screen.findByRole('textbox', { name: /Job Title/ });
    fireEvent.click(screen.getByRole('button', { name: 'Update Job Listing' }));
    expect((await screen.findByRole('alert')).textContent).toContain(JOB_MESSAGES.pendingEdit);
    expect(callsTo('PUT /app/job-positions/job-1')[0]?.body).not.toHaveProperty('status');
  });
});

import { PRESET_GOALS } from '@hiring/shared/ai';
import type { CompanyContext } from '@hiring/shared/company';
import {
  type AnalyzeJobResponse,
  JOB_FILE_MAX_BYTES,
  JOB_FILE_MESSAGES,
  JOB_MESSAGES,
  JOB_TEXT_LIMITS,
} from '@hiring/shared/job-positions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The router composes the wizard with the real company form; the test does the same.
import { CompanyForm } from '@/features/company/components/company-form';
import { ApiError } from '@/lib/api-client';
import { getToken } from '@/lib/session-storage';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeProfile, makeUser } from '@/testing/fixtures';
import { makeJob } from '../testing/fixtures';
import { CreateJobRoute, INITIAL_JOB_DETAILS, prefilledDetails, wizardErrorMessage } from './create-job';
import { logout } from '@/features/auth/api';
import { clearSession } from '@/lib/session-storage';
import { readWizardDraft, saveWizardDraft } from './wizard-draft';

const COMPLETE: CompanyContext = {
  id: 'c1',
  name: 'Acme',
  industry: 'technology',
  size: '11-50',
  description: 'We build rockets.',
  website: null,
  has_all_fields: true,
  missing_fields: [],
  last_updated: null,
};
const INCOMPLETE: CompanyContext = { ...COMPLETE, industry: null, has_all_fields: false, missing_fields: ['industry'] };

const ANALYSIS: AnalyzeJobResponse = {
  title: 'Backend Engineer',
  summary: 'A backend role building APIs.',
  domain: 'software',
  requirements: [],
  responsibilities: [],
  skills: ['Node.js', 'SQL', 'Go', 'Rust', 'Kafka', 'Redis'].map((name) => ({ name, kind: 'technical' as const })),
  seniority: 'mid',
  key_requirements: [],
  suggested_skills: ['Node.js', 'SQL', 'Go', 'Rust', 'Kafka'],
  provenance: { engine: 'builtin', model: 'builtin-kb', version: '1' },
};

function renderWizard(routes: Record<string, MockReply | MockReply[]> = {}) {
  signIn('owner');
  const mock = mockFetch({
    'GET /app/profile': ok(makeProfile({ role: 'owner' }, { subscription_active: true, status: 'trialing', is_trial: true })),
    'GET /app/company/context': ok(COMPLETE),
    'GET /app/constants': fail(500),
    ...routes,
  });
  const utils = renderAt(<CreateJobRoute CompanyStep={CompanyForm} />, {
    path: '/job-listing/create',
    probes: ['/job-listing/details/:id/goals', '/billing/subscription'],
  });
  return { ...mock, ...utils };
}

async function fillDetails() {
  fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
  fireEvent.change(screen.getByRole('textbox', { name: /Job Title/ }), { target: { value: 'Backend Engineer' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Job Description/ }), {
    target: { value: 'Build and run our APIs for customers.' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Requirements/ }), {
    target: { value: 'Five years of Node. Strong SQL. Clear writing. Calm on call.' },
  });
  const skill = screen.getByRole('textbox', { name: /Required Skills/ });
  fireEvent.change(skill, { target: { value: 'Node.js' } });
  fireEvent.keyDown(skill, { key: 'Enter' });
}

describe('wizard gate', () => {
  it.each([
    [true, 'Start Free Trial to Unlock', '/billing/start-trial'],
    [false, 'Subscribe to Unlock', '/billing/subscription'],
  ])('without an active subscription (trial eligible %s) offers "%s" instead of the wizard', async (trialEligible, label, href) => {
    renderWizard({ 'GET /app/profile': ok(makeProfile({ role: 'owner' }, { subscription_active: false, trial_eligible: trialEligible })) });
    expect(await screen.findByRole('heading', { name: 'Subscription required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('list', { name: 'Create job listing steps' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Industry/ })).toBeNull();
  });

  it('opens the wizard with an active subscription or trial', async () => {
    renderWizard();
    expect(await screen.findByRole('list', { name: 'Create job listing steps' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Subscription required' })).toBeNull();
  });
});

describe('wizard step changes', () => {
  it('scrolls to the top and focuses the new step heading', async () => {
    const scrolls: unknown[] = [];
    window.scrollTo = ((options: unknown) => scrolls.push(options)) as typeof window.scrollTo;
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Job Details' }));
    expect(scrolls).toContainEqual({ top: 0 });
  });
});

describe('wizard step 1: company info', () => {
  it('offers "Continue to Job Details" only when the company context has all fields', async () => {
    renderWizard({ 'GET /app/company/context': ok(INCOMPLETE) });
    expect(await screen.findByRole('combobox', { name: /Industry/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: JOB_MESSAGES.continueToJobDetails })).toBeNull();
  });

  it('shows Continue once a save completes the company', async () => {
    renderWizard({ 'GET /app/company/context': ok(INCOMPLETE), 'PUT /app/company/context': ok(COMPLETE) });
    fireEvent.change(await screen.findByRole('combobox', { name: /Industry/ }), { target: { value: 'technology' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Company Information' }));
    expect(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails })).toBeTruthy();
  });
});

describe('wizard step 2: job details', () => {
  it('lists every problem under "Please fix the following errors:" when submitted empty', async () => {
    const { callsTo } = renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(JOB_MESSAGES.fixErrors)).toBeTruthy();
    // A message that names its field stands alone; the others get the field's label first.
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      JOB_MESSAGES.titleRequired,
      JOB_MESSAGES.descriptionRequired,
      JOB_MESSAGES.requirementsRequired,
      `Required Skills: ${JOB_MESSAGES.skillRequired}`,
    ]);
    expect(callsTo('POST /app/job-positions/analyze')).toHaveLength(0);
  });

  it('names the field of every problem in the summary, a chip too long included, and shows it beside the field', async () => {
    const long = 'x'.repeat(500);
    saveWizardDraft(makeUser().id, {
      step: 2,
      details: {
        ...INITIAL_JOB_DETAILS,
        title: 'Backend Engineer',
        job_description: 'Build and run our APIs for customers.',
        requirements: 'Five years of Node. Strong SQL.',
        required_skills: ['Node.js', long],
        salary_range: 'y'.repeat(150),
      },
      presets: [],
      customText: '',
    });
    const { callsTo } = renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(JOB_MESSAGES.fixErrors)).toBeTruthy();
    const items = within(alert)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Salary Range: ${JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.salary_range)}`,
      `Required Skills: ${JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.skill)}`,
    ]);
    // The skill's own error shows under the skills field, and the summary's entry takes the user there.
    const skills = screen.getByRole('textbox', { name: /Required Skills/ });
    expect(document.getElementById(skills.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.skill),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Required Skills' }));
    await waitFor(() => expect(document.activeElement).toBe(skills));
    expect(callsTo('POST /app/job-positions/analyze')).toHaveLength(0);
  });

  it('limits a chip to its length as it is typed, and says so', async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    for (const name of [/Required Skills/, /Cultural Attributes/]) {
      const input = screen.getByRole('textbox', { name }) as HTMLInputElement;
      expect(input.maxLength).toBe(JOB_TEXT_LIMITS.skill);
      expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
        `Up to ${JOB_TEXT_LIMITS.skill} characters each.`,
      );
    }
  });

  it("clears a field's error when the field is edited", async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(JOB_MESSAGES.titleRequired)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Job Title/ }), { target: { value: 'Backend Engineer' } });
    expect(screen.queryByText(JOB_MESSAGES.titleRequired)).toBeNull();
    expect(within(screen.getByRole('alert')).getByText(JOB_MESSAGES.skillRequired, { exact: false })).toBeTruthy();
  });

  it('applies the minimum lengths of §5 (title 3, description and requirements 10)', async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    fireEvent.change(screen.getByRole('textbox', { name: /Job Title/ }), { target: { value: 'QA' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Job Description/ }), { target: { value: 'Short' } });
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(JOB_MESSAGES.titleTooShort)).toBeTruthy();
    expect(within(alert).getByText(JOB_MESSAGES.descriptionTooShort)).toBeTruthy();
  });

  it('adds skills with Enter or Add, ignores blanks and duplicates, and removes them', async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    const input = screen.getByRole('textbox', { name: /Required Skills/ });
    fireEvent.change(input, { target: { value: 'SQL' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add required skills' }));
    fireEvent.change(input, { target: { value: '  sql ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const list = screen.getByRole('list', { name: 'Required Skills' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SQL', 'Go']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove SQL' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Go']);
  });

  it('adds cultural attributes as chips too', async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    const input = screen.getByRole('textbox', { name: /Cultural Attributes/ });
    fireEvent.change(input, { target: { value: 'Ownership' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(screen.getByRole('list', { name: 'Cultural Attributes' })).getByText('Ownership')).toBeTruthy();
  });

  it('falls back silently to the built-in option lists when GET /app/constants fails', async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    const options = (name: RegExp) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value'));
    expect(options(/Experience Level/)).toEqual(['entry', 'mid', 'senior', 'lead', 'executive']);
    expect(options(/Employment Type/)).toEqual(['full-time', 'part-time', 'contract', 'internship']);
    expect(options(/Work Location/)).toEqual(['remote', 'hybrid', 'onsite']);
    // Create defaults: entry, full-time, remote.
    expect((screen.getByRole('combobox', { name: /Experience Level/ }) as HTMLSelectElement).value).toBe('entry');
    expect((screen.getByRole('combobox', { name: /Employment Type/ }) as HTMLSelectElement).value).toBe('full-time');
    expect((screen.getByRole('combobox', { name: /Work Location/ }) as HTMLSelectElement).value).toBe('remote');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses the option lists from GET /app/constants when it answers', async () => {
    renderWizard({
      'GET /app/constants': ok({ experience_levels: [{ value: 'entry', label: 'Graduate' }], employment_types: [], work_locations: [] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    const level = screen.getByRole('combobox', { name: /Experience Level/ });
    expect(await within(level).findByRole('option', { name: 'Graduate' })).toBeTruthy();
    // An empty server list keeps the fallback.
    expect(within(screen.getByRole('combobox', { name: /Work Location/ })).getAllByRole('option')).toHaveLength(3);
  });

  it('reads the constants once for the company step and the job step, a malformed list falling back alone', async () => {
    const { callsTo } = renderWizard({
      'GET /app/constants': ok({
        experience_levels: [{ value: 'entry', label: 'Graduate' }],
        employment_types: [{ value: 'full-time' }],
        company_sizes: 'not a list',
      }),
    });
    const cont = await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails });
    // The company step read them (twice at most: strict mode mounts twice and cancels the first read).
    await waitFor(() => expect(callsTo('GET /app/constants').length).toBeGreaterThan(0));
    const companyStepCalls = callsTo('GET /app/constants').length;
    fireEvent.click(cont);
    expect(
      await within(screen.getByRole('combobox', { name: /Experience Level/ })).findByRole('option', { name: 'Graduate' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('combobox', { name: /Employment Type/ })).getAllByRole('option')).toHaveLength(4);
    // The job step reads the same cached answer: no further call.
    expect(callsTo('GET /app/constants')).toHaveLength(companyStepCalls);
  });
});

describe('wizard step 3: AI analysis and goals', () => {
  it('shows "Analyzing job description..." while the analysis runs', async () => {
    const { callsTo } = renderWizard({ 'POST /app/job-positions/analyze': () => new Promise(() => {}) as never });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    expect(await screen.findByText(JOB_MESSAGES.analyzing)).toBeTruthy();
    expect(callsTo('POST /app/job-positions/analyze')[0]?.body).toMatchObject({
      title: 'Backend Engineer',
      job_description: 'Build and run our APIs for customers.',
      required_skills: ['Node.js'],
    });
    expect((screen.getByRole('button', { name: JOB_MESSAGES.createJobListing }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows title, summary, the first 3 sentences of the requirements and the first 5 skills', async () => {
    renderWizard({ 'POST /app/job-positions/analyze': ok(ANALYSIS) });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    expect(await screen.findByRole('heading', { name: 'Backend Engineer' })).toBeTruthy();
    expect(screen.getByText('A backend role building APIs.')).toBeTruthy();
    const keyReqs = screen.getByRole('heading', { name: 'Key Requirements' }).nextElementSibling as HTMLElement;
    expect(
      within(keyReqs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Five years of Node', 'Strong SQL', 'Clear writing']);
    const skills = screen.getByRole('list', { name: 'Suggested skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Node.js', 'SQL', 'Go', 'Rust', 'Kafka']);
  });

  it('shows every skill the user typed among the suggested ones, even when an engine left it out', async () => {
    renderWizard({ 'POST /app/job-positions/analyze': ok(ANALYSIS) });
    await fillDetails();
    const skill = screen.getByRole('textbox', { name: /Required Skills/ });
    fireEvent.change(skill, { target: { value: 'FHIR' } });
    fireEvent.keyDown(skill, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    const skills = await screen.findByRole('list', { name: 'Suggested skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Node.js', 'FHIR', 'SQL', 'Go', 'Rust']);
  });

  it('offers the 8 preset goals and a 6-row custom goals text area; Create needs a goal', async () => {
    renderWizard({ 'POST /app/job-positions/analyze': ok(ANALYSIS) });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    await screen.findByText('A backend role building APIs.');
    const group = screen.getByRole('group', { name: 'Evaluation goals' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(PRESET_GOALS.length);
    expect(PRESET_GOALS).toHaveLength(8);
    const custom = screen.getByRole('textbox', { name: 'Custom goals' }) as HTMLTextAreaElement;
    expect(custom.rows).toBe(6);
    const create = screen.getByRole('button', { name: JOB_MESSAGES.createJobListing }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(custom, { target: { value: '   \n  ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(custom, { target: { value: 'Mentors juniors' } });
    expect(create.disabled).toBe(false);
    fireEvent.change(custom, { target: { value: '' } });
    fireEvent.click(within(group).getByRole('checkbox', { name: new RegExp(PRESET_GOALS[0].text) }));
    expect(create.disabled).toBe(false);
  });

  it('creates the job with the payload and goals, then goes to its goals page', async () => {
    const { callsTo } = renderWizard({
      'POST /app/job-positions/analyze': ok(ANALYSIS),
      'POST /app/job-positions': ok(makeJob({ id: 'job-42', status: 'pending' }), 201),
    });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    await screen.findByText('A backend role building APIs.');
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(PRESET_GOALS[2].text) }));
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(PRESET_GOALS[0].text) }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Custom goals' }), {
      target: { value: 'Mentors juniors\n\nmentors juniors\nOn-call calm' },
    });
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.createJobListing }));
    expect((await screen.findByTestId('location')).textContent).toBe('/job-listing/details/job-42/goals');
    const body = callsTo('POST /app/job-positions')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Backend Engineer',
      department: 'General',
      experience_level: 'entry',
      employment_type: 'full-time',
      work_location: 'remote',
      required_skills: ['Node.js'],
      remote_work_allowed: true,
      travel_required: false,
      security_clearance_required: false,
      status: 'draft',
      max_responses: 50,
      preset_goal_ids: [1, 3],
      custom_goals: ['Mentors juniors', 'On-call calm'],
    });
    expect((body.ai_analysis as { summary: string }).summary).toBe('A backend role building APIs.');
    // The created position's draft is gone: the next wizard starts empty (decision 481).
    expect(readWizardDraft(makeUser().id)).toBeNull();
  });

  it('shows the 402 message with a link to billing, and keeps the user signed in', async () => {
    renderWizard({
      'POST /app/job-positions/analyze': ok(ANALYSIS),
      'POST /app/job-positions': fail(402, 'Your free trial has ended. Choose a plan to keep creating job listings.'),
    });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    await screen.findByText('A backend role building APIs.');
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(PRESET_GOALS[0].text) }));
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.createJobListing }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your free trial has ended. Choose a plan to keep creating job listings.');
    // The banner is brought to where the user is looking: it takes focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('wizard-error')));
    expect(within(alert).getByRole('link', { name: 'View subscription plans' }).getAttribute('href')).toBe('/billing/subscription');
    expect(getToken()).toBe('access-1');
  });

  it('keeps the chosen goals and allows creating when the analysis fails', async () => {
    renderWizard({ 'POST /app/job-positions/analyze': fail(503, 'AI engine unavailable') });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    expect((await screen.findByRole('alert')).textContent).toContain('AI engine unavailable');
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(PRESET_GOALS[0].text) }));
    expect((screen.getByRole('button', { name: JOB_MESSAGES.createJobListing }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('Back returns to the job details with the values kept', async () => {
    renderWizard({ 'POST /app/job-positions/analyze': ok(ANALYSIS) });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    await screen.findByText('A backend role building APIs.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: /Job Title/ }) as HTMLInputElement).value).toBe('Backend Engineer');
  });
});

describe('the wizard keeps unsaved work on this device until it is created or discarded (decision 505)', () => {
  it('brings back the typed job details and chosen goals after the page is opened again, on the details step', async () => {
    const first = renderWizard({ 'POST /app/job-positions/analyze': ok(ANALYSIS) });
    await fillDetails();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    await screen.findByText('A backend role building APIs.');
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(PRESET_GOALS[0].text) }));
    first.unmount();

    renderWizard({ 'POST /app/job-positions/analyze': ok(ANALYSIS) });
    expect(await screen.findByText(JOB_MESSAGES.draftRestored)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Job Title/ }) as HTMLInputElement).value).toBe('Backend Engineer');
    expect((screen.getByRole('textbox', { name: /Job Description/ }) as HTMLTextAreaElement).value).toBe(
      'Build and run our APIs for customers.',
    );
    expect(screen.getByText('Node.js')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: JOB_MESSAGES.analyzeJobDescription }));
    await screen.findByText('A backend role building APIs.');
    expect((screen.getByRole('checkbox', { name: new RegExp(PRESET_GOALS[0].text) }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts empty on step 1 after "Discard draft", and stays empty when opened again', async () => {
    const first = renderWizard();
    await fillDetails();
    first.unmount();
    const second = renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.discardDraft }));
    expect(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails })).toBeTruthy();
    expect(screen.queryByText(JOB_MESSAGES.draftRestored)).toBeNull();
    second.unmount();
    renderWizard();
    expect(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails })).toBeTruthy();
    expect(screen.queryByText(JOB_MESSAGES.draftRestored)).toBeNull();
  });

  it('brings the draft back after the tab is closed: it is kept on the device, not in the tab', async () => {
    const first = renderWizard();
    await fillDetails();
    first.unmount();
    // Closing the tab empties its session storage; the device's local storage stays.
    window.sessionStorage.clear();
    renderWizard();
    expect(await screen.findByText(JOB_MESSAGES.draftRestored)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Job Title/ }) as HTMLInputElement).value).toBe('Backend Engineer');
  });

  it('says on the details step that the work is kept on this device until created or discarded', async () => {
    renderWizard();
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    expect(screen.getByText(JOB_MESSAGES.draftKept)).toBeTruthy();
    expect(JOB_MESSAGES.draftKept).toBe(
      'Your work is saved on this device as you type, until you create the listing or discard it. Signing out removes it.',
    );
  });

  it('keeps a draft however old it is, until it is created or discarded', () => {
    const aMonthAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    saveWizardDraft('u-1', { step: 2, details: { title: 'Kept' }, presets: [1], customText: '' }, aMonthAgo);
    expect(readWizardDraft('u-1')?.presets).toEqual([1]);
  });

  it("keeps each user's draft apart, and a different user opening the wizard removes the others' drafts", () => {
    saveWizardDraft('u-1', { step: 2, details: { title: 'Kept' }, presets: [1], customText: '' });
    expect(readWizardDraft('u-2')).toBeNull();
    // The first user's draft is gone from the device, not only hidden.
    expect(readWizardDraft('u-1')).toBeNull();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('draft:'))).toEqual([]);
  });

  it("signing out removes the user's draft; a session that ends on its own keeps it for the same user", async () => {
    signIn('owner');
    saveWizardDraft(makeUser().id, { step: 2, details: { title: 'Kept' }, presets: [], customText: '' });
    clearSession('expired');
    expect(readWizardDraft(makeUser().id)?.details).toEqual({ title: 'Kept' });

    signIn('owner');
    mockFetch({ 'POST /auth/logout': ok({ message: 'Logged out' }) });
    await logout();
    expect(readWizardDraft(makeUser().id)).toBeNull();
  });
});

describe('the wizard reads a job description from a file (issue 34)', () => {
  const chooseFile = (file: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };
  const openDetails = async (routes: Record<string, MockReply | MockReply[]> = {}) => {
    const mock = renderWizard(routes);
    fireEvent.click(await screen.findByRole('button', { name: JOB_MESSAGES.continueToJobDetails }));
    return mock;
  };

  it('offers "Upload a file" beside the description, for PDF, Word and text files', async () => {
    await openDetails();
    expect(screen.getByRole('button', { name: JOB_FILE_MESSAGES.upload })).toBeTruthy();
    expect((document.querySelector('input[type="file"]') as HTMLInputElement).accept).toBe(
      '.pdf,application/pdf,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.txt,.md,text/plain',
    );
    expect(screen.getByText(JOB_FILE_MESSAGES.uploadHint)).toBeTruthy();
  });

  it("sends the file's bytes, puts the text read in the description and says where it came from", async () => {
    const text = 'Supervise a shift of 25 associates across receiving and dispatch.';
    const { callsTo } = await openDetails({
      'POST /app/job-positions/description-file': ok({
        text,
        file_name: 'supervisor.pdf',
        kind: 'pdf',
        characters: text.length,
        truncated: false,
      }),
    });
    chooseFile(new File(['%PDF-1.7 ...'], 'supervisor.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(JOB_FILE_MESSAGES.read('supervisor.pdf', text.length))).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Job Description/ }) as HTMLTextAreaElement).value).toBe(text);
    const [call] = callsTo('POST /app/job-positions/description-file');
    expect(call?.query).toBe('?file_name=supervisor.pdf');
    expect(call?.headers['Content-Type']).toBe('application/pdf');
    expect(call?.body).toBeInstanceOf(Blob);
  });

  it('says when the file held more than the description takes', async () => {
    const text = 'a'.repeat(30);
    await openDetails({
      'POST /app/job-positions/description-file': ok({ text, file_name: 'long.txt', kind: 'text', characters: 30, truncated: true }),
    });
    chooseFile(new File(['x'], 'long.txt', { type: 'text/plain' }));
    expect(await screen.findByText(JOB_FILE_MESSAGES.cut(JOB_TEXT_LIMITS.job_description), { exact: false })).toBeTruthy();
  });

  it('refuses another kind of file, or one over the size limit, before sending it', async () => {
    const { callsTo } = await openDetails();
    chooseFile(new File(['x'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(JOB_FILE_MESSAGES.type);
    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: JOB_FILE_MAX_BYTES + 1 });
    chooseFile(big);
    expect((await screen.findByRole('alert')).textContent).toBe(JOB_FILE_MESSAGES.tooLarge);
    expect(callsTo('POST /app/job-positions/description-file')).toHaveLength(0);
  });

  it("shows the server's refusal and leaves the description as it was", async () => {
    await openDetails({
      'POST /app/job-positions/description-file': {
        status: 422,
        body: { success: false, message: JOB_FILE_MESSAGES.noText, code: 'file_has_no_text' },
      },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Job Description/ }), { target: { value: 'Typed by hand.' } });
    chooseFile(new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(JOB_FILE_MESSAGES.noText);
    expect((screen.getByRole('textbox', { name: /Job Description/ }) as HTMLTextAreaElement).value).toBe('Typed by hand.');
  });
});

describe('wizard error banner', () => {
  it('shows a string error as it is and anything else as the generic message', () => {
    expect(wizardErrorMessage('Title taken')).toBe('Title taken');
    expect(wizardErrorMessage(new ApiError({ status: 409, body: { message: 'Conflict here' } }))).toBe('Conflict here');
    expect(wizardErrorMessage({ detail: 'x' })).toBe(JOB_MESSAGES.wizardError);
    expect(wizardErrorMessage(new Error('boom'))).toBe(JOB_MESSAGES.wizardError);
    expect(JOB_MESSAGES.wizardError).toBe('An error occurred while processing your request. Please try again.');
  });

  it("names the field of a refused request by the form's label", () => {
    const tooLong = JOB_MESSAGES.tooLong(JOB_TEXT_LIMITS.skill);
    const refused = new ApiError({ status: 400, body: { message: tooLong, errors: { 'required_skills.0': tooLong } } });
    expect(wizardErrorMessage(refused)).toBe(`Required Skills: ${tooLong}`);
    const titled = new ApiError({
      status: 400,
      body: { message: JOB_MESSAGES.titleRequired, errors: { title: JOB_MESSAGES.titleRequired } },
    });
    expect(wizardErrorMessage(titled)).toBe(JOB_MESSAGES.titleRequired);
  });
});

describe('the wizard opened with job details (a sample job position)', () => {
  it('takes the known fields of the router state, of the right types, and ignores the rest', () => {
    expect(prefilledDetails(undefined)).toEqual(INITIAL_JOB_DETAILS);
    expect(prefilledDetails({ other: 1 })).toEqual(INITIAL_JOB_DETAILS);
    const details = prefilledDetails({
      jobDetails: {
        title: 'Frontend Engineer',
        required_skills: ['React', 5, 'CSS'],
        department: 7,
        unknown: 'x',
        experience_level: 'mid',
      },
    });
    expect(details).toEqual({
      ...INITIAL_JOB_DETAILS,
      title: 'Frontend Engineer',
      required_skills: ['React', 'CSS'],
      experience_level: 'mid',
    });
  });
});

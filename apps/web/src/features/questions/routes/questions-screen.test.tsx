import { cannotTransitionMessage, JOB_MESSAGES } from '@hiring/shared/job-positions';
import { QUESTION_MESSAGES, QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_MESSAGES } from '@hiring/shared/follow-up-constants';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeQuestion, makeQuestionsJob, makeScreen } from '../testing/fixtures';
import { QuestionsScreenRoute } from './questions-screen';

const Q = '/app/job-positions/job-1/questions';
const notReady = { ready: false, issues: [QUESTION_MESSAGES.notFinalized] };
const ready = { ready: true, issues: [] };

function renderScreen(routes: Record<string, MockReply | MockReply[]>) {
  signIn('owner');
  const mock = mockFetch({
    'GET /app/job-positions/job-1': ok(makeQuestionsJob()),
    [`GET ${Q}/readiness`]: ok(notReady),
    'GET /app/job-positions/job-1/follow-up-setting': ok({ ask_follow_ups: true }),
    ...routes,
  });
  const utils = renderAt(<QuestionsScreenRoute />, { path: '/job-listing/:id/questions', at: '/job-listing/job-1/questions' });
  return { ...mock, ...utils };
}

const toolbar = () => screen.getByRole('group', { name: 'Question actions' });
const button = (name: string) => within(toolbar()).getByRole('button', { name }) as HTMLButtonElement;

describe("the position's follow-up setting", () => {
  it('shows the switch on by default and turns it off with a PUT', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      'PUT /app/job-positions/job-1/follow-up-setting': ok({ ask_follow_ups: false }),
    });
    const box = (await screen.findByRole('checkbox', { name: FOLLOW_UP_MESSAGES.settingLabel }, { timeout: 10_000 })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(callsTo('PUT /app/job-positions/job-1/follow-up-setting')[0]?.body).toEqual({ ask_follow_ups: false }));
    await waitFor(() => expect(box.checked).toBe(false));
  });
});

describe('questions screen states', () => {
  it('shows a skeleton while loading', () => {
    renderScreen({ [`GET ${Q}`]: () => new Promise(() => {}) as never });
    expect(screen.getByRole('status', { name: 'Loading interview questions' })).toBeTruthy();
  });

  it("shows an error box headed 'Error' with the message and 'Back to Job Details'", async () => {
    renderScreen({ [`GET ${Q}`]: fail(404, JOB_MESSAGES.notFound) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(M.errorTitle)).toBeTruthy();
    expect(within(alert).getByText(JOB_MESSAGES.notFound)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: M.backToJobDetails }).getAttribute('href')).toBe('/job-listing/details/job-1');
  });
});

describe('questions screen action bar and banners', () => {
  it("offers only 'Generate Questions' before any exist and generates on click", async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ status: 'goals_confirmed', questions: [] })),
      [`POST ${Q}/generate`]: ok(
        makeScreen({
          status: 'generating_questions',
          questions: [],
          generation: { status: 'generating', goals_done: 0, goals_total: 2, failure_reason: null },
        }),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: M.title });
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([M.generate]);
    expect(screen.getByText(M.actionRequired)).toBeTruthy();
    fireEvent.click(button(M.generate));
    expect(await screen.findByRole('progressbar', { name: 'Question generation progress' })).toBeTruthy();
    expect(callsTo(`POST ${Q}/generate`)).toHaveLength(1);
    expect(button(M.generate).disabled).toBe(true);
  });

  it('keeps Generate disabled until the goals are confirmed, saying so, with a way to the goals', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ status: 'draft', questions: [] })) });
    await screen.findByRole('heading', { level: 1, name: M.title });
    const generate = button(M.generate);
    expect(generate.disabled).toBe(true);
    const reason = document.getElementById(generate.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(QUESTION_MESSAGES.goalsNotConfirmed);
    expect(screen.getByRole('link', { name: 'Open goals' }).getAttribute('href')).toBe('/job-listing/details/job-1/goals');
  });

  it('shows live progress while generating ("N of M goals", a progressbar) and the questions when it finishes', async () => {
    const generating = makeScreen({
      status: 'generating_questions',
      questions: [],
      can_edit_questions: false,
      generation: { status: 'generating', goals_done: 1, goals_total: 3, failure_reason: null },
    });
    let finished = false;
    renderScreen({ [`GET ${Q}`]: () => (finished ? ok(makeScreen()) : ok(generating)) });
    const bar = await screen.findByRole('progressbar', { name: 'Question generation progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 goals');
    expect(screen.getByText('1 of 3 goals')).toBeTruthy();
    expect(button(M.generate).disabled).toBe(true);
    // The screen asks again by itself and the finished set replaces the banner.
    finished = true;
    expect(await screen.findByText(M.questionsReady, {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the generation-failed banner with the reason and lets Generate try again', async () => {
    const reason = 'Question generation failed: the engine timed out';
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(
        makeScreen({
          status: 'questions_generation_failed',
          questions: [],
          can_edit_questions: false,
          generation: { status: 'failed', goals_done: 1, goals_total: 3, failure_reason: reason },
        }),
      ),
      [`POST ${Q}/generate`]: ok(makeScreen({ status: 'generating_questions', questions: [] })),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(M.generationFailedTitle)).toBeTruthy();
    expect(within(alert).getByText(M.generationFailed)).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    fireEvent.click(button(M.generate));
    await waitFor(() => expect(callsTo(`POST ${Q}/generate`)).toHaveLength(1));
  });

  it("says 'Questions should be available…' when questions_ready answers no questions, with Refresh", async () => {
    const { callsTo } = renderScreen({ [`GET ${Q}`]: ok(makeScreen({ status: 'questions_ready', questions: [] })) });
    expect(await screen.findByText(M.questionsShouldBeAvailable)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo(`GET ${Q}`).length).toBeGreaterThanOrEqual(2));
  });

  it('shows Questions ready with View Questions, and Regenerate, Finalize and Reset to Draft (reset only once finalized)', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen()) });
    expect(await screen.findByText(M.questionsReady)).toBeTruthy();
    expect(screen.getByRole('link', { name: M.viewQuestions }).getAttribute('href')).toBe('#questions-list');
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([M.regenerate, M.finalize, M.resetToDraft]);
    expect(button(M.finalize).disabled).toBe(false);
    expect(button(M.resetToDraft).disabled).toBe(true);
    expect(screen.getByText(QUESTION_MESSAGES.notFinalized, { selector: 'li[id^="action-reason"]' })).toBeTruthy();
  });

  it("says 'Ready to proceed' in other states, with the next step", async () => {
    renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ status: 'interviewing', finalized: true, next_steps: ['Review candidate interviews'] })),
    });
    expect(await screen.findByText(M.readyToProceed)).toBeTruthy();
    expect(screen.getByText('Next step: Review candidate interviews')).toBeTruthy();
  });

  it('confirms Regenerate before replacing the set; Cancel sends nothing', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`POST ${Q}/regenerate`]: ok(
        makeScreen({
          status: 'generating_questions',
          generation: { status: 'generating', goals_done: 0, goals_total: 2, failure_reason: null },
        }),
      ),
    });
    await screen.findByText(M.questionsReady);
    fireEvent.click(button(M.regenerate));
    let dialog = screen.getByRole('dialog', { name: 'Regenerate Questions?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(`POST ${Q}/regenerate`)).toHaveLength(0);
    fireEvent.click(button(M.regenerate));
    dialog = screen.getByRole('dialog', { name: 'Regenerate Questions?' });
    fireEvent.click(within(dialog).getByRole('button', { name: M.regenerate }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(`POST ${Q}/regenerate`)).toHaveLength(1);
    expect(await screen.findByRole('progressbar', { name: 'Question generation progress' })).toBeTruthy();
  });

  it('finalizes, then shows the set finalized with no Finalize button, and confirms Reset to Draft before making the next draft version', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`POST ${Q}/finalize`]: ok(makeScreen({ finalized: true })),
      [`POST ${Q}/reset`]: ok(makeScreen({ version: 2 })),
    });
    await screen.findByText(M.questionsReady);
    fireEvent.click(button(M.finalize));
    await waitFor(() => expect(button(M.resetToDraft).disabled).toBe(false));
    expect(callsTo(`POST ${Q}/finalize`)).toHaveLength(1);
    // Finalize gives way to the finalized state, in the bar and in Quick Actions (decision 504).
    expect(screen.queryByRole('button', { name: M.finalize })).toBeNull();
    expect(screen.queryByRole('button', { name: M.finalizeShort })).toBeNull();
    expect(within(toolbar()).getByText(M.finalized)).toBeTruthy();
    expect(screen.getByText('Finalized')).toBeTruthy();
    fireEvent.click(button(M.resetToDraft));
    const dialog = screen.getByRole('dialog', { name: 'Reset to Draft?' });
    expect(dialog.textContent).toContain('version 2');
    fireEvent.click(within(dialog).getByRole('button', { name: M.resetToDraft }));
    await waitFor(() => expect(callsTo(`POST ${Q}/reset`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Version 2')).toBeTruthy());
  });

  it("shows the server's refusal of an action", async () => {
    renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`POST ${Q}/finalize`]: fail(409, QUESTION_MESSAGES.generating),
    });
    await screen.findByText(M.questionsReady);
    fireEvent.click(button(M.finalize));
    expect(await screen.findByText(QUESTION_MESSAGES.generating, { selector: '[role="alert"] *' })).toBeTruthy();
  });
});

describe('question cards', () => {
  it('shows goal connections with weight and strength, effectiveness bands, follow-ups and the 1/3/5 scale', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ questions: [makeQuestion(1)] })) });
    const card = await screen.findByRole('article', { name: 'Tell me about a time you did thing 1.' });
    const c = within(card);
    expect(c.getByText('Goal number 1')).toBeTruthy();
    expect(c.getByText('Weight 0.85 · Strong')).toBeTruthy();
    expect(c.getByText('Strength 85%')).toBeTruthy();
    expect(c.getByText('Importance 8/10')).toBeTruthy();
    expect(c.getByText('Directly probes goal 1.')).toBeTruthy();
    expect(c.getByText('92%').getAttribute('data-band')).toBe('0');
    expect(c.getByText('74%').getAttribute('data-band')).toBe('2');
    expect(c.getByText('55%').getAttribute('data-band')).toBe('4');
    // Follow-ups and the scale sit behind a disclosure, so eighteen questions stay readable.
    fireEvent.click(c.getByText('Follow-ups and rating guide'));
    expect(card.querySelector('details')?.open).toBe(true);
    expect(c.getByText('What would you change about thing 1?')).toBeTruthy();
    const scale = c.getByRole('region', { name: 'Rating guide of question 1' });
    expect(
      within(scale)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Score 1', 'Score 3', 'Score 5']);
    expect(within(scale).getByText('A precise example with measured results.')).toBeTruthy();
    expect(within(scale).queryByText('A thin example.')).toBeNull();
    expect(c.getByRole('link', { name: 'History of question 1' }).getAttribute('href')).toBe('/job-listing/job-1/questions/q-1/history');
  });

  it('edits a question inline: Save disabled when blank, Escape cancels, Save sends the text', async () => {
    const edited = 'What broke last, and how did you fix it?';
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`PATCH ${Q}/q-1`]: ok(makeScreen({ questions: [makeQuestion(1, { text: edited }), makeQuestion(2)] })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const box = screen.getByRole('textbox', { name: /Question 1 text/ }) as HTMLTextAreaElement;
    const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(box.value).toBe('Tell me about a time you did thing 1.');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(save().disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(callsTo(`PATCH ${Q}/q-1`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Edit question 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Question 1 text/ }), { target: { value: edited } });
    fireEvent.click(save());
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(callsTo(`PATCH ${Q}/q-1`)[0]?.body).toEqual({ text: edited });
    expect(screen.getByRole('heading', { name: edited })).toBeTruthy();
  });

  it("shows the server's 409 and 400 answers in the editor", async () => {
    renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`PATCH ${Q}/q-1`]: [
        fail(409, QUESTION_MESSAGES.stageForbidsEditing('Interviewing Candidates')),
        fail(400, 'Bad request', { text: QUESTION_MESSAGES.textTooLong }),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Question 1 text/ }), { target: { value: 'A new text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUESTION_MESSAGES.stageForbidsEditing('Interviewing Candidates'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(QUESTION_MESSAGES.textTooLong)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Question 1 text/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it('edits the rating guide: key points one a line, all five anchors, Escape cancels, and a refusal shows on its field', async () => {
    const base = makeQuestion(1);
    const saved = makeQuestion(1, {
      expected_response_guidelines: { ...base.expected_response_guidelines, key_points: ['Names the problem', 'Says what changed after'] },
    });
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`PUT ${Q}/q-1/guide`]: [
        fail(400, 'Bad request', { key_points: QUESTION_MESSAGES.keyPointsTooMany }),
        ok(makeScreen({ questions: [saved, makeQuestion(2)] })),
      ],
    });
    const card = await screen.findByRole('article', { name: 'Tell me about a time you did thing 1.' });
    fireEvent.click(within(card).getByText('Follow-ups and rating guide'));
    fireEvent.click(within(card).getByRole('button', { name: 'Edit guide of question 1' }));
    const form = within(card).getByRole('form', { name: 'Rating guide of question 1' });
    const points = within(form).getByRole('textbox', { name: /Key points a strong answer covers/ }) as HTMLTextAreaElement;
    expect(points.value).toBe('Names the problem');
    expect((within(form).getByRole('textbox', { name: /Score 2: what the answer shows/ }) as HTMLTextAreaElement).value).toBe(
      'A thin example.',
    );
    fireEvent.keyDown(points, { key: 'Escape' });
    expect(within(card).queryByRole('form')).toBeNull();
    expect(callsTo(`PUT ${Q}/q-1/guide`)).toHaveLength(0);

    fireEvent.click(within(card).getByRole('button', { name: 'Edit guide of question 1' }));
    const box = within(card).getByRole('textbox', { name: /Key points a strong answer covers/ });
    fireEvent.change(box, { target: { value: 'Names the problem\n\nSays what changed after\n' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save guide' }));
    expect(await within(card).findByText(QUESTION_MESSAGES.keyPointsTooMany)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(card).getByRole('button', { name: 'Save guide' }));
    await waitFor(() => expect(within(card).queryByRole('form')).toBeNull());
    expect(callsTo(`PUT ${Q}/q-1/guide`)[1]?.body).toEqual({
      key_points: ['Names the problem', 'Says what changed after'],
      strong: 'Specific, owned, measured.',
      adequate: 'Some specifics.',
      weak: 'Vague.',
      rating_scale: base.expected_response_guidelines.rating_scale.map((a) => ({ label: a.label, description: a.description })),
    });
    expect(within(card).getByText('Says what changed after')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit guide of question 1'));
  });

  it('refuses a guide without key points before sending it', async () => {
    const { callsTo } = renderScreen({ [`GET ${Q}`]: ok(makeScreen()) });
    const card = await screen.findByRole('article', { name: 'Tell me about a time you did thing 1.' });
    fireEvent.click(within(card).getByText('Follow-ups and rating guide'));
    fireEvent.click(within(card).getByRole('button', { name: 'Edit guide of question 1' }));
    fireEvent.change(within(card).getByRole('textbox', { name: /Key points/ }), { target: { value: '  \n ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save guide' }));
    expect(await within(card).findByText(QUESTION_MESSAGES.keyPointsRequired)).toBeTruthy();
    expect(callsTo(`PUT ${Q}/q-1/guide`)).toHaveLength(0);
  });

  it('regenerates one question with its id, and shows a refusal on that card', async () => {
    const rewritten = 'Describe the hardest rollback you have run.';
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen()),
      [`POST ${Q}/regenerate`]: [
        ok(makeScreen({ questions: [makeQuestion(1), makeQuestion(2, { text: rewritten })] })),
        fail(409, QUESTION_MESSAGES.generating),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate question 2' }));
    expect(await screen.findByRole('heading', { name: rewritten })).toBeTruthy();
    expect(callsTo(`POST ${Q}/regenerate`)[0]?.body).toEqual({ question_id: 'q-2' });
    // Not the whole set: no confirmation, no generation banner.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate question 1' }));
    const card = screen.getByRole('article', { name: 'Tell me about a time you did thing 1.' });
    expect(await within(card).findByText(QUESTION_MESSAGES.generating)).toBeTruthy();
  });

  it('says that an edit of a finalized set makes the next version', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ finalized: true })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    expect(screen.getByText('Saving makes version 2, a draft: interviews on version 1 keep their questions.')).toBeTruthy();
  });

  it('offers no edit where the stage forbids it', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ status: 'interviewing', finalized: true, can_edit_questions: false })) });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: 'Edit question 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Regenerate question 1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'History of question 1' })).toBeTruthy();
  });
});

describe('readiness, next steps and quick actions', () => {
  it('lists what blocks interviews and keeps the move to active disabled until ready', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen()) });
    expect(await screen.findByText(QUESTION_MESSAGES.notFinalized, { selector: 'ul[aria-label="Readiness issues"] li' })).toBeTruthy();
    expect(screen.getByText(M.notReadyForInterviews)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move to Active - Ready for Interviews' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves the position to active once ready, and shows the server's requirement message on 409", async () => {
    const refused = cannotTransitionMessage('active', JOB_MESSAGES.requirementsNotMet);
    let active = false;
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: () => ok(makeScreen({ status: active ? 'active' : 'questions_ready', finalized: true })),
      [`GET ${Q}/readiness`]: ok(ready),
      'PATCH /app/job-positions/job-1/status': [
        fail(409, refused),
        () => {
          active = true;
          return ok(makeQuestionsJob('active'));
        },
      ],
    });
    expect(await screen.findByText(M.readyForInterviews)).toBeTruthy();
    const move = screen.getByRole('button', { name: 'Move to Active - Ready for Interviews' });
    await waitFor(() => expect((move as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(move);
    expect(await screen.findByText(refused)).toBeTruthy();
    expect(callsTo('PATCH /app/job-positions/job-1/status')[0]?.body).toEqual({ status: 'active' });
    fireEvent.click(screen.getByRole('button', { name: 'Move to Active - Ready for Interviews' }));
    expect(await screen.findByText('Status changed to Active - Ready for Interviews.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move to Active - Ready for Interviews' })).toBeNull();
    expect(screen.getByRole('link', { name: M.createInterviewLinks }).getAttribute('href')).toBe('/job-listing/job-1/interview-links');
  });

  it('shows the next steps and the quick actions with their destinations', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ status: 'active', finalized: true, next_steps: ['Create interview links'] })) });
    const steps = (await screen.findByRole('heading', { name: M.nextSteps })).closest('.rounded-xl') as HTMLElement;
    expect(within(steps).getByText('Create interview links')).toBeTruthy();
    const quick = within(screen.getByRole('list', { name: M.quickActions }));
    // The set is finalized: Finalize is not offered again (decision 504).
    expect(quick.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      M.regenerateAll,
      M.viewAnalytics,
      M.viewHistory,
      M.createInterviewLinks,
      M.backToJobListing,
    ]);
    expect(quick.getByRole('link', { name: M.viewAnalytics }).getAttribute('href')).toBe('/job-listing/job-1/questions/analytics');
    expect(quick.getByRole('link', { name: M.viewHistory }).getAttribute('href')).toBe('/job-listing/job-1/questions/history');
    expect(quick.getByRole('link', { name: M.createInterviewLinks }).getAttribute('href')).toBe('/job-listing/job-1/interview-links');
    expect(quick.getByRole('link', { name: M.backToJobListing }).getAttribute('href')).toBe('/job-listing');
    // Active: a new whole set cannot be generated.
    expect((quick.getByRole('button', { name: M.regenerateAll }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps Create Interview Links disabled until links can be made, saying why, with no link to a page that refuses', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ finalized: true })) });
    await screen.findByText(M.questionsReady);
    expect(screen.queryByRole('link', { name: M.createInterviewLinks })).toBeNull();
    const quick = within(screen.getByRole('list', { name: M.quickActions }));
    const offer = quick.getByRole('button', { name: M.createInterviewLinks }) as HTMLButtonElement;
    expect(offer.disabled).toBe(true);
    expect(document.getElementById(offer.getAttribute('aria-describedby') ?? '')?.textContent).toBe(M.interviewLinksNeedActive);
    expect(screen.getAllByText(M.interviewLinksNeedActive).length).toBe(2);
  });

  it('shows the set analytics with a way to the analytics page', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen()) });
    const card = (await screen.findByRole('heading', { name: M.analytics })).closest('.rounded-xl') as HTMLElement;
    expect(within(card).getByText('Goal coverage')).toBeTruthy();
    expect(within(card).getByText('81%')).toBeTruthy();
    expect(within(card).getByText('Add at least one hard question to separate strong candidates.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: M.viewAnalytics }).getAttribute('href')).toBe('/job-listing/job-1/questions/analytics');
  });
});

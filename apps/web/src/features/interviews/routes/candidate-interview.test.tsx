import { INTERVIEW_MESSAGES, INTERVIEW_NOTICE, PRACTICE_QUESTION, type PublicInterview } from '@hiring/shared/interviews';
import { NOTICE_DATA_COLLECTED, NOTICE_TEXTS } from '@hiring/shared/candidate-rights-constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render';
import { AUTOSAVE_DELAY_MS } from '../candidate/autosave';
import { CandidateInterviewRoute } from './candidate-interview';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const base = `/public/interviews/${TOKEN}`;

function makeInterview(overrides: Partial<PublicInterview> = {}): PublicInterview {
  return {
    status: 'invited',
    company_name: 'Acme Robotics',
    job_title: 'Site Reliability Engineer',
    candidate_name: 'Ada Lovelace',
    notice: {
      automated_assessment: INTERVIEW_NOTICE.automatedAssessment,
      goals_intro: INTERVIEW_NOTICE.goalsIntro,
      goals: ['Leads calm incident response', 'Automates infrastructure with Terraform'],
      human_review: INTERVIEW_NOTICE.humanReview('Acme Robotics'),
      retention_days: 180,
      retention: INTERVIEW_NOTICE.retention(180),
      contact_email: 'privacy@acme.test',
      alternative: INTERVIEW_NOTICE.alternative('privacy@acme.test'),
      consent_label: INTERVIEW_NOTICE.consentLabel,
      integrity_signals: INTERVIEW_NOTICE.integritySignals,
    },
    consent_given_at: null,
    started_at: null,
    completed_at: null,
    expires_at: '2026-12-07T00:00:00.000Z',
    questions: [
      { id: PRACTICE_QUESTION.id, order: 0, text: PRACTICE_QUESTION.text, practice: true, estimated_time: 1 },
      { id: 'q1', order: 1, text: 'Tell us about an incident you led.', practice: false, estimated_time: 5 },
      { id: 'q2', order: 2, text: 'How do you structure Terraform modules?', practice: false, estimated_time: 5 },
    ],
    answers: [],
    progress: { answered: 0, total: 2 },
    can_answer: true,
    rights: {
      notice_version: 1,
      data_collected_intro: NOTICE_TEXTS.dataCollectedIntro,
      data_collected: [...NOTICE_DATA_COLLECTED],
      company_text: null,
      contact: null,
      rights_intro: NOTICE_TEXTS.rightsIntro,
      requests: [],
      can_request_human_review: false,
      erasure_due_at: null,
    },
    next_steps: 'A person on the team will read your answers.',
    outcome: null,
    language: 'en',
    ...overrides,
  };
}

const started = (overrides: Partial<PublicInterview> = {}) =>
  makeInterview({ status: 'started', consent_given_at: '2026-11-23T10:00:00.000Z', started_at: '2026-11-23T10:00:00.000Z', ...overrides });

function renderInterview(routes: Record<string, MockReply | MockReply[]>) {
  const mock = mockFetch(routes);
  const utils = renderAt(<CandidateInterviewRoute />, { path: '/interview/:token', at: `/interview/${TOKEN}` });
  return { ...mock, ...utils };
}

const saved = (questionId: string) =>
  ok({ question_id: questionId, saved_at: new Date().toISOString(), progress: { answered: 1, total: 2 } });

afterEach(() => {
  vi.useRealTimers();
});

describe('before the interview starts', () => {
  it('shows the notice: automated assessment, the goals in words, human review, retention and the contact address', async () => {
    renderInterview({ [`GET ${base}`]: ok(makeInterview()) });
    expect(await screen.findByRole('heading', { name: 'Interview for Site Reliability Engineer' })).toBeTruthy();
    expect(screen.getByText(INTERVIEW_NOTICE.automatedAssessment)).toBeTruthy();
    expect(screen.getByText('Leads calm incident response')).toBeTruthy();
    expect(screen.getByText('Automates infrastructure with Terraform')).toBeTruthy();
    expect(screen.getByText(INTERVIEW_NOTICE.humanReview('Acme Robotics'))).toBeTruthy();
    expect(screen.getByText(INTERVIEW_NOTICE.retention(180))).toBeTruthy();
    expect(screen.getByText(INTERVIEW_NOTICE.integritySignals)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Email privacy@acme.test' }).getAttribute('href')).toBe('mailto:privacy@acme.test');
  });

  it('does not start without consent: says why and focuses the checkbox, and sends nothing', async () => {
    const { callsTo } = renderInterview({ [`GET ${base}`]: ok(makeInterview()), [`POST ${base}/start`]: ok(started()) });
    const start = await screen.findByRole('button', { name: 'Start the interview' });
    // The step first moves focus to its heading (after paint); a person clicks after that.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H1'));
    fireEvent.click(start);
    expect((await screen.findByRole('alert')).textContent).toBe(INTERVIEW_MESSAGES.consentRequired);
    const checkbox = screen.getByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel });
    expect(document.activeElement).toBe(checkbox);
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(`POST ${base}/start`)).toHaveLength(0);
  });

  it('starts with consent and opens the practice question first', async () => {
    const { callsTo } = renderInterview({ [`GET ${base}`]: ok(makeInterview()), [`POST ${base}/start`]: ok(started()) });
    fireEvent.click(await screen.findByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(await screen.findByRole('heading', { name: PRACTICE_QUESTION.text })).toBeTruthy();
    expect(screen.getByText('Practice question')).toBeTruthy();
    expect(callsTo(`POST ${base}/start`)[0]?.body).toEqual({ consent: true });
  });
});

describe('answering', () => {
  it('resumes at the first unanswered question with the saved answers (another device, same link)', async () => {
    renderInterview({
      [`GET ${base}`]: ok(
        started({ answers: [{ question_id: 'q1', text: 'I led the outage review.', saved_at: '2026-11-23T10:05:00.000Z' }] }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'How do you structure Terraform modules?' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Interview progress' }).getAttribute('aria-valuetext')).toBe('Question 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(((await screen.findByRole('textbox')) as HTMLTextAreaElement).value).toBe('I led the outage review.');
  });

  it('autosaves after a pause in typing and shows Saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = renderInterview({ [`GET ${base}`]: ok(started({ answers: [] })), [`PUT ${base}/answers/q1`]: saved('q1') });
    const box = await screen.findByRole('textbox', { name: 'Tell us about an incident you led.' });
    fireEvent.change(box, { target: { value: 'We lost a region' } });
    expect(screen.getByText(INTERVIEW_MESSAGES.saving)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(await screen.findByText(INTERVIEW_MESSAGES.saved)).toBeTruthy();
    expect(callsTo(`PUT ${base}/answers/q1`).map((c) => (c.body as { text: string }).text)).toEqual(['We lost a region']);
  });

  it('shows a failed save with Retry, keeps the text, and saves it on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = renderInterview({
      [`GET ${base}`]: ok(started({ answers: [] })),
      [`PUT ${base}/answers/q1`]: ['network-error', saved('q1')],
    });
    const box = await screen.findByRole('textbox', { name: 'Tell us about an incident you led.' });
    fireEvent.change(box, { target: { value: 'Draft answer' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    const status = await screen.findByText(/Check your connection|could not|network/i);
    expect(status.getAttribute('data-save-state')).toBe('error');
    expect((box as HTMLTextAreaElement).value).toBe('Draft answer');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.saved)).toBeTruthy();
    expect(callsTo(`PUT ${base}/answers/q1`)).toHaveLength(2);
  });

  it('keeps a copy in the browser until the server has it, and sends it on return', async () => {
    window.localStorage.setItem(
      `hs-interview:${TOKEN}:draft:q1`,
      JSON.stringify({ text: 'Typed before the tab closed', at: '2026-11-23T10:10:00.000Z' }),
    );
    window.localStorage.setItem(`hs-interview:${TOKEN}:step`, '1');
    const { callsTo } = renderInterview({
      [`GET ${base}`]: ok(started({ answers: [{ question_id: 'q1', text: 'Older', saved_at: '2026-11-23T10:05:00.000Z' }] })),
      [`PUT ${base}/answers/q1`]: saved('q1'),
    });
    const box = (await screen.findByRole('textbox', { name: 'Tell us about an incident you led.' })) as HTMLTextAreaElement;
    expect(box.value).toBe('Typed before the tab closed');
    await waitFor(
      () =>
        expect(callsTo(`PUT ${base}/answers/q1`).map((c) => (c.body as { text: string }).text)).toEqual(['Typed before the tab closed']),
      {
        timeout: 3_000,
      },
    );
  });
});

describe('review and submit', () => {
  const allAnswered = [
    { question_id: 'q1', text: 'I led the outage review.', saved_at: '2026-11-23T10:05:00.000Z' },
    { question_id: 'q2', text: 'One module per service.', saved_at: '2026-11-23T10:06:00.000Z' },
  ];

  it('lists every answer before submit and refuses while one is empty', async () => {
    window.localStorage.setItem(`hs-interview:${TOKEN}:step`, 'review');
    renderInterview({ [`GET ${base}`]: ok(started({ answers: [allAnswered[0] as (typeof allAnswered)[number]] })) });
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeTruthy();
    expect(screen.getByText('I led the outage review.')).toBeTruthy();
    expect(screen.getByText('Not answered yet')).toBeTruthy();
    // It names the empty one by its number on the review: question 2, not "1 is still empty".
    expect(screen.getByText('Answer every question before submitting: question 2 is still empty.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit interview' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens an answer with Edit and goes straight back to the review with "Back to review"', async () => {
    window.localStorage.setItem(`hs-interview:${TOKEN}:step`, 'review');
    renderInterview({ [`GET ${base}`]: ok(started({ answers: allAnswered })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit answer 1' }));
    expect(await screen.findByRole('textbox', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to review' }));
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeTruthy();
  });

  it('names every empty answer by its number', () => {
    expect(INTERVIEW_MESSAGES.unansweredQuestionNumbers([2, 5, 7])).toBe(
      'Answer every question before submitting: questions 2, 5 and 7 are still empty.',
    );
  });

  it('submits after a confirmation and thanks the candidate', async () => {
    window.localStorage.setItem(`hs-interview:${TOKEN}:step`, 'review');
    const { callsTo } = renderInterview({
      [`GET ${base}`]: ok(started({ answers: allAnswered })),
      [`POST ${base}/submit`]: ok(
        started({ status: 'completed', completed_at: '2026-11-23T11:00:00.000Z', answers: allAnswered, can_answer: false }),
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit interview' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MESSAGES.thankYou)).toBeTruthy();
    expect(callsTo(`POST ${base}/submit`)).toHaveLength(1);
    expect(window.localStorage.getItem(`hs-interview:${TOKEN}:step`)).toBeNull();
  });

  it('shows a submitted interview read-only when the link is opened again', async () => {
    renderInterview({
      [`GET ${base}`]: ok(
        started({ status: 'completed', completed_at: '2026-11-23T11:00:00.000Z', answers: allAnswered, can_answer: false }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Interview submitted' })).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MESSAGES.alreadySubmitted)).toBeTruthy();
    expect(screen.getByText('One module per service.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a follow-up the candidate answered under its answer on the submitted page, and none they skipped', async () => {
    const withFollowUps = [
      {
        ...allAnswered[0]!,
        follow_up: {
          text: 'What changed after the review?',
          answer: 'We halved the paging noise.',
          skipped: false,
          saved_at: '2026-11-23T10:07:00.000Z',
        },
      },
      { ...allAnswered[1]!, follow_up: { text: 'Which module came first?', answer: null, skipped: true, saved_at: null } },
    ];
    renderInterview({
      [`GET ${base}`]: ok(
        started({ status: 'completed', completed_at: '2026-11-23T11:00:00.000Z', answers: withFollowUps, can_answer: false }),
      ),
    });
    const list = within(await screen.findByRole('region', { name: 'Your answers' })).getAllByRole('listitem');
    expect(list[0]!.textContent).toContain('Follow-up: What changed after the review?');
    expect(list[0]!.textContent).toContain('We halved the paging noise.');
    expect(list[1]!.textContent).not.toContain('Which module came first?');
  });
});

describe('links that cannot be used', () => {
  it('says an unknown link is not valid (404)', async () => {
    renderInterview({ [`GET ${base}`]: fail(404, INTERVIEW_MESSAGES.interviewNotFound) });
    expect(await screen.findByRole('heading', { name: 'Interview link not found' })).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MESSAGES.linkNotFound)).toBeTruthy();
  });

  it("gives the server's reason for an expired or withdrawn link (410)", async () => {
    renderInterview({ [`GET ${base}`]: fail(410, INTERVIEW_MESSAGES.linkExpired) });
    expect(await screen.findByRole('heading', { name: 'This interview is closed' })).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MESSAGES.linkExpired)).toBeTruthy();
  });

  it('says a link ended when a 410 carries no answer of the server (a plain "Gone")', async () => {
    renderInterview({ [`GET ${base}`]: { status: 410, text: 'Gone' } });
    expect(await screen.findByRole('heading', { name: 'This interview is closed' })).toBeTruthy();
    expect(screen.getByText(INTERVIEW_MESSAGES.linkExpired)).toBeTruthy();
    expect(screen.queryByText('Gone')).toBeNull();
  });

  it('never sends the team session with the candidate calls', async () => {
    window.localStorage.setItem('token', 'team-token');
    const { calls } = renderInterview({ [`GET ${base}`]: ok(makeInterview()) });
    await screen.findByRole('heading', { name: 'Interview for Site Reliability Engineer' });
    expect(calls.every((c) => !('Authorization' in c.headers))).toBe(true);
  });
});

describe("the browser's Back and Forward during the interview", () => {
  it('each question is a history entry: Back goes to the previous question, Forward returns to the next', async () => {
    const { router } = renderInterview({
      [`GET ${base}`]: ok(makeInterview()),
      [`POST ${base}/start`]: ok(started()),
      [`PUT ${base}/answers/q1`]: saved('q1'),
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: INTERVIEW_NOTICE.consentLabel }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the interview' }));
    expect(await screen.findByRole('heading', { name: PRACTICE_QUESTION.text })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?step=1'));
    // The notice's entry became the practice question's: nothing was pushed for it.
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(screen.getByRole('button', { name: 'Start the first question' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'I led the outage review.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next question' }));
    expect(await screen.findByRole('heading', { name: 'How do you structure Terraform modules?' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?step=3'));

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('I led the outage review.');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: PRACTICE_QUESTION.text })).toBeTruthy();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    await act(() => router.navigate(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Review answers' }));
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'How do you structure Terraform modules?' })).toBeTruthy();
  });

  it('Back from a question opened with Edit on the review goes to the review', async () => {
    const { router } = renderInterview({
      [`GET ${base}`]: ok(
        started({
          answers: [
            { question_id: 'q1', text: 'I led the outage review.', saved_at: '2026-11-23T10:05:00.000Z' },
            { question_id: 'q2', text: 'One module per service.', saved_at: '2026-11-23T10:06:00.000Z' },
          ],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?step=review'));
    fireEvent.click(screen.getByRole('button', { name: 'Edit answer 1' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    // Opened from the review: the way straight back to it is offered, and Back goes there too.
    expect(screen.getByRole('button', { name: 'Back to review' })).toBeTruthy();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Review your answers' })).toBeTruthy();
  });

  it('an address naming a question the interview does not have opens where the candidate left off', async () => {
    const { router } = renderInterview({ [`GET ${base}`]: ok(started()) });
    await act(() => router.navigate('?step=9'));
    expect(await screen.findByRole('heading', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?step=2'));
  });
});

describe('the integrity signals sent with each answer', () => {
  let visibility: DocumentVisibilityState = 'visible';
  const setVisibility = (state: DocumentVisibilityState) => {
    visibility = state;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    localStorage.clear();
  });

  type Body = { text: string; paste_count?: number; pasted_chars?: number; tab_leaves?: number; seconds?: number };

  it('counts a paste and its characters, and sends them with the autosave', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = renderInterview({ [`GET ${base}`]: ok(started({ answers: [] })), [`PUT ${base}/answers/q1`]: saved('q1') });
    const box = await screen.findByRole('textbox', { name: 'Tell us about an incident you led.' });
    const pasted = 'x'.repeat(321);
    fireEvent.paste(box, { clipboardData: { getData: () => pasted } });
    fireEvent.change(box, { target: { value: pasted } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    expect(await screen.findByText(INTERVIEW_MESSAGES.saved)).toBeTruthy();
    const body = callsTo(`PUT ${base}/answers/q1`)[0]?.body as Body;
    expect(body).toMatchObject({ text: pasted, paste_count: 1, pasted_chars: 321, tab_leaves: 0 });
    expect(body.seconds).toBeGreaterThanOrEqual(0);
  });

  it('counts leaving the tab while a question is open, and sends it at once with the saved answer', async () => {
    const { callsTo } = renderInterview({
      [`GET ${base}`]: ok(
        started({ answers: [{ question_id: 'q1', text: 'I led the outage review.', saved_at: '2026-11-23T10:05:00.000Z' }] }),
      ),
      [`PUT ${base}/answers/q1`]: saved('q1'),
    });
    expect(await screen.findByRole('heading', { name: 'How do you structure Terraform modules?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Tell us about an incident you led.' })).toBeTruthy();
    act(() => setVisibility('hidden'));
    await waitFor(() => expect(callsTo(`PUT ${base}/answers/q1`)).toHaveLength(1));
    expect(callsTo(`PUT ${base}/answers/q1`)[0]?.body).toMatchObject({ text: 'I led the outage review.', tab_leaves: 1, paste_count: 0 });
    act(() => setVisibility('visible'));
    act(() => setVisibility('hidden'));
    await waitFor(() => expect(callsTo(`PUT ${base}/answers/q1`)).toHaveLength(2));
    expect(callsTo(`PUT ${base}/answers/q1`)[1]?.body).toMatchObject({ tab_leaves: 2 });
  });

  it('sends no signals with the practice answer, which the team never sees', async () => {
    const { callsTo } = renderInterview({
      [`GET ${base}`]: ok(started({ answers: [] })),
      [`PUT ${base}/answers/practice`]: saved('practice'),
    });
    await screen.findByRole('heading', { name: 'Tell us about an incident you led.' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    const box = await screen.findByRole('textbox', { name: PRACTICE_QUESTION.text });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.paste(box, { clipboardData: { getData: () => 'pasted' } });
    fireEvent.change(box, { target: { value: 'pasted' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
    });
    await waitFor(() => expect(callsTo(`PUT ${base}/answers/practice`)).toHaveLength(1));
    expect(callsTo(`PUT ${base}/answers/practice`)[0]?.body).toEqual({ text: 'pasted' });
  });
});

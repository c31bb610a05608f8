import {
  QUESTION_MESSAGES,
  QUESTION_SCREEN_MESSAGES as M,
  QUESTION_TRANSLATION_MESSAGES as T,
  type QuestionsScreen,
  type TranslationProgress,
} from '@hiring/shared/questions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { QuestionsScreenRoute } from '../routes/questions-screen';
import { makeQuestionsJob, makeScreen } from '../testing/fixtures';
import { initialTranslationLanguage } from './translate-card';

/** Issue 42 item 2 (decision 795): the questions screen's Translate card, in each of its states. */

const Q = '/app/job-positions/job-1/questions';

const progress = (overrides: Partial<TranslationProgress> = {}): TranslationProgress => ({
  available: true,
  status: 'idle',
  language: null,
  from_version: null,
  version: null,
  questions_done: 0,
  questions_total: 0,
  failure_reason: null,
  ...overrides,
});
const withTranslation = (overrides: Partial<TranslationProgress> = {}, screenOverrides: Partial<QuestionsScreen> = {}) =>
  makeScreen({ ...screenOverrides, translation: progress(overrides) });

function renderScreen(routes: Record<string, MockReply | MockReply[]>, role = 'owner') {
  signIn(role);
  const mock = mockFetch({
    'GET /app/job-positions/job-1': ok(makeQuestionsJob()),
    [`GET ${Q}/readiness`]: ok({ ready: false, issues: [QUESTION_MESSAGES.notFinalized] }),
    ...routes,
  });
  const utils = renderAt(<QuestionsScreenRoute />, { path: '/job-listing/:id/questions', at: '/job-listing/job-1/questions' });
  return { ...mock, ...utils };
}

const card = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: T.title });
  return within(heading.closest('div.rounded-xl') as HTMLElement);
};
const picker = (c: Awaited<ReturnType<typeof card>>) => c.getByLabelText(T.languageLabel) as HTMLSelectElement;
const button = (c: Awaited<ReturnType<typeof card>>) => c.getByRole('button', { name: T.submit }) as HTMLButtonElement;
const statusOf = (c: Awaited<ReturnType<typeof card>>) =>
  c.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite') as HTMLElement;

describe('the Translate card', () => {
  it('idle: offers the languages, the interview language first, says what the set is in and that the team must review', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(withTranslation()),
      [`POST ${Q}/translate`]: ok(
        withTranslation({ status: 'translating', language: 'es', from_version: 1, questions_total: 2 }, { can_edit_questions: false }),
        202,
      ),
    });
    const c = await card();
    expect([...picker(c).options].map((o) => [o.value, o.textContent])).toEqual([
      ['en', 'English'],
      ['es', 'Spanish'],
    ]);
    expect(picker(c).value).toBe('es');
    expect(c.getByText(`${T.intro} ${T.currentLanguage('en')}`)).toBeTruthy();
    expect(c.getByText(T.reviewNote)).toBeTruthy();
    expect(button(c).getAttribute('aria-describedby')).toBe(c.getByText(T.reviewNote).id);
    expect(statusOf(c).textContent).toBe('');
    // The set is in English: translating into English is not offered.
    fireEvent.change(picker(c), { target: { value: 'en' } });
    expect(button(c).disabled).toBe(true);
    expect(c.getByText(T.sameLanguage('en'))).toBeTruthy();
    fireEvent.change(picker(c), { target: { value: 'es' } });
    fireEvent.click(button(c));
    await waitFor(() => expect(callsTo(`POST ${Q}/translate`)).toHaveLength(1));
    expect(callsTo(`POST ${Q}/translate`)[0]!.body).toEqual({ language: 'es' });
    await waitFor(() => expect(statusOf(c).textContent).toBe(T.queued('es')));
    expect(T.queued('es')).toBe('Translating the questions into Spanish…');
  });

  it('running: announces the progress and the bar, and every change of the set waits', async () => {
    renderScreen({
      [`GET ${Q}`]: ok(
        withTranslation(
          { status: 'translating', language: 'es', from_version: 1, questions_done: 2, questions_total: 5 },
          { can_edit_questions: false },
        ),
      ),
    });
    const c = await card();
    expect(statusOf(c).textContent).toContain(T.running('es', 2, 5));
    expect(T.running('es', 2, 5)).toBe('Translating the questions into Spanish: 2 of 5 done.');
    const bar = c.getByRole('progressbar', { name: 'Translation progress' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['2', '5']);
    expect(button(c).disabled).toBe(true);
    expect(picker(c).disabled).toBe(true);
    // The action bar says why it waits, in the server's words.
    const actions = screen.getByRole('group', { name: 'Question actions' });
    expect((within(actions).getByRole('button', { name: M.finalize }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(QUESTION_MESSAGES.translating).length).toBeGreaterThan(0);
  });

  it('done: says which version is the translation and marks the set with its language', async () => {
    renderScreen({
      [`GET ${Q}`]: ok(
        withTranslation(
          { status: 'done', language: 'es', from_version: 1, version: 2, questions_done: 2, questions_total: 2 },
          { version: 2, language: 'es', translated_from_version: 1 },
        ),
      ),
    });
    const c = await card();
    expect(statusOf(c).textContent).toBe(T.done('es', 2, 1));
    expect(screen.getByText(T.translatedFrom('es', 1))).toBeTruthy();
    // The set is in Spanish now: the picker starts at English.
    expect(picker(c).value).toBe('en');
    expect(c.getByText(`${T.intro} ${T.currentLanguage('es')}`)).toBeTruthy();
  });

  it('error: shows each refusal by its code, and a failed translation with its reason', async () => {
    const refusals: [string, string][] = [
      ['questions_already_in_language', QUESTION_MESSAGES.alreadyInLanguage('es')],
      ['questions_translating', QUESTION_MESSAGES.translating],
      ['questions_generating', QUESTION_MESSAGES.generating],
      ['questions_not_editable', 'Questions cannot be changed while the position is Questions Ready.'],
    ];
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(
        withTranslation({ status: 'failed', language: 'es', from_version: 1, failure_reason: 'Question translation failed: timeout' }),
      ),
      [`POST ${Q}/translate`]: [
        ...refusals.map(([code]) => fail(409, 'The server said no.', undefined, { code })),
        fail(409, 'Something else went wrong.', undefined, { code: 'conflict' }),
      ],
    });
    const c = await card();
    const failed = c.getByRole('alert');
    expect(failed.textContent).toContain(T.failedTitle);
    expect(failed.textContent).toContain('Question translation failed: timeout');
    for (const [i, [, message]] of refusals.entries()) {
      fireEvent.click(button(c));
      await waitFor(() => expect(callsTo(`POST ${Q}/translate`)).toHaveLength(i + 1));
      await waitFor(() => expect(c.getByRole('alert').textContent).toBe(message));
    }
    fireEvent.click(button(c));
    await waitFor(() => expect(c.getByRole('alert').textContent).toBe('Something else went wrong.'));
  });

  it('builtin-unavailable: explains that translation needs the AI service, without a button', async () => {
    renderScreen({ [`GET ${Q}`]: ok(withTranslation({ available: false })) });
    const c = await card();
    const note = c.getByRole('status');
    expect(note.textContent).toContain(T.unavailableTitle);
    expect(note.textContent).toContain(QUESTION_MESSAGES.translationUnavailable);
    expect(c.queryByRole('button', { name: T.submit })).toBeNull();
    expect(c.queryByLabelText(T.languageLabel)).toBeNull();
  });

  it('builtin-unavailable: a refusal coded question_translation_unavailable turns the card into the explanation', async () => {
    renderScreen({
      [`GET ${Q}`]: ok(withTranslation()),
      [`POST ${Q}/translate`]: fail(409, 'No.', undefined, { code: 'question_translation_unavailable' }),
    });
    const c = await card();
    fireEvent.click(button(c));
    await waitFor(() => expect(c.getByText(QUESTION_MESSAGES.translationUnavailable)).toBeTruthy());
    expect(c.queryByRole('button', { name: T.submit })).toBeNull();
  });

  it('is shown only to the roles that edit questions', async () => {
    renderScreen({ [`GET ${Q}`]: ok(withTranslation()) }, 'user');
    await screen.findByRole('heading', { level: 1, name: M.title });
    expect(screen.queryByRole('heading', { name: T.title })).toBeNull();
  });

  it("starts at the interview's language unless the set is in it", () => {
    expect(initialTranslationLanguage('en', 'es')).toBe('es');
    expect(initialTranslationLanguage('es', 'es')).toBe('en');
    expect(initialTranslationLanguage(null, 'en')).toBe('en');
    expect(initialTranslationLanguage('en', undefined)).toBe('es');
  });
});

import { QUESTION_MESSAGES, QUESTION_SCREEN_MESSAGES as M } from '@hiring/shared/questions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, type MockReply, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt, signIn } from '@/testing/render';
import { makeQuestion, makeQuestionsJob, makeScreen } from '../testing/fixtures';
import { QuestionsScreenRoute } from './questions-screen';

/** Issue 34 on the questions screen: the interview length, adding, deleting and moving questions, the team's questions. */

const Q = '/app/job-positions/job-1/questions';
const goals = [
  { goal_id: 'g1', goal_text: 'PostgreSQL performance', category: 'technical', questions_count: 1, total_weight: 0.9 },
  { goal_id: 'g2', goal_text: 'Mentoring', category: 'interpersonal', questions_count: 1, total_weight: 0.8 },
];

function renderScreen(routes: Record<string, MockReply | MockReply[]>) {
  signIn('owner');
  const mock = mockFetch({
    'GET /app/job-positions/job-1': ok(makeQuestionsJob()),
    [`GET ${Q}/readiness`]: ok({ ready: false, issues: [QUESTION_MESSAGES.notFinalized] }),
    ...routes,
  });
  const utils = renderAt(<QuestionsScreenRoute />, { path: '/job-listing/:id/questions', at: '/job-listing/job-1/questions' });
  return { ...mock, ...utils };
}

const lengthBox = () => screen.getByLabelText('Interview length') as HTMLSelectElement;

describe('interview length', () => {
  it('generates for the length chosen, offering lengths too short for the goals disabled', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ ...goals[0]!, goal_id: `g${i}`, goal_text: `Goal ${i}` }));
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ status: 'goals_confirmed', questions: [], goal_coverage: eight })),
      [`POST ${Q}/generate`]: ok(makeScreen({ status: 'generating_questions', questions: [] })),
    });
    await screen.findByRole('heading', { level: 1, name: M.title });
    const box = lengthBox();
    expect([...box.options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['15 minutes (too short)', true],
      ['30 minutes', false],
      ['45 minutes', false],
      ['60 minutes', false],
    ]);
    expect(box.value).toBe('45');
    expect(screen.getByText('Shorter lengths cannot hold a question for each of the 8 goals.')).toBeTruthy();
    fireEvent.change(box, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: M.generate }));
    await waitFor(() => expect(callsTo(`POST ${Q}/generate`)).toHaveLength(1));
    expect(callsTo(`POST ${Q}/generate`)[0]!.body).toEqual({ length_minutes: 30 });
  });

  it("shows the set's minutes against its length", async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals })) });
    expect(await screen.findByText('About 10 of 45 minutes')).toBeTruthy();
  });
});

describe('regenerate with the team’s questions', () => {
  it('asks whether to keep or replace the questions the team wrote or edited, and sends the choice with the length', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(
        makeScreen({ goal_coverage: goals, questions: [makeQuestion(1), makeQuestion(2, { authored_by: 'team', ai_confidence: null })] }),
      ),
      [`POST ${Q}/regenerate`]: ok(makeScreen({ status: 'generating_questions', questions: [] })),
    });
    await screen.findByText(M.questionsReady);
    fireEvent.click(within(screen.getByRole('group', { name: 'Question actions' })).getByRole('button', { name: M.regenerate }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Questions?' });
    const choice = within(dialog).getByRole('group', { name: '1 question was written or edited by your team' });
    expect((within(choice).getByRole('radio', { name: 'Keep it in the new set' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(choice).getByRole('radio', { name: 'Replace it with new questions' }));
    fireEvent.change(within(dialog).getByLabelText('Interview length'), { target: { value: '60' } });
    fireEvent.click(within(dialog).getByRole('button', { name: M.regenerate }));
    await waitFor(() => expect(callsTo(`POST ${Q}/regenerate`)).toHaveLength(1));
    expect(callsTo(`POST ${Q}/regenerate`)[0]!.body).toEqual({ length_minutes: 60, team_questions: 'replace' });
  });

  it('asks nothing about team questions when there are none', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals })),
      [`POST ${Q}/regenerate`]: ok(makeScreen({ status: 'generating_questions', questions: [] })),
    });
    await screen.findByText(M.questionsReady);
    fireEvent.click(within(screen.getByRole('group', { name: 'Question actions' })).getByRole('button', { name: M.regenerate }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate Questions?' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: M.regenerate }));
    await waitFor(() => expect(callsTo(`POST ${Q}/regenerate`)).toHaveLength(1));
    expect(callsTo(`POST ${Q}/regenerate`)[0]!.body).toEqual({ length_minutes: 45 });
  });

  it('shows a question the team wrote as theirs: no AI confidence, no AI effectiveness scores', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ questions: [makeQuestion(1, { authored_by: 'team', ai_confidence: null })] })) });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Written by your team')).toBeTruthy();
    expect(within(card).queryByText(/AI confidence/)).toBeNull();
    expect(within(card).getByText('Not assessed: your team wrote this text.')).toBeTruthy();
  });
});

describe('adding, deleting and moving questions', () => {
  it('adds a hand-written question for the goals ticked, saying what is missing first', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals })),
      [`POST ${Q}`]: ok(
        makeScreen({ goal_coverage: goals, questions: [makeQuestion(1), makeQuestion(2), makeQuestion(3, { text: 'Why us?' })] }),
      ),
    });
    const form = (await screen.findByRole('heading', { name: 'Add a question' })).closest('section') as HTMLElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Add Question' }));
    expect(within(form).getByText(QUESTION_MESSAGES.textRequired)).toBeTruthy();
    expect(within(form).getByText(QUESTION_MESSAGES.goalsRequired)).toBeTruthy();
    expect(callsTo(`POST ${Q}`)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/Question text/), { target: { value: '  Why us?  ' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Mentoring' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add Question' }));
    await waitFor(() => expect(callsTo(`POST ${Q}`)).toHaveLength(1));
    expect(callsTo(`POST ${Q}`)[0]!.body).toEqual({ text: 'Why us?', goal_ids: ['g2'] });
    expect(await screen.findByText('Question added at the end of the set.')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('asks AI for a question for the goal chosen, and shows a refusal', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals })),
      [`POST ${Q}`]: fail(409, QUESTION_MESSAGES.nothingNewForGoal),
    });
    const form = (await screen.findByRole('heading', { name: 'Add a question' })).closest('section') as HTMLElement;
    fireEvent.change(within(form).getByLabelText('Or let AI write one for a goal'), { target: { value: 'g2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Generate Question' }));
    expect(await within(form).findByText(QUESTION_MESSAGES.nothingNewForGoal)).toBeTruthy();
    expect(callsTo(`POST ${Q}`)[0]!.body).toEqual({ goal_id: 'g2', generate: true });
  });

  it('deletes a question after asking; Cancel sends nothing', async () => {
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals })),
      [`DELETE ${Q}/q-1`]: ok(makeScreen({ goal_coverage: goals, questions: [makeQuestion(2, { question_order: 1 })] })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete question 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(`DELETE ${Q}/q-1`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete question 1' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this question?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Question' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(`DELETE ${Q}/q-1`)).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('moves a question with Up and Down (none past either end), sending the whole new order', async () => {
    const three = [makeQuestion(1), makeQuestion(2), makeQuestion(3)];
    const { callsTo } = renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals, questions: three })),
      [`POST ${Q}/reorder`]: ok(makeScreen({ goal_coverage: goals, questions: [three[1]!, three[0]!, three[2]!] })),
    });
    expect(((await screen.findByRole('button', { name: 'Move question 1 up' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move question 3 down' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await waitFor(() => expect(callsTo(`POST ${Q}/reorder`)).toHaveLength(1));
    expect(callsTo(`POST ${Q}/reorder`)[0]!.body).toEqual({ question_ids: ['q-2', 'q-1', 'q-3'] });
  });

  it('puts the order back and says why when a move is refused', async () => {
    renderScreen({
      [`GET ${Q}`]: ok(makeScreen({ goal_coverage: goals })),
      [`POST ${Q}/reorder`]: fail(400, QUESTION_MESSAGES.orderMismatch),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move question 2 up' }));
    expect(await screen.findByText(QUESTION_MESSAGES.orderMismatch)).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tell me about a time you did thing 1.',
      'Tell me about a time you did thing 2.',
    ]);
  });

  it('offers no add, delete or move where the stage forbids edits', async () => {
    renderScreen({ [`GET ${Q}`]: ok(makeScreen({ status: 'interviewing', goal_coverage: goals, can_edit_questions: false })) });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'Add a question' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete question/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Move question/ })).toBeNull();
  });
});

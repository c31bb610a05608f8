import { DEFAULT_NEXT_STEPS, OUTCOME_HUMAN_REVIEW, OUTCOME_TEXTS } from '@hiring/shared/decision-constants';
import { NOTICE_DATA_COLLECTED, NOTICE_TEXTS } from '@hiring/shared/candidate-rights-constants';
import { INTERVIEW_NOTICE, PRACTICE_QUESTION, type PublicInterview } from '@hiring/shared/interviews';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render';
import { CandidateInterviewRoute } from './candidate-interview';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const base = `/public/interviews/${TOKEN}`;

function makeInterview(overrides: Partial<PublicInterview> = {}): PublicInterview {
  return {
    status: 'invited',
    company_name: 'Acme Robotics',
    job_title: 'Cocinero de línea',
    candidate_name: 'Lucía Pérez',
    notice: {
      automated_assessment: INTERVIEW_NOTICE.automatedAssessment,
      goals_intro: INTERVIEW_NOTICE.goalsIntro,
      goals: ['Trabaja con calma bajo presión'],
      human_review: INTERVIEW_NOTICE.humanReview('Acme Robotics'),
      retention_days: 180,
      retention: INTERVIEW_NOTICE.retention(180),
      contact_email: 'privacy@acme.test',
      alternative: INTERVIEW_NOTICE.alternative('privacy@acme.test'),
      consent_label: INTERVIEW_NOTICE.consentLabel,
      integrity_signals: INTERVIEW_NOTICE.integritySignals,
    },
    next_steps: 'Una persona del equipo leerá sus respuestas.',
    outcome: null,
    consent_given_at: null,
    started_at: null,
    completed_at: null,
    expires_at: '2026-12-07T00:00:00.000Z',
    questions: [
      { id: PRACTICE_QUESTION.id, order: 0, text: PRACTICE_QUESTION.text, practice: true, estimated_time: 1 },
      { id: 'q1', order: 1, text: 'Describe your busiest service.', practice: false, estimated_time: 5 },
    ],
    answers: [],
    progress: { answered: 0, total: 1 },
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
    language: 'es',
    ...overrides,
  };
}

const open = (at = `/interview/${TOKEN}`) => renderAt(<CandidateInterviewRoute />, { path: '/interview/:token', at });

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.lang = 'en';
});

describe("the candidate's pages in the interview's language", () => {
  it("speak the position's language: the notice in Spanish, the document's lang set, the questions as the team wrote them", async () => {
    mockFetch({ [`GET ${base}`]: ok(makeInterview()) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrevista para Cocinero de línea' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(screen.getByText(/Sus respuestas se evalúan con la ayuda de herramientas automatizadas/)).toBeTruthy();
    expect(screen.getByText(/la califica una persona del equipo/)).toBeTruthy();
    expect(screen.getByText('Trabaja con calma bajo presión')).toBeTruthy();
    expect(screen.getByText(/durante 180 días después de la entrevista/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comenzar la entrevista' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('lang')).toBe('es');
  });

  it('take ?lang= over the position, and the switch over both, keeping the choice for the tab', async () => {
    mockFetch({ [`GET ${base}`]: ok(makeInterview({ language: 'en' })) });
    open(`/interview/${TOKEN}?lang=es`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrevista para Cocinero de línea' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Interview for Cocinero de línea' })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(sessionStorage.getItem('hiresignal.interview-language')).toBe('en');
  });

  it("say a refusal of the server in the page's language by its code, and the server's own words for a code they lack", async () => {
    mockFetch({
      [`GET ${base}`]: ok(makeInterview()),
      [`POST ${base}/start`]: fail(429, 'Too many requests, slow down.', undefined, { code: 'rate_limited' }),
    });
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: /He leído este aviso/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Comenzar la entrevista' }));
    expect(await screen.findByText('Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.')).toBeTruthy();
  });

  it('say an unknown link is not valid in Spanish when the browser or ?lang= asks for Spanish', async () => {
    mockFetch({ [`GET ${base}`]: fail(404, 'Interview link not found', undefined, { code: 'interview_link_not_found' }) });
    open(`/interview/${TOKEN}?lang=es`);
    expect(await screen.findByRole('heading', { name: 'No se encontró el enlace de la entrevista' })).toBeTruthy();
  });

  it("say the default next steps and the outcome in the page's language, and a company's own next steps as written", async () => {
    const submitted = {
      status: 'completed' as const,
      started_at: '2026-11-30T10:00:00.000Z',
      completed_at: '2026-11-30T10:30:00.000Z',
      can_answer: false,
    };
    mockFetch({ [`GET ${base}`]: ok(makeInterview({ ...submitted, next_steps: DEFAULT_NEXT_STEPS })) });
    const first = open();
    expect(await screen.findByText(/Una persona del equipo leerá sus respuestas, normalmente en un plazo de 5 días hábiles/)).toBeTruthy();
    expect(screen.queryByText(DEFAULT_NEXT_STEPS)).toBeNull();
    first.unmount();

    mockFetch({ [`GET ${base}`]: ok(makeInterview({ ...submitted, next_steps: 'Le llamaremos el lunes.' })) });
    const second = open();
    expect(await screen.findByText('Le llamaremos el lunes.')).toBeTruthy();
    second.unmount();

    const outcome = {
      decision: 'reject' as const,
      title: OUTCOME_TEXTS.reject.title,
      text: OUTCOME_TEXTS.reject.text,
      human_review: OUTCOME_HUMAN_REVIEW,
      decided_at: '2026-12-01T09:00:00.000Z',
    };
    mockFetch({ [`GET ${base}`]: ok(makeInterview({ ...submitted, outcome })) });
    open();
    expect(await screen.findByRole('heading', { name: 'El equipo decidió no continuar' })).toBeTruthy();
    expect(screen.getByText(/puede pedir que una persona lo revise de nuevo/)).toBeTruthy();
    expect(screen.queryByText(OUTCOME_TEXTS.reject.text)).toBeNull();
    expect(screen.queryByText(OUTCOME_HUMAN_REVIEW)).toBeNull();
  });
});

import type { Compare, InterviewDetail, InterviewPage, InterviewSummary } from '@hiring/shared/interviews';

export function makeSummary(overrides: Partial<InterviewSummary> = {}): InterviewSummary {
  return {
    id: 'iv-1',
    job_position_id: 'job-1',
    job_title: 'Site Reliability Engineer',
    candidate_name: 'Ada Lovelace',
    candidate_email: 'ada@example.com',
    candidate_label: 'Candidate 1A2B',
    status: 'completed',
    status_label: 'Completed',
    token: 'tok',
    url: '/interview/tok',
    question_set_version: 1,
    expires_at: '2026-12-07T00:00:00.000Z',
    invited_at: '2026-11-20T00:00:00.000Z',
    last_sent_at: null,
    sent_count: 1,
    started_at: '2026-11-21T00:00:00.000Z',
    completed_at: '2026-11-21T01:00:00.000Z',
    withdrawn_at: null,
    answered_count: 2,
    questions_count: 2,
    scoring_status: 'scored',
    review_status: 'not_reviewed',
    overall_score: 3.8,
    recommendation: 'yes',
    data_deleted_at: null,
    reminder_count: 0,
    last_reminded_at: null,
    reviewed_score: null,
    unreviewed_count: 2,
    recommendation_source: 'ai_draft',
    decision: {
      decision: 'undecided',
      decision_label: 'Undecided',
      note: null,
      decided_at: null,
      decided_by: null,
      notified_at: null,
      notified_decision: null,
    },
    ...overrides,
  };
}

export function makePage(items: InterviewSummary[], overrides: Partial<InterviewPage> = {}): InterviewPage {
  return { items, page: 1, page_size: 10, total_count: items.length, total_pages: 1, search: null, ...overrides };
}

export function makeDetail(overrides: Partial<InterviewDetail> = {}): InterviewDetail {
  return {
    ...makeSummary(),
    consent_given_at: '2026-11-21T00:00:00.000Z',
    scoring_error: null,
    reviewed_count: 0,
    answers: [
      {
        question_id: 'q1',
        question_order: 1,
        question_text: 'Tell us about an incident you led.',
        competency: 'Incident response',
        rating_scale: [
          { score: 1, label: 'Weak', description: 'No concrete incident.' },
          { score: 3, label: 'Solid', description: 'A real incident with their role.' },
          { score: 5, label: 'Strong', description: 'Led, measured and improved.' },
        ],
        goals: [{ goal_id: 'g1', goal_text: 'Leads calm incident response', weight: 1 }],
        answer_text: 'I led the outage review. We cut recovery time by 40% with a runbook.',
        answered_at: '2026-11-21T00:30:00.000Z',
        integrity: null,
        flags: [],
        ai: {
          score: 4,
          raw_score: 4.2,
          rationale: 'A concrete incident with a measured outcome.',
          evidence: ['We cut recovery time by 40%', 'I led the outage review'],
          goal_scores: [{ goal_id: 'g1', goal_text: 'Leads calm incident response', score: 4, rationale: 'Led it.', evidence: [] }],
          flags: [],
          language: 'en',
          engine: 'builtin',
          scored_at: '2026-11-21T01:01:00.000Z',
        },
        review: null,
        final_score: 4,
        ai_withheld: false,
        reviews: [],
        reviewers_mean: null,
        final_source: 'ai',
      },
    ],
    result: {
      ai_overall_score: 4,
      overall_score: 4,
      ai_recommendation: 'yes',
      recommendation: 'yes',
      recommendation_label: 'Yes',
      recommendation_source: 'ai_draft',
      withheld: false,
      reasons: ['Strongest goal: Leads calm incident response (4.0)'],
      goals: [
        {
          goal_id: 'g1',
          goal_text: 'Leads calm incident response',
          category: 'leadership',
          weight: 1,
          ai_score: 4,
          human_score: null,
          final_score: 4,
          quote: 'We cut recovery time by 40%',
        },
      ],
    },
    ...overrides,
  };
}

export function makeCompare(blind: boolean): Compare {
  const named = (name: string, email: string) =>
    blind ? { candidate_name: null, candidate_email: null } : { candidate_name: name, candidate_email: email };
  return {
    job_position_id: 'job-1',
    job_title: 'Site Reliability Engineer',
    blind,
    goals: [{ goal_id: 'g1', goal_text: 'Leads calm incident response', category: 'leadership' }],
    candidates: [
      {
        interview_id: 'iv-1',
        candidate_label: 'Candidate 1A2B',
        ...named('Ada Lovelace', 'ada@example.com'),
        overall_score: 4,
        recommendation: 'yes',
        review_status: 'reviewed',
        reviewed_score: 4,
        unreviewed_count: 0,
        recommendation_source: 'reviewed',
        decision: 'advance',
        goals: [{ goal_id: 'g1', score: 4, quote: 'I led the outage review' }],
      },
      {
        interview_id: 'iv-2',
        candidate_label: 'Candidate 9C3D',
        ...named('Grace Hopper', 'grace@example.com'),
        overall_score: 3,
        recommendation: 'no',
        review_status: 'not_reviewed',
        decision: 'undecided',
        reviewed_score: null,
        unreviewed_count: 2,
        recommendation_source: 'ai_draft',
        goals: [{ goal_id: 'g1', score: 3, quote: 'I watched the dashboards' }],
      },
    ],
  };
}

/**
 * The detail as a reviewer sees it under blind-first review before scoring: the AI's part of the
 * answer and the scores it makes are withheld (decision 660).
 */
export function makeBlindDetail(): InterviewDetail {
  const detail = makeDetail({ overall_score: null, recommendation: null });
  detail.answers = detail.answers.map((a) => ({ ...a, ai: null, ai_withheld: true, final_score: null, final_source: null }));
  detail.result = {
    ...detail.result,
    ai_overall_score: null,
    overall_score: null,
    ai_recommendation: null,
    recommendation: null,
    recommendation_label: null,
    withheld: true,
    reasons: [],
    goals: detail.result.goals.map((g) => ({ ...g, ai_score: null, human_score: null, final_score: null, quote: null })),
  };
  return detail;
}

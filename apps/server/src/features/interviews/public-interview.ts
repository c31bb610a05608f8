import { DEFAULT_INTERVIEW_LANGUAGE, isInterviewLanguage } from '@hiring/shared/interview-language';
import { INTERVIEW_NOTICE, PRACTICE_QUESTION, type PublicInterview } from '@hiring/shared/interviews';
import { positionForInterviews } from '../job-positions/index.ts';
import { listQuestions } from '../questions/index.ts';
import { progressOf } from './interview-status.ts';
import { type InterviewsContext, iso } from './interviews-context.ts';
import { listAnswers } from './interviews.repository.ts';
import type { InterviewRow } from './interviews.table.ts';
import { settingsOf } from './settings.ts';
import { publicRights } from './candidate-rights.ts';
import { messagesOf } from './candidate-messages.ts';
import { outcomeOf } from './public-outcome.ts';
import { publicFollowUp } from './follow-ups.ts';

/**
 * What the candidate sees: the notice of automated assessment (the goals, human review,
 * retention, whom to write), the questions of the locked version after a practice one, their
 * saved answers and progress. Nothing of rubrics, weights or scores.
 */
export async function publicInterview(ctx: InterviewsContext, row: InterviewRow): Promise<PublicInterview> {
  const [questions, answers, job, company, settings, messages] = await Promise.all([
    listQuestions(ctx.db, row.questionSetId),
    listAnswers(ctx.db, row.id),
    positionForInterviews(ctx.db, row.companyId, row.jobPositionId),
    ctx.companyContext.find(row.companyId),
    settingsOf(ctx, row.companyId),
    messagesOf(ctx.db, row.companyId),
  ]);
  const companyName = company?.name ?? '';
  const rights = await publicRights(ctx, row, settings);
  const goals: string[] = [];
  for (const q of questions) for (const c of q.goalConnections) if (!goals.includes(c.goal_text)) goals.push(c.goal_text);
  const contact = settings.effective_contact_email;
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const completed = row.status === 'completed';
  return {
    status: completed ? 'completed' : row.status === 'started' ? 'started' : 'invited',
    company_name: companyName,
    job_title: job?.title ?? '',
    candidate_name: row.candidateName ?? '',
    notice: {
      automated_assessment: INTERVIEW_NOTICE.automatedAssessment,
      goals_intro: INTERVIEW_NOTICE.goalsIntro,
      goals,
      human_review: INTERVIEW_NOTICE.humanReview(companyName || 'the company'),
      retention_days: settings.retention_days,
      retention: INTERVIEW_NOTICE.retention(settings.retention_days),
      contact_email: contact,
      alternative: INTERVIEW_NOTICE.alternative(contact ?? (companyName || 'the company')),
      consent_label: INTERVIEW_NOTICE.consentLabel,
      integrity_signals: INTERVIEW_NOTICE.integritySignals,
    },
    consent_given_at: iso(row.consentAt),
    started_at: iso(row.startedAt),
    completed_at: iso(row.completedAt),
    expires_at: row.expiresAt.toISOString(),
    questions: [
      { id: PRACTICE_QUESTION.id, order: 0, text: PRACTICE_QUESTION.text, practice: true, estimated_time: 1 },
      ...questions.map((q) => ({ id: q.id, order: q.questionOrder, text: q.text, practice: false, estimated_time: q.estimatedTime })),
    ],
    answers: [
      ...(row.practiceAnswer !== null
        ? [{ question_id: PRACTICE_QUESTION.id, text: row.practiceAnswer, saved_at: iso(row.startedAt) ?? '', follow_up: null }]
        : []),
      ...questions.flatMap((q) => {
        const a = byQuestion.get(q.id);
        return a && a.text !== null
          ? [{ question_id: q.id, text: a.text, saved_at: iso(a.savedAt) ?? '', follow_up: publicFollowUp(a) }]
          : [];
      }),
    ],
    progress: progressOf(questions, answers),
    can_answer: row.status === 'started' && !completed,
    rights,
    next_steps: messages.nextSteps,
    outcome: outcomeOf(row),
    language: isInterviewLanguage(job?.interviewLanguage) ? job.interviewLanguage : DEFAULT_INTERVIEW_LANGUAGE,
  };
}

import type {
  AnalysisQuery,
  CandidatesQuery,
  CompareQuery,
  GenerateLinks,
  InterviewListQuery,
  InterviewSettingsInput,
  JobLinksQuery,
  ResendLink,
  ReviewScore,
} from '@hiring/shared/interviews';
import type { InterviewsExportQuery } from '@hiring/shared/exports';
import type { AuthContext } from '../../plugins/auth.ts';
import type { CandidateRequestInput } from '@hiring/shared/candidate-rights';
import type { AgreementQuery } from '@hiring/shared/agreement';
import type { BiasAuditQuery } from '@hiring/shared/bias-audit';
import type { SelfIdInput } from '@hiring/shared/self-id';
import type { BulkDecisionInput, CandidateMessagesInput, DecisionInput } from '@hiring/shared/decisions';
import { interviewAgreement } from './agreement.ts';
import { analyseInterviews } from './analysis.ts';
import { biasAudit } from './bias-audit.ts';
import { callerMessages, updateMessages } from './candidate-messages.ts';
import { decide, decideMany, previewDecisions } from './decisions.ts';
import { limitPublicCall } from './candidate-access.ts';
import { saveAnswer, startInterview, submitInterview, viewInterview } from './candidate-side.ts';
import { compareInterviews } from './comparison.ts';
import { exportData, makeRequest, runErasure, teamRequests } from './candidate-rights.ts';
import { generateLinks } from './generate-links.ts';
import { interviewDetail } from './interview-detail.ts';
import { exportCandidates } from './interviews-export.ts';
import { type InterviewsContext, type InterviewsServiceDeps, interviewsContext } from './interviews-context.ts';
import { countCompanyInterviews, type SignalsInput } from './interviews.repository.ts';
import { jobLinks } from './job-links.ts';
import { resendLink, withdrawLink } from './link-changes.ts';
import { listInterviewsFor } from './lists.ts';
import { deleteCandidateData, sweepRetention } from './retention.ts';
import { markRequestHandled } from './request-handling.ts';
import { revealAi, reviewAnswer } from './review.ts';
import { markScoringFailed, scoreInterview } from './scoring-job.ts';
import { saveSelfId } from './self-id.ts';
import { reminderSettingsOf, remindByHand, sendReminder, sweepReminders, updateReminderSettings } from './reminders.ts';
import type { AutomaticReminderKind, ReminderSettingsInput } from '@hiring/shared/reminders';
import { callerSettings, updateSettings } from './settings.ts';
import type { FollowUpSetting } from '@hiring/shared/follow-ups';
import { followUpSetting, updateFollowUpSetting } from './follow-up-setting.ts';
import { answerFollowUp, skipFollowUp } from './follow-ups.ts';
import { logForReader } from './blind-log.ts';
import type { AuditEvent } from '@hiring/shared/audit';

export type { InterviewsServiceDeps } from './interviews-context.ts';

/**
 * Candidate interviews (issue 14), composed of one file per concern: links (generate-links,
 * job-links, link-changes), lists and detail, review, the scoring job, the candidate's side
 * (candidate-access, candidate-side, public-interview), comparison, analysis, settings and
 * retention. Routes and jobs call this; each method is one step.
 */
export class InterviewsService {
  private readonly ctx: InterviewsContext;
  /** The clock reminders are due by; tests move it. */
  now: () => Date = () => new Date();

  constructor(deps: InterviewsServiceDeps) {
    this.ctx = interviewsContext(deps);
  }

  /** Interviews created in a window that hold a place: the usage page's and the plan limit's count. */
  countForUsage(companyId: string, window: { start: Date; end: Date }): Promise<number> {
    return countCompanyInterviews(this.ctx.db, companyId, window);
  }

  /** The decision log's entries as this member may read them under blind-first review (decision 503). */
  logForReader = (companyId: string, readerId: string, events: AuditEvent[]) => logForReader(this.ctx.db, companyId, readerId, events);

  // The team's side
  generateLinks = (auth: AuthContext, input: GenerateLinks) => generateLinks(this.ctx, auth, input);
  jobLinks = (auth: AuthContext, jobPositionId: string, query: JobLinksQuery) => jobLinks(this.ctx, auth, jobPositionId, query);
  withdraw = (auth: AuthContext, id: string) => withdrawLink(this.ctx, auth, id);
  resend = (auth: AuthContext, id: string, input: ResendLink) => resendLink(this.ctx, auth, id, input);
  list = (auth: AuthContext, query: InterviewListQuery | CandidatesQuery) => listInterviewsFor(this.ctx, auth, query);
  detail = (auth: AuthContext, id: string, blind = false) => interviewDetail(this.ctx, auth, id, blind);
  review = (auth: AuthContext, id: string, questionId: string, input: ReviewScore) => reviewAnswer(this.ctx, auth, id, questionId, input);
  revealAi = (auth: AuthContext, id: string, questionId: string) => revealAi(this.ctx, auth, id, questionId);
  compare = (auth: AuthContext, query: CompareQuery) => compareInterviews(this.ctx, auth, query);
  exportCandidates = (auth: AuthContext, query: InterviewsExportQuery) => exportCandidates(this.ctx, auth, query);
  analysis = (auth: AuthContext, query: AnalysisQuery) => analyseInterviews(this.ctx, auth, query);
  agreement = (auth: AuthContext, query: AgreementQuery) => interviewAgreement(this.ctx, auth, query);
  biasAudit = (auth: AuthContext, query: BiasAuditQuery) => biasAudit(this.ctx, auth, query);
  settings = (auth: AuthContext) => callerSettings(this.ctx, auth);
  updateSettings = (auth: AuthContext, input: InterviewSettingsInput) => updateSettings(this.ctx, auth, input);
  deleteCandidateData = (auth: AuthContext, id: string) => deleteCandidateData(this.ctx, auth, id);
  candidateRequests = (auth: AuthContext, id: string) => teamRequests(this.ctx, auth, id);
  markRequestHandled = (auth: AuthContext, id: string, requestId: string) => markRequestHandled(this.ctx, auth, id, requestId);
  remind = (auth: AuthContext, id: string) => remindByHand(this.ctx, auth, id, this.now());
  reminderSettings = (auth: AuthContext) => reminderSettingsOf(this.ctx, auth);
  updateReminderSettings = (auth: AuthContext, input: ReminderSettingsInput) => updateReminderSettings(this.ctx, auth, input);
  decide = (auth: AuthContext, id: string, input: DecisionInput) => decide(this.ctx, auth, id, input);
  previewDecisions = (auth: AuthContext, input: BulkDecisionInput) => previewDecisions(this.ctx, auth, input);
  decideMany = (auth: AuthContext, input: BulkDecisionInput) => decideMany(this.ctx, auth, input);
  candidateMessages = (auth: AuthContext) => callerMessages(this.ctx, auth);
  updateCandidateMessages = (auth: AuthContext, input: CandidateMessagesInput) => updateMessages(this.ctx, auth, input);

  followUpSetting = (auth: AuthContext, jobPositionId: string) => followUpSetting(this.ctx, auth, jobPositionId);
  updateFollowUpSetting = (auth: AuthContext, jobPositionId: string, input: FollowUpSetting) =>
    updateFollowUpSetting(this.ctx, auth, jobPositionId, input);

  // The candidate's side
  answerFollowUp = (token: string, ip: string, questionId: string, text: string) => answerFollowUp(this.ctx, token, ip, questionId, text);
  skipFollowUp = (token: string, ip: string, questionId: string) => skipFollowUp(this.ctx, token, ip, questionId);
  limitPublic = (ip: string, token: string) => limitPublicCall(this.ctx, ip, token);
  publicView = (token: string, ip: string) => viewInterview(this.ctx, token, ip);
  start = (token: string, ip: string) => startInterview(this.ctx, token, ip);
  saveAnswer = (token: string, ip: string, questionId: string, text: string, signals?: SignalsInput) =>
    saveAnswer(this.ctx, token, ip, questionId, text, signals);
  submit = (token: string, ip: string) => submitInterview(this.ctx, token, ip);
  saveSelfId = (token: string, ip: string, input: SelfIdInput) => saveSelfId(this.ctx, token, ip, input);
  request = (token: string, ip: string, input: CandidateRequestInput) => makeRequest(this.ctx, token, ip, input);
  exportData = (token: string, ip: string) => exportData(this.ctx, token, ip);

  // Background work (the jobs `interviews.score` and `interviews.retention`)
  score = (interviewId: string) => scoreInterview(this.ctx, interviewId);
  scoringFailed = (interviewId: string, error: unknown) => markScoringFailed(this.ctx, interviewId, error);
  sweepRetention = (now?: Date) => sweepRetention(this.ctx, now);
  erase = (interviewId: string) => runErasure(this.ctx, interviewId);
  sweepReminders = () => sweepReminders(this.ctx, this.now());
  sendReminder = (interviewId: string, kind: AutomaticReminderKind) => sendReminder(this.ctx, interviewId, kind, this.now());
}

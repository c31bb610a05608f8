import type { WebhookEvent } from '@hiring/shared/webhooks';
import { insertEventDeliveries, type Tx } from './webhooks.repository.ts';

/** The facts of an interview event: ids, statuses and results, never the candidate's answers or contact details. */
export interface InterviewEventData {
  interview_id: string;
  job_position_id: string;
  status: string;
  occurred_at: string;
  overall?: number | null;
  recommendation?: string | null;
}

export interface PositionStatusEventData {
  job_position_id: string;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  occurred_at: string;
}

export interface WebhookEventData {
  'interview.started': InterviewEventData;
  'interview.submitted': InterviewEventData;
  'interview.scored': InterviewEventData;
  'interview.reviewed': InterviewEventData;
  'job_position.status_changed': PositionStatusEventData;
}

/**
 * Reports an event to the company's webhooks that asked for it, in the caller's transaction (one
 * statement; nothing written when no webhook wants it). The deliveries leave through the queue
 * once the transaction commits.
 */
export function emitWebhookEvent<E extends WebhookEvent>(tx: Tx, companyId: string, type: E, data: WebhookEventData[E]): Promise<void> {
  return insertEventDeliveries(tx, companyId, type, data);
}

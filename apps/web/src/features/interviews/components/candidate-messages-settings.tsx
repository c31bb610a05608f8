import {
  type CandidateMessages,
  DECISION_LIMITS,
  DECISION_MESSAGES,
  DEFAULT_NEXT_STEPS,
  MESSAGE_DECISIONS,
  type MessageDecision,
  type MessageTemplate,
  TEMPLATE_PLACEHOLDER_LABELS,
} from '@hiring/shared/decisions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { type StatusMessage, StatusLine } from '@/components/ui/status-line';
import { errorMessage } from '@/lib/api-client';
import { candidateMessagesQueryOptions, useSaveCandidateMessages } from '../api/decisions';

const TITLES: Record<MessageDecision, string> = { advance: 'Advance', reject: 'Not moving forward', hire: 'Hire' };

/**
 * The company's messages to candidates (issue 43, item 2; issue 42, item 5): the templates for
 * advance, reject and hire, what the candidate page says comes next, and the summary of strengths
 * after review. Owners and admins edit; the other reviewing roles read.
 */
export function CandidateMessagesSettings() {
  const messages = useQuery(candidateMessagesQueryOptions());
  return (
    <Card className="mt-6">
      <CardHeader
        title="Messages to candidates"
        description="What candidates receive when you advance, reject or hire them, and what their page says after they submit."
      />
      <CardBody>
        {messages.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : messages.isError ? (
          <Alert variant="error">{errorMessage(messages.error, DECISION_MESSAGES.loadFailed)}</Alert>
        ) : (
          <MessagesForm saved={messages.data} />
        )}
      </CardBody>
    </Card>
  );
}

function MessagesForm({ saved }: { saved: CandidateMessages }) {
  const [templates, setTemplates] = useState<Record<MessageDecision, MessageTemplate>>({
    advance: saved.advance,
    reject: saved.reject,
    hire: saved.hire,
  });
  const [nextSteps, setNextSteps] = useState(saved.next_steps_text);
  const [strengths, setStrengths] = useState(saved.strengths_after_review);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const save = useSaveCandidateMessages();
  const readOnly = !saved.can_edit;
  const edit = (d: MessageDecision, part: keyof MessageTemplate, value: string) => {
    setStatus(null);
    setTemplates((t) => ({ ...t, [d]: { ...t[d], [part]: value } }));
  };
  return (
    <form
      className="space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { ...templates, next_steps_text: nextSteps, strengths_after_review: strengths },
          {
            onSuccess: () => setStatus({ text: DECISION_MESSAGES.templatesSaved, error: false }),
            onError: (error) => setStatus({ text: errorMessage(error), error: true }),
          },
        );
      }}
    >
      <div className="text-sm text-slate-700">
        <p className="font-medium">Placeholders</p>
        <ul className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {saved.placeholders.map((p) => (
            <li key={p}>
              <code className="rounded bg-slate-100 px-1">{`{${p}}`}</code> {TEMPLATE_PLACEHOLDER_LABELS[p]}
            </li>
          ))}
        </ul>
      </div>
      {MESSAGE_DECISIONS.map((d) => (
        <fieldset key={d} className="space-y-3 border-t border-slate-100 pt-4">
          <legend className="text-sm font-semibold text-slate-900">{TITLES[d]}</legend>
          <Field label={`${TITLES[d]}: subject`}>
            {(control) => (
              <Input
                {...control}
                value={templates[d].subject}
                maxLength={DECISION_LIMITS.subjectMax}
                readOnly={readOnly}
                onChange={(e) => edit(d, 'subject', e.target.value)}
              />
            )}
          </Field>
          <Field label={`${TITLES[d]}: message`}>
            {(control) => (
              <Textarea
                {...control}
                rows={6}
                value={templates[d].body}
                maxLength={DECISION_LIMITS.bodyMax}
                readOnly={readOnly}
                onChange={(e) => edit(d, 'body', e.target.value)}
              />
            )}
          </Field>
        </fieldset>
      ))}
      <div className="space-y-3 border-t border-slate-100 pt-4">
        <Field label="What happens next" hint={`Shown on the candidate's page after they submit. Empty: “${DEFAULT_NEXT_STEPS}”`}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={nextSteps}
              maxLength={DECISION_LIMITS.nextStepsMax}
              readOnly={readOnly}
              onChange={(e) => {
                setStatus(null);
                setNextSteps(e.target.value);
              }}
            />
          )}
        </Field>
        <Checkbox
          label="Mail each candidate a summary of strengths after review"
          description="Sent once, when a reviewer has scored every answer; written from reviewers’ scores only, in words, never the AI’s score."
          checked={strengths}
          disabled={readOnly}
          onChange={(e) => {
            setStatus(null);
            setStrengths(e.target.checked);
          }}
        />
      </div>
      {readOnly ? (
        <p className="text-sm text-slate-600">Owners and admins change these messages.</p>
      ) : (
        <Button type="submit" loading={save.isPending}>
          Save messages
        </Button>
      )}
      <StatusLine status={status} />
    </form>
  );
}

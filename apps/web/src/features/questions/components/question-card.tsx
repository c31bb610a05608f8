import { weightBand } from '@hiring/shared/ai';
import { effectivenessBand, type InterviewQuestion, type UpdateQuestion } from '@hiring/shared/questions';
import { ArrowDown, ArrowUp, ChevronRight, History, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { QuestionEditor } from './question-editor';
import { QuestionGuide } from './question-guide';

/** Effectiveness colours by band (spec 02 §9: 90, 80, 70, 60). */
const BAND_CLASSES = [
  'bg-emerald-600',
  'bg-green-500',
  'bg-amber-500',
  'bg-orange-500',
  'bg-rose-500',
] as const satisfies readonly string[];
const BAND_TEXT = ['text-emerald-800', 'text-green-800', 'text-amber-800', 'text-orange-800', 'text-rose-800'] as const;

const percent = (n: number) => `${Math.round(n)}%`;

interface QuestionCardProps {
  jobId: string;
  question: InterviewQuestion;
  /** Inline edits allowed by the position's stage (and no generation running). */
  canEdit: boolean;
  editing: boolean;
  busy: boolean;
  error: unknown;
  /** Set when saving forks a finalized set into the next version. */
  editHint?: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (body: UpdateQuestion) => void;
  /** Rewrites this one question with the engine (its history keeps the text before). */
  onRegenerate: () => void;
  regenerating: boolean;
  /** Why the last rewrite of this question was refused, if it was. */
  regenerateError: string | null;
  /** Asks to delete this question (the screen confirms first). */
  onDelete: () => void;
  /** Moves it one place up (-1) or down (1); unset at that end of the set. */
  onMove: (by: -1 | 1) => void;
  first: boolean;
  last: boolean;
  moving: boolean;
}

/**
 * One interview question (spec 02 §3): its text with inline edit and a history link, the goals it
 * probes with weight and strength, how effective it is, follow-up suggestions, and the anchored
 * scale scoring uses (what a 1, a 3 and a 5 answer look like).
 */
export function QuestionCard({
  jobId,
  question: q,
  canEdit,
  editing,
  busy,
  error,
  editHint,
  onEdit,
  onCancel,
  onSave,
  onRegenerate,
  regenerating,
  regenerateError,
  onDelete,
  onMove,
  first,
  last,
  moving,
}: QuestionCardProps) {
  const editId = `edit-question-${q.id}`;
  const headingId = `question-${q.id}-heading`;
  const cancel = () => {
    onCancel();
    // Back to the button that opened the editor, once it is drawn again.
    setTimeout(() => document.getElementById(editId)?.focus(), 0);
  };
  const e = q.effectiveness;
  return (
    <Card className="p-4 sm:p-5" aria-labelledby={headingId} role="article">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">Question {q.question_order}</p>
          {editing ? (
            <div className="mt-2">
              <h3 id={headingId} className="sr-only">
                Question {q.question_order}
              </h3>
              <QuestionEditor
                text={q.text}
                label={`Question ${q.question_order} text`}
                busy={busy}
                error={error}
                hint={editHint}
                onSave={onSave}
                onCancel={cancel}
              />
            </div>
          ) : (
            <h3 id={headingId} className="mt-1 text-base font-medium text-slate-900 break-words">
              {q.text}
            </h3>
          )}
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Badge className="capitalize">{q.category}</Badge>
            <Badge className="capitalize">{q.question_type}</Badge>
            <Badge tone={q.difficulty === 'hard' ? 'rose' : q.difficulty === 'easy' ? 'green' : 'amber'} className="capitalize">
              {q.difficulty}
            </Badge>
            <Badge>{q.estimated_time} min</Badge>
            {q.ai_confidence !== null && q.authored_by === 'ai' ? (
              <Badge tone="indigo">AI confidence {percent(q.ai_confidence)}</Badge>
            ) : (
              <Badge tone="amber">Written by your team</Badge>
            )}
            <Badge tone={q.status === 'finalized' ? 'green' : 'neutral'} className="capitalize">
              {q.status}
            </Badge>
          </div>
        </div>
        {!editing ? (
          <div className="flex shrink-0 gap-2">
            {canEdit ? (
              <Button
                id={editId}
                variant="secondary"
                size="sm"
                icon={<Pencil className="size-4" aria-hidden="true" />}
                onClick={onEdit}
                aria-label={`Edit question ${q.question_order}`}
              >
                Edit
              </Button>
            ) : null}
            {canEdit ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<RefreshCw className="size-4" aria-hidden="true" />}
                loading={regenerating}
                onClick={onRegenerate}
                aria-label={`Regenerate question ${q.question_order}`}
              >
                Regenerate
              </Button>
            ) : null}

            <ButtonLink
              to={`/job-listing/${encodeURIComponent(jobId)}/questions/${encodeURIComponent(q.id)}/history`}
              variant="ghost"
              size="sm"
              icon={<History className="size-4" aria-hidden="true" />}
              aria-label={`History of question ${q.question_order}`}
            >
              History
            </ButtonLink>
          </div>
        ) : null}
      </div>

      {canEdit && !editing ? (
        <div className="mt-3 flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            icon={<ArrowUp className="size-4" aria-hidden="true" />}
            disabled={first || moving}
            onClick={() => onMove(-1)}
            aria-label={`Move question ${q.question_order} up`}
          >
            Up
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<ArrowDown className="size-4" aria-hidden="true" />}
            disabled={last || moving}
            onClick={() => onMove(1)}
            aria-label={`Move question ${q.question_order} down`}
          >
            Down
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={onDelete}
            aria-label={`Delete question ${q.question_order}`}
          >
            Delete
          </Button>
        </div>
      ) : null}

      {regenerateError ? (
        <Alert variant="error" className="mt-3">
          {regenerateError}
        </Alert>
      ) : null}

      {q.intent ? (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-medium text-slate-800">Intent: </span>
          {q.intent}
        </p>
      ) : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section aria-label={`Goals question ${q.question_order} probes`}>
          <h4 className="text-sm font-semibold text-slate-800">Goal connections</h4>
          <ul className="mt-2 space-y-2">
            {q.goal_connections.map((c) => (
              <li key={c.goal_id} className="rounded-lg border border-slate-100 bg-slate-50 px-3 py-2 text-sm">
                <p className="font-medium text-slate-900">{c.goal_text}</p>
                <p className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
                  <span>
                    Weight {c.weight.toFixed(2)} · {weightBand(c.weight)}
                  </span>
                  <span>Strength {percent(c.connection_strength)}</span>
                  <span>Importance {c.importance}/10</span>
                  <span className="capitalize">{c.category}</span>
                </p>
                {c.reasoning ? <p className="mt-1 text-xs text-slate-500">{c.reasoning}</p> : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-label={`Effectiveness of question ${q.question_order}`}>
          <h4 className="text-sm font-semibold text-slate-800">Effectiveness</h4>
          {q.authored_by === 'team' ? (
            // The AI assessed its own text: scores of it would misdescribe the team's.
            <p className="mt-2 text-sm text-slate-500">Not assessed: your team wrote this text.</p>
          ) : (
            <div className="mt-2 space-y-2">
              <Meter label="Relevance" score={e.relevance_score} reason={e.relevance_reason} />
              <Meter label="Difficulty" score={e.difficulty_score} reason={e.difficulty_reason} />
              <Meter label="Coverage" score={e.coverage_score} reason={e.coverage_reason} />
            </div>
          )}
        </section>
      </div>

      <details className="group mt-4 rounded-lg border border-slate-100">
        <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-medium text-indigo-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-1.5">
            <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
            Follow-ups and rating guide
          </span>
        </summary>
        <div className="grid gap-4 px-3 pt-1 pb-3 lg:grid-cols-2">
          <section aria-label={`Follow-up suggestions for question ${q.question_order}`}>
            <h4 className="text-sm font-semibold text-slate-800">Follow-up suggestions</h4>
            {q.followup_suggestions.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600">
                {q.followup_suggestions.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-500">None suggested.</p>
            )}
            {q.expected_traits.length > 0 ? (
              <p className="mt-3 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                <span className="font-medium text-slate-700">Looks for:</span>
                {q.expected_traits.map((t) => (
                  <Badge key={t}>{t}</Badge>
                ))}
              </p>
            ) : null}
          </section>

          <QuestionGuide jobId={jobId} question={q} canEdit={canEdit} editHint={editHint} />
        </div>
      </details>
    </Card>
  );
}

function Meter({ label, score, reason }: { label: string; score: number; reason: string }) {
  const band = effectivenessBand(score);
  return (
    <div className="text-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="text-slate-700">{label}</span>
        <span className={cn('font-semibold', BAND_TEXT[band])} data-band={band}>
          {percent(score)}
        </span>
      </div>
      <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div className={cn('h-full rounded-full', BAND_CLASSES[band])} style={{ width: `${Math.max(0, Math.min(100, score))}%` }} />
      </div>
      {reason ? <p className="mt-1 text-xs text-slate-500">{reason}</p> : null}
    </div>
  );
}

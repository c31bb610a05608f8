import type { AiAnswerScore, InterviewAnswer } from '@hiring/shared/interviews';
import { Bot, Quote } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { ScoreValue } from './badges';
import { AnswerSignals } from './answer-signals';
import { highlightSegments, quoteFound } from './highlight';
import { NeedsHumanReview, needsHumanReview } from './needs-review';
import { ReviewPanel } from './review-panel';
import { WithheldAi } from './withheld-ai';
import { FollowUpThread } from './follow-up-thread';

/** The answer with each evidence quote marked and numbered where it stands. */
function HighlightedAnswer({ text, quotes }: { text: string; quotes: readonly string[] }) {
  return (
    <p className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
      {highlightSegments(text, quotes).map((segment, i) =>
        segment.quote === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one text.
          <span key={i}>{segment.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are a fixed split of one text.
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900 ring-1 ring-amber-300">
            <span className="sr-only">Evidence {segment.quote + 1}: </span>
            {segment.text}
            <sup className="ml-0.5 text-[10px] font-semibold text-amber-800" aria-hidden="true">
              {segment.quote + 1}
            </sup>
          </mark>
        ),
      )}
    </p>
  );
}

/** One question with its answer, the rating guide, the AI's part (withheld under blind review until scored) and the reviewers'. */
export function AnswerCard({ interviewId, answer }: { interviewId: string; answer: InterviewAnswer }) {
  const evidence = answer.ai?.evidence ?? [];
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} role="article">
      <div className="border-b border-slate-100 px-5 py-4">
        <p className="text-xs font-medium text-slate-600">
          Question {answer.question_order}
          {answer.competency ? ` · ${answer.competency}` : ''}
        </p>
        <h3 id={headingId} className="mt-0.5 font-semibold break-words text-slate-900">
          {answer.question_text}
        </h3>
        {answer.goals.length > 0 ? (
          <p className="mt-1 text-xs break-words text-slate-600">Assesses: {answer.goals.map((g) => g.goal_text).join('; ')}</p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <div className="space-y-4 px-5 py-4">
          <div>
            <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">Answer</h4>
            {answer.answer_text ? (
              <HighlightedAnswer text={answer.answer_text} quotes={evidence} />
            ) : (
              <p className="text-sm text-slate-600 italic">No answer</p>
            )}
          </div>
          <FollowUpThread answer={answer} highlight={(text) => <HighlightedAnswer text={text} quotes={evidence} />} />
          <AnswerSignals answer={answer} />
          {answer.rating_scale.length > 0 ? (
            <details className="rounded-lg bg-slate-50 px-3 py-2 text-sm" open={!answer.review && answer.ai_withheld}>
              <summary className="cursor-pointer font-medium text-slate-800">Scoring guide</summary>
              <dl className="mt-2 space-y-1.5">
                {answer.rating_scale.map((anchor) => (
                  <div key={anchor.score} className="flex gap-2">
                    <dt className="w-20 shrink-0 font-medium text-slate-800">
                      {anchor.score} · {anchor.label}
                    </dt>
                    <dd className="min-w-0 break-words text-slate-700">{anchor.description}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ) : null}
        </div>
        <div className="space-y-4 border-t border-slate-100 bg-slate-50/60 px-5 py-4 lg:border-t-0 lg:border-l">
          {answer.ai_withheld ? (
            <WithheldAi interviewId={interviewId} answer={answer} />
          ) : answer.ai && needsHumanReview(answer.ai) ? (
            <NeedsHumanReview ai={answer.ai} questionOrder={answer.question_order} />
          ) : answer.ai ? (
            <AiPart answer={answer} ai={answer.ai} />
          ) : null}
          {answer.ai || answer.ai_withheld || answer.reviews.length > 0 ? <ReviewPanel interviewId={interviewId} answer={answer} /> : null}
        </div>
      </div>
    </Card>
  );
}

/** The AI's score, rationale, evidence and per-goal scores of one answer; its flags show beside the answer. */
function AiPart({ answer, ai }: { answer: InterviewAnswer; ai: AiAnswerScore }) {
  const evidence = ai.evidence;
  return (
    <section aria-label={`AI score, question ${answer.question_order}`}>
      <div className="flex items-center justify-between gap-2">
        <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <Bot className="size-4" aria-hidden /> AI score
        </h4>
        <ScoreValue score={ai.score} label="AI score" />
      </div>
      <p className="mt-2 text-sm break-words text-slate-700">{ai.rationale}</p>
      {evidence.length > 0 ? (
        <ol className="mt-2 space-y-1.5">
          {evidence.map((quote, i) => (
            <li key={quote} className="flex gap-2 text-xs text-slate-700">
              <span className="font-semibold text-amber-800">{i + 1}</span>
              <Quote className="mt-0.5 size-3 shrink-0 text-slate-400" aria-hidden />
              <span className="min-w-0 break-words">
                {quote}
                {answer.answer_text && !quoteFound(`${answer.answer_text}\n\n${answer.follow_up?.answer ?? ''}`, quote) ? (
                  <span className="text-slate-500"> (not found in the answer)</span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-xs text-slate-600">No quote supports a higher score.</p>
      )}
      {ai.goal_scores.length > 1 ? (
        <ul className="mt-3 space-y-1 text-xs text-slate-700">
          {ai.goal_scores.map((g) => (
            <li key={g.goal_id} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">{g.goal_text}</span>
              <ScoreValue score={g.score} size="sm" />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import type { SampleInterview } from '@hiring/shared/samples';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Textarea } from '@/components/ui/textarea';
import { BackToList, SampleLoadState, useSample } from './sample-detail';

/**
 * /samples/interviews/preview/{id}: the sample interview as a candidate would see it, in the
 * look of the candidate's interview page (a light frame, one card a question, an answer box).
 * Nothing is sent: the answer boxes are for trying the wording out.
 */
export function InterviewPreviewRoute() {
  const { query } = useSample('interviews');
  const interview = query.data as SampleInterview | undefined;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={<BackToList kind="interviews" />}
        title="Candidate preview"
        description="What a candidate sees for this interview."
      />
      {!interview ? <SampleLoadState kind="interviews" query={query} /> : <CandidateFrame interview={interview} />}
    </div>
  );
}

function CandidateFrame({ interview }: { interview: SampleInterview }) {
  return (
    <section aria-label="Candidate view" className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50 shadow-xs">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">Your company</p>
            <p className="truncate text-xs text-slate-600">{interview.role_type}</p>
          </div>
          <span className="shrink-0 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700">Written interview</span>
        </div>
      </header>
      <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{interview.title}</h2>
          <p className="mt-2 text-sm leading-relaxed text-slate-700">
            {interview.question_count} questions
            {interview.estimated_duration ? ` · about ${interview.estimated_duration} minutes` : ''} · {interview.difficulty}
          </p>
          {interview.description ? <p className="mt-2 text-sm leading-relaxed text-slate-700">{interview.description}</p> : null}
        </div>
        <Alert variant="info">This is a preview: answers typed here are not saved or sent.</Alert>
        <ol className="space-y-4">
          {interview.questions.map((q, i) => (
            <PreviewQuestion // biome-ignore lint/suspicious/noArrayIndexKey: questions are a fixed list; two may read the same.
              key={`${i}-${q.text}`}
              n={i + 1}
              total={interview.question_count}
              text={q.text}
            />
          ))}
        </ol>
      </div>
      <footer className="px-4 pb-6 text-center text-xs text-slate-500">Interview hosted by HireSignal for your company.</footer>
    </section>
  );
}

function PreviewQuestion({ n, total, text }: { n: number; total: number; text: string }) {
  const id = useId();
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <p className="text-xs font-medium tracking-wide text-indigo-700 uppercase">
        Question {n} of {total}
      </p>
      <label htmlFor={id} className="block text-base font-medium text-slate-900">
        {text}
      </label>
      <Textarea id={id} rows={4} placeholder="Your answer" />
    </li>
  );
}

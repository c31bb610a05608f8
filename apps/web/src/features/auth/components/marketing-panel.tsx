import { TRIAL_DAYS } from '@hiring/shared/constants';
import { ClipboardCheck, FileText, Link, type LucideIcon, MessageSquare, Target } from 'lucide-react';

const STEPS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: FileText, title: 'Describe the role', text: 'Paste or upload a job description to start a listing.' },
  { icon: Target, title: 'Agree on evaluation goals', text: 'AI proposes what to assess; your team confirms what matters.' },
  { icon: MessageSquare, title: 'Generate interview questions', text: 'Questions tied to each goal, ready to review and edit.' },
  { icon: Link, title: 'Invite candidates', text: 'Share an interview link; candidates answer on their own time.' },
  { icon: ClipboardCheck, title: 'Review scored answers', text: 'Scores against your goals with quoted evidence, side by side.' },
];

/** The side panel of the sign-in screens: the five screening steps (spec 01 §2). */
export function MarketingPanel() {
  return (
    <aside
      className="relative hidden overflow-hidden bg-slate-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12"
      aria-labelledby="marketing-title"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(99,102,241,0.45),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgba(14,165,233,0.25),transparent_55%)]"
      />
      <div className="relative">
        <p className="text-sm font-medium text-indigo-300">Structured hiring, end to end</p>
        <h2 id="marketing-title" className="mt-3 max-w-md text-3xl font-semibold leading-tight tracking-tight">
          Screen candidates in five steps
        </h2>
        <ol className="mt-10 space-y-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                <step.icon className="size-5 text-indigo-200" aria-hidden />
              </span>
              <div>
                <p className="font-medium">
                  <span className="mr-2 text-indigo-300">{index + 1}.</span>
                  {step.title}
                </p>
                <p className="mt-1 text-sm text-slate-300">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <p className="relative mt-10 text-sm text-slate-400">{TRIAL_DAYS}-day free trial · full access · no credit card required</p>
    </aside>
  );
}

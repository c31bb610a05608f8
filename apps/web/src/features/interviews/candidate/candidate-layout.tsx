import type { ReactNode } from 'react';
import { LanguageSwitch } from './i18n/language-switch';
import { useT } from './i18n/use-candidate-language';

interface CandidateLayoutProps {
  company?: string | null;
  jobTitle?: string | null;
  children: ReactNode;
}

/**
 * The candidate's pages: no account, no app shell, only who is asking and for which job. Light
 * on purpose: candidates open it on phones over any connection.
 */
export function CandidateLayout({ company, jobTitle, children }: CandidateLayoutProps) {
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{company || t('layout.interview')}</p>
            {jobTitle ? <p className="truncate text-xs text-slate-600">{jobTitle}</p> : null}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-3">
            <span className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700">
              {t('layout.writtenInterview')}
            </span>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-6 sm:px-6 sm:py-10">
        {children}
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-slate-500">
        {t('layout.hostedBy', { company: company || t('layout.theHiringCompany') })}
      </footer>
    </div>
  );
}

/** A full-page message: unknown link, ended link, thank you. */
export function CandidateMessage({
  title,
  children,
  tone = 'neutral',
}: {
  title: string;
  children: ReactNode;
  tone?: 'neutral' | 'success' | 'warning';
}) {
  const ring = tone === 'success' ? 'border-emerald-200' : tone === 'warning' ? 'border-amber-200' : 'border-slate-200';
  return (
    <section aria-labelledby="candidate-message" className={`rounded-xl border ${ring} bg-white px-5 py-8 text-center shadow-xs sm:px-8`}>
      <h1 id="candidate-message" tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {title}
      </h1>
      <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

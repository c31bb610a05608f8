import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { AuthLayout } from '../components/auth-layout';
import { LoginScreen, useDropOneTimeCode } from '../components/login-screen';
import { useRedirectParam } from '../components/redirect-param';

// Most visits sign in: the other two forms load when asked for, keeping /auth's first load lean.
const RegisterForm = lazy(async () => ({ default: (await import('../components/register-form')).RegisterForm }));
const ForgotPasswordForm = lazy(async () => ({ default: (await import('../components/forgot-password-form')).ForgotPasswordForm }));

type View = 'sign-in' | 'register' | 'forgot-password';

const HEADINGS: Record<View, { title: string; description: string }> = {
  'sign-in': { title: 'Welcome back', description: 'Sign in to manage your job listings and interviews.' },
  register: { title: 'Create your account', description: 'Set up your hiring workspace in a minute.' },
  'forgot-password': { title: 'Reset your password', description: "Enter your email and we'll send you a reset link." },
};

/** /auth: one screen that switches between sign in, register and forgot password (spec 01 §2). */
export function AuthRoute() {
  const [view, setViewState] = useState<View>('sign-in');
  const redirect = useRedirectParam();
  const dropCode = useDropOneTimeCode();
  const setView = (next: View) => {
    if (next !== 'sign-in') dropCode();
    setViewState(next);
  };
  const heading = HEADINGS[view];
  const toSignIn = { onSelect: () => setView('sign-in') };

  const tabs = ['sign-in', 'register'] as const;
  const panelId = 'auth-view-panel';
  // Tabs in the WAI-ARIA pattern: one tab stop, arrow keys (and Home/End) move between them.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.indexOf(view as (typeof tabs)[number]);
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current + tabs.length - 1) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    setView(tabs[next]!);
    document.getElementById(`auth-tab-${tabs[next]}`)?.focus();
  };
  const form = (
    <Suspense fallback={<Spinner className="mx-auto my-8" />}>
      {view === 'sign-in' ? (
        <LoginScreen signUp={{ onSelect: () => setView('register') }} forgotPassword={{ onSelect: () => setView('forgot-password') }} />
      ) : view === 'register' ? (
        <RegisterForm redirect={redirect} signIn={toSignIn} />
      ) : (
        <ForgotPasswordForm signIn={toSignIn} />
      )}
    </Suspense>
  );

  return (
    <AuthLayout title={heading.title} description={heading.description}>
      {view === 'forgot-password' ? (
        form
      ) : (
        <>
          <div role="tablist" aria-label="Account" className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium">
            {tabs.map((v) => (
              <button
                key={v}
                id={`auth-tab-${v}`}
                type="button"
                role="tab"
                aria-selected={view === v}
                aria-controls={panelId}
                tabIndex={view === v ? 0 : -1}
                onClick={() => setView(v)}
                onKeyDown={onTabKey}
                className={`rounded-md px-3 py-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                  view === v ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                {v === 'sign-in' ? 'Sign in' : 'Create account'}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={panelId} aria-labelledby={`auth-tab-${view}`}>
            {form}
          </div>
        </>
      )}
    </AuthLayout>
  );
}

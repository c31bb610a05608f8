import { useState } from 'react';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { LoginScreen, useDropOneTimeCode, useRedirectParam } from '../components/login-screen';
import { RegisterForm } from '../components/register-form';

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

  return (
    <AuthLayout title={heading.title} description={heading.description}>
      {view !== 'forgot-password' ? (
        <fieldset
          aria-label="Sign in or create an account"
          className="m-0 mb-6 grid min-w-0 border-0 grid-cols-2 rounded-lg bg-slate-100 p-1 text-sm font-medium"
        >
          {(['sign-in', 'register'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              onClick={() => setView(v)}
              className={`rounded-md px-3 py-1.5 transition-colors focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                view === v ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {v === 'sign-in' ? 'Sign in' : 'Create account'}
            </button>
          ))}
        </fieldset>
      ) : null}
      {view === 'sign-in' ? (
        <LoginScreen signUp={{ onSelect: () => setView('register') }} forgotPassword={{ onSelect: () => setView('forgot-password') }} />
      ) : null}
      {view === 'register' ? <RegisterForm redirect={redirect} signIn={toSignIn} /> : null}
      {view === 'forgot-password' ? <ForgotPasswordForm signIn={toSignIn} /> : null}
    </AuthLayout>
  );
}

import { AUTH_MESSAGES } from '@hiring/shared/auth-messages';
import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';

/** /access-denied (spec 01 §2). */
export function AccessDeniedRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <Logo className="text-slate-900" />
      <div className="mt-10 flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
        <Icon name="shield" className="size-6" />
      </div>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">Access denied</h1>
      <p role="alert" className="mt-2 max-w-md text-sm text-slate-600">
        {AUTH_MESSAGES.accessDenied}
      </p>
      <ButtonLink to="/dashboard" className="mt-8">
        Go to dashboard
      </ButtonLink>
    </main>
  );
}

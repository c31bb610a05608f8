import { ButtonLink } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { useSession } from '@/lib/use-session';

/** Unknown addresses; "Sign in" only for a visitor who is not signed in. */
export function NotFoundRoute() {
  const { token } = useSession();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <Logo className="text-slate-900" />
      <p className="mt-10 text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 max-w-md text-sm text-slate-500">The page you are looking for does not exist or has moved.</p>
      <div className="mt-8 flex gap-3">
        <ButtonLink to="/dashboard">Go to dashboard</ButtonLink>
        {token ? null : (
          <ButtonLink to="/auth" variant="secondary">
            Sign in
          </ButtonLink>
        )}
      </div>
    </main>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';

/** The one error boundary: a failed page load (often a stale chunk after a deploy) or a crash. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-2 max-w-md text-sm text-slate-500">The page could not be shown. Reloading usually fixes this.</p>
      {detail ? <p className="mt-2 max-w-md font-mono text-xs text-slate-500">{detail}</p> : null}
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink to="/dashboard" variant="secondary" reloadDocument>
          Go to dashboard
        </ButtonLink>
      </div>
    </main>
  );
}

import { useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';

/** Titles of the areas whose screens arrive in later issues. */
const TITLES: Record<string, string> = {
  '/billing/admin': 'Billing Administration',
};

export function titleForPath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (TITLES[path]) return TITLES[path];
  const segments = path.split('/').filter(Boolean);
  // The nearest known parent, else the last segment in words.
  for (let i = segments.length - 1; i > 0; i--) {
    const parent = `/${segments.slice(0, i).join('/')}`;
    if (TITLES[parent]) return TITLES[parent];
  }
  const last = segments.at(-1) ?? 'Page';
  return last.replace(/[-_]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** An honest placeholder for a screen that a later issue delivers: not a 404, not a fake. */
export function ComingSoonRoute() {
  const { pathname } = useLocation();
  const title = titleForPath(pathname);
  return (
    <div className="mx-auto max-w-2xl">
      <Card className="px-6 py-12 text-center sm:px-12">
        <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Icon name="clock" className="size-6" />
        </div>
        <Badge tone="indigo" className="mt-5">
          Coming soon
        </Badge>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-500">
          This screen is not built yet. It arrives in an upcoming release; nothing here is saved or sent in the meantime.
        </p>
        <div className="mt-8 flex justify-center gap-3">
          <ButtonLink to="/dashboard" variant="secondary">
            Back to dashboard
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}

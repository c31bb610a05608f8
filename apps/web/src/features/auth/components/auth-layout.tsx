import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { APP_NAME } from '@/config/app';
import { MarketingPanel } from './marketing-panel';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The five-steps side panel of the sign-in and register screens. */
  withMarketing?: boolean;
}

export function AuthLayout({ title, description, children, withMarketing = true }: AuthLayoutProps) {
  return (
    <div className={withMarketing ? 'grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.05fr)]' : 'min-h-dvh'}>
      <main className="flex min-h-dvh flex-col px-6 py-8 sm:px-10">
        <Link to="/" className="self-start rounded-md text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <Logo />
        </Link>
        <div className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
        <p className="text-xs text-slate-500">
          © {new Date().getFullYear()} {APP_NAME}
        </p>
      </main>
      {withMarketing ? <MarketingPanel /> : null}
    </div>
  );
}

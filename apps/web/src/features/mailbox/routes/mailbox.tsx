import { formatDate } from '@hiring/shared/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { MAILBOX_FORBIDDEN_MESSAGE, type OutboxMail } from '@hiring/shared/mailbox';
import { extractLinks, useMailbox } from '../api';
import { displayLocale } from '@hiring/shared/locale';

export const MAILBOX_DISABLED_MESSAGE = 'The development mailbox is disabled on this server.';

/** /dev/mailbox: the mail outbox, so a developer can follow verification, reset and sign-in links. */
export function MailboxRoute() {
  const query = useMailbox();
  const disabled = query.error instanceof ApiError && query.error.status === 404;
  const refused = query.error instanceof ApiError && query.error.status === 403;

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-label="Loading mailbox" className="space-y-3">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  } else if (disabled) {
    content = (
      <Alert variant="warning" role="alert" title={MAILBOX_DISABLED_MESSAGE}>
        Mail is being delivered for real (for example over SMTP) instead of being kept in the outbox, so there is nothing to show here.
      </Alert>
    );
  } else if (refused) {
    content = (
      <Alert variant="warning" role="alert" title="This mailbox is not for you">
        {MAILBOX_FORBIDDEN_MESSAGE} Mailed links open other people's accounts, so they stay private.
      </Alert>
    );
  } else if (query.isError) {
    content = (
      <Alert
        variant="error"
        action={
          <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  } else if (query.data.items.length === 0) {
    content = (
      <Card className="flex flex-col items-center px-6 py-14 text-center">
        <Icon name="inbox" className="size-8 text-slate-300" />
        <p className="mt-3 font-medium text-slate-900">The outbox is empty</p>
        <p className="mt-1 text-sm text-slate-500">Register, ask for a password reset or a sign-in link, and the mail shows up here.</p>
      </Card>
    );
  } else {
    const items = [...query.data.items].sort((a, b) => b.created_at.localeCompare(a.created_at));
    content = (
      <ul className="space-y-3" aria-label="Sent mail">
        {items.map((mail) => (
          <li key={mail.id}>
            <MailCard mail={mail} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-4xl items-center justify-between px-6">
          <Link to="/" className="text-slate-900">
            <Logo />
          </Link>
          <Badge tone="amber">Development</Badge>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-6 py-8">
        <div className="mb-6 flex items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Mailbox</h1>
            <p className="mt-1 text-sm text-slate-500">Mail the server would have sent, newest first. Refreshes every 5 seconds.</p>
            <p className="mt-1 text-sm text-slate-500">
              Shown only on the server machine itself (localhost) or to a signed-in super administrator: the links open accounts.
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => query.refetch()}
            loading={query.isFetching && !query.isPending}
            icon={<Icon name="refresh" className="size-4" />}
          >
            Refresh
          </Button>
        </div>
        {content}
      </main>
    </div>
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const links = extractLinks(mail.text || mail.html || '');
  const sent = new Date(mail.created_at);
  const time = Number.isNaN(sent.getTime()) ? '' : sent.toLocaleTimeString(displayLocale(), { hour: '2-digit', minute: '2-digit' });
  return (
    <Card className="p-5">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{mail.subject}</h2>
          <p className="text-sm text-slate-500">To {mail.to}</p>
        </div>
        <p className="shrink-0 text-xs text-slate-500">
          {formatDate(mail.created_at)} {time}
        </p>
      </div>
      {links.length > 0 ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {links.map((link) => (
            <Link
              key={link.url}
              to={link.path}
              title={link.url}
              className="inline-flex items-center gap-1.5 rounded-lg bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-700 ring-1 ring-inset ring-indigo-200 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Icon name="link" className="size-3.5" />
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer text-slate-500 hover:text-slate-800">Show message</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3 font-sans text-slate-700">{mail.text}</pre>
      </details>
    </Card>
  );
}

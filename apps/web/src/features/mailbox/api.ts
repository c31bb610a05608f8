import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Mailbox } from '@hiring/shared/mailbox';
import { api } from '@/lib/api-client';

export const getMailbox = (signal?: AbortSignal) => api.get<Mailbox>('/dev/mailbox', { signal });

export const mailboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-mailbox'],
    queryFn: () => getMailbox(),
    retry: false,
    refetchInterval: 5_000,
  });

export function useMailbox() {
  return useQuery(mailboxQueryOptions());
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

export interface MailLink {
  /** The address as written in the mail. */
  url: string;
  /** The same page on this site: mails name the server's configured address, which may not be this one. */
  path: string;
  label: string;
}

function labelFor(path: string): string {
  if (path.includes('/verify-email/')) return 'Verify email';
  if (path.includes('/reset-password/')) return 'Reset password';
  if (path.includes('one-time=')) return 'Sign in with one-time link';
  if (path.includes('/accept-invite/')) return 'Accept invitation';
  return 'Open link';
}

export function extractLinks(text: string): MailLink[] {
  const seen = new Set<string>();
  const links: MailLink[] = [];
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(/[.,;:]+$/, '');
    if (seen.has(url)) continue;
    seen.add(url);
    try {
      const parsed = new URL(url);
      const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
      links.push({ url, path, label: labelFor(path) });
    } catch {
      // Not a URL after all.
    }
  }
  return links;
}

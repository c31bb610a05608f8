import { screen } from '@testing-library/react';
import { MAILBOX_FORBIDDEN_MESSAGE } from '@hiring/shared/mailbox';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render';
import { extractLinks } from '../api';
import { MAILBOX_DISABLED_MESSAGE, MailboxRoute } from './mailbox';

const mail = (id: string, subject: string, text: string, created_at = '2026-11-21T10:00:00Z') => ({
  id,
  to: 'ada@example.com',
  subject,
  text,
  html: null,
  created_at,
});

describe('development mailbox', () => {
  it('lists mails with their links as pages of this site', async () => {
    mockFetch({
      'GET /dev/mailbox': ok({
        items: [
          mail('1', 'Verify your email', 'Open http://localhost:8082/auth/verify-email/TOKEN1 to verify.'),
          mail('2', 'Reset your password', 'Reset: http://localhost:8082/auth/reset-password/TOKEN2.', '2026-11-21T11:00:00Z'),
          mail('3', 'Your sign-in link', 'http://localhost:8082/auth/login?one-time=CODE3&redirect=%2Fsettings', '2026-11-21T12:00:00Z'),
        ],
      }),
    });
    renderAt(<MailboxRoute />);
    expect((await screen.findByRole('link', { name: 'Verify email' })).getAttribute('href')).toBe('/auth/verify-email/TOKEN1');
    expect(screen.getByRole('link', { name: 'Reset password' }).getAttribute('href')).toBe('/auth/reset-password/TOKEN2');
    expect(screen.getByRole('link', { name: 'Sign in with one-time link' }).getAttribute('href')).toBe(
      '/auth/login?one-time=CODE3&redirect=%2Fsettings',
    );
    const subjects = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(subjects).toEqual(['Your sign-in link', 'Reset your password', 'Verify your email']);
  });

  it('says the mailbox is disabled when the server answers 404', async () => {
    mockFetch({ 'GET /dev/mailbox': fail(404, 'Not found') });
    renderAt(<MailboxRoute />);
    expect(await screen.findByText(MAILBOX_DISABLED_MESSAGE)).toBeTruthy();
  });

  it('explains who may read the mailbox when the server refuses with 403', async () => {
    mockFetch({ 'GET /dev/mailbox': fail(403, MAILBOX_FORBIDDEN_MESSAGE) });
    renderAt(<MailboxRoute />);
    expect(await screen.findByText('This mailbox is not for you')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MAILBOX_FORBIDDEN_MESSAGE);
  });

  it('shows an empty outbox', async () => {
    mockFetch({ 'GET /dev/mailbox': ok({ items: [] }) });
    renderAt(<MailboxRoute />);
    expect(await screen.findByText('The outbox is empty')).toBeTruthy();
  });

  it('extracts each link once and drops trailing punctuation', () => {
    const links = extractLinks('a http://x.test/auth/verify-email/T. and http://x.test/auth/verify-email/T again');
    expect(links).toEqual([{ url: 'http://x.test/auth/verify-email/T', path: '/auth/verify-email/T', label: 'Verify email' }]);
    expect(extractLinks('join http://x.test/auth/accept-invite/abc')).toEqual([
      { url: 'http://x.test/auth/accept-invite/abc', path: '/auth/accept-invite/abc', label: 'Accept invitation' },
    ]);
  });
});

import type { Profile } from '@hiring/shared/profile';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '@/testing/fixtures';
import { VerifyEmailBanner } from './verify-email-banner';

const profile = (emailVerified: boolean) => makeProfile({ email_verified: emailVerified });

function renderWith(data: Profile) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['profile'], data);
  return render(
    <QueryClientProvider client={client}>
      <VerifyEmailBanner />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('verify email banner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays hidden once the address is verified', () => {
    renderWith(profile(true));
    expect(screen.queryByText('Please verify your email address')).toBeNull();
  });

  it('asks for verification and mails a new link on request', async () => {
    const fetchMock = vi.fn(async () => json(200, { success: true, data: { message: 'sent' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWith(profile(false));
    expect(screen.getByText('Please verify your email address')).toBeTruthy();
    expect(screen.getByText(/ada@example.com/)).toBeTruthy();
    screen.getByRole('button', { name: 'Resend verification email' }).click();
    await waitFor(() => expect(screen.getByText('If your email is not verified yet, we have sent a new verification link.')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledWith('/api/app/profile/resend-verification', expect.objectContaining({ method: 'POST' }));
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
  });

  it('shows the server message when the resend fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(429, { success: false, message: 'Too many requests. Please wait a moment and try again.' })),
    );
    renderWith(profile(false));
    screen.getByRole('button', { name: 'Resend verification email' }).click();
    await waitFor(() => expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy());
  });
});

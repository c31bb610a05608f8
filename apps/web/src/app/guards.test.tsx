import { AUTH_MESSAGES } from '@hiring/shared/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setTokens } from '@/lib/session-storage';
import { LocationProbe, renderRoutes } from '@/testing/render';
import { RequireAuth, RequireRole } from './guards';

function guarded(roles?: readonly string[]) {
  const page = <p>Secret page</p>;
  return [
    {
      element: <RequireAuth />,
      children: [
        roles
          ? { element: <RequireRole roles={roles} />, children: [{ path: '/area/*', element: page }] }
          : { path: '/area/*', element: page },
      ],
    },
    { path: '/auth', element: <LocationProbe /> },
    { path: '/access-denied', element: <LocationProbe /> },
  ];
}

describe('route guards', () => {
  it('sends a signed-out visitor to /auth with the path as redirect', async () => {
    renderRoutes(guarded(), '/area/reports?tab=2');
    expect((await screen.findByTestId('location')).textContent).toBe(`/auth?redirect=${encodeURIComponent('/area/reports?tab=2')}`);
  });

  it('lets a signed-in user through', async () => {
    setTokens('t');
    renderRoutes(guarded(), '/area');
    expect(await screen.findByText('Secret page')).toBeTruthy();
  });

  it('sends a user without an allowed role to /access-denied', async () => {
    setTokens('t');
    window.localStorage.setItem('role', 'user');
    renderRoutes(guarded(['admin', 'owner']), '/area');
    expect((await screen.findByTestId('location')).textContent).toBe('/access-denied');
  });

  it('compares roles case-insensitively', async () => {
    setTokens('t');
    window.localStorage.setItem('role', 'OWNER');
    renderRoutes(guarded(['admin', 'Owner']), '/area');
    expect(await screen.findByText('Secret page')).toBeTruthy();
  });

  it('treats a missing stored role as "user"', async () => {
    setTokens('t');
    renderRoutes(guarded(['user']), '/area');
    expect(await screen.findByText('Secret page')).toBeTruthy();
  });

  it('checks the role only after sign-in: a signed-out visitor goes to /auth first', async () => {
    renderRoutes(guarded(['admin']), '/area');
    expect((await screen.findByTestId('location')).textContent).toBe('/auth?redirect=%2Farea');
  });
});

describe('access denied text', () => {
  it('is the shared message', () => {
    expect(AUTH_MESSAGES.accessDenied).toBe('You do not have permission to access this page');
  });
});

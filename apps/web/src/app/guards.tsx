import { hasAnyRole } from '@hiring/shared/roles';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionEndNotice } from '@/lib/session-storage';
import { useSession } from '@/lib/use-session';

/** The /auth address that brings a signed-out visitor back here after signing in. */
export function signInPathFor(path: string): string {
  return `/auth?redirect=${encodeURIComponent(path)}`;
}

/** Protected routes: without a token, go to /auth?redirect={path} (spec 01 §2). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    const notice = sessionEndNotice();
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace state={notice ? { notice } : undefined} />;
  }
  return children ?? <Outlet />;
}

/** Role-restricted routes: a role outside the allowed list goes to /access-denied (case-insensitive). */
export function RequireRole({ roles, children }: { roles: readonly string[]; children?: ReactNode }) {
  const { role } = useSession();
  if (!hasAnyRole(role, roles)) return <Navigate to="/access-denied" replace />;
  return children ?? <Outlet />;
}

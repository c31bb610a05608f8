import type { AuthSession } from '@hiring/shared/auth';
import type { AcceptInviteRegister, InvitePreview } from '@hiring/shared/team';
import { api } from '@/lib/api-client';

// The invitation link's calls (public, under /api/auth/invites; joining as the signed-in account under /api/app/invites); only the accept page loads them.

export const getInvitePreview = (token: string) => api.get<InvitePreview>(`/auth/invites/${encodeURIComponent(token)}`);

export const registerWithInvite = (token: string, input: AcceptInviteRegister) =>
  api.post<AuthSession>(`/auth/invites/${encodeURIComponent(token)}/register`, input);

export const acceptInvite = (token: string) =>
  api.post<{ message: string; company_name: string; role: string }>(`/app/invites/${encodeURIComponent(token)}/accept`, {});

import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '@hiring/shared/two-factor';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Two-factor of the signed-in user: /app/profile/two-factor (issue 15).

export const twoFactorKey = ['profile', 'two-factor'] as const;

export const twoFactorQueryOptions = () =>
  queryOptions({ queryKey: twoFactorKey, queryFn: ({ signal }) => api.get<TwoFactorStatus>('/app/profile/two-factor', { signal }) });

export const startTwoFactorSetup = () => api.post<TwoFactorSetup>('/app/profile/two-factor/setup', {});
export const enableTwoFactor = (code: string) => api.post<RecoveryCodes>('/app/profile/two-factor/enable', { code });

export type Proof = { code: string } | { recovery_code: string };

export const disableTwoFactor = (body: Proof & { password: string }) =>
  api.post<{ message: string }>('/app/profile/two-factor/disable', body);
export const regenerateRecoveryCodes = (body: Proof) => api.post<RecoveryCodes>('/app/profile/two-factor/recovery-codes', body);

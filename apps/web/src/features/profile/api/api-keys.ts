import { API_KEYS_PATH, type ApiKey, type ApiKeyList, type CreateApiKeyInput, type CreatedApiKey } from '@hiring/shared/api-keys';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The company's API keys: /app/api-keys (issue 40), for owners and admins.

export const apiKeysKey = ['profile', 'api-keys'] as const;

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: apiKeysKey, queryFn: ({ signal }) => api.get<ApiKeyList>(`/app${API_KEYS_PATH}`, { signal }) });

export const createApiKey = (body: CreateApiKeyInput) => api.post<CreatedApiKey>(`/app${API_KEYS_PATH}`, body);

export const revokeApiKey = (id: string) => apiRequest<ApiKey>(`/app${API_KEYS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });

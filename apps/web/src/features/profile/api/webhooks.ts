import {
  type CreatedWebhook,
  type CreateWebhookInput,
  type UpdateWebhookInput,
  WEBHOOKS_PATH,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookList,
} from '@hiring/shared/webhooks';
import { queryOptions } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';

// The company's outbound webhooks: /app/webhooks (issue 40), for owners and admins.

export const webhooksKey = ['profile', 'webhooks'] as const;
const one = (id: string) => `/app${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;

export const webhooksQueryOptions = () =>
  queryOptions({ queryKey: webhooksKey, queryFn: ({ signal }) => api.get<WebhookList>(`/app${WEBHOOKS_PATH}`, { signal }) });

export const webhookDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...webhooksKey, id, 'deliveries'],
    queryFn: ({ signal }) => api.get<WebhookDeliveryList>(`${one(id)}/deliveries`, { signal }),
  });

export const createWebhook = (body: CreateWebhookInput) => api.post<CreatedWebhook>(`/app${WEBHOOKS_PATH}`, body);

export const updateWebhook = (id: string, body: UpdateWebhookInput) => apiRequest<Webhook>(one(id), { method: 'PATCH', body });

export const deleteWebhook = (id: string) => apiRequest<Webhook>(one(id), { method: 'DELETE' });

export const testWebhook = (id: string) => api.post<WebhookDelivery>(`${one(id)}/test`);

export const redeliverWebhook = (id: string, deliveryId: string) =>
  api.post<WebhookDelivery>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/redeliver`);

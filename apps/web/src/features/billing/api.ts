import type {
  PaymentMethodUpdateResult,
  CancelSubscriptionResult,
  ResumeSubscriptionResult,
  ChangePlan,
  ChangePlanResult,
  CreateSubscriptionInput,
  CreateSubscriptionResult,
  InvoicePage,
  PlanEntry,
  ScheduledChange,
  Subscription,
  Usage,
} from '@hiring/shared/billing';
import type { CompanyContext } from '@hiring/shared/company';
import { SUBSCRIPTION_CACHE_MS } from '@hiring/shared/constants';
import { ACTION_FALLBACK_MESSAGES, messageFromBody } from '@hiring/shared/errors';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, ApiError, api, apiRequest } from '@/lib/api-client';
import { profileQueryOptions } from '@/lib/profile';
import { getToken } from '@/lib/session-storage';

// Query functions pass no abort signal: a signal lets TanStack Query cancel a fetch when the
// last observer unmounts (strict mode does that once), which would double every first call and
// break "packages are fetched once".

/** The calls of spec 01 §7 "Profile and subscription" and "Subscriptions and packages". */
export const BILLING_API = {
  current: '/app/subscriptions/current',
  create: '/app/subscriptions/create',
  cancel: '/app/subscriptions/cancel',
  resume: '/app/subscriptions/resume',
  usage: '/app/subscriptions/usage',
  changes: '/app/subscriptions/changes',
  change: (id: string) => `/app/subscriptions/${encodeURIComponent(id)}/change`,
  deleteChange: (id: string) => `/app/subscriptions/changes/${encodeURIComponent(id)}`,
  packages: '/app/app-products/packages',
  history: '/app/profile/subscription/history',
} as const;

// ---------------------------------------------------------------------------------------------
// Current subscription: cached 5 minutes once loaded (spec 01 §4, §9)
// ---------------------------------------------------------------------------------------------

export const getCurrentSubscription = (signal?: AbortSignal) => api.get<Subscription | null>(BILLING_API.current, { signal });

export const currentSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'subscription', 'current'],
    queryFn: () => getCurrentSubscription(),
    staleTime: SUBSCRIPTION_CACHE_MS,
  });

export function useCurrentSubscription() {
  return useQuery(currentSubscriptionQueryOptions());
}

/** The company profile's fields (GET /app/company/context), to prefill the subscription form. */
export const companyProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'company-context'],
    queryFn: ({ signal }) => api.get<CompanyContext>('/app/company/context', { signal }),
    staleTime: 30_000,
    retry: false,
  });

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}

/** The profile carries trial eligibility (spec 01 §3: subscription flags). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}

// ---------------------------------------------------------------------------------------------
// Packages: fetched once (spec 01 §4)
// ---------------------------------------------------------------------------------------------

export const getPackages = (signal?: AbortSignal) => api.get<PlanEntry[]>(BILLING_API.packages, { signal });

export const packagesQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'packages'],
    queryFn: () => getPackages(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

export function usePackages() {
  return useQuery(packagesQueryOptions());
}

// ---------------------------------------------------------------------------------------------
// Usage, invoices, scheduled changes
// ---------------------------------------------------------------------------------------------

export const getUsage = (signal?: AbortSignal) => api.get<Usage>(BILLING_API.usage, { signal });

export const usageQueryOptions = () => queryOptions({ queryKey: ['billing', 'usage'], queryFn: () => getUsage(), staleTime: 30_000 });

export function useUsage() {
  return useQuery(usageQueryOptions());
}

export const INVOICE_PAGE_SIZE = 10;

export const getInvoices = (page: number, signal?: AbortSignal) =>
  api.get<InvoicePage>(`${BILLING_API.history}?page=${page}&page_size=${INVOICE_PAGE_SIZE}`, { signal });

export const invoicesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['billing', 'invoices', page],
    queryFn: () => getInvoices(page),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

export function useInvoices(page: number) {
  return useQuery(invoicesQueryOptions(page));
}

export const getScheduledChanges = (signal?: AbortSignal) => api.get<ScheduledChange[]>(BILLING_API.changes, { signal });

export const scheduledChangesQueryOptions = () =>
  queryOptions({ queryKey: ['billing', 'changes'], queryFn: () => getScheduledChanges(), staleTime: 30_000 });

export function useScheduledChanges(enabled: boolean) {
  return useQuery({ ...scheduledChangesQueryOptions(), enabled });
}

// ---------------------------------------------------------------------------------------------
// Mutations: each refreshes what the subscription drives (management, dashboard, profile)
// ---------------------------------------------------------------------------------------------

function useRefreshBilling() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['billing', 'subscription'] }),
      queryClient.invalidateQueries({ queryKey: ['billing', 'usage'] }),
      queryClient.invalidateQueries({ queryKey: ['billing', 'changes'] }),
      queryClient.invalidateQueries({ queryKey: ['billing', 'invoices'] }),
      queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
    ]);
  };
}

export const createSubscription = (input: CreateSubscriptionInput) => api.post<CreateSubscriptionResult>(BILLING_API.create, input);

export function useCreateSubscription() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: createSubscription, onSuccess: () => refresh() });
}

export const cancelSubscription = (subscriptionId?: string) =>
  api.post<CancelSubscriptionResult>(BILLING_API.cancel, subscriptionId ? { subscription_id: subscriptionId } : {});

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: async (result) => {
      // Spec 01 §4: cancelling sets the current subscription to none. A paid plan set to cancel
      // at period end is still the current one until then, so keep what the server answered.
      const stillCurrent = result.subscription.cancel_at_period_end && result.subscription.status !== 'cancelled';
      queryClient.setQueryData(currentSubscriptionQueryOptions().queryKey, stillCurrent ? result.subscription : null);
      await refresh();
    },
  });
}

export const resumeSubscription = (subscriptionId?: string) =>
  api.post<ResumeSubscriptionResult>(BILLING_API.resume, subscriptionId ? { subscription_id: subscriptionId } : {});

/** Undoes a cancellation set for the period end; the plan renews as before. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: async (result) => {
      queryClient.setQueryData(currentSubscriptionQueryOptions().queryKey, result.subscription);
      await refresh();
    },
  });
}

/** POST /app/subscriptions/{id}/payment-method: the processor's page for a new card. */
export const paymentMethodUpdate = (subscriptionId: string) =>
  api.post<PaymentMethodUpdateResult>(`/app/subscriptions/${encodeURIComponent(subscriptionId)}/payment-method`, {});

export function usePaymentMethodUpdate() {
  return useMutation({ mutationFn: paymentMethodUpdate });
}

export const changePlan = (subscriptionId: string, input: ChangePlan) =>
  api.post<ChangePlanResult>(BILLING_API.change(subscriptionId), input);

export function useChangePlan() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ subscriptionId, input }: { subscriptionId: string; input: ChangePlan }) => changePlan(subscriptionId, input),
    onSuccess: () => refresh(),
  });
}

export const deleteScheduledChange = (id: string) => apiRequest<unknown>(BILLING_API.deleteChange(id), { method: 'DELETE' });

export function useDeleteScheduledChange() {
  const refresh = useRefreshBilling();
  return useMutation({ mutationFn: deleteScheduledChange, onSuccess: () => refresh() });
}

// ---------------------------------------------------------------------------------------------
// Invoice PDF: the API path needs the bearer token, so it is fetched and saved as a file
// ---------------------------------------------------------------------------------------------

function pdfAddress(pdfUrl: string): string {
  if (/^https?:\/\//.test(pdfUrl) || pdfUrl.startsWith(`${API_BASE}/`)) return pdfUrl;
  return `${API_BASE}${pdfUrl.startsWith('/') ? '' : '/'}${pdfUrl}`;
}

async function fetchPdf(pdfUrl: string): Promise<Response> {
  const token = getToken();
  return fetch(pdfAddress(pdfUrl), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
}

export async function downloadInvoicePdf(pdfUrl: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetchPdf(pdfUrl);
    if (response.status === 401) {
      // The access token expired: any call through the client refreshes it once.
      await api.get(BILLING_API.current);
      response = await fetchPdf(pdfUrl);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError({});
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError({ status: response.status, body });
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** The message for a failed billing call: the server's, the network's, or the action fallback. */
export function billingErrorMessage(error: unknown, fallback: string = ACTION_FALLBACK_MESSAGES.loadSubscription): string {
  if (error instanceof ApiError && (error.isNetworkError || messageFromBody(error.body))) return error.message;
  return fallback;
}

import type { AnalyticsOverview, MonthlyReport } from '@hiring/shared/analytics';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The company's figures (docs/decisions/381-company-analytics.md). Only roles with
// view_analytics call them (the server refuses the others with 403).

export const analyticsOverviewQueryOptions = () =>
  queryOptions({
    queryKey: ['analytics', 'overview'] as const,
    queryFn: ({ signal }) => api.get<AnalyticsOverview>('/app/analytics/overview', { signal }),
  });

export const monthlyReportQueryOptions = (months: number) =>
  queryOptions({
    queryKey: ['analytics', 'monthly', months] as const,
    queryFn: ({ signal }) => api.get<MonthlyReport>(`/app/analytics/monthly?months=${months}`, { signal }),
  });

import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { mockFetch, ok } from '@/testing/fetch-mock';
import { makeJob } from '../testing/fixtures';
import { useJobPosition } from './get-job-position';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useJobPosition', () => {
  it.each(['pending', 'goals_confirmed', 'generating_questions'] as const)(
    'reads the position again every 2 s while it is %s, until the server has moved it on',
    async (status) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { callsTo } = mockFetch({
        'GET /app/job-positions/job-1': [ok(makeJob({ id: 'job-1', status })), ok(makeJob({ id: 'job-1', status: 'questions_ready' }))],
      });
      const { result } = renderHook(() => useJobPosition('job-1', { pollWhilePending: true }), { wrapper });
      await waitFor(() => expect(result.current.data?.status).toBe(status));
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      await waitFor(() => expect(result.current.data?.status).toBe('questions_ready'));
      await act(() => vi.advanceTimersByTimeAsync(6_000));
      expect(callsTo('GET /app/job-positions/job-1')).toHaveLength(2);
    },
  );
});

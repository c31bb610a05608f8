import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageFrom, useListParams } from './list-page';

function withAddress(initial: string) {
  return ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>;
}

function useListAndAddress(filters: readonly 'job'[] = [], defaults: { job?: string } = {}) {
  return { list: useListParams(filters, defaults), location: useLocation() };
}

describe('list pages (spec 02 §9: pages start at 1)', () => {
  it('reads a page from the address, page 1 when missing or not a positive whole number', () => {
    expect(pageFrom(new URLSearchParams(''))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=0'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=2.5'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=abc'))).toBe(1);
    expect(pageFrom(new URLSearchParams('page=4'))).toBe(4);
  });

  it('a new search starts again at page 1, and page 1 is left out of the address', () => {
    const { result } = renderHook(() => useListAndAddress(), { wrapper: withAddress('/list?search=ann&page=3') });
    expect(result.current.list).toMatchObject({ search: 'ann', page: 3, filtered: true });
    act(() => result.current.list.set({ search: 'bob' }));
    expect(result.current.location.search).toBe('?search=bob');
    act(() => result.current.list.set({}, 2));
    expect(result.current.location.search).toBe('?search=bob&page=2');
  });

  it('keeps filters in the address, leaves a filter at its default out, and clears them all', () => {
    const { result } = renderHook(() => useListAndAddress(['job'], { job: 'all' }), { wrapper: withAddress('/list?page=2') });
    expect(result.current.list).toMatchObject({ values: { job: 'all' }, filtered: false, page: 2 });
    act(() => result.current.list.set({ job: 'j1' }));
    expect(result.current.location.search).toBe('?job=j1');
    expect(result.current.list.filtered).toBe(true);
    act(() => result.current.list.set({ job: 'all' }));
    expect(result.current.location.search).toBe('');
    act(() => result.current.list.set({ search: 'x', job: 'j2' }, 4));
    act(() => result.current.list.clear());
    expect(result.current.location.search).toBe('');
  });
});

import type { ListQuery, Paginated } from '@gestion/contract';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useServerList } from './use-server-list';

type Row = { id: number; search: string };

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** An endpoint's queryOptions, as the api package writes them, over a fake fetcher. */
function endpoint(key: string, fetcher: (query: ListQuery) => Promise<Paginated<Row>>) {
  return (query: ListQuery) => queryOptions({ queryKey: [key, query] as const, queryFn: () => fetcher(query) });
}

describe('useServerList', () => {
  it('starts at page 1, page size 20, and asks the contract list query', async () => {
    const fetcher = vi.fn(async (q: ListQuery) => ({ count: 41, results: [{ id: 1, search: q.search ?? '' }] }));
    const { result } = renderHook(() => useServerList(endpoint('t1', fetcher), { initial: { ordering: 'name' } }), { wrapper: wrapper() });
    expect(result.current.params).toEqual({ page: 1, pageSize: 20, search: '', ordering: 'name' });
    await waitFor(() => expect(result.current.total).toBe(41));
    expect(fetcher).toHaveBeenCalledWith({ page: '1', page_size: '20', search: undefined, ordering: 'name' });
    expect(result.current.rows).toEqual([{ id: 1, search: '' }]);
    expect(result.current.tableProps.page).toBe(1);
    expect(result.current.queryKey).toEqual(['t1', { page: '1', page_size: '20', search: undefined, ordering: 'name' }]);
  });

  it('a cleared sort goes back to its initial ordering, which the table shows', () => {
    const fetcher = vi.fn(async () => ({ count: 0, results: [] as Row[] }));
    const { result } = renderHook(() => useServerList(endpoint('t0', fetcher), { initial: { ordering: 'name' } }), { wrapper: wrapper() });
    expect(result.current.tableProps.defaultOrdering).toBe('name');
    act(() => result.current.setParams((p) => ({ ...p, ordering: '-name' })));
    expect(result.current.params.ordering).toBe('-name');
    act(() => result.current.tableProps.onChange({ ...result.current.params, ordering: '' }));
    expect(result.current.params.ordering).toBe('name');
    expect(result.current.queryKey).toEqual(['t0', { page: '1', page_size: '20', search: undefined, ordering: 'name' }]);
  });

  it('ignores a stale response that arrives after the newer one', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<Paginated<Row>>>>();
    const fetcher = vi.fn((q: ListQuery) => {
      const d = deferred<Paginated<Row>>();
      pending.set(q.search ?? '', d);
      return d.promise;
    });
    const { result } = renderHook(() => useServerList(endpoint('t2', fetcher)), { wrapper: wrapper() });
    await waitFor(() => expect(pending.has('')).toBe(true));
    act(() => pending.get('')!.resolve({ count: 1, results: [{ id: 0, search: '' }] }));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    act(() => result.current.setParams((p) => ({ ...p, search: 'a', page: 1 })));
    await waitFor(() => expect(pending.has('a')).toBe(true));
    act(() => result.current.setParams((p) => ({ ...p, search: 'ab', page: 1 })));
    await waitFor(() => expect(pending.has('ab')).toBe(true));
    // The previous page stays on screen while loading.
    expect(result.current.rows[0]!.search).toBe('');
    expect(result.current.loading).toBe(true);

    await act(async () => pending.get('ab')!.resolve({ count: 1, results: [{ id: 2, search: 'ab' }] }));
    await waitFor(() => expect(result.current.rows[0]!.search).toBe('ab'));
    await act(async () => pending.get('a')!.resolve({ count: 1, results: [{ id: 1, search: 'a' }] }));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.rows[0]!.search).toBe('ab');
    expect(result.current.loading).toBe(false);
  });

  it('reports the error of the current request', async () => {
    const fetcher = vi.fn(async (): Promise<Paginated<Row>> => {
      throw new Error('boom');
    });
    const { result } = renderHook(() => useServerList(endpoint('t3', fetcher)), { wrapper: wrapper() });
    await waitFor(() => expect((result.current.error as Error)?.message).toBe('boom'));
  });
});

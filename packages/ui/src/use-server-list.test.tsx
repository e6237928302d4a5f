import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ServerTableParams } from './server-table';
import { normalizeServerList, useServerList, type ServerListResponse } from './use-server-list';

type Row = { id: number; search: string };

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useServerList', () => {
  it('starts at page 1, page size 20, and normalizes {count, results}', async () => {
    const fetcher = vi.fn(async (p: ServerTableParams) => ({ count: 41, results: [{ id: 1, search: p.search }] }));
    const { result } = renderHook(() => useServerList<Row>({ queryKey: ['t1'], fetcher }), { wrapper: wrapper() });
    expect(result.current.params).toEqual({ page: 1, pageSize: 20, search: '', ordering: '' });
    await waitFor(() => expect(result.current.total).toBe(41));
    expect(result.current.rows).toEqual([{ id: 1, search: '' }]);
    expect(result.current.tableProps.page).toBe(1);
  });

  it('ignores a stale response that arrives after the newer one', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<ServerListResponse<Row>>>>();
    const fetcher = vi.fn((p: ServerTableParams) => {
      const d = deferred<ServerListResponse<Row>>();
      pending.set(p.search, d);
      return d.promise;
    });
    const { result } = renderHook(() => useServerList<Row>({ queryKey: ['t2'], fetcher }), { wrapper: wrapper() });
    await waitFor(() => expect(pending.has('')).toBe(true));
    act(() => pending.get('')!.resolve({ count: 1, results: [{ id: 0, search: '' }] }));
    await waitFor(() => expect(result.current.rows).toHaveLength(1));

    act(() => result.current.setParams((p) => ({ ...p, search: 'a', page: 1 })));
    await waitFor(() => expect(pending.has('a')).toBe(true));
    act(() => result.current.setParams((p) => ({ ...p, search: 'ab', page: 1 })));
    await waitFor(() => expect(pending.has('ab')).toBe(true));
    // The previous page stays on screen while loading.
    expect(result.current.rows[0].search).toBe('');
    expect(result.current.loading).toBe(true);

    await act(async () => pending.get('ab')!.resolve({ count: 1, results: [{ id: 2, search: 'ab' }] }));
    await waitFor(() => expect(result.current.rows[0].search).toBe('ab'));
    await act(async () => pending.get('a')!.resolve({ count: 1, results: [{ id: 1, search: 'a' }] }));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.rows[0].search).toBe('ab');
    expect(result.current.loading).toBe(false);
  });

  it('reports the error of the current request', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('boom');
    });
    const { result } = renderHook(() => useServerList<Row>({ queryKey: ['t3'], fetcher }), { wrapper: wrapper() });
    await waitFor(() => expect((result.current.error as Error)?.message).toBe('boom'));
  });

  it('accepts plain arrays from the older endpoints', () => {
    expect(normalizeServerList([{ id: 1 }, { id: 2 }])).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(normalizeServerList(undefined)).toEqual({ rows: [], total: 0 });
  });
});

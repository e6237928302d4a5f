import type { ListQuery, Paginated } from '@gestion/contract';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServerTable } from './server-table';
import { DEFAULT_SERVER_PARAMS, useServerList } from './use-server-list';
import { readListParams, useUrlListParams, writeListParams } from './use-url-list-params';

type Row = { id: number };

function wrapper(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const endpoint = (fetcher: (q: ListQuery) => Promise<Paginated<Row>>) => (query: ListQuery) =>
  queryOptions({ queryKey: ['url-list', query] as const, queryFn: () => fetcher(query) });

/** The list on a URL-kept state, plus the router's location and navigate to look at history. */
function useListAtUrl(fetcher: (q: ListQuery) => Promise<Paginated<Row>>) {
  const list = useServerList(endpoint(fetcher), { state: useUrlListParams({ ordering: '-nombre' }) });
  return { list, location: useLocation(), navigate: useNavigate() };
}

describe('readListParams / writeListParams', () => {
  const defaults = { ...DEFAULT_SERVER_PARAMS, ordering: '-nombre' };

  it('reads each value, and takes the default for a missing or malformed one', () => {
    expect(readListParams(new URLSearchParams('page=3&page_size=50&search=ab c&ordering=fecha'), defaults)).toEqual({
      page: 3,
      pageSize: 50,
      search: 'ab c',
      ordering: 'fecha',
    });
    expect(readListParams(new URLSearchParams(''), defaults)).toEqual(defaults);
    for (const bad of ['page=0', 'page=-1', 'page=x', 'page=1.5', 'page=99999999999', 'page_size=1001', 'page_size=0']) {
      const read = readListParams(new URLSearchParams(bad), defaults);
      expect([read.page, read.pageSize], bad).toEqual([1, 20]);
    }
  });

  it('leaves defaults out and keeps parameters that are not the list’s', () => {
    const out = writeListParams(new URLSearchParams('tab=2&page=4'), { page: 1, pageSize: 20, search: 'kg', ordering: 'valor' }, defaults);
    expect(out.toString()).toBe('tab=2&search=kg&ordering=valor');
    expect(writeListParams(new URLSearchParams(''), defaults, defaults).toString()).toBe('');
  });

  it('leaves a cleared sort out, and reads an empty ordering as the default', () => {
    expect(writeListParams(new URLSearchParams('ordering=fecha'), { ...defaults, ordering: '' }, defaults).toString()).toBe('');
    expect(readListParams(new URLSearchParams('ordering='), defaults).ordering).toBe('-nombre');
  });
});

describe('ServerTable on useUrlListParams', () => {
  type Fila = { id: number; nombre: string };
  function List() {
    const list = useServerList(
      (query: ListQuery) => queryOptions({ queryKey: ['url-table', query] as const, queryFn: async () => ({ count: 1, results: [{ id: 1, nombre: 'Arroz' }] }) }),
      { state: useUrlListParams({ ordering: '-nombre' }) },
    );
    return (
      <>
        <ServerTable<Fila> columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortField: 'nombre' }]} rowKey="id" {...list.tableProps} />
        <output>{useLocation().search}</output>
      </>
    );
  }

  it('shows the default ordering on its column, and clearing the sort goes back to it without ?ordering=', async () => {
    const Wrapper = wrapper('/l');
    render(
      <Wrapper>
        <List />
      </Wrapper>,
    );
    await screen.findByText('Arroz');
    const header = () => document.querySelector<HTMLElement>('.ant-table-thead th.ant-table-column-has-sorters')!;
    const address = () => screen.getByRole('status').textContent;
    expect(header().getAttribute('aria-sort')).toBe('descending');
    // From the default (descending) the column goes to ascending, then back to the default.
    fireEvent.click(header());
    expect(address()).toBe('?ordering=nombre');
    expect(header().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(header());
    expect(address()).toBe('');
    expect(header().getAttribute('aria-sort')).toBe('descending');
  });
});

describe('useServerList with useUrlListParams', () => {
  it('starts from the address and asks the server for it', async () => {
    const fetcher = vi.fn(async () => ({ count: 100, results: [{ id: 1 }] }));
    const { result } = renderHook(() => useListAtUrl(fetcher), { wrapper: wrapper('/l?page=2&search=sal&ordering=valor&page_size=50') });
    expect(result.current.list.params).toEqual({ page: 2, pageSize: 50, search: 'sal', ordering: 'valor' });
    await waitFor(() => expect(result.current.list.total).toBe(100));
    expect(fetcher).toHaveBeenCalledWith({ page: 2, page_size: 50, search: 'sal', ordering: 'valor' });
  });

  it('writes each change into the address as a history entry, and back returns to the previous view', async () => {
    const fetcher = vi.fn(async () => ({ count: 100, results: [{ id: 1 }] }));
    const { result } = renderHook(() => useListAtUrl(fetcher), { wrapper: wrapper('/l') });
    expect(result.current.list.params.ordering).toBe('-nombre');
    expect(result.current.location.search).toBe('');

    act(() => result.current.list.tableProps.onChange({ page: 1, pageSize: 20, search: 'sal', ordering: 'fecha' }));
    expect(result.current.location.search).toBe('?search=sal&ordering=fecha');
    act(() => result.current.list.setParams((p) => ({ ...p, page: 3 })));
    expect(result.current.location.search).toBe('?page=3&search=sal&ordering=fecha');
    expect(result.current.list.params).toEqual({ page: 3, pageSize: 20, search: 'sal', ordering: 'fecha' });
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ page: 3, page_size: 20, search: 'sal', ordering: 'fecha' }));

    act(() => void result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.params.page).toBe(1));
    expect(result.current.location.search).toBe('?search=sal&ordering=fecha');
    act(() => void result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.params).toEqual({ page: 1, pageSize: 20, search: '', ordering: '-nombre' }));
  });
});

import type { ListQuery, Paginated } from '@gestion/contract';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ServerTable } from './server-table';
import { DEFAULT_SERVER_PARAMS, useServerList, type UseServerListOptions } from './use-server-list';
import { readListParams, writeListParams } from './use-url-list-params';

type Row = { id: number };

function wrapper(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const endpoint = (key: string, fetcher: (q: ListQuery) => Promise<Paginated<Row>>) => (query: ListQuery) =>
  queryOptions({ queryKey: [key, query] as const, queryFn: () => fetcher(query) });

/** The list, plus the router's location and navigate to look at history. */
function useListAtUrl(fetcher: (q: ListQuery) => Promise<Paginated<Row>>, options: UseServerListOptions = { initial: { ordering: '-nombre' } }) {
  const list = useServerList(endpoint('url-list', fetcher), options);
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

  it('with a prefix, reads and writes only its own names', () => {
    const address = new URLSearchParams('page=2&search=a&g_page=5&g_ordering=name');
    expect(readListParams(address, defaults, 'g_')).toEqual({ page: 5, pageSize: 20, search: '', ordering: 'name' });
    const out = writeListParams(address, { page: 1, pageSize: 50, search: 'x', ordering: '-nombre' }, defaults, 'g_');
    expect(out.toString()).toBe('page=2&search=a&g_page_size=50&g_search=x');
  });
});

describe('ServerTable on useServerList', () => {
  type Fila = { id: number; nombre: string };
  function List() {
    const list = useServerList(
      (query: ListQuery) => queryOptions({ queryKey: ['url-table', query] as const, queryFn: async () => ({ count: 1, results: [{ id: 1, nombre: 'Arroz' }] }) }),
      { initial: { ordering: '-nombre' } },
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

  it('a search typed in the box goes to the address, back to page 1', async () => {
    const Wrapper = wrapper('/l?page=3');
    render(
      <Wrapper>
        <List />
      </Wrapper>,
    );
    await screen.findByText('Arroz');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'sal' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByRole('status').textContent).toBe('?search=sal');
  });
});

describe('a search that applies after its idle time', () => {
  type Fila = { id: number; nombre: string };
  function List() {
    const list = useServerList((query: ListQuery) =>
      queryOptions({ queryKey: ['idle-search', query] as const, queryFn: async () => ({ count: 1, results: [{ id: 1, nombre: 'Arroz' }] }) }),
    );
    return <ServerTable<Fila> columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre' }]} rowKey="id" debounceMs={50} {...list.tableProps} />;
  }

  /** The list at /l with a link to /otra, whose screen's code arrives when `open()` is called. */
  function app() {
    // v5Compat: it tells the router of each change, as BrowserRouter's history does.
    const history = createMemoryHistory({ initialEntries: ['/l'], v5Compat: true });
    let open = () => {};
    const Otra = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          open = () => resolve({ default: () => <h1>Otra</h1> });
        }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <HistoryRouter history={history}>
          <Suspense fallback={null}>
            <Routes>
              <Route
                path="/l"
                element={
                  <>
                    <List />
                    <Link to="/otra">Otra</Link>
                  </>
                }
              />
              <Route path="/otra" element={<Otra />} />
            </Routes>
          </Suspense>
        </HistoryRouter>
      </QueryClientProvider>,
    );
    return { history, open: () => open() };
  }

  const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 200)));

  it('goes to the address while the list is on screen', async () => {
    const { history } = app();
    await screen.findByText('Arroz');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'sal' } });
    await idle();
    expect(history.location.pathname + history.location.search).toBe('/l?search=sal');
  });

  it('does not take back to the list a person who left it meanwhile (the next screen still loading)', async () => {
    const { history, open } = app();
    await screen.findByText('Arroz');
    fireEvent.change(screen.getByRole('textbox', { name: 'Buscar' }), { target: { value: 'sal' } });
    // Before the idle time ends: the navigation is a transition, and the list stays mounted
    // (its search timer running) until the next screen's code arrives.
    fireEvent.click(screen.getByRole('link', { name: 'Otra' }));
    await idle();
    expect(history.location.pathname + history.location.search).toBe('/otra');
    await act(async () => open());
    expect(await screen.findByRole('heading', { name: 'Otra' })).toBeTruthy();
    expect(history.location.pathname + history.location.search).toBe('/otra');
    expect(history.index).toBe(1);
  });
});

describe('useServerList keeps its parameters in the address', () => {
  it('starts from the address and asks the server for it', async () => {
    const fetcher = vi.fn(async () => ({ count: 100, results: [{ id: 1 }] }));
    const { result } = renderHook(() => useListAtUrl(fetcher), { wrapper: wrapper('/l?page=2&search=sal&ordering=valor&page_size=50') });
    expect(result.current.list.params).toEqual({ page: 2, pageSize: 50, search: 'sal', ordering: 'valor' });
    await waitFor(() => expect(result.current.list.total).toBe(100));
    expect(fetcher).toHaveBeenCalledWith({ page: '2', page_size: '50', search: 'sal', ordering: 'valor' });
  });

  it('without parameters in the address shows its defaults, and writes none of them', async () => {
    const fetcher = vi.fn(async () => ({ count: 100, results: [{ id: 1 }] }));
    const options = { initial: { ordering: 'username', pageSize: 10 } };
    const { result } = renderHook(() => useListAtUrl(fetcher, options), { wrapper: wrapper('/l') });
    expect(result.current.list.params).toEqual({ page: 1, pageSize: 10, search: '', ordering: 'username' });
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith({ page: '1', page_size: '10', search: undefined, ordering: 'username' }));

    act(() => result.current.list.setParams((p) => ({ ...p, page: 2 })));
    expect(result.current.location.search).toBe('?page=2');
    act(() => result.current.list.setParams((p) => ({ ...p, page: 1, pageSize: 20, ordering: '-username' })));
    expect(result.current.location.search).toBe('?page_size=20&ordering=-username');
    act(() => result.current.list.setParams((p) => ({ ...p, pageSize: 10, ordering: 'username' })));
    expect(result.current.location.search).toBe('');
  });

  it('writes each change into the address as a history entry; back and forward walk through the views', async () => {
    const fetcher = vi.fn(async () => ({ count: 100, results: [{ id: 1 }] }));
    const { result } = renderHook(() => useListAtUrl(fetcher), { wrapper: wrapper('/l') });
    expect(result.current.list.params.ordering).toBe('-nombre');
    expect(result.current.location.search).toBe('');

    act(() => result.current.list.tableProps.onChange({ page: 1, pageSize: 20, search: 'sal', ordering: 'fecha' }));
    expect(result.current.location.search).toBe('?search=sal&ordering=fecha');
    act(() => result.current.list.setParams((p) => ({ ...p, page: 3 })));
    expect(result.current.location.search).toBe('?page=3&search=sal&ordering=fecha');
    expect(result.current.list.params).toEqual({ page: 3, pageSize: 20, search: 'sal', ordering: 'fecha' });
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ page: '3', page_size: '20', search: 'sal', ordering: 'fecha' }));

    act(() => void result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.params.page).toBe(1));
    expect(result.current.location.search).toBe('?search=sal&ordering=fecha');
    act(() => void result.current.navigate(-1));
    await waitFor(() => expect(result.current.list.params).toEqual({ page: 1, pageSize: 20, search: '', ordering: '-nombre' }));

    act(() => void result.current.navigate(1));
    await waitFor(() => expect(result.current.list.params).toEqual({ page: 1, pageSize: 20, search: 'sal', ordering: 'fecha' }));
    act(() => void result.current.navigate(1));
    await waitFor(() => expect(result.current.list.params.page).toBe(3));
    await waitFor(() => expect(fetcher).toHaveBeenLastCalledWith({ page: '3', page_size: '20', search: 'sal', ordering: 'fecha' }));
  });

  it('two lists of one screen, one with a prefix, keep apart in the address', () => {
    const fetcher = vi.fn(async () => ({ count: 100, results: [{ id: 1 }] }));
    const { result } = renderHook(
      () => ({
        a: useServerList(endpoint('a', fetcher)),
        b: useServerList(endpoint('b', fetcher), { paramPrefix: 'b_' }),
        location: useLocation(),
      }),
      { wrapper: wrapper('/l?page=2&b_search=x') },
    );
    expect(result.current.a.params).toEqual({ ...DEFAULT_SERVER_PARAMS, page: 2 });
    expect(result.current.b.params).toEqual({ ...DEFAULT_SERVER_PARAMS, search: 'x' });
    act(() => result.current.b.setParams((p) => ({ ...p, page: 4 })));
    act(() => result.current.a.setParams((p) => ({ ...p, search: 'y', page: 1 })));
    expect(result.current.a.params).toEqual({ ...DEFAULT_SERVER_PARAMS, search: 'y' });
    expect(result.current.b.params).toEqual({ ...DEFAULT_SERVER_PARAMS, search: 'x', page: 4 });
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('b_page=4&b_search=x&search=y');
  });
});

import { getPage } from '@gestion/api';
import { queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '@gestion/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ResourceListPage } from './resource-list-page';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';
import { useServerList } from './use-server-list';

type Fruta = { id: number; nombre: string };
const asked: URLSearchParams[] = [];
const server = mockApi(
  http.get(`${TEST_API}/api/frutas/`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    return HttpResponse.json({ count: 21, results: [{ id: 1, nombre: 'Mango' }] });
  }),
);

const frutasQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: ['frutas', query] as const, queryFn: ({ signal }) => getPage<Fruta>('/api/frutas/', query, signal) });

function FrutasPage({ onCreate }: { onCreate?: () => void }) {
  const list = useServerList(frutasQueryOptions, { initial: { ordering: 'nombre' } });
  return (
    <ResourceListPage<Fruta>
      title="Frutas"
      list={list}
      create={onCreate ? { label: '+ Crear fruta', permission: 'terra.add_producto', onClick: onCreate } : { label: '+ Crear fruta', permission: 'terra.add_producto', to: '/frutas/nueva' }}
      columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortField: 'nombre' }]}
      rowKey="id"
      errorText={(err) => `No se pudieron cargar las frutas (${(err as { response?: { status?: number } }).response?.status})`}
    />
  );
}

describe('ResourceListPage', () => {
  it('asks the contract list query, shows the rows, the count and the pages', async () => {
    asked.length = 0;
    signInForTest({ permissions: ['terra.view_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    expect(screen.getByRole('heading', { level: 1, name: 'Frutas' })).toBeTruthy();
    expect(await screen.findByText('Mango')).toBeTruthy();
    expect(screen.getByText('21 registros')).toBeTruthy();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(Object.fromEntries(asked[0]!)).toEqual({ page: '1', page_size: '20', ordering: 'nombre' });
    expect(screen.queryByRole('link', { name: '+ Crear fruta' })).toBeNull();
  });

  it('offers the create button only with its permission: a link, or an action', async () => {
    signInForTest({ permissions: ['terra.view_producto', 'terra.add_producto'] });
    const { unmount } = renderArea(<FrutasPage />, '/frutas', { probes: { '/frutas/nueva': 'formulario nuevo' } });
    await userEvent.click(await screen.findByRole('link', { name: '+ Crear fruta' }));
    expect(await screen.findByText('formulario nuevo')).toBeTruthy();
    unmount();
    const onCreate = vi.fn();
    renderArea(<FrutasPage onCreate={onCreate} />, '/frutas');
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear fruta' }));
    expect(onCreate).toHaveBeenCalledOnce();
  });

  it("shows the screen's error text", async () => {
    server.use(http.get(`${TEST_API}/api/frutas/`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    signInForTest({ superuser: true });
    renderArea(<FrutasPage />, '/frutas');
    expect(await screen.findByText('Ocurrió un error.')).toBeTruthy();
    expect(screen.getByText('No se pudieron cargar las frutas (500)')).toBeTruthy();
  });
});

import { getPage } from '@gestion/api';
import type { ListQuery } from '@gestion/contract';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProgressText } from './csv-export-button';
import { ResourceListPage } from './resource-list-page';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';
import { useServerList } from './use-server-list';

type Fruta = { id: number; nombre: string };
const server = mockApi(http.get(`${TEST_API}/api/frutas/`, () => HttpResponse.json({ count: 1, results: [{ id: 1, nombre: 'Mango' }] })));

const frutasQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: ['frutas', query] as const, queryFn: ({ signal }) => getPage<Fruta>('/api/frutas/', query, signal) });

function FrutasPage() {
  const list = useServerList(frutasQueryOptions, { initial: { ordering: '-nombre', search: 'man' } });
  return (
    <ResourceListPage<Fruta>
      title="Frutas"
      list={list}
      csvExport={{ url: '/api/frutas/', params: { jornada_id: 7 } }}
      columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortField: 'nombre' }]}
    />
  );
}

const encoder = new TextEncoder();

afterEach(() => vi.restoreAllMocks());

describe("ResourceListPage's 'Exportar CSV'", () => {
  it('fetches <url>exportar/ with the token, the search, the ordering and the filters; shows rows and bytes as they arrive; saves the file', async () => {
    signInForTest({ token: 'tok-123' });
    let asked: Request | undefined;
    let feed!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (feed = c) });
    server.use(
      http.get(`${TEST_API}/api/frutas/exportar/`, ({ request }) => {
        asked = request;
        return new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="frutas-2026-11-26.csv"' } });
      }),
    );
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderArea(<FrutasPage />, '/frutas');
    await screen.findByText('Mango');
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    await waitFor(() => expect(asked).toBeDefined());
    expect(asked!.headers.get('authorization')).toBe('JWT tok-123');
    expect(Object.fromEntries(new URL(asked!.url).searchParams)).toEqual({ jornada_id: '7', search: 'man', ordering: '-nombre' });
    // Part of the file: the progress says what has arrived.
    const head = '\uFEFFNombre\r\nMango\r\n';
    feed.enqueue(encoder.encode(head));
    expect(await screen.findByText(`Exportando… ${exportProgressText(1, encoder.encode(head).byteLength)}`)).toBeTruthy();
    feed.enqueue(encoder.encode('Manzana\r\n'));
    feed.close();
    await waitFor(() => expect(clicked).toEqual(['frutas-2026-11-26.csv']));
    expect(await saved[0]!.text()).toBe('\uFEFFNombre\r\nMango\r\nManzana\r\n');
    expect(await screen.findByText(/Exportación lista: 2 filas/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^Exportando…/)).toBeNull());
  });

  it("shows the server's refusal (429 detail) and saves nothing", async () => {
    signInForTest();
    server.use(http.get(`${TEST_API}/api/frutas/exportar/`, () => HttpResponse.json({ detail: 'Ya tienes 2 exportaciones en curso. Espera a que termine alguna antes de empezar otra.' }, { status: 429 })));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    renderArea(<FrutasPage />, '/frutas');
    await screen.findByText('Mango');
    await userEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
    expect(await screen.findByText('Ya tienes 2 exportaciones en curso. Espera a que termine alguna antes de empezar otra.')).toBeTruthy();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('formats the progress with es-ES separators', () => {
    expect(exportProgressText(12345, 1_258_291)).toBe('12.345 filas (1,2 MB)');
    expect(exportProgressText(1, 100)).toBe('1 fila (0,0 MB)');
  });
});

import { getPage } from '@gestion/api';
import type { ListQuery } from '@gestion/contract';
import { defineResource } from '@gestion/contract/resource';
import { queryOptions } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ResourceListPage } from './resource-list-page';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';
import { useServerList } from './use-server-list';

type Fruta = { id: number; nombre: string; peso: number; semillas: number[] };

const FRUTAS = defineResource<Fruta>()({
  app: 'terra',
  model: 'producto',
  url: '/api/frutas/',
  plural: 'frutas',
  fileName: 'frutas',
  fields: {
    nombre: { label: 'Nombre', required: true, max: 20 },
    peso: { label: 'Peso', input: 'integer', required: true, min: 1, max: 1000 },
    semillas: { label: 'Semillas', input: 'integers' },
    id: { label: 'Id', listed: false },
  },
  defaultOrdering: 'nombre',
  editable: ['nombre', 'peso', 'semillas'],
  removable: true,
});

let listed = 0;
const sent: { method: string; url: string; body?: unknown }[] = [];
const server = mockApi(
  http.get(`${TEST_API}/api/frutas/`, () => {
    listed++;
    return HttpResponse.json({ count: 1, results: [{ id: 7, nombre: 'Mango', peso: 2 }] });
  }),
  // The form starts from the record as stored now, not from the row on screen.
  http.get(`${TEST_API}/api/frutas/7/`, () => HttpResponse.json({ id: 7, nombre: 'Mango de hoy', peso: 2, semillas: [3, 14] })),
  http.patch(`${TEST_API}/api/frutas/7/`, async ({ request }) => {
    const body = await request.json();
    sent.push({ method: 'PATCH', url: request.url, body });
    return HttpResponse.json({ id: 7, nombre: 'Mango', peso: 2, ...(body as object) });
  }),
  http.get(`${TEST_API}/api/frutas/7/eliminar/`, () => HttpResponse.json({ repr: 'Mango', impide: null, arrastra: ['2 variedades'] })),
  http.delete(`${TEST_API}/api/frutas/7/`, ({ request }) => {
    sent.push({ method: 'DELETE', url: request.url });
    return new HttpResponse(null, { status: 204 });
  }),
);

const frutasQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: ['frutas', 'page', query] as const, queryFn: ({ signal }) => getPage<Fruta>('/api/frutas/', query, signal) });

function FrutasPage() {
  const list = useServerList(frutasQueryOptions);
  return <ResourceListPage<Fruta> title="Frutas" list={list} columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre' }]} recordActions={FRUTAS} />;
}

async function openRowAction(name: 'Editar' | 'Eliminar') {
  const row = (await screen.findByText('Mango')).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the row actions of a declared resource', () => {
  it('are absent, column and all, for a user without change_ or delete_', async () => {
    signInForTest({ permissions: ['terra.view_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    expect(await screen.findByText('Mango')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("give holders of change_ only 'Editar': the stored record's fields, and 'Guardar' sends what changed", async () => {
    sent.length = 0;
    signInForTest({ permissions: ['terra.view_producto', 'terra.change_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    expect(await screen.findByRole('columnheader', { name: 'Acciones' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    const dialog = await openRowAction('Editar');
    const nombre = await within(dialog).findByLabelText('Nombre');
    expect((nombre as HTMLInputElement).value).toBe('Mango de hoy');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Mango criollo');
    const before = listed;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', url: `${TEST_API}/api/frutas/7/`, body: { nombre: 'Mango criollo' } }]);
    await waitFor(() => expect(listed).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits whole numbers in a line: shown separated by spaces, sent as a list, refused when not numbers', async () => {
    sent.length = 0;
    signInForTest({ permissions: ['terra.view_producto', 'terra.change_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    const dialog = await openRowAction('Editar');
    const semillas = await within(dialog).findByLabelText('Semillas');
    expect((semillas as HTMLInputElement).value).toBe('3 14');
    await userEvent.type(semillas, ' x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Semillas: números enteros separados por espacios.')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(semillas);
    await userEvent.type(semillas, '3 14 27');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', url: `${TEST_API}/api/frutas/7/`, body: { semillas: [3, 14, 27] } }]);
  });

  it("refuses a blank required field, and shows the server's refusal at its field", async () => {
    server.use(http.patch(`${TEST_API}/api/frutas/7/`, () => HttpResponse.json({ nombre: ['Ya existe una fruta con ese nombre.'] }, { status: 400 })));
    signInForTest({ permissions: ['terra.view_producto', 'terra.change_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    const dialog = await openRowAction('Editar');
    const nombre = await within(dialog).findByLabelText('Nombre');
    await userEvent.clear(nombre);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Nombre: es obligatorio.')).toBeTruthy();
    await userEvent.type(nombre, 'Piña');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe una fruta con ese nombre.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("give holders of delete_ 'Eliminar': the confirmation names the record and what goes with it", async () => {
    sent.length = 0;
    signInForTest({ permissions: ['terra.view_producto', 'terra.delete_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    expect(await screen.findByText('Mango')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    const dialog = await openRowAction('Eliminar');
    expect(await within(dialog).findByText('¿Eliminar «Mango»? Esta acción no se puede deshacer.')).toBeTruthy();
    expect(within(dialog).getByText('Se eliminará también: 2 variedades.')).toBeTruthy();
    const before = listed;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Registro eliminado.')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', url: `${TEST_API}/api/frutas/7/` }]);
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it('refuse a removal that other records prevent, with the reason and no Eliminar', async () => {
    server.use(http.get(`${TEST_API}/api/frutas/7/eliminar/`, () => HttpResponse.json({ repr: 'Mango', impide: 'la usan 1 producto con 2 precios.', arrastra: [] })));
    signInForTest({ permissions: ['terra.view_producto', 'terra.delete_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    const dialog = await openRowAction('Eliminar');
    expect(await within(dialog).findByText('No se puede eliminar «Mango»')).toBeTruthy();
    expect(within(dialog).getByText('La usan 1 producto con 2 precios.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's 409 when a reference appeared since the preview", async () => {
    server.use(http.delete(`${TEST_API}/api/frutas/7/`, () => HttpResponse.json({ detail: 'No se puede eliminar: la usan 1 producto con 1 precio.' }, { status: 409 })));
    signInForTest({ permissions: ['terra.view_producto', 'terra.delete_producto'] });
    renderArea(<FrutasPage />, '/frutas');
    const dialog = await openRowAction('Eliminar');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No se puede eliminar: la usan 1 producto con 1 precio.')).toBeTruthy();
  });
});

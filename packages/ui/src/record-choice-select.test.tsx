import { defineResource } from '@gestion/contract/resource';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RecordEditDialog } from './record-edit-dialog';
import { mockApi, renderArea, signInForTest, TEST_API } from './testing';

type Caja = { id: number; nombre: string; unidad_id: number; unidad_nombre: string };

const CAJAS = defineResource<Caja>()({
  app: 'terra',
  model: 'producto',
  url: '/api/cajas/',
  plural: 'cajas',
  fileName: 'cajas',
  fields: {
    nombre: { label: 'Nombre', required: true },
    unidad_id: { label: 'Unidad', text: (c) => c.unidad_nombre, input: { choose: { url: '/api/unidades/todas/', label: 'nombre' } }, required: true },
    id: { label: 'Id', listed: false },
  },
  defaultOrdering: 'nombre',
  editable: ['nombre', 'unidad_id'],
});

const sent: unknown[] = [];
let unidades: () => Response = () => HttpResponse.json([{ id: 1, nombre: 'Kilogramo' }, { id: 2, nombre: 'Litro' }, { id: 3, nombre: 'Metro' }]);
mockApi(
  http.get(`${TEST_API}/api/unidades/todas/`, () => unidades()),
  http.get(`${TEST_API}/api/cajas/5/`, () => HttpResponse.json({ id: 5, nombre: 'Caja', unidad_id: 1, unidad_nombre: 'Kilogramo' })),
  http.patch(`${TEST_API}/api/cajas/5/`, async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({ id: 5, nombre: 'Caja', unidad_id: 3, unidad_nombre: 'Metro' });
  }),
);

const edit = () => renderArea(<RecordEditDialog resource={CAJAS} id={5} title="Editar: Caja" onClose={() => {}} onSaved={() => {}} />, '/cajas');

describe('a record chosen by name', () => {
  it("shows the stored record's name, offers the list's records by name, searched as typed, and sends the chosen id", async () => {
    sent.length = 0;
    signInForTest({ permissions: ['terra.change_producto'] });
    edit();
    const select = await screen.findByRole('combobox', { name: 'Unidad' });
    const dialog = screen.getByRole('dialog');
    // The stored id shows as its name once the list is in.
    expect(await within(dialog).findByText('Kilogramo')).toBeTruthy();
    await userEvent.click(select);
    await userEvent.type(select, 'met');
    // antd draws each option's name as its title; the typed text leaves only the matching ones.
    const option = await screen.findByTitle('Metro');
    expect(screen.queryByTitle('Litro')).toBeNull();
    await userEvent.click(option);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toEqual([{ unidad_id: 3 }]));
  });

  it('says so when the list cannot be read', async () => {
    unidades = () => HttpResponse.json({ detail: 'No tiene permiso para realizar esta acción.' }, { status: 403 });
    signInForTest({ permissions: ['terra.change_producto'] });
    edit();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Unidad' }));
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeTruthy();
  });
});

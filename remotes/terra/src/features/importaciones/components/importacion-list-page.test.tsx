import type { ImportacionFila } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

const fila = (id: number, estado: ImportacionFila['estado'], archivo: string | null, precios: number | null): ImportacionFila => ({
  id,
  archivo,
  usuario_username: 'ana',
  creada: '2030-01-02 10:00',
  estado,
  precios,
  productos: precios === null ? null : 1,
});

let rows: ImportacionFila[] = [];
let undone: string[] = [];
let answer: () => Response = () => HttpResponse.json({ detail: 'Importación deshecha: se eliminaron 3 precios y 1 producto.', precios: 3, productos: 1 });
const server = mockApi(
  http.get(`${TEST_API}/api/terra/importaciones/`, () => HttpResponse.json({ count: rows.length, results: rows })),
  http.post(`${TEST_API}/api/terra/importaciones/:id/deshacer/`, ({ params }) => {
    undone.push(String(params.id));
    const res = answer();
    if (res.ok) rows = rows.map((r) => (r.id === Number(params.id) ? { ...r, estado: 'deshecha' } : r));
    return res;
  }),
);

beforeEach(() => {
  rows = [fila(9, 'abierta', null, null), fila(8, 'confirmada', 'marzo.csv', 3), fila(7, 'deshecha', 'febrero.csv', 2)];
  undone = [];
});

const row = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('/terra/importacion/list', () => {
  it("lists the imports with their state; without delete_precioproducto there is no 'Deshacer'", async () => {
    signInForTest({ permissions: ['terra.view_precioproducto'] });
    renderAt('/terra/importacion/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Importaciones' })).toBeTruthy();
    expect(within(await row('marzo.csv')).getByText('Confirmada')).toBeTruthy();
    expect(within(await row('febrero.csv')).getByText('Deshecha')).toBeTruthy();
    expect(screen.getByText('Sin confirmar')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });

  it("offers 'Deshacer' on a confirmed import only, asks first, then shows the server's answer and the row undone", async () => {
    signInForTest({ permissions: ['terra.view_precioproducto', 'terra.delete_precioproducto'] });
    renderAt('/terra/importacion/list');
    expect(within(await row('febrero.csv')).queryByRole('button', { name: 'Deshacer' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Deshacer' })).toHaveLength(1);
    await userEvent.click(within(await row('marzo.csv')).getByRole('button', { name: 'Deshacer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('¿Deshacer la importación 8 (marzo.csv)?');
    expect(dialog.textContent).toContain('Se eliminarán los 3 precios que registró');
    expect(undone).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Importación deshecha: se eliminaron 3 precios y 1 producto.')).toBeTruthy();
    expect(undone).toEqual(['8']);
    await waitFor(async () => expect(within(await row('marzo.csv')).queryByRole('button', { name: 'Deshacer' })).toBeNull());
    expect(within(await row('marzo.csv')).getByText('Deshecha')).toBeTruthy();
  });

  it("shows the server's refusal in the dialog", async () => {
    answer = () => HttpResponse.json({ detail: 'La importación ya fue deshecha.' }, { status: 400 });
    signInForTest({ permissions: ['terra.view_precioproducto', 'terra.delete_precioproducto'] });
    renderAt('/terra/importacion/list');
    await userEvent.click(within(await row('marzo.csv')).getByRole('button', { name: 'Deshacer' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deshacer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('La importación ya fue deshecha.');
  });

  it('sends a user without view_precioproducto to the 403 page', async () => {
    signInForTest({ permissions: ['terra.import_precioproducto'] });
    renderAt('/terra/importacion/list', { '/error/403': 'prohibido' });
    expect(await screen.findByText('prohibido')).toBeTruthy();
  });
});
void server;

import type { Proyeccion } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { expectRefused, expectSearchAfterIdle, paginatedEndpoint } from '../../../test/server-list';
import { expectRemoval } from '../../../test/record-removal';

const PATH = '/rodox/jornada/7/proyeccion/list/table';
const PROYECCIONES: Proyeccion[] = [
  { id: 31, jornada: 7, config: 1, tipo: 'frecuencial', frecuencia: 12, kultimo: 240, indice: 0.123456789, nivel: 1 },
  { id: 32, jornada: 7, config: 2, tipo: 'pasal', frecuencia: 4, kultimo: null, indice: 2.5, nivel: 2 },
];
const list = paginatedEndpoint<unknown>('/api/rodox/proyecciones/', (p, search) => JSON.stringify(p).includes(search));
const { requests } = list;
const server = mockApi(list.handler);

beforeEach(() => {
  requests.length = 0;
  list.rows = PROYECCIONES.map((p) => ({ ...p }));
});

describe('ProyeccionListPage', () => {
  it("asks for the jornada's projections, 20 per page, and shows tipo, frecuencia, kultimo, indice to 6 decimals and nivel", async () => {
    signInForTest({ permissions: ['rodox.view_jornada'] });
    renderAt(PATH);
    const row = (await screen.findByText('frecuencial')).closest('tr')!;
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('240')).toBeTruthy();
    expect(within(row).getByText('0.123457')).toBeTruthy();
    expect(within(screen.getByText('pasal').closest('tr')!).getByText('2.5')).toBeTruthy();
    expect(requests[0]?.get('jornada_id')).toBe('7');
    expect(requests[0]?.get('page')).toBe('1');
    expect(requests[0]?.get('page_size')).toBe('20');
  });

  it('reads tipo from config.tipo when the row has none', async () => {
    list.rows = [{ id: 33, jornada: 7, config: { id: 3, tipo: 'gradal' }, frecuencia: 1, kultimo: 1, indice: 1, nivel: 1 }];
    signInForTest({ permissions: ['rodox.view_jornada'] });
    renderAt(PATH);
    expect(await screen.findByText('gradal')).toBeTruthy();
  });

  it('is gated by rodox.view_jornada', async () => {
    await expectRefused(PATH, ['rodox.view_proyeccion']);
  });

  it('shows the empty text', async () => {
    list.rows = [];
    signInForTest({ permissions: ['rodox.view_jornada'] });
    renderAt(PATH);
    expect(await screen.findByText('No hay proyecciones registradas.')).toBeTruthy();
  });

  it('a typed search applies after 600 ms idle, on page 1, keeping the jornada', async () => {
    signInForTest({ permissions: ['rodox.view_jornada'] });
    renderAt(PATH);
    await screen.findByText('frecuencial');
    await expectSearchAfterIdle(requests, 'pasal', 600, 'frecuencial');
    expect(requests.at(-1)?.get('jornada_id')).toBe('7');
  });

  it("'Abrir Selecciones' opens the projection's selections; 'Volver' goes back to the jornadas", async () => {
    signInForTest({ permissions: ['rodox.view_jornada'] });
    const view = renderAt(PATH, { '/rodox/proyeccion/:id/seleccion/list/table': 'selecciones', '/rodox/jornada/list/table': 'jornadas' });
    const row = (await screen.findByText('pasal')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Abrir Selecciones' }));
    expect(screen.getByTestId('location').textContent).toBe('/rodox/proyeccion/32/seleccion/list/table');
    view.unmount();

    renderAt(PATH, { '/rodox/jornada/list/table': 'jornadas' });
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('jornadas')).toBeTruthy();
  });

it("'Eliminar' only for holders of rodox.delete_proyeccion: the confirmation names its selections, and the list reloads", async () => {
    signInForTest({ permissions: ['rodox.view_jornada'] });
    const view = renderAt(PATH);
    const row = (await screen.findByText('pasal')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Abrir Selecciones' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    view.unmount();

    signInForTest({ permissions: ['rodox.view_jornada', 'rodox.delete_proyeccion'] });
    renderAt(PATH);
    const again = (await screen.findByText('pasal')).closest('tr')!;
    const asked = requests.length;
    await expectRemoval(server, again, '/api/rodox/proyecciones/', 32, { repr: 'pasal nivel 2', impide: null, arrastra: ['8 selecciones'] });
    await waitFor(() => expect(requests.length).toBeGreaterThan(asked));
  });

    it('a load error is shown', async () => {
    server.use(http.get(`${TEST_API}/api/rodox/proyecciones/`, () => HttpResponse.json({ detail: 'No tienes permiso para realizar esta acción.' }, { status: 403 })));
    signInForTest({ permissions: ['rodox.view_jornada'] });
    renderAt(PATH);
    expect(await screen.findByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
  });
});

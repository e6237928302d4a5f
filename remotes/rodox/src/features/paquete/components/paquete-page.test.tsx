import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { CONTEXTO, sorteo } from '../../../test/rodox-fixtures';

const SORTEOS = [sorteo(240, '2025-08-28T02:00:00.000Z', [2, 7, 11, 20, 31, 38]), sorteo(239, '2025-08-27T02:00:00.000Z', [1, 3, 5, 8, 13, 21])];
let actualizado: unknown = null;
let consultas: URLSearchParams[] = [];

const server = mockApi(
  // As the server: the list of every context needs rodox.view_contexto, which 'Paquete' does not ask for.
  http.get(`${TEST_API}/api/rodox/contextos/`, () => HttpResponse.json({ detail: 'No tienes permiso para realizar esta acción.' }, { status: 403 })),
  http.get(`${TEST_API}/api/rodox/contextos/por-familia/:familia/:tipo/`, ({ params }) =>
    params.familia === CONTEXTO.familia && params.tipo === CONTEXTO.tipo
      ? HttpResponse.json(CONTEXTO)
      : HttpResponse.json({ detail: `No existe un contexto con la familia "${params.familia}" y el tipo "${params.tipo}".` }, { status: 404 }),
  ),
  http.get(`${TEST_API}/api/rodox/sorteos/`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    consultas.push(q);
    const results = q.get('ultimos') === '1' ? SORTEOS.slice(0, 1) : SORTEOS;
    return HttpResponse.json({ count: results.length, results });
  }),
  http.post(`${TEST_API}/api/rodox/sorteos/actualizar/`, async ({ request }) => {
    actualizado = await request.json();
    return HttpResponse.json({ detail: 'No hay sorteos nuevos.', agregados: 0 });
  }),
);

beforeEach(() => {
  actualizado = null;
  consultas = [];
  signInForTest({ permissions: ['rodox.view_seleccion', 'rodox.add_sorteo'] });
});

describe('PaquetePage', () => {
  it.each(['/rodox/lesa-mill', '/rodox/lesa-mill/paquete'])("%s lists the last 10 draws with YYYY-MM-DD dates and padded numbers", async (path) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Últimos 10 sorteos de lesa-mill' })).toBeTruthy();
    const fila = (await screen.findByText('240')).closest('tr')!;
    expect(within(fila).getByText('2025-08-28')).toBeTruthy();
    expect(within(fila).getByText('02 07 11 20 31 38')).toBeTruthy();
    for (const header of ['Kardinal', 'Fecha', 'Números']) expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    const pedidos = consultas.map((q) => Object.fromEntries(q));
    expect(pedidos).toContainEqual({ contexto_sigla: 'lesa-mill', ultimos: '10' });
    expect(pedidos).toContainEqual({ contexto_sigla: 'lesa-mill', ultimos: '1', mayor_kardinal: 'true' });
  });

  it("the sidebar's /rodox/lesa/mill/paquete finds the context by familia and tipo with rodox.view_seleccion alone", async () => {
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    renderAt('/rodox/lesa/mill/paquete');
    expect(await screen.findByRole('heading', { name: 'Últimos 10 sorteos de lesa-mill' })).toBeTruthy();
    expect(await screen.findByText('240')).toBeTruthy();
    expect(screen.queryByText('Error al cargar los contextos.')).toBeNull();
  });

  it('says so when no context has that familia and tipo', async () => {
    renderAt('/rodox/lesa/otro/paquete');
    expect(await screen.findByText('No hay un contexto lesa otro.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paquete' })).toBeTruthy();
  });

  it("'Error al cargar los contextos.' when the contexts cannot be read", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/contextos/por-familia/:familia/:tipo/`, () => HttpResponse.json({ detail: 'No tiene permiso.' }, { status: 403 })));
    renderAt('/rodox/lesa/mill/paquete');
    expect(await screen.findByText('Error al cargar los contextos.')).toBeTruthy();
    expect(screen.getByText('No tiene permiso.')).toBeTruthy();
  });

  it("'Actualizar sorteos' posts the context's sigla and says 'Sorteos actualizados'", async () => {
    renderAt('/rodox/lesa-mill/paquete');
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar sorteos' }));
    expect(await screen.findByText('Sorteos actualizados')).toBeTruthy();
    expect(actualizado).toEqual({ actualizar_automaticamente: true, contexto_sigla: 'lesa-mill' });
  });

  it("a refused update says 'Error al actualizar sorteos' with the server's reason", async () => {
    server.use(
      http.post(`${TEST_API}/api/rodox/sorteos/actualizar/`, () =>
        HttpResponse.json({ detail: 'El contexto no tiene fuente de sorteos configurada.' }, { status: 400 }),
      ),
    );
    renderAt('/rodox/lesa-mill/paquete');
    await userEvent.click(await screen.findByRole('button', { name: 'Actualizar sorteos' }));
    expect(await screen.findByText('Error al actualizar sorteos. Motivo: El contexto no tiene fuente de sorteos configurada.')).toBeTruthy();
  });

  it('the second button opens the selections of the next kardinal', async () => {
    renderAt('/rodox/lesa-mill/paquete', { '/rodox/:sigla/:kardinal/seleccion/list/table': 'selecciones' });
    await userEvent.click(await screen.findByRole('button', { name: 'Selecciones del kardinal 241' }));
    expect(await screen.findByText('selecciones')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rodox/lesa-mill/241/seleccion/list/table');
  });

  it("'No se pudieron cargar los sorteos' and 'No se pudo cargar el sorteo último válido' on failures", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/sorteos/`, () => HttpResponse.json({ detail: 'Contexto no encontrado.' }, { status: 404 })));
    renderAt('/rodox/nada/paquete');
    expect(await screen.findByText('No se pudieron cargar los sorteos')).toBeTruthy();
    expect(await screen.findByText('No se pudo cargar el sorteo último válido')).toBeTruthy();
  });

  it('without rodox.view_seleccion the route is forbidden', async () => {
    signInForTest({ permissions: ['rodox.view_contexto'] });
    renderAt('/rodox/lesa-mill/paquete', { '/error/403': '403' });
    expect(await screen.findByText('403')).toBeTruthy();
  });
});

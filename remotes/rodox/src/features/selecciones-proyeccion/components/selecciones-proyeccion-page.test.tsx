import type { Seleccion } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { expectRefused } from '../../../test/server-list';
import { expectRemoval } from '../../../test/record-removal';
import { marcaComunes } from './selecciones-proyeccion-page';

const PATH = '/rodox/proyeccion/32/seleccion/list/table';
const COUNTS = {
  pares_cantidad: 3,
  impares_cantidad: 3,
  tricero_cantidad: 2,
  triuno_cantidad: 2,
  tridos_cantidad: 2,
  superiores_cantidad: 3,
  inferiores_cantidad: 3,
  comunes_a01_cantidad: 1,
  comunes_a02_cantidad: 0,
  comunes_a03_cantidad: null,
};
function sel(id: number, sonador: string, ordinal: number, numeros: number[], comunes: number | null): Seleccion {
  return { ...COUNTS, id, proyeccion: 32, kandidatura: 241, ordinal, numeros_lista: numeros, sonador_sigla: sonador, numeros_comunes_cantidad: comunes };
}
const SELECCIONES = [sel(1, 'AL', 2, [3, 14, 15, 22, 30, 41], 3), sel(2, 'AL', 1, [1, 2, 3, 4, 5, 6], 2), sel(3, 'BE', 1, [7, 8, 9, 10, 11, 12], null)];
const asked: URLSearchParams[] = [];

const server = mockApi(
  http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json(SELECCIONES);
  }),
);

beforeEach(() => {
  asked.length = 0;
});

describe('SeleccionesProyeccionPage', () => {
  it('groups by dreamer, sorted by ordinal, with the green marker above 2 common numbers', async () => {
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    renderAt(PATH);
    expect(await screen.findByText('Cargando selecciones...')).toBeTruthy();
    const al = await screen.findByRole('list', { name: 'AL' });
    const lines = [...al.querySelectorAll('li')].map((li) => li.textContent);
    expect(lines).toEqual(['AL:1 --> 1 2 3 4 5 6', 'AL:2 --> 3 14 15 22 30 41 **(3 6)']);
    expect(screen.getByText('**(3 6)', { exact: false }).style.color).toBe('#16a34a');
    const be = screen.getByRole('list', { name: 'BE' });
    expect(be.textContent).toBe('BE:1 --> 7 8 9 10 11 12');
    expect(asked.map((q) => q.get('proyeccion_id'))).toEqual(['32']);
  });

  it('retries with ?proyeccion= when ?proyeccion_id= fails, and reads {selecciones} and sonador.sigla', async () => {
    server.use(
      http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        if (q.has('proyeccion_id')) return HttpResponse.json({ detail: 'Parámetro desconocido.' }, { status: 400 });
        const { sonador_sigla: _unused, ...rest } = SELECCIONES[2]!;
        return HttpResponse.json({ selecciones: [{ ...rest, sonador: { sigla: 'GA' } }] });
      }),
    );
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    renderAt(PATH);
    expect(await screen.findByText('GA:1 --> 7 8 9 10 11 12')).toBeTruthy();
    expect(asked.map((q) => [...q.entries()])).toEqual([[['proyeccion_id', '32']], [['proyeccion', '32']]]);
  });

  it('shows the empty text', async () => {
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, () => HttpResponse.json({ results: [] })));
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    renderAt(PATH);
    expect(await screen.findByText('No hay selecciones para esta proyección.')).toBeTruthy();
  });

  it("a failure shows 'Error: {message}'", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })));
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    const view = renderAt(PATH);
    expect(await screen.findByText('Error: No encontrado.')).toBeTruthy();
    view.unmount();

    // A 5xx says nothing a person can act on: the screen's own text follows 'Error: '.
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, () => new HttpResponse(null, { status: 500 })));
    renderAt(PATH);
    expect(await screen.findByText('Error: No se pudieron cargar las selecciones.')).toBeTruthy();
  });

  it('is refused without rodox.view_seleccion', async () => {
    await expectRefused(PATH, ['rodox.view_jornada']);
  });

  it("'Volver' goes back to the jornadas when opened directly", async () => {
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    renderAt(PATH, { '/rodox/jornada/list/table': 'jornadas' });
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByText('jornadas')).toBeTruthy();
  });
});

describe('removing a selection', () => {
  it("'Eliminar' on each line only for holders of rodox.delete_seleccion; the lines are read again after", async () => {
    signInForTest({ permissions: ['rodox.view_seleccion'] });
    const view = renderAt(PATH);
    await screen.findByRole('list', { name: 'AL' });
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
    view.unmount();

    asked.length = 0;
    signInForTest({ permissions: ['rodox.view_seleccion', 'rodox.delete_seleccion'] });
    renderAt(PATH);
    const be = await screen.findByRole('list', { name: 'BE' });
    const line = within(be).getByRole('listitem');
    expect(line.textContent).toBe('BE:1 --> 7 8 9 10 11 12Eliminar');
    await expectRemoval(server, line, '/api/rodox/selecciones/', 3, { repr: 'BE:1', impide: null, arrastra: [] });
    await waitFor(() => expect(asked.length).toBe(2));
  });
});

describe('marcaComunes', () => {
  it('marks only above 2 common numbers, never before the draw', () => {
    expect(marcaComunes(sel(1, 'A', 1, [1, 2, 3, 4, 5, 6], 2))).toBeNull();
    expect(marcaComunes(sel(1, 'A', 1, [1, 2, 3, 4, 5, 6], null))).toBeNull();
    expect(marcaComunes(sel(1, 'A', 1, [1, 2, 3, 4, 5, 6], 4))).toBe('**(4 6)');
  });
});

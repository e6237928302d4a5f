import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { seleccion } from '../../../test/rodox-fixtures';

let consulta: URLSearchParams | null = null;
const server = mockApi(
  http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, ({ request }) => {
    consulta = new URL(request.url).searchParams;
    return HttpResponse.json({
      fecha: '2025-09-01',
      selecciones: [seleccion(1, 'B', 1, [4, 8, 12, 16, 20, 24], 3), seleccion(2, 'A', 2, [9, 10, 11, 12, 13, 14], 2), seleccion(3, 'A', 1, [1, 2, 3, 5, 7, 38])],
    });
  }),
);

beforeEach(() => signInForTest({ permissions: ['rodox.view_seleccion'] }));

describe('Combinaciones seleccionadas para el día', () => {
  it('groups the selections by dreamer, by ordinal, for the day of the kardinal', async () => {
    renderAt('/rodox/lesa-mill/241/seleccion/list');
    expect(await screen.findByRole('heading', { name: 'Combinaciones seleccionadas para el día 2025-09-01' })).toBeTruthy();
    expect(Object.fromEntries(consulta!)).toEqual({ sigla: 'lesa-mill', kardinal: '241' });
    const a = within(screen.getByRole('list', { name: 'Selecciones de A' })).getAllByRole('listitem');
    expect(a.map((li) => li.textContent)).toEqual(['A:1 --> 01 02 03 05 07 38 ', 'A:2 --> 09 10 11 12 13 14 ']);
    const b = within(screen.getByRole('list', { name: 'Selecciones de B' })).getAllByRole('listitem');
    expect(b[0].textContent).toBe('B:1 --> 04 08 12 16 20 24 (3)');
  });

  it("'No hay selecciones para los parámetros dados.' and 'No se pudieron cargar las selecciones.'", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, () => HttpResponse.json({ fecha: null, selecciones: [] })));
    const { unmount } = renderAt('/rodox/lesa-mill/241/seleccion/list');
    expect(await screen.findByText('No hay selecciones para los parámetros dados.')).toBeTruthy();
    unmount();
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/todas_pn/`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    renderAt('/rodox/lesa-mill/241/seleccion/list');
    expect(await screen.findByText('No se pudieron cargar las selecciones.')).toBeTruthy();
  });

  it("'Agrega sigla y kardinal en la URL.' with a kardinal of 0", async () => {
    renderAt('/rodox/lesa-mill/0/seleccion/list');
    expect(await screen.findByText('Agrega sigla y kardinal en la URL.')).toBeTruthy();
  });
});

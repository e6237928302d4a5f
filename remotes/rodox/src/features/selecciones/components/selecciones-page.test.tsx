import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { seleccion, sorteo } from '../../../test/rodox-fixtures';

const SELECCIONES = [seleccion(1, 'B', 1, [4, 8, 12, 16, 20, 24], 3), seleccion(2, 'A', 2, [9, 10, 11, 12, 13, 14], 1), seleccion(3, 'A', 1, [1, 2, 3, 5, 7, 38], null)];

const server = mockApi(
  http.get(`${TEST_API}/api/rodox/selecciones/lesa-mill/241/`, () => HttpResponse.json(SELECCIONES)),
  http.get(`${TEST_API}/api/rodox/sorteos/lesa-mill/ultimos/1`, () =>
    HttpResponse.json({ count: 1, results: [sorteo(240, '2025-08-31T23:30:00.000Z', [1, 2, 3, 4, 5, 6])] }),
  ),
);

beforeEach(() => signInForTest({ permissions: ['rodox.view_seleccion'] }));

let descargado: { nombre: string; texto: Promise<string> } | null = null;
const clickOriginal = HTMLAnchorElement.prototype.click;
afterEach(() => {
  HTMLAnchorElement.prototype.click = clickOriginal;
});
// happy-dom does not save files: the download link's click records the name and the Blob's text.
beforeEach(() => {
  descargado = null;
  let blob: Blob | null = null;
  URL.createObjectURL = (b: Blob) => {
    blob = b;
    return 'blob:txt';
  };
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    descargado = { nombre: this.download, texto: blob!.text() };
  };
});

describe('Simulador de Selecciones', () => {
  it("lists the selections with the '(N)' marker only above 2 common numbers", async () => {
    renderAt('/rodox/lesa-mill/241/seleccion/list/table');
    expect(await screen.findByRole('heading', { name: 'Simulador de Selecciones' })).toBeTruthy();
    const conMarca = (await screen.findByText(/04 08 12 16 20 24/)).closest('tr')!;
    expect(within(conMarca).getByText('(3)')).toBeTruthy();
    const sinMarca = screen.getByText(/09 10 11 12 13 14/).closest('tr')!;
    expect(within(sinMarca).queryByText(/^\(\d\)$/)).toBeNull();
    expect(screen.getAllByText(/^\(\d\)$/)).toHaveLength(1);
  });

  it("'Descargar TXT' saves the lines by dreamer and ordinal as selecciones_{sigla}_{day after the last draw}.txt", async () => {
    renderAt('/rodox/lesa-mill/241/seleccion/list/table');
    await screen.findByText(/04 08 12 16 20 24/);
    const boton = screen.getByRole('button', { name: 'Descargar TXT' });
    await vi.waitFor(() => expect(boton.hasAttribute('disabled')).toBe(false));
    await userEvent.click(boton);
    expect(descargado?.nombre).toBe('selecciones_lesa-mill_2025-09-01.txt');
    expect(await descargado?.texto).toBe('A:1 --> 01 02 03 05 07 38\nA:2 --> 09 10 11 12 13 14\nB:1 --> 04 08 12 16 20 24\n');
  });

  it('the cards view shows the same selections as cards, and the views switch', async () => {
    renderAt('/rodox/lesa-mill/241/seleccion/list/cards');
    expect(await screen.findByText(/04 08 12 16 20 24/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByText('Tabla'));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/rodox/lesa-mill/241/seleccion/list/table');
  });

  it("'No hay selecciones para los parámetros dados.' when there are none", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/lesa-mill/241/`, () => HttpResponse.json([])));
    renderAt('/rodox/lesa-mill/241/seleccion/list/table');
    expect(await screen.findByText('No hay selecciones para los parámetros dados.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar TXT' }).hasAttribute('disabled')).toBe(true);
  });

  it("'No se pudieron cargar las selecciones.' on failure", async () => {
    server.use(http.get(`${TEST_API}/api/rodox/selecciones/lesa-mill/241/`, () => HttpResponse.json({ detail: 'Contexto no encontrado.' }, { status: 404 })));
    renderAt('/rodox/lesa-mill/241/seleccion/list/table');
    expect(await screen.findByText('No se pudieron cargar las selecciones.')).toBeTruthy();
  });

  it("'Agrega sigla y kardinal en la URL.' when the kardinal is not a number", async () => {
    renderAt('/rodox/lesa-mill/abc/seleccion/list/table');
    expect(await screen.findByText('Agrega sigla y kardinal en la URL.')).toBeTruthy();
  });

  it('without rodox.view_seleccion the route is forbidden', async () => {
    signInForTest({ permissions: ['rodox.view_jornada'] });
    renderAt('/rodox/lesa-mill/241/seleccion/list/table', { '/error/403': '403' });
    expect(await screen.findByText('403')).toBeTruthy();
  });
});

import { mockApi, signInForTest, TEST_API as API } from '@gestion/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';
import { tableFromRows } from '../lib/csv-table';
import { saveRows } from '../lib/rows-store';
import { EMPTY_STATE, wizardStore, type ImportacionState } from '../lib/wizard-state';

const HEADERS = ['producto', 'precio', 'fecha', 'distribuidor', 'unidad', 'tipo', 'categoria'];
const MAPPED = Object.fromEntries(HEADERS.map((h) => [h, h]));

let posts: { url: string; body: unknown }[] = [];
let catalogos: string[] = [];
const record = async ({ request }: { request: Request }) => {
  posts.push({ url: new URL(request.url).pathname, body: await request.json() });
};

const server = mockApi(
  http.get(`${API}/api/pueblo/unidades/todas-con-variantes/`, () =>
    HttpResponse.json([
      { id: 1, nombre: 'Kilogramo', abreviatura: 'KG', variantes: [{ id: 9, abreviatura_equivalente: 'KGS' }] },
      { id: 2, nombre: 'Litro', abreviatura: 'LT', variantes: [] },
    ]),
  ),
  http.post(`${API}/api/pueblo/unidades/vincular-variante/`, async (ctx) => {
    await record(ctx);
    return HttpResponse.json({ detail: 'falla ignorada' }, { status: 500 });
  }),
  http.get(`${API}/api/pueblo/recursocategorias/all-pagination-none`, () => HttpResponse.json([{ id: 3, nombre: 'Obra' }])),
  // asked for ahead of their steps once a file is read (importar-precios-page.tsx)
  http.get(`${API}/api/pueblo/recursotipos/all-pagination-none/`, () => {
    catalogos.push('tipos');
    return HttpResponse.json([{ id: 4, nombre: 'Material' }]);
  }),
  http.get(`${API}/api/terra/distribuidores/all-pagination-none/`, () => {
    catalogos.push('distribuidores');
    return HttpResponse.json([{ id: 7, nombre: 'Ferretería' }]);
  }),
  http.post(`${API}/api/terra/productos/importar/`, async (ctx) => {
    await record(ctx);
    return HttpResponse.json({
      productos: [{ id: 50, nombre_largo: 'Cemento', unidad_medida_id: 1, tipo_id: 4, categoria_id: 3, unidad_nombre: 'Kilogramo', tipo_nombre: 'Material', categoria_nombre: 'Obra' }],
    });
  }),
  http.post(`${API}/api/terra/precios-productos/importar/`, async (ctx) => {
    await record(ctx);
    return HttpResponse.json({ productosRegistrados: 1, preciosRegistrados: 1, detalles: ['Se registró 1 precio.'], error: null });
  }),
);

async function arrange(state: Partial<ImportacionState>, rows: string[][] = []) {
  await saveRows(tableFromRows(rows), new Blob([]));
  wizardStore.update({
    ...EMPTY_STATE,
    archivo: { nombre: 'p.csv', tamano: 10, filas: rows.length, codificacion: 'UTF-8', separador: ';', encabezados: HEADERS, renombrados: [], persistente: false },
    ...state,
  });
}

beforeEach(async () => {
  posts = [];
  catalogos = [];
  localStorage.clear();
  await wizardStore.reset();
  signInForTest({ permissions: ['terra.import_precioproducto'], token: 'tok' });
});

// Several antd tables and selects per test: slower than most screens on a loaded 2-core machine.
describe('ImportarPreciosPage', { timeout: 90_000 }, () => {
  it('opens step 1; a CSV is read, its repeated header renamed, and the columns map themselves', async () => {
    renderAt('/terra/importar-precios');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/terra/importar-precios/seleccionar-archivo'));
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', true);
    const csv = new File(['Producto;Precio;Fecha;Distribuidor;Unidad;Tipo;Categoria;Precio\nCemento;350;2026-01-01;F;KG;M;O;1\n'], 'precios.csv', { type: 'text/csv' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, csv);
    expect(await screen.findByText('Hay encabezados repetidos; se renombraron: Precio_2.')).toBeTruthy();
    expect(screen.getByText('precios.csv')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/terra/importar-precios/mapear-columnas'));
    expect(await screen.findByRole('combobox', { name: 'Columna para Categoría' })).toBeTruthy();
    expect(wizardStore.get().columnasMapeadas).toEqual({ producto: 'Producto', precio: 'Precio', fecha: 'Fecha', distribuidor: 'Distribuidor', unidad: 'Unidad', tipo: 'Tipo', categoria: 'Categoria' });
    expect(JSON.parse(localStorage.getItem('importacionPrecios')!).archivo.filas).toBe(1);
  });

  it('the step left is unmounted once the next one is on screen', async () => {
    await arrange({ columnasMapeadas: MAPPED });
    renderAt('/terra/importar-precios/mapear-columnas');
    expect(await screen.findByRole('combobox', { name: 'Columna para Categoría' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/terra/importar-precios/normalizar-unidades'));
    // hidden ones included: only the step on screen is left in the page
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Continuar', hidden: true })).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: 'Columna para Categoría', hidden: true })).toBeNull();
  });

  it('step 1 warns, without blocking, about the permissions the import will need and the user lacks', async () => {
    renderAt('/terra/importar-precios/seleccionar-archivo');
    expect(
      await screen.findByText(
        'No podrás completar la importación: te faltan los permisos terra.add_producto, terra.add_precioproducto, pueblo.view_unidadmedida, pueblo.view_recursotipo, pueblo.view_recursocategoria, terra.view_distribuidor.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Si el archivo trae tipos, categorías o distribuidores que aún no existen, no podrás crearlos: te faltan los permisos pueblo.add_recursotipo, terra.add_distribuidor, pueblo.add_recursocategoria.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('input[type=file]')).toHaveProperty('disabled', false);
  });

  it('step 1 warns of nothing to a superuser', async () => {
    signInForTest({ superuser: true, token: 'tok' });
    renderAt('/terra/importar-precios/seleccionar-archivo');
    expect(await screen.findByText('Arrastra aquí el archivo CSV o haz clic para elegirlo')).toBeTruthy();
    expect(screen.queryByText(/No podrás completar la importación/)).toBeNull();
    expect(screen.queryByText(/no podrás crearlos/)).toBeNull();
  });

  it('a later step without a file goes back to step 1; Reiniciar clears the state', async () => {
    renderAt('/terra/importar-precios/normalizar-tipos');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/terra/importar-precios/seleccionar-archivo'));
    await arrange({ columnasMapeadas: MAPPED });
    await userEvent.click(screen.getByRole('button', { name: 'Reiniciar' }));
    await waitFor(() => expect(localStorage.getItem('importacionPrecios')).toBeNull());
    expect(wizardStore.get().archivo).toBeNull();
  });

  it('units: matched by abbreviation or variant; a manual link also posts vincular-variante (its error ignored)', async () => {
    await arrange({ columnasMapeadas: MAPPED, unidades: ['kgs', 'lt', 'galón'] });
    renderAt('/terra/importar-precios/normalizar-unidades');
    expect(await screen.findByText(/2 de 3 valores emparejados/)).toBeTruthy();
    const continuar = screen.getByRole('button', { name: 'Continuar' });
    expect(continuar).toHaveProperty('disabled', true);

    await userEvent.click(await screen.findByRole('button', { name: 'Crear galón' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Crear unidad')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Emparejar galón' }));
    // the last one: the open list (the row of 'lt' shows the same title as its choice)
    await userEvent.click((await screen.findAllByTitle('Litro (LT)')).at(-1)!);
    await waitFor(() => expect(posts).toEqual([{ url: '/api/pueblo/unidades/vincular-variante/', body: { unidad_id: 2, abreviatura_equivalente: 'galón' } }]));
    expect(wizardStore.get().vinculosUnidades).toEqual({ kgs: 1, lt: 2, galón: 2 });
    // the catalogues of the later steps were asked for already, once each
    expect(catalogos.sort()).toEqual(['distribuidores', 'tipos']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toHaveProperty('disabled', false));
  });

  it('categories: a failed creation shows the spec alert', async () => {
    server.use(http.post(`${API}/api/pueblo/recursocategorias/`, () => HttpResponse.json({ detail: 'no' }, { status: 500 })));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    await arrange({ columnasMapeadas: MAPPED, categorias: ['Obra', 'Nueva'] });
    renderAt('/terra/importar-precios/normalizar-categorias');
    await userEvent.click(await screen.findByRole('button', { name: 'Crear Nueva' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error al crear la categoría en el backend'));
    expect(wizardStore.get().mapeoCategorias).toEqual({ Obra: 3 });
  });

  it('final step: rejects rows with the spec messages, imports the rest and shows the summary', async () => {
    const rows = [
      ['Cemento', '350', '2026-01-15', 'F', 'KG', 'M', 'O'],
      ['Cemento', '351', '2026-01-15', 'F', 'KG', 'M', 'O'],
      ['Arena', '0', '2026-01-15', 'F', 'KG', 'M', 'O'],
    ];
    await arrange(
      { columnasMapeadas: MAPPED, vinculosUnidades: { KG: 1 }, mapeoTipos: { M: 4 }, mapeoCategorias: { O: 3 }, mapeoDistribuidores: { F: 7 } },
      rows,
    );
    renderAt('/terra/importar-precios/finalizar-importacion');
    expect(await screen.findByRole('row', { name: '3 Fila duplicada. Seran omitidas.' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '4 Precio no válido' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Importar 1 precios' }));
    expect(await screen.findByText('Resumen de la importación')).toBeTruthy();
    expect(screen.getByText('Se registró 1 precio.')).toBeTruthy();
    expect(posts).toEqual([
      // `archivo`: the chosen file's name, for the import's history entries.
      { url: '/api/terra/productos/importar/', body: { productos_data: [{ nombre_largo: 'Cemento', unidad_medida_id: 1, tipo_id: 4, categoria_id: 3 }], archivo: 'p.csv' } },
      { url: '/api/terra/precios-productos/importar/', body: { precios_data: [{ producto_id: 50, precio: '350.00', fecha: '2026-01-15', distribuidor_id: 7 }], archivo: 'p.csv' } },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Volver al inicio' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/dashboard'));
  });

  it('final step: a server failure gives the spec summary error; an empty summary says so', async () => {
    server.use(http.post(`${API}/api/terra/productos/importar/`, () => HttpResponse.json({ detail: 'Base caída' }, { status: 503 })));
    await arrange(
      { columnasMapeadas: MAPPED, vinculosUnidades: { KG: 1 }, mapeoTipos: { M: 4 }, mapeoCategorias: { O: 3 }, mapeoDistribuidores: { F: 7 } },
      [['Cemento', '350', '2026-01-15', 'F', 'KG', 'M', 'O']],
    );
    const view = renderAt('/terra/importar-precios/finalizar-importacion');
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 1 precios' }));
    expect(await screen.findByText('Error al registrar los datos en el backend.')).toBeTruthy();
    view.unmount();
    wizardStore.update({ resumen: { productosRegistrados: 0, preciosRegistrados: 0, detalles: [], error: null } });
    renderAt('/terra/importar-precios/finalizar-importacion');
    expect(await screen.findByText('No hay resumen disponible.')).toBeTruthy();
  });
});

import type { ImportacionSimpleRequest } from '@gestion/contract';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

const bodies: ImportacionSimpleRequest[] = [];
const server = mockApi(
  http.post(`${TEST_API}/api/terra/importar-precios/`, async ({ request }) => {
    const body = (await request.json()) as ImportacionSimpleRequest;
    bodies.push(body);
    return HttpResponse.json({
      productosRegistrados: body.datos.length,
      preciosRegistrados: body.datos.length,
      detalles: ['Se crearon 1 tipos nuevos.'],
      error: null,
    });
  }),
);

const IMPORT = '/terra/producto/precio/import';
const signIn = () => signInForTest({ permissions: ['terra.import_precioproducto'], token: 'tok' });
/** The screen is loaded lazily: its file input exists once its button shows. */
async function fileInput() {
  await screen.findByRole('button', { name: 'Seleccionar archivo CSV' });
  return document.querySelector<HTMLInputElement>('input[type=file]')!;
}
const csvFile = (text: string, name = 'precios.csv') => new File([text], name, { type: 'text/csv' });
const HEADER = 'DESCRIPCION,TIPO,CATEGORIA,UNIDAD,PRECIO';

beforeEach(() => {
  bodies.length = 0;
});

describe('PrecioImportPage', () => {
  it('previews the kept rows 10 a page, sends them as datos and shows the summary', async () => {
    signIn();
    renderAt(IMPORT);
    const rows = Array.from({ length: 12 }, (_, i) => `Producto ${String(i + 1).padStart(2, '0')},Material,Acero,KG,${i + 1}.50`);
    await userEvent.upload(await fileInput(), csvFile([HEADER, ...rows, 'Sin precio,Material,Acero,KG,'].join('\n')));

    expect(await screen.findByText(/12 filas para importar, 1 sin descripción o precio omitidas/)).toBeTruthy();
    expect(screen.getByText('Producto 01')).toBeTruthy();
    expect(screen.getByText('Producto 10')).toBeTruthy();
    expect(screen.queryByText('Producto 11')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Importación exitosa')).toBeTruthy();
    expect(screen.getByText('Productos registrados: 12. Precios registrados: 12.')).toBeTruthy();
    expect(screen.getByText('Se crearon 1 tipos nuevos.')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.datos).toHaveLength(12);
    // The file's name, for the import's history entry.
    expect(bodies[0]!.archivo).toBe('precios.csv');
    expect(bodies[0]!.datos[0]).toEqual({ descripcion: 'Producto 01', tipo: 'Material', categoria: 'Acero', unidad: 'KG', precio: '1.5', fila: 2 });
    // The preview is gone: the same file is not sent twice by accident.
    expect(screen.queryByText('Producto 01')).toBeNull();
  });

  it('with pueblo.view_unidadmedida sends unidad_id where the unit text names a unit (name, abbreviation or variant), and the wizard\'s price formats', async () => {
    server.use(
      http.get(`${TEST_API}/api/pueblo/unidades/todas-con-variantes/`, () =>
        HttpResponse.json([
          { id: 1, nombre: 'Kilogramo', abreviatura: 'KG', variantes: [{ id: 9, abreviatura_equivalente: 'KGS' }] },
          { id: 2, nombre: 'Metro cúbico', abreviatura: 'M3', variantes: [] },
        ]),
      ),
    );
    signInForTest({ permissions: ['terra.import_precioproducto', 'pueblo.view_unidadmedida'], token: 'tok' });
    renderAt(IMPORT);
    const rows = ['Cemento;Material;Obra;kgs;1.250,50', 'Arena;Material;Obra;metro cubico;$350', ';Material;Obra;KG;3', 'Clavo;Material;Obra;caja;5'];
    await userEvent.upload(await fileInput(), csvFile(['DESCRIPCION;TIPO;CATEGORIA;UNIDAD;PRECIO', ...rows].join('\n')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', false));
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Importación exitosa')).toBeTruthy();
    expect(bodies[0]!.datos).toEqual([
      { descripcion: 'Cemento', tipo: 'Material', categoria: 'Obra', unidad: 'kgs', unidad_id: 1, precio: '1250.5', fila: 2 },
      { descripcion: 'Arena', tipo: 'Material', categoria: 'Obra', unidad: 'metro cubico', unidad_id: 2, precio: '350', fila: 3 },
      { descripcion: 'Clavo', tipo: 'Material', categoria: 'Obra', unidad: 'caja', precio: '5', fila: 5 },
    ]);
  });

  it("a refused import reads 'Error: ' and the server's message, which names the row", async () => {
    server.use(
      http.post(`${TEST_API}/api/terra/importar-precios/`, () =>
        HttpResponse.json({ datos: [{ unidad: ['Fila 2: No existe la unidad de medida "XX".'] }] }, { status: 400 }),
      ),
    );
    signIn();
    renderAt(IMPORT);
    await userEvent.upload(await fileInput(), csvFile(`${HEADER}\nClavo,Material,Ferretería,XX,5\n`));
    await userEvent.click(await screen.findByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Error: Fila 2: No existe la unidad de medida "XX".')).toBeTruthy();
    expect(screen.queryByText('Importación exitosa')).toBeNull();
  });

  it('refuses a file without the headers, or that is not .csv, without calling the server', async () => {
    signIn();
    renderAt(IMPORT);
    await userEvent.upload(await fileInput(), csvFile('NOMBRE,PRECIO\nA,1\n'));
    expect(await screen.findByText(/Al archivo le faltan columnas: DESCRIPCION, TIPO, CATEGORIA, UNIDAD\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);

    await userEvent.upload(await fileInput(), new File(['x'], 'precios.xlsx'), { applyAccept: false });
    expect(await screen.findByText('El archivo debe ser .csv.')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it('refuses a file over the server limit of 5000 rows with a clear message', async () => {
    signIn();
    renderAt(IMPORT);
    const rows = Array.from({ length: 5001 }, (_, i) => `P${i},T,C,KG,1`);
    await userEvent.upload(await fileInput(), csvFile([HEADER, ...rows].join('\n')));
    expect(
      await screen.findByText('El archivo tiene 5001 filas válidas y se pueden importar como máximo 5000 a la vez. Divídelo en varios archivos.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(bodies).toHaveLength(0));
  });

  it('without terra.import_precioproducto goes to /error/403', () => {
    signInForTest({ permissions: ['terra.view_precioproducto'], token: 'tok' });
    renderAt(IMPORT, { '/error/403': '403' });
    expect(screen.getByText('403')).toBeTruthy();
  });
});

import type { PrecioImportRequest, ProductoImportRequest } from '@gestion/contract';
import { IMPORT_CHUNK } from './chunking';
import { planProductos, runImport, type ImportCalls, type ImportPlan } from './run-import';
import type { FilaValida } from './validation';

const fila = (over: Partial<FilaValida>): FilaValida => ({
  fila: 2,
  producto: 'Cemento',
  precio: '350.00',
  fecha: '2026-01-01',
  unidad: 1,
  tipo: 4,
  categoria: 3,
  distribuidor: 7,
  ...over,
});

function fakeCalls(productos: (body: ProductoImportRequest) => { id: number; nombre_largo: string }[]) {
  const log: { call: string; body: unknown }[] = [];
  let next = 100;
  const calls: ImportCalls = {
    createRecursoTipo: async (body) => (log.push({ call: 'tipo', body }), { id: next++, nombre: body.nombre }),
    createDistribuidor: async (body) => (log.push({ call: 'distribuidor', body }), { id: next++, nombre: body.nombre }),
    importarProductos: async (body) => {
      log.push({ call: 'productos', body });
      return {
        productos: productos(body).map((p, i) => ({
          ...p,
          unidad_medida_id: body.productos_data[i]!.unidad_medida_id,
          tipo_id: body.productos_data[i]!.tipo_id,
          categoria_id: body.productos_data[i]!.categoria_id,
          unidad_nombre: 'u',
          tipo_nombre: 't',
          categoria_nombre: 'c',
        })),
      };
    },
    importarPreciosProductos: async (sent) => {
      const body = (sent instanceof Blob ? JSON.parse(await sent.text()) : sent) as PrecioImportRequest;
      log.push({ call: 'precios', body });
      return { productosRegistrados: 1, preciosRegistrados: body.precios_data.length, detalles: [], error: null };
    },
    abrirImportacion: async (body) => (log.push({ call: 'abrir', body }), { id: 1, expires_at: '' }),
    confirmarImportacion: async (id, body) => (log.push({ call: 'confirmar', body: { id, ...body } }), { productosRegistrados: 0, preciosRegistrados: 0, detalles: [], error: null }),
    descartarImportacion: async () => undefined,
  };
  return { calls, log };
}

describe('runImport', () => {
  it('creates only the local types and distributors that some row still uses', async () => {
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    await runImport(
      {
        // 'nuevo-herramienta' and 'nuevo-ferreteria-x' were created, then their values re-linked to existing records
        validas: [fila({ tipo: 'nuevo-material', distribuidor: 7 }), fila({ producto: 'Arena', tipo: 4, distribuidor: 'nuevo-don-pepe' })],
        nuevosTipos: [
          { id: 'nuevo-herramienta', nombre: 'Herramienta' },
          { id: 'nuevo-material', nombre: 'Material' },
        ],
        nuevosDistribuidores: [
          { id: 'nuevo-ferreteria-x', nombre: 'Ferretería X' },
          { id: 'nuevo-don-pepe', nombre: 'Don Pepe' },
        ],
      },
      calls,
      () => undefined,
    );
    expect(log.filter((l) => l.call === 'tipo' || l.call === 'distribuidor')).toEqual([
      { call: 'tipo', body: { nombre: 'Material' } },
      { call: 'distribuidor', body: { nombre: 'Don Pepe' } },
    ]);
  });

  it('takes each product id from the answer by position, whatever the server wrote as its name', async () => {
    // PostgreSQL's lower() and JavaScript's toLowerCase() disagree on 'İ': the server answers the
    // existing product's own spelling, which no longer keys back to the row by name.
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo === 'İzmir' ? 'izmir' : p.nombre_largo.toUpperCase() })));
    await runImport({ validas: [fila({ producto: 'İzmir' }), fila({ producto: 'Cemento', fecha: '2026-01-02' })], nuevosTipos: [], nuevosDistribuidores: [] }, calls, () => undefined);
    const precios = log.find((l) => l.call === 'precios')!.body as { precios_data: { producto_id: number }[] };
    expect(precios.precios_data.map((p) => p.producto_id)).toEqual([50, 51]);
  });

  it('groups the rows of one type made in the wizard as the type it becomes', async () => {
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    const validas = [
      fila({ tipo: 'nuevo-material' }),
      fila({ producto: 'CEMENTO', tipo: 'nuevo-material', fecha: '2026-01-02' }),
      fila({ tipo: 4, fecha: '2026-01-03' }),
    ];
    await runImport({ validas, nuevosTipos: [{ id: 'nuevo-material', nombre: 'Material' }], nuevosDistribuidores: [] }, calls, () => undefined);
    expect(log.find((l) => l.call === 'productos')!.body).toEqual({
      productos_data: [
        { nombre_largo: 'Cemento', unidad_medida_id: 1, tipo_id: 100, categoria_id: 3 },
        { nombre_largo: 'Cemento', unidad_medida_id: 1, tipo_id: 4, categoria_id: 3 },
      ],
    });
    const precios = log.find((l) => l.call === 'precios')!.body as { precios_data: { producto_id: number }[] };
    expect(precios.precios_data.map((p) => p.producto_id)).toEqual([50, 50, 51]);
  });

  it('sends the products worked out before the click, without working them out again', async () => {
    const validas = [fila({ tipo: 'nuevo-material' }), fila({ producto: 'Arena', distribuidor: 'nuevo-don-pepe' }), fila({ fecha: '2026-01-02', tipo: 'nuevo-material' })];
    const nuevos: Pick<ImportPlan, 'nuevosTipos' | 'nuevosDistribuidores'> = { nuevosTipos: [{ id: 'nuevo-material', nombre: 'Material' }], nuevosDistribuidores: [{ id: 'nuevo-don-pepe', nombre: 'Don Pepe' }] };
    const answer = (body: ProductoImportRequest) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo }));
    const atTheClick = fakeCalls(answer);
    await runImport({ validas, ...nuevos }, atTheClick.calls, () => undefined);
    const before = fakeCalls(answer);
    const plan = planProductos(validas);
    await runImport({ validas, ...nuevos, productos: plan }, before.calls, () => undefined);
    expect(before.log).toEqual(atTheClick.log);

    // A plan given is the one used: here one whose rows all name the first product.
    const given = fakeCalls(answer);
    const { usados, productos } = await plan;
    await runImport({ validas, ...nuevos, productos: Promise.resolve({ usados, productos: productos.slice(0, 1), productoDe: new Int32Array(3) }) }, given.calls, () => undefined);
    expect((given.log.find((l) => l.call === 'productos')!.body as ProductoImportRequest).productos_data).toHaveLength(1);
  });

  it('refuses an answer that does not have one product per row sent', async () => {
    const { calls } = fakeCalls(() => []);
    await expect(runImport({ validas: [fila({})], nuevosTipos: [], nuevosDistribuidores: [] }, calls, () => undefined)).rejects.toThrow();
  });

  it('sends the file name with each call that writes a history entry (archivo)', async () => {
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    await runImport({ validas: [fila({})], nuevosTipos: [], nuevosDistribuidores: [], archivo: 'precios enero.csv' }, calls, () => undefined);
    expect(log.map((l) => [l.call, (l.body as { archivo?: string }).archivo])).toEqual([
      ['productos', 'precios enero.csv'],
      ['precios', 'precios enero.csv'],
    ]);
  });

  it('in a chunked import sends it when opening and confirming, not with the staged batches (they write no entry)', async () => {
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    const validas = Array.from({ length: IMPORT_CHUNK + 1 }, (_, i) => fila({ fecha: `2026-01-01`, precio: String(i + 1) }));
    await runImport({ validas, nuevosTipos: [], nuevosDistribuidores: [], archivo: 'grande.csv' }, calls, () => undefined);
    expect(log.map((l) => [l.call, (l.body as { archivo?: string }).archivo])).toEqual([
      ['productos', 'grande.csv'],
      ['abrir', 'grande.csv'],
      ['precios', undefined],
      ['precios', undefined],
      ['confirmar', 'grande.csv'],
    ]);
  });

  it('without a file name sends no archivo at all', async () => {
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    await runImport({ validas: [fila({})], nuevosTipos: [], nuevosDistribuidores: [] }, calls, () => undefined);
    expect(log.every((l) => !Object.hasOwn(l.body as object, 'archivo'))).toBe(true);
  });

  it('stages a large file one batch at a time, in its order, each the JSON of its rows', async () => {
    const { calls, log } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    let enVuelo = 0;
    const importar = calls.importarPreciosProductos;
    calls.importarPreciosProductos = async (body) => {
      expect(++enVuelo).toBe(1);
      await new Promise((r) => setTimeout(r, 2));
      enVuelo--;
      return importar(body);
    };
    const validas = Array.from({ length: 2 * IMPORT_CHUNK + 1 }, (_, i) => fila({ producto: `P${i % 3}`, precio: `${i}.50`, distribuidor: 7 + (i % 2) }));
    await runImport({ validas, nuevosTipos: [], nuevosDistribuidores: [] }, calls, () => undefined);
    const lotes = log.filter((l) => l.call === 'precios').map((l) => l.body as PrecioImportRequest);
    expect(lotes.map((l) => [l.precios_data.length, l.importacion_id])).toEqual([
      [IMPORT_CHUNK, 1],
      [IMPORT_CHUNK, 1],
      [1, 1],
    ]);
    expect(lotes.flatMap((l) => l.precios_data)).toEqual(validas.map((v, i) => ({ producto_id: 50 + (i % 3), precio: v.precio, fecha: v.fecha, distribuidor_id: v.distribuidor })));
  });

  it('has the next batch written by the time the one before it is answered', async () => {
    const { calls } = fakeCalls((body) => body.productos_data.map((p, i) => ({ id: 50 + i, nombre_largo: p.nombre_largo })));
    const enviados: string[] = [];
    let responder = () => {};
    calls.importarPreciosProductos = (body) => {
      enviados.push(body instanceof Blob ? 'json' : 'objeto');
      return new Promise((resolve) => (responder = () => resolve({ productosRegistrados: 0, preciosRegistrados: 0, detalles: [], error: null })));
    };
    const validas = Array.from({ length: IMPORT_CHUNK + 1 }, (_, i) => fila({ precio: `${i}.00` }));
    const hecho = runImport({ validas, nuevosTipos: [], nuevosDistribuidores: [] }, calls, () => undefined);
    await vi.waitFor(() => expect(enviados).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    // Answered: the second batch has gone out by the next task (nothing was left to write).
    let enLaSiguienteTarea = 0;
    setTimeout(() => (enLaSiguienteTarea = enviados.length), 0);
    responder();
    await vi.waitFor(() => expect(enLaSiguienteTarea).not.toBe(0));
    expect(enLaSiguienteTarea).toBe(2);
    responder();
    await hecho;
    expect(enviados).toEqual(['json', 'json']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportSummary, Producto, ProductoImportResponse } from '@gestion/contract/terra';
import type { Paginated } from '@gestion/contract/errors';
import type { PrecioProducto } from '@gestion/contract/terra';
import { desc } from 'drizzle-orm';
import { historial, recursoTipos, unidadesMedidaVariantes } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { hoyUtc } from '../domain/import-fields.js';
import { countPrecios, countProductos, seedCatalogo, type Catalogo } from '../test-helpers.js';

let app: TestApp;
let user: TestUser;
let cat: Catalogo;

beforeAll(async () => {
  app = await buildTestApp();
  user = await createUser(app, {
    permissions: ['terra.add_producto', 'terra.add_precioproducto', 'terra.import_precioproducto', 'terra.view_precioproducto'],
  });
  cat = await seedCatalogo(app);
  await app.db.insert(unidadesMedidaVariantes).values({ unidad_id: cat.unidades.KG, abreviatura_equivalente: 'KGS' });
});
afterAll(async () => app?.close());

const post = <T>(url: string, payload: unknown, headers = user.headers) =>
  request<T>(app, { method: 'POST', url, headers, payload: payload as object });

const producto = (nombre_largo: string, over: Partial<Record<'unidad_medida_id' | 'tipo_id' | 'categoria_id', number>> = {}) => ({
  nombre_largo,
  unidad_medida_id: cat.unidades.KG,
  tipo_id: cat.tipos.Material,
  categoria_id: cat.categorias['Construcción'],
  ...over,
});

const importarProductos = (items: unknown[]) => post<ProductoImportResponse>('/api/terra/productos/importar/', { productos_data: items });
const importarPrecios = (items: unknown[]) => post<ImportSummary>('/api/terra/precios-productos/importar/', { precios_data: items });

describe('POST /api/terra/productos/importar/', () => {
  it('creates the missing products and answers all of them with ids and names', async () => {
    const first = await importarProductos([producto('Cemento gris')]);
    expect(first.status).toBe(200);
    const cemento = first.body.productos[0]!;
    expect(cemento).toEqual<Producto>({
      id: expect.any(Number),
      nombre_largo: 'Cemento gris',
      unidad_medida_id: cat.unidades.KG,
      tipo_id: cat.tipos.Material,
      categoria_id: cat.categorias['Construcción'],
      unidad_nombre: 'Kilogramo',
      tipo_nombre: 'Material',
      categoria_nombre: 'Construcción',
    });
    const before = await countProductos(app);
    const second = await importarProductos([producto(' CEMENTO GRIS '), producto('Arena'), producto('Arena', { unidad_medida_id: cat.unidades.LT })]);
    expect(second.status).toBe(200);
    expect(second.body.productos.map((p) => [p.nombre_largo, p.unidad_nombre])).toEqual([
      ['Cemento gris', 'Kilogramo'],
      ['Arena', 'Kilogramo'],
      ['Arena', 'Litro'],
    ]);
    expect(second.body.productos[0]!.id).toBe(cemento.id);
    expect(await countProductos(app)).toBe(before + 2);
  });

  it('answers productos[i] for productos_data[i]: one per row, in request order, a repeated row again', async () => {
    const { status, body } = await importarProductos([producto('Varilla 3/8'), producto('Bloque 6'), producto('VARILLA 3/8'), producto('Bloque 6'), producto('Varilla 3/8', { unidad_medida_id: cat.unidades.LT })]);
    expect(status).toBe(200);
    expect(body.productos.map((p) => [p.nombre_largo, p.unidad_nombre])).toEqual([
      ['Varilla 3/8', 'Kilogramo'],
      ['Bloque 6', 'Kilogramo'],
      ['Varilla 3/8', 'Kilogramo'],
      ['Bloque 6', 'Kilogramo'],
      ['Varilla 3/8', 'Litro'],
    ]);
    const ids = body.productos.map((p) => p.id);
    expect([ids[2], ids[3]]).toEqual([ids[0], ids[1]]);
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses unknown ids and blank names with DRF-nested errors, creating nothing', async () => {
    const before = await countProductos(app);
    const { status, body } = await importarProductos([producto('Nuevo'), producto(' ', { tipo_id: 999999 })]);
    expect(status).toBe(400);
    expect(body).toEqual({ productos_data: [{}, { nombre_largo: ['Este campo no puede estar en blanco.'] }] });
    const unknown = await importarProductos([producto('Nuevo'), producto('Otro', { tipo_id: 999999, categoria_id: 999998 })]);
    expect([unknown.status, unknown.body]).toEqual([
      400,
      { productos_data: [{}, { tipo_id: ['Clave primaria "999999" inválida - objeto no existe.'], categoria_id: ['Clave primaria "999998" inválida - objeto no existe.'] }] },
    ]);
    const missing = await importarProductos([{ nombre_largo: 'x' }]);
    expect(missing.status).toBe(400);
    expect(await countProductos(app)).toBe(before);
  });
});

describe('POST /api/terra/precios-productos/importar/', () => {
  let cemento: number;
  beforeAll(async () => {
    cemento = (await importarProductos([producto('Cemento gris')])).body.productos[0]!.id;
  });
  const precio = (fecha: string, valor: number | string, distribuidor_id = cat.distribuidores['Ferretería Ñoño']) => ({
    producto_id: cemento,
    precio: valor,
    fecha,
    distribuidor_id,
  });

  it('registers prices in one go and skips exact duplicates', async () => {
    const first = await importarPrecios([precio('2026-01-01', 350.5), precio('2026-01-02', '360')]);
    expect([first.status, first.body]).toEqual([
      200,
      { productosRegistrados: 1, preciosRegistrados: 2, detalles: ['Se registraron 2 precios.'], error: null, importacion_id: expect.any(Number) },
    ]);
    const again = await importarPrecios([precio('2026-01-01', 350.5), precio('2026-01-03', '370.25'), precio('2026-01-03', '370.25')]);
    expect(again.body).toEqual({
      productosRegistrados: 1,
      preciosRegistrados: 1,
      detalles: ['Se registró 1 precio.', 'Se omitieron 2 precios que ya existían (mismo producto, distribuidor y fecha).'],
      error: null,
      importacion_id: expect.any(Number),
    });
    const list = await request<Paginated<PrecioProducto>>(app, {
      method: 'GET',
      url: '/api/terra/precios-productos/?ordering=fecha',
      headers: user.headers,
    });
    expect(list.body.results.map((p) => [p.fecha, p.valor, p.producto_nombre])).toEqual([
      ['2026-01-01', '350.50', 'Cemento gris'],
      ['2026-01-02', '360.00', 'Cemento gris'],
      ['2026-01-03', '370.25', 'Cemento gris'],
    ]);
  });

  it('a failed import changes nothing: one bad row refuses the whole list', async () => {
    const before = await countPrecios(app);
    const bad = await importarPrecios([precio('2026-02-01', 1), { ...precio('2026-02-02', 2), producto_id: 999999 }]);
    expect([bad.status, bad.body]).toEqual([400, { precios_data: [{}, { producto_id: ['Clave primaria "999999" inválida - objeto no existe.'] }] }]);
    const invalid = await importarPrecios([precio('2026-02-30', 'abc'), precio('2026-02-01', '1.234'), precio('2026-02-01', -3)]);
    expect([invalid.status, invalid.body]).toEqual([
      400,
      {
        precios_data: [
          {
            fecha: ['La fecha tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.'],
            precio: ['Se requiere un número válido.'],
          },
          { precio: ['Asegúrese de que no haya más de 2 decimales.'] },
          { precio: ['Asegúrese de que este valor sea mayor o igual a 0.'] },
        ],
      },
    ]);
    expect(await countPrecios(app)).toBe(before);
  });

  it('bounds the rows of a request', async () => {
    const many = Array.from({ length: 5001 }, () => precio('2026-03-01', 1));
    const { status, body } = await importarPrecios(many);
    expect([status, body]).toEqual([400, { precios_data: ['Asegúrese de que este campo no tenga más de 5000 elementos.'] }]);
  });
});

describe('POST /api/terra/importar-precios/ (simple)', () => {
  const fila = (descripcion: string, over: Record<string, unknown> = {}) => ({
    descripcion,
    tipo: 'material',
    categoria: 'Plomería',
    unidad: 'kgs',
    precio: '125.5',
    ...over,
  });
  const importar = (datos: unknown[], headers = user.headers) => post<ImportSummary>('/api/terra/importar-precios/', { datos }, headers);

  it('resolves by name, creates missing types and categories, dates today for "Importación simple"', async () => {
    const tiposAntes = await app.db.$count(recursoTipos);
    const { status, body } = await importar([
      fila('Tubo PVC 1/2'),
      fila('Codo PVC', { tipo: 'Accesorio', unidad: 'litro' }),
      fila('Llave de paso', { unidad: '', unidad_id: cat.unidades.LT, precio: 80 }),
    ]);
    expect([status, body]).toEqual([
      200,
      {
        productosRegistrados: 3,
        preciosRegistrados: 3,
        detalles: ['Se registraron 3 precios.', 'Se crearon 1 tipos nuevos.', 'Se crearon 1 categorías nuevas.'],
        error: null,
        importacion_id: expect.any(Number),
      },
    ]);
    // 'material' is the existing 'Material'; 'Accesorio' is new.
    expect(await app.db.$count(recursoTipos)).toBe(tiposAntes + 1);
    const list = await request<Paginated<PrecioProducto>>(app, {
      method: 'GET',
      url: '/api/terra/precios-productos/?search=importacion+simple&ordering=producto_nombre',
      headers: user.headers,
    });
    expect(list.body.results.map((p) => [p.producto_nombre, p.unidad_nombre, p.tipo_nombre, p.categoria_nombre, p.valor, p.fecha])).toEqual([
      ['Codo PVC', 'Litro', 'Accesorio', 'Plomería', '125.50', hoyUtc()],
      ['Llave de paso', 'Litro', 'Material', 'Plomería', '80.00', hoyUtc()],
      ['Tubo PVC 1/2', 'Kilogramo', 'Material', 'Plomería', '125.50', hoyUtc()],
    ]);
    expect(list.body.results[0]!.distribuidor_nombre).toBe('Importación simple');
    const again = await importar([fila('tubo pvc 1/2')]);
    expect(again.body).toMatchObject({ productosRegistrados: 0, preciosRegistrados: 0 });
  });

  it('a bad row refuses the whole import, creates nothing, and each message names its CSV row', async () => {
    const [precios, tipos] = [await countPrecios(app), await app.db.$count(recursoTipos)];
    const { status, body } = await importar([fila('Nuevo', { tipo: 'Tipo nuevo' }), fila('Otro', { unidad: 'zzz' }), fila('Sin unidad', { unidad: '' })]);
    expect([status, body]).toEqual([
      400,
      { datos: [{}, { unidad: ['Fila 3: No existe la unidad de medida "zzz".'] }, { unidad: ['Fila 4: Indique la unidad (unidad o unidad_id).'] }] },
    ]);
    // rows skipped by the client (no descripcion or precio) leave gaps: the row sent says which CSV row it is
    const blank = await importar([fila('Bueno', { fila: 2 }), fila(' ', { precio: 'x', tipo: '', fila: 5 })]);
    expect([blank.status, blank.body]).toEqual([
      400,
      {
        datos: [
          {},
          {
            descripcion: ['Fila 5: Este campo no puede estar en blanco.'],
            tipo: ['Fila 5: Este campo no puede estar en blanco.'],
            precio: ['Fila 5: Se requiere un número válido.'],
          },
        ],
      },
    ]);
    const unknownId = await importar([fila('Con id', { unidad: 'kgs', unidad_id: 999999, fila: 7 })]);
    expect([unknownId.status, unknownId.body]).toEqual([400, { datos: [{ unidad_id: ['Fila 7: Clave primaria "999999" inválida - objeto no existe.'] }] }]);
    expect([await countPrecios(app), await app.db.$count(recursoTipos)]).toEqual([precios, tipos]);
  });

  it('unidad_id, when given, wins over the unit text', async () => {
    const { status } = await importar([fila('Balde', { unidad: 'kgs', unidad_id: cat.unidades.LT })]);
    expect(status).toBe(200);
    const list = await request<Paginated<PrecioProducto>>(app, { method: 'GET', url: '/api/terra/precios-productos/?search=balde', headers: user.headers });
    expect(list.body.results.map((p) => p.unidad_nombre)).toEqual(['Litro']);
  });

  it('the unit text is matched as the screens match it: accents, case and spaces aside', async () => {
    const { status } = await importar([fila('Cubeta', { unidad: '  LÍTRO ' })]);
    expect(status).toBe(200);
    const list = await request<Paginated<PrecioProducto>>(app, { method: 'GET', url: '/api/terra/precios-productos/?search=cubeta', headers: user.headers });
    expect(list.body.results.map((p) => p.unidad_nombre)).toEqual(['Litro']);
  });

  it('401 without a token; 403 without the permission of each import', async () => {
    expect((await request(app, { method: 'POST', url: '/api/terra/importar-precios/', payload: { datos: [] } })).status).toBe(401);
    const other = await createUser(app, { permissions: ['terra.add_precioproducto'] });
    expect((await importar([fila('X')], other.headers)).status).toBe(403);
    expect((await post('/api/terra/productos/importar/', { productos_data: [] }, other.headers)).status).toBe(403);
    const viewer = await createUser(app, { permissions: ['terra.import_precioproducto'] });
    expect((await post('/api/terra/precios-productos/importar/', { precios_data: [] }, viewer.headers)).status).toBe(403);
  });
});

describe('archivo: the imported file name, kept in the history entry of each import', () => {
  /** The newest history entry's detalle. */
  const lastDetalle = async () => (await app.db.select({ detalle: historial.detalle }).from(historial).orderBy(desc(historial.id)).limit(1))[0]?.detalle;
  // 255 characters, accents and a symbol outside the BMP among them: counted as characters.
  const LONGEST = `${'ñ'.repeat(250)}😀.csv`;
  const TOO_LONG = `${'a'.repeat(252)}.csv`;
  const routes = () => [
    { url: '/api/terra/productos/importar/', body: { productos_data: [producto(`Archivo ${Math.random()}`)] } },
    { url: '/api/terra/importar-precios/', body: { datos: [{ descripcion: `Archivo ${Math.random()}`, tipo: 'material', categoria: 'Plomería', unidad: 'kgs', precio: '1' }] } },
  ];

  it('each import records the name it was sent, up to 255 characters', async () => {
    for (const { url, body } of routes()) {
      const { status } = await post(url, { ...body, archivo: LONGEST });
      expect([url, status]).toEqual([url, 200]);
      expect(await lastDetalle()).toMatchObject({ archivo: LONGEST });
    }
    const cemento = (await importarProductos([producto('Archivo precio')])).body.productos[0]!.id;
    const precios_data = [{ producto_id: cemento, precio: '5', fecha: '2026-04-01', distribuidor_id: cat.distribuidores['Ferretería Ñoño'] }];
    expect((await post('/api/terra/precios-productos/importar/', { precios_data, archivo: 'precios abril.csv' })).status).toBe(200);
    expect(await lastDetalle()).toMatchObject({ archivo: 'precios abril.csv', preciosRegistrados: 1 });
  });

  it('without it the entry says null; a longer name or another type is a 400 and imports nothing', async () => {
    const [first] = routes();
    expect((await post(first!.url, first!.body)).status).toBe(200);
    expect(await lastDetalle()).toMatchObject({ archivo: null });
    for (const { url, body } of routes()) {
      const before = [await countProductos(app), await countPrecios(app)];
      const long = await post(url, { ...body, archivo: TOO_LONG });
      expect([long.status, long.body]).toEqual([400, { archivo: ['Asegúrese de que este campo no tenga más de 255 caracteres.'] }]);
      expect((await post(url, { ...body, archivo: 7 })).status).toBe(400);
      expect([await countProductos(app), await countPrecios(app)]).toEqual(before);
    }
  });
});

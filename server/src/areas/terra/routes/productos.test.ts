// The products read, corrected and removed by their permissions (terra.*_producto): a correction
// is checked as the import checks a product and its prices' copies of the names follow; a
// product with prices stays, with the reason.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrecioProducto, Producto } from '@gestion/contract/terra';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial, productos } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { insertPrecio, insertProducto, seedCatalogo, type Catalogo } from '../test-helpers.js';

let app: TestApp;
let catalogo: Catalogo;
let cemento: number;
let varilla: number;

beforeAll(async () => {
  app = await buildTestApp();
  catalogo = await seedCatalogo(app);
  const material = { unidad_id: catalogo.unidades.KG, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias.Construcción };
  cemento = await insertProducto(app, { nombre_largo: 'Cemento gris', ...material });
  varilla = await insertProducto(app, { nombre_largo: 'Varilla corrugada', ...material });
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: catalogo.distribuidores['Ferretería Ñoño'], fecha: '2030-01-01', valor: '10.00' });
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: catalogo.distribuidores['Bloques del Este'], fecha: '2030-01-01', valor: '11.00' });
});
afterAll(async () => app?.close());

const only = (...permissions: PermissionKey[]) => createUser(app, { permissions });
const call = <T = Record<string, unknown>>(who: TestUser, method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  request<T>(app, { method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const entries = (id: number, accion: string) =>
  app.db.select().from(historial).where(and(eq(historial.objeto_tipo, 'terra.producto'), eq(historial.objeto_id, String(id)), eq(historial.accion, accion)));

describe('GET /api/terra/productos/ (terra.view_producto)', () => {
  it('lists the products with their unit, type and category names, searched in them too; one by id; 403 without the permission', async () => {
    const reader = await only('terra.view_producto');
    const page = await call<{ count: number; results: Producto[] }>(reader, 'GET', '/api/terra/productos/?search=cemento');
    expect(page.status).toBe(200);
    expect(page.body.results).toEqual([
      { id: cemento, nombre_largo: 'Cemento gris', unidad_medida_id: catalogo.unidades.KG, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias.Construcción, unidad_nombre: 'Kilogramo', tipo_nombre: 'Material', categoria_nombre: 'Construcción' },
    ]);
    expect((await call<{ count: number }>(reader, 'GET', '/api/terra/productos/?search=construccion')).body.count).toBe(2);
    expect(await call(reader, 'GET', `/api/terra/productos/${varilla}/`)).toMatchObject({ status: 200, body: { nombre_largo: 'Varilla corrugada' } });
    const file = await call<string>(reader, 'GET', '/api/terra/productos/exportar/?search=varilla');
    expect(file.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual(['Nombre;Unidad;Tipo;Categoría', 'Varilla corrugada;Kilogramo;Material;Construcción']);
    const other = await only('terra.view_precioproducto', 'terra.change_producto');
    expect((await call(other, 'GET', '/api/terra/productos/')).status).toBe(403);
    expect((await call(other, 'GET', `/api/terra/productos/${cemento}/`)).status).toBe(403);
  });
});

describe("the lists a product's correction chooses from", () => {
  it('are read by holders of terra.change_producto as by those of each catalogue, and by nobody else', async () => {
    const corrector = await only('terra.change_producto');
    const reader = await only('terra.view_producto');
    for (const url of ['/api/pueblo/unidades/todas/', '/api/pueblo/recursotipos/all-pagination-none/', '/api/pueblo/recursocategorias/all-pagination-none/']) {
      const list = await call<{ id: number; nombre: string }[]>(corrector, 'GET', url);
      expect(list.status).toBe(200);
      expect(list.body.map((r) => r.nombre)).toContain(url.includes('unidades') ? 'Kilogramo' : url.includes('tipos') ? 'Material' : 'Construcción');
      expect((await call(reader, 'GET', url)).status).toBe(403);
    }
    expect((await call(corrector, 'GET', '/api/pueblo/unidades/todas-con-variantes/')).status).toBe(403);
  });
});

describe('PATCH /api/terra/productos/{id}/ (terra.change_producto)', () => {
  it('corrects name, unit, type and category, with its history entry; the prices show the new names', async () => {
    const who = await only('terra.change_producto');
    const res = await call<Producto>(who, 'PATCH', `/api/terra/productos/${cemento}/`, { nombre_largo: '  Cemento Portland ', unidad_medida_id: catalogo.unidades.LT, tipo_id: catalogo.tipos.Equipo });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: cemento, nombre_largo: 'Cemento Portland', unidad_nombre: 'Litro', tipo_nombre: 'Equipo', categoria_nombre: 'Construcción' });
    const [entry] = await entries(cemento, 'modificar');
    expect(entry?.usuario_username).toBe(who.user.username);
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre_largo', antes: 'Cemento gris', despues: 'Cemento Portland' }));
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'unidad', antes: 'Kilogramo', despues: 'Litro' }));
    const admin = await createUser(app, { is_superuser: true });
    const precios = await call<{ results: PrecioProducto[] }>(admin, 'GET', '/api/terra/precios-productos/?search=portland');
    expect(precios.body.results.map((p) => [p.producto_nombre, p.unidad_nombre, p.tipo_nombre])).toEqual([
      ['Cemento Portland', 'Litro', 'Equipo'],
      ['Cemento Portland', 'Litro', 'Equipo'],
    ]);
  });

  it('answers 400 in Spanish: a blank name, an id that names nothing, the same product as another', async () => {
    const who = await only('terra.change_producto');
    expect(await call(who, 'PATCH', `/api/terra/productos/${varilla}/`, { nombre_largo: ' ', categoria_id: 999999 })).toMatchObject({
      status: 400,
      body: { nombre_largo: ['Este campo no puede estar en blanco.'], categoria_id: ['Clave primaria "999999" inválida - objeto no existe.'] },
    });
    const copia = await insertProducto(app, { nombre_largo: 'Varilla lisa', unidad_id: catalogo.unidades.KG, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias.Construcción });
    expect(await call(who, 'PATCH', `/api/terra/productos/${copia}/`, { nombre_largo: 'VARILLA CORRUGADA' })).toMatchObject({
      status: 400,
      body: { nombre_largo: ['Ya existe un producto con este nombre, unidad, tipo y categoría.'] },
    });
    expect((await call(who, 'PATCH', `/api/terra/productos/${copia}/`, { tipo_id: 'uno' })).status).toBe(400);
    expect((await app.db.select({ n: productos.nombre_largo }).from(productos).where(eq(productos.id, copia)))[0]!.n).toBe('Varilla lisa');
  });

  it('is 403 without terra.change_producto, 404 for a product that does not exist', async () => {
    const viewer = await only('terra.view_producto', 'terra.delete_producto');
    expect((await call(viewer, 'PATCH', `/api/terra/productos/${varilla}/`, { nombre_largo: 'x' })).status).toBe(403);
    const who = await only('terra.change_producto');
    expect(await call(who, 'PATCH', '/api/terra/productos/999999/', { nombre_largo: 'x' })).toMatchObject({ status: 404, body: { detail: 'No encontrado.' } });
  });
});

describe('DELETE /api/terra/productos/{id}/ (terra.delete_producto)', () => {
  it('refuses a product with prices, saying how many (409), and removes one without, with its history entry', async () => {
    const who = await only('terra.delete_producto');
    expect(await call(who, 'GET', `/api/terra/productos/${cemento}/eliminar/`)).toMatchObject({ status: 200, body: { impide: 'tiene 2 precios.', arrastra: [] } });
    expect(await call(who, 'DELETE', `/api/terra/productos/${cemento}/`)).toMatchObject({ status: 409, body: { detail: 'No se puede eliminar: tiene 2 precios.' } });
    expect(await app.db.$count(productos, eq(productos.id, cemento))).toBe(1);

    expect(await call(who, 'GET', `/api/terra/productos/${varilla}/eliminar/`)).toMatchObject({ status: 200, body: { repr: 'Varilla corrugada (Kilogramo)', impide: null } });
    expect((await call(who, 'DELETE', `/api/terra/productos/${varilla}/`)).status).toBe(204);
    expect(await app.db.$count(productos, eq(productos.id, varilla))).toBe(0);
    const [entry] = await entries(varilla, 'eliminar');
    expect(entry?.cambios).toContainEqual(expect.objectContaining({ campo: 'nombre_largo', antes: 'Varilla corrugada', despues: null }));
    expect((await call(who, 'DELETE', `/api/terra/productos/${varilla}/`)).status).toBe(404);
  });

  it('is 403 without terra.delete_producto, and removes nothing', async () => {
    const other = await only('terra.view_producto', 'terra.change_producto');
    expect((await call(other, 'DELETE', `/api/terra/productos/${cemento}/`)).status).toBe(403);
    expect((await call(other, 'GET', `/api/terra/productos/${cemento}/eliminar/`)).status).toBe(403);
    expect(await app.db.$count(productos, eq(productos.id, cemento))).toBe(1);
  });
});

// The writes every declared resource derives (resource-writes.ts), through two of them: units
// (checked names, a removal their products refuse, variants that go along) and properties (a
// whole form of fields). Each write is gated by its own permission and leaves its history entry.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eliminacion } from '@gestion/contract/record';
import type { Inmueble, PrecioProducto } from '@gestion/contract/terra';
import type { UnidadConVariantes } from '@gestion/contract/pueblo';
import type { PermissionKey } from '@gestion/contract/permissions';
import { historial } from '../db/schema/index.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../test-utils.js';
import { insertPrecio, insertProducto, seedCatalogo, type Catalogo } from '../areas/terra/test-helpers.js';

let app: TestApp;
let catalogo: Catalogo;
const users: Record<string, TestUser> = {};
const as = (who: string) => ({
  call: <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    request<T>(app, { method, url, headers: users[who]!.headers, ...(payload ? { payload } : {}) }),
});
const holding = async (who: string, permissions: PermissionKey[]) => {
  users[who] = await createUser(app, { permissions });
};

/** The newest history entry of an object. */
async function lastEntry(tipo: string, id: number) {
  const [row] = await app.db
    .select({ accion: historial.accion, repr: historial.objeto_repr, cambios: historial.cambios, usuario: historial.usuario_username })
    .from(historial)
    .where(and(eq(historial.objeto_tipo, tipo), eq(historial.objeto_id, String(id))))
    .orderBy(desc(historial.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  app = await buildTestApp();
  catalogo = await seedCatalogo(app);
  await holding('viewer', ['pueblo.view_unidadmedida', 'terra.view_inmueble', 'terra.view_precioproducto']);
  await holding('cataloguer', ['pueblo.view_recursotipo', 'pueblo.change_recursotipo', 'pueblo.delete_recursotipo', 'terra.view_distribuidor', 'terra.change_distribuidor', 'terra.delete_distribuidor']);
  await holding('pricer', ['terra.view_precioproducto', 'terra.change_precioproducto', 'terra.delete_precioproducto']);
  await holding('changer', ['pueblo.view_unidadmedida', 'pueblo.change_unidadmedida', 'terra.view_inmueble', 'terra.change_inmueble']);
  await holding('remover', ['pueblo.view_unidadmedida', 'pueblo.delete_unidadmedida', 'terra.view_inmueble', 'terra.delete_inmueble']);
  await holding('creator', ['pueblo.add_unidadmedida', 'pueblo.add_unidadmedidavariante', 'terra.add_inmueble', 'terra.add_distribuidor']);
});
afterAll(async () => app?.close());

async function newUnidad(nombre: string, abreviatura: string): Promise<number> {
  const { status, body } = await as('creator').call<UnidadConVariantes>('POST', '/api/pueblo/unidades/', { nombre, abreviatura });
  expect(status).toBe(201);
  return body.id;
}

describe('a unit corrected (PATCH /api/pueblo/unidades/{id}/)', () => {
  it('renames with pueblo.change_unidadmedida, answers the unit and records before and after', async () => {
    const id = await newUnidad('Metro cuadradoo', 'M2');
    const { status, body } = await as('changer').call<UnidadConVariantes>('PATCH', `/api/pueblo/unidades/${id}/`, { nombre: ' Metro cuadrado ' });
    expect([status, body]).toEqual([200, { id, nombre: 'Metro cuadrado', abreviatura: 'M2', variantes: [] }]);
    const entry = await lastEntry('pueblo.unidadmedida', id);
    expect(entry).toMatchObject({ accion: 'modificar', repr: 'Metro cuadrado (M2)', usuario: users.changer!.user.username });
    expect(entry!.cambios).toEqual([{ campo: 'nombre', antes: 'Metro cuadradoo', despues: 'Metro cuadrado' }]);
  });

  it('is 403 without the permission, even with the view and add ones, and changes nothing', async () => {
    const id = await newUnidad('Pulgada', 'PLG');
    for (const who of ['viewer', 'creator', 'remover']) {
      const { status } = await as(who).call('PATCH', `/api/pueblo/unidades/${id}/`, { nombre: 'Pulgadas' });
      expect([who, status]).toEqual([who, 403]);
    }
    const { body } = await as('viewer').call<UnidadConVariantes>('GET', `/api/pueblo/unidades/${id}/`);
    expect(body.nombre).toBe('Pulgada');
  });

  it('checks what the create checks, field by field: blank, taken by another unit or a variant', async () => {
    const id = await newUnidad('Pie', 'PIE');
    const other = await newUnidad('Yarda', 'YD');
    expect((await as('creator').call('POST', '/api/pueblo/unidades/vincular-variante/', { unidad_id: other, abreviatura_equivalente: 'YDS' })).status).toBe(201);
    expect((await as('creator').call('POST', '/api/pueblo/unidades/vincular-variante/', { unidad_id: id, abreviatura_equivalente: 'FT' })).status).toBe(201);
    const cases: [object, object][] = [
      [{ nombre: '  ' }, { nombre: ['Este campo no puede estar en blanco.'] }],
      [{ nombre: 'yarda' }, { nombre: ['Ya existe una unidad con este nombre.'] }],
      [{ abreviatura: 'yd' }, { abreviatura: ['Ya existe una unidad con esta abreviatura.'] }],
      [{ abreviatura: 'yds' }, { abreviatura: ['Esta abreviatura ya es una variante de otra unidad.'] }],
      [{ abreviatura: 'ft' }, { abreviatura: ['Esta abreviatura ya es una variante de esta unidad.'] }],
    ];
    for (const [payload, errors] of cases) {
      const { status, body } = await as('changer').call('PATCH', `/api/pueblo/unidades/${id}/`, payload);
      expect([payload, status, body]).toEqual([payload, 400, errors]);
    }
    // Its own name in another case is its own: not taken.
    const same = await as('changer').call<UnidadConVariantes>('PATCH', `/api/pueblo/unidades/${id}/`, { nombre: 'PIE', abreviatura: 'pie' });
    expect([same.status, same.body.nombre, same.body.abreviatura]).toEqual([200, 'PIE', 'pie']);
    // A field it does not take is ignored, as DRF does: the id stays.
    const unknownField = await as('changer').call<UnidadConVariantes>('PATCH', `/api/pueblo/unidades/${id}/`, { id: 5 });
    expect([unknownField.status, unknownField.body.id]).toEqual([200, id]);
  });

  it('is 404 for a unit that does not exist, and leaves no entry', async () => {
    const { status } = await as('changer').call('PATCH', '/api/pueblo/unidades/999999/', { nombre: 'Nada' });
    expect(status).toBe(404);
    expect(await lastEntry('pueblo.unidadmedida', 999999)).toBeUndefined();
  });
});

describe('a unit removed (DELETE /api/pueblo/unidades/{id}/)', () => {
  it('says first what goes with it, then removes it with its variants and records the fields it had', async () => {
    const id = await newUnidad('Barril', 'BBL');
    for (const v of ['BRL', 'BAR']) expect((await as('creator').call('POST', '/api/pueblo/unidades/vincular-variante/', { unidad_id: id, abreviatura_equivalente: v })).status).toBe(201);
    const preview = await as('remover').call<Eliminacion>('GET', `/api/pueblo/unidades/${id}/eliminar/`);
    expect([preview.status, preview.body]).toEqual([200, { repr: 'Barril (BBL)', impide: null, arrastra: ['2 variantes'] }]);
    const gone = await as('remover').call('DELETE', `/api/pueblo/unidades/${id}/`);
    expect(gone.status).toBe(204);
    expect((await as('viewer').call('GET', `/api/pueblo/unidades/${id}/`)).status).toBe(404);
    // The abbreviations are free again, the variants' too.
    expect(await newUnidad('Barril de petróleo', 'BRL')).toEqual(expect.any(Number));
    const entry = await lastEntry('pueblo.unidadmedida', id);
    expect(entry).toMatchObject({ accion: 'eliminar', repr: 'Barril (BBL)' });
    expect(entry!.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'nombre', antes: 'Barril', despues: null },
        { campo: 'variantes', antes: ['BRL', 'BAR'], despues: null },
      ]),
    );
  });

  it('refuses (409) a unit its products and their prices use, with the reason, before and at the removal', async () => {
    const producto = await insertProducto(app, { nombre_largo: 'Cemento gris', unidad_id: catalogo.unidades.KG, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias['Construcción'] });
    await insertPrecio(app, { producto_id: producto, distribuidor_id: catalogo.distribuidores['Bloques del Este'], fecha: '2026-01-02', valor: '10.00' });
    await insertPrecio(app, { producto_id: producto, distribuidor_id: catalogo.distribuidores['Ferretería Ñoño'], fecha: '2026-01-02', valor: '11.00' });
    const reason = 'la usan 1 producto con 2 precios.';
    const preview = await as('remover').call<Eliminacion>('GET', `/api/pueblo/unidades/${catalogo.unidades.KG}/eliminar/`);
    expect([preview.status, preview.body.impide]).toEqual([200, reason]);
    const refused = await as('remover').call('DELETE', `/api/pueblo/unidades/${catalogo.unidades.KG}/`);
    expect([refused.status, refused.body]).toEqual([409, { detail: `No se puede eliminar: ${reason}` }]);
    expect((await as('viewer').call('GET', `/api/pueblo/unidades/${catalogo.unidades.KG}/`)).status).toBe(200);
  });

  it('is 403 without pueblo.delete_unidadmedida (the preview too), and 404 for none', async () => {
    const id = await newUnidad('Onza', 'OZ');
    for (const who of ['viewer', 'changer', 'creator']) {
      expect([who, (await as(who).call('DELETE', `/api/pueblo/unidades/${id}/`)).status]).toEqual([who, 403]);
      expect([who, (await as(who).call('GET', `/api/pueblo/unidades/${id}/eliminar/`)).status]).toEqual([who, 403]);
    }
    expect((await as('remover').call('DELETE', '/api/pueblo/unidades/999999/')).status).toBe(404);
    expect((await as('remover').call('GET', '/api/pueblo/unidades/999999/eliminar/')).status).toBe(404);
  });
});

describe('a property corrected and removed (/api/terra/inmuebles/{id}/)', () => {
  async function newInmueble(codigo: string): Promise<Inmueble> {
    const { status, body } = await as('creator').call<Inmueble>('POST', '/api/terra/inmuebles/', { codigo, tipo_inmueble: 'casa', direccion: 'Calle Duarte 1O', ciudad: 'Santiago' });
    expect(status).toBe(201);
    return body;
  }

  it('corrects the address with terra.change_inmueble and records it; checks the fields as the create does', async () => {
    const inmueble = await newInmueble('INM-W-1');
    const fixed = await as('changer').call<Inmueble>('PATCH', `/api/terra/inmuebles/${inmueble.id}/`, { direccion: 'Calle Duarte 10', latitud: '19.45' });
    expect([fixed.status, fixed.body]).toEqual([200, { ...inmueble, direccion: 'Calle Duarte 10', latitud: '19.450000' }]);
    const entry = await lastEntry('terra.inmueble', inmueble.id);
    expect(entry).toMatchObject({ accion: 'modificar', repr: 'INM-W-1' });
    expect(entry!.cambios).toEqual([
      { campo: 'direccion', antes: 'Calle Duarte 1O', despues: 'Calle Duarte 10' },
      { campo: 'latitud', antes: null, despues: '19.450000' },
    ]);
    await newInmueble('INM-W-2');
    const bad = await as('changer').call('PATCH', `/api/terra/inmuebles/${inmueble.id}/`, { codigo: 'inm-w-2', latitud: '91', niveles: 0 });
    expect(bad.status).toBe(400);
    const taken = await as('changer').call('PATCH', `/api/terra/inmuebles/${inmueble.id}/`, { codigo: 'inm-w-2' });
    expect([taken.status, taken.body]).toEqual([400, { codigo: ['Ya existe un inmueble con este código.'] }]);
    const badCoordinate = await as('changer').call('PATCH', `/api/terra/inmuebles/${inmueble.id}/`, { latitud: '91' });
    expect([badCoordinate.status, badCoordinate.body]).toEqual([400, { latitud: ['Asegúrese de que este valor sea menor o igual a 90.'] }]);
    expect((await as('viewer').call('PATCH', `/api/terra/inmuebles/${inmueble.id}/`, { direccion: 'X' })).status).toBe(403);
  });

  it('removes a property with terra.delete_inmueble (nothing depends on one), 403 without it', async () => {
    const inmueble = await newInmueble('INM-W-3');
    expect((await as('changer').call('DELETE', `/api/terra/inmuebles/${inmueble.id}/`)).status).toBe(403);
    const preview = await as('remover').call<Eliminacion>('GET', `/api/terra/inmuebles/${inmueble.id}/eliminar/`);
    expect(preview.body).toEqual({ repr: 'INM-W-3', impide: null, arrastra: [] });
    expect((await as('remover').call('DELETE', `/api/terra/inmuebles/${inmueble.id}/`)).status).toBe(204);
    expect((await as('viewer').call('GET', `/api/terra/inmuebles/${inmueble.id}/`)).status).toBe(404);
    expect(await lastEntry('terra.inmueble', inmueble.id)).toMatchObject({ accion: 'eliminar', repr: 'INM-W-3' });
  });
});

describe('a price corrected and removed (/api/terra/precios-productos/{id}/)', () => {
  it('corrects the value and the date as the imports check them; the date may not repeat its product and distributor', async () => {
    const producto = await insertProducto(app, { nombre_largo: 'Varilla 3/8', unidad_id: catalogo.unidades.LT, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias['Construcción'] });
    const distribuidor_id = catalogo.distribuidores['Bloques del Este'];
    const id = await insertPrecio(app, { producto_id: producto, distribuidor_id, fecha: '2026-03-01', valor: '1000.00' });
    await insertPrecio(app, { producto_id: producto, distribuidor_id, fecha: '2026-03-02', valor: '99.00' });
    const fixed = await as('pricer').call<PrecioProducto>('PATCH', `/api/terra/precios-productos/${id}/`, { valor: '100' });
    expect([fixed.status, fixed.body.valor, fixed.body.fecha, fixed.body.producto_nombre]).toEqual([200, '100.00', '2026-03-01', 'Varilla 3/8']);
    expect((await lastEntry('terra.precioproducto', id))!.cambios).toEqual([{ campo: 'valor', antes: '1000.00', despues: '100.00' }]);
    const bad = await as('pricer').call('PATCH', `/api/terra/precios-productos/${id}/`, { valor: '-1', fecha: '2026-02-30' });
    expect([bad.status, bad.body]).toEqual([400, { valor: ['Asegúrese de que este valor sea mayor o igual a 0.'], fecha: ['La fecha tiene un formato incorrecto. Use uno de los siguientes formatos en su lugar: YYYY-MM-DD.'] }]);
    const repeated = await as('pricer').call('PATCH', `/api/terra/precios-productos/${id}/`, { fecha: '2026-03-02' });
    expect([repeated.status, repeated.body]).toEqual([400, { fecha: ['Este producto ya tiene un precio de este distribuidor en esta fecha.'] }]);
    expect((await as('viewer').call('PATCH', `/api/terra/precios-productos/${id}/`, { valor: '1' })).status).toBe(403);
    // The list shows the corrected value.
    const list = await as('viewer').call<{ results: PrecioProducto[] }>('GET', '/api/terra/precios-productos/?search=varilla&ordering=fecha');
    expect(list.body.results.map((p) => p.valor)).toEqual(['100.00', '99.00']);
  });

  it('removes a price with terra.delete_precioproducto; the list and its count follow', async () => {
    const producto = await insertProducto(app, { nombre_largo: 'Alambre dulce', unidad_id: catalogo.unidades.LT, tipo_id: catalogo.tipos.Material, categoria_id: catalogo.categorias['Construcción'] });
    const id = await insertPrecio(app, { producto_id: producto, distribuidor_id: catalogo.distribuidores['Bloques del Este'], fecha: '2026-04-01', valor: '5.00' });
    const before = await as('viewer').call<{ count: number }>('GET', '/api/terra/precios-productos/');
    expect((await as('viewer').call('DELETE', `/api/terra/precios-productos/${id}/`)).status).toBe(403);
    expect((await as('pricer').call('DELETE', `/api/terra/precios-productos/${id}/`)).status).toBe(204);
    const after = await as('viewer').call<{ count: number }>('GET', '/api/terra/precios-productos/');
    expect(after.body.count).toBe(before.body.count - 1);
    expect((await as('viewer').call<{ count: number }>('GET', '/api/terra/precios-productos/?search=alambre')).body.count).toBe(0);
  });
});

describe('a catalogue\'s record renamed and removed (types, categories, distributors)', () => {
  it('renames a type, refusing a name another has (case and accents ignored); 403 without the permission', async () => {
    const url = `/api/pueblo/recursotipos/${catalogo.tipos.Equipo}/`;
    const taken = await as('cataloguer').call('PATCH', url, { nombre: 'MATERÍAL' });
    expect([taken.status, taken.body]).toEqual([400, { nombre: ['Ya existe uno con este nombre (sin distinguir mayúsculas ni acentos).'] }]);
    expect((await as('viewer').call('PATCH', url, { nombre: 'Equipos' })).status).toBe(403);
    const renamed = await as('cataloguer').call('PATCH', url, { nombre: ' Equipos ' });
    expect([renamed.status, renamed.body]).toEqual([200, { id: catalogo.tipos.Equipo, nombre: 'Equipos' }]);
    expect((await lastEntry('pueblo.recursotipo', catalogo.tipos.Equipo))!.cambios).toEqual([{ campo: 'nombre', antes: 'Equipo', despues: 'Equipos' }]);
    // Its paged list (the declaration's) finds it by the new name.
    const page = await as('cataloguer').call<{ count: number; results: { nombre: string }[] }>('GET', '/api/pueblo/recursotipos/?search=equipos');
    expect(page.body.results.map((t) => t.nombre)).toEqual(['Equipos']);
  });

  it('refuses to remove a type products use and a distributor with prices, saying how many; removes an unused one', async () => {
    const tipo = await as('cataloguer').call('DELETE', `/api/pueblo/recursotipos/${catalogo.tipos.Material}/`);
    expect(tipo.status).toBe(409);
    expect((tipo.body as { detail: string }).detail).toMatch(/^No se puede eliminar: lo usan \d+ productos?\.$/);
    const distribuidor = await as('cataloguer').call('DELETE', `/api/terra/distribuidores/${catalogo.distribuidores['Bloques del Este']}/`);
    expect(distribuidor.status).toBe(409);
    expect((distribuidor.body as { detail: string }).detail).toMatch(/^No se puede eliminar: tiene \d+ precios?\.$/);
    const { body: nuevo } = await as('creator').call<{ id: number }>('POST', '/api/terra/distribuidores/', { nombre: 'Distribuidora de paso' });
    expect((await as('viewer').call('DELETE', `/api/terra/distribuidores/${nuevo.id}/`)).status).toBe(403);
    expect((await as('cataloguer').call('DELETE', `/api/terra/distribuidores/${nuevo.id}/`)).status).toBe(204);
    expect(await lastEntry('terra.distribuidor', nuevo.id)).toMatchObject({ accion: 'eliminar', repr: 'Distribuidora de paso' });
  });
});

// Every declared list of the product: its file (`exportar/`) holds the rows of its pages for the
// same query (the search, each ordering, a filter), in the same order, with the declaration's
// columns, so what a person downloads is what the screen showed. On the demo data, as a superuser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldText, listedFields, resourcePageUrl } from '@gestion/contract/resource';
import { RESOURCES as AUTH } from '../areas/auth/resources.js';
import { RESOURCES as MAIN } from '../areas/main/resources.js';
import { RESOURCES as PUEBLO } from '../areas/pueblo/resources.js';
import { RESOURCES as RODOX } from '../areas/rodox/resources.js';
import { RESOURCES as TERRA } from '../areas/terra/resources.js';
import { CONTEXTOS } from '../areas/rodox/repositories/contextos.js';
import { SORTEOS } from '../areas/rodox/repositories/sorteo-writes.js';
import { BOM, csvLine } from '../lib/csv-export.js';
import type { AnyTableResource } from '../resource/resource-routes.js';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../test-utils.js';
import { distribuidores, equipos, importaciones, inmuebles, invitaciones, recursoCategorias, recursoTipos, unidadesMedida, usuariosExtra } from '../db/schema/index.js';
import { insertPrecio, insertProducto } from '../areas/terra/test-helpers.js';

/** The areas' declared lists, and the two that register their reads themselves (their access is their own). */
const LISTS: readonly AnyTableResource[] = [...AUTH, ...MAIN, ...PUEBLO, ...TERRA, ...RODOX, SORTEOS, CONTEXTOS];

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ seedDemo: true });
  admin = await createUser(app, { is_superuser: true });
  // What the demo data leaves empty: terra's catalogue, prices, an import, a property, a team and its invitation, a profile.
  const [unidad] = await app.db.select({ id: unidadesMedida.id }).from(unidadesMedida).limit(1);
  const [tipo] = await app.db.insert(recursoTipos).values([{ nombre: 'Material' }, { nombre: 'Equipo' }]).returning({ id: recursoTipos.id });
  const [categoria] = await app.db.insert(recursoCategorias).values([{ nombre: 'Construcción' }, { nombre: 'Eléctrico' }]).returning({ id: recursoCategorias.id });
  const [ferreteria, bloques] = await app.db.insert(distribuidores).values([{ nombre: 'Ferretería Ñoño' }, { nombre: 'Bloques del Este' }]).returning({ id: distribuidores.id });
  const producto = { unidad_id: unidad!.id, tipo_id: tipo!.id, categoria_id: categoria!.id };
  const cemento = await insertProducto(app, { ...producto, nombre_largo: 'Cemento gris' });
  const formula = await insertProducto(app, { ...producto, nombre_largo: '=SUMA(A1); "citado"' });
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: ferreteria!.id, fecha: '2026-01-02', valor: '350.5' });
  await insertPrecio(app, { producto_id: formula, distribuidor_id: bloques!.id, fecha: '2026-01-03', valor: '99.99' });
  const invitada = await createUser(app, { username: 'lista_invitada' });
  const [equipo] = await app.db.insert(equipos).values({ nombre: 'Equipo de listas', coordinador_id: admin.user.id }).returning({ id: equipos.id });
  await app.db.insert(invitaciones).values({ equipo_id: equipo!.id, invitado_id: invitada.user.id, mensaje: 'Bienvenida' });
  const [inmueble] = await app.db.insert(inmuebles).values({ codigo: 'INM-001', tipo_inmueble: 'casa', ciudad: 'Santiago', provincia: 'Santiago' }).returning({ id: inmuebles.id });
  // A correction, so that the history has an entry with its changes (and a ';' in a value).
  const corrected = await request(app, { method: 'PATCH', url: `/api/terra/inmuebles/${inmueble!.id}/`, headers: admin.headers, payload: { direccion: 'Calle 1; esquina "B"', niveles: 2 } });
  expect(corrected.status).toBe(200);
  await app.db.insert(importaciones).values({ usuario_id: admin.user.id, expires_at: new Date(Date.now() + 3_600_000), archivo: 'precios.csv' });
  await app.db.insert(usuariosExtra).values({ usuario_id: invitada.user.id, apodo: 'Invitada', bio: 'Revisa listas' });
});
afterAll(async () => app?.close());

type Row = Record<string, unknown>;
const get = <T>(url: string) => request<T>(app, { method: 'GET', url, headers: admin.headers });

/** A row as the file writes it, from the row as the page sends it: the declaration's listed fields, in order. */
const lineOf = (resource: AnyTableResource, row: Row) => csvLine(listedFields<Row>(resource.declaration).map(({ name, field }) => fieldText(name, field, row)));

/** The queries each list is tried with: its default, each ordering both ways, a search and a filter found in its first row. */
function queriesOf(resource: AnyTableResource, first: Row | undefined): string[] {
  const { declaration } = resource;
  const sorted = Object.entries(declaration.fields as Record<string, { sorted?: boolean; searched?: boolean } | undefined>).filter(([, f]) => f?.sorted).map(([name]) => name);
  const queries = ['', ...sorted.flatMap((name) => [`ordering=${name}`, `ordering=-${name}`])];
  if (!first) return queries;
  for (const [name, field] of Object.entries(declaration.fields as Record<string, { searched?: boolean } | undefined>)) {
    const word = field?.searched ? /\p{L}{3,}/u.exec(String(fieldText(name, declaration.fields[name]!, first) ?? ''))?.[0] : undefined;
    if (word) {
      queries.push(`search=${encodeURIComponent(word.slice(0, 4))}`);
      break;
    }
  }
  for (const name of Object.keys(declaration.filters ?? {})) {
    const value = first[name];
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) queries.push(`${name}=${encodeURIComponent(String(value))}`);
  }
  return queries;
}

describe('every declared list: its file is its pages', () => {
  it('covers the product', () => {
    // users, groups, the history; units, variants, types, categories, distributors; terra's eight; rodox's eight
    expect(LISTS.map((r) => r.declaration.url)).toHaveLength(24);
  });

  for (const resource of LISTS) {
    const { declaration } = resource;
    it(`${declaration.url}: the same rows, in the same order, with the same columns`, async () => {
      const url = resourcePageUrl(declaration);
      const first = (await get<{ results: Row[] }>(`${url}?page_size=1`)).body.results[0];
      const header = csvLine(listedFields<Row>(declaration).map(({ field }) => field.label));
      let compared = 0;
      for (const query of queriesOf(resource, first)) {
        const page = await get<{ count: number; count_approximate?: true; results: Row[] }>(`${url}?page_size=1000${query ? `&${query}` : ''}`);
        expect(page.status, `${url}?${query}`).toBe(200);
        const file = await get<string>(`${url}exportar/${query ? `?${query}` : ''}`);
        expect(file.status, `${url}exportar/?${query}`).toBe(200);
        expect(file.body.startsWith(BOM + header), `${url}exportar/?${query}: header`).toBe(true);
        const lines = file.body.slice(BOM.length + header.length);
        expect(lines, `${url}?${query}`).toBe(page.body.results.map((row) => lineOf(resource, row)).join(''));
        compared += page.body.results.length;
      }
      expect(compared, `${url}: rows compared`).toBeGreaterThan(0);
    });
  }
});

import http from 'node:http';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { distribuidores, preciosProductos, productos } from '../db/schema/index.js';
import { USERS } from '../areas/auth/repositories/accounts.js';

const USER_EXPORT = USERS.export;
import { PRECIO_EXPORT } from '../areas/terra/repositories/precios.js';
import { openExport, runningExports } from '../resource/export-route.js';
import { buildTestApp, createUser, request, TEST_DATABASE_URL, type TestApp, type TestUser } from '../test-utils.js';
import { insertPrecio, insertProducto, seedCatalogo } from '../areas/terra/test-helpers.js';

// `GET <list>exportar/` (resource/export-route.ts) on two lists: the users and the prices.

let app: TestApp;
let viewer: TestUser;
let precios: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  viewer = await createUser(app, { username: 'exp_viewer', permissions: ['auth.view_user'] });
  precios = await createUser(app, { username: 'exp_precios', permissions: ['terra.view_precioproducto'] });
  await createUser(app, { username: 'exp_maria', first_name: 'María', last_name: 'Núñez', email: 'maria@example.com', groups: ['exp_grupo'] });
  await createUser(app, { username: 'exp_mario', first_name: '=HYPERLINK("http://x")', email: 'mario@example.com', is_active: false });
  const cat = await seedCatalogo(app);
  const cemento = await insertProducto(app, { nombre_largo: 'Cemento gris', unidad_id: cat.unidades.KG, tipo_id: cat.tipos.Material, categoria_id: cat.categorias['Construcción'] });
  const formula = await insertProducto(app, { nombre_largo: '@SUMA(A1)', unidad_id: cat.unidades.LT, tipo_id: cat.tipos.Equipo, categoria_id: cat.categorias['Eléctrico'] });
  const ferre = cat.distribuidores['Ferretería Ñoño'];
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: ferre, fecha: '2026-01-02', valor: '350.5' });
  await insertPrecio(app, { producto_id: cemento, distribuidor_id: cat.distribuidores['Bloques del Este'], fecha: '2026-01-03', valor: '340' });
  await insertPrecio(app, { producto_id: formula, distribuidor_id: ferre, fecha: '2026-01-01', valor: '99.99' });
});
afterAll(async () => app?.close());

const get = (url: string, user: TestUser | null) => request<string>(app, { method: 'GET', url, headers: user?.headers ?? {} });
const lines = (body: string) => body.split('\r\n').filter(Boolean);
/** A slot is given back by a statement of its own, just after its stream closes. */
const freed = (user: TestUser, running: number) =>
  vi.waitFor(async () => expect(await runningExports(app, user.user.id)).toBe(running), { timeout: 5000, interval: 10 });

describe('GET /api/auth/users/exportar/', () => {
  it('answers a UTF-8 CSV with BOM: the table columns and Spanish headers, the list order, one line per user', async () => {
    const { status, body, response } = await get('/api/auth/users/exportar/', viewer);
    expect(status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="usuarios-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(body.startsWith('\uFEFFUsuario;Email;Groups;Permisos;Estado\r\n')).toBe(true);
    const rows = lines(body.slice(1)).slice(1);
    // Every user, in the list's default order (username).
    const list = await request<{ count: number; results: { username: string }[] }>(app, { method: 'GET', url: '/api/auth/users/?page_size=1000', headers: viewer.headers });
    expect(rows.map((l) => l.split(';')[0])).toEqual(list.body.results.map((u) => u.username));
    expect(rows).toContain('exp_maria;maria@example.com;exp_grupo;0;Activo');
  });

  it('takes the search and the ordering of the list', async () => {
    const { body } = await get('/api/auth/users/exportar/?search=NUNEZ%20mar&ordering=-username', viewer);
    expect(lines(body.slice(1))).toEqual(['Usuario;Email;Groups;Permisos;Estado', 'exp_maria;maria@example.com;exp_grupo;0;Activo']);
    const both = await get('/api/auth/users/exportar/?search=exp_mari&ordering=-username', viewer);
    expect(lines(both.body).slice(1).map((l) => l.split(';')[0])).toEqual(['exp_mario', 'exp_maria']);
    // Refused before anything is sent, as the list refuses it.
    const bad = await request(app, { method: 'GET', url: '/api/auth/users/exportar/?ordering=password', headers: viewer.headers });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ordering: [expect.stringContaining('"password" no es un campo válido para ordenar.')] });
  });

  it('neutralises a cell that a spreadsheet would run as a formula', async () => {
    const { body } = await get('/api/auth/users/exportar/?search=exp_mario', viewer);
    expect(lines(body)[1]).toBe('exp_mario;mario@example.com;;0;Inactivo');
    // The name is not a column of the table; the email is: a user whose email begins with '=' is escaped.
    const tricky = await createUser(app, { username: 'exp_tricky', email: '=cmd@example.com' });
    const escaped = await get('/api/auth/users/exportar/?search=exp_tricky', viewer);
    expect(lines(escaped.body)[1]).toBe(`exp_tricky;'=cmd@example.com;;0;Activo`);
    expect(tricky.user.id).toBeGreaterThan(0);
  });

  it('needs the list permission (auth.view_user): 401 without a session, 403 without it', async () => {
    expect((await get('/api/auth/users/exportar/', null)).status).toBe(401);
    const res = await request(app, { method: 'GET', url: '/api/auth/users/exportar/', headers: precios.headers });
    expect([res.status, res.body]).toEqual([403, { detail: expect.any(String) }]);
  });

  it('429 with a Spanish detail while the user has two exports running; served again once one ends', async () => {
    const held = [await openExport(app, viewer.user.id, USER_EXPORT, {}), await openExport(app, viewer.user.id, USER_EXPORT, {})];
    const refused = await request(app, { method: 'GET', url: '/api/auth/users/exportar/', headers: viewer.headers });
    expect([refused.status, refused.body]).toEqual([429, { detail: 'Ya tienes 2 exportaciones en curso. Espera a que termine alguna antes de empezar otra.' }]);
    // Someone else exports meanwhile.
    const admin = await createUser(app, { is_superuser: true });
    expect((await get('/api/auth/users/exportar/', admin)).status).toBe(200);
    held[0]!.destroy();
    await freed(viewer, 1);
    expect((await get('/api/auth/users/exportar/', viewer)).status).toBe(200);
    held[1]!.destroy();
    await freed(viewer, 0);
  });
});

describe('GET /api/terra/precios-productos/exportar/', () => {
  it('the price table as a file: headers, default order (-producto_nombre), the price with its currency, formulas neutralised', async () => {
    const { status, body } = await get('/api/terra/precios-productos/exportar/', precios);
    expect(status).toBe(200);
    expect(lines(body)).toEqual([
      '\uFEFFProducto;Unidad;Tipo;Categoría;Distribuidor;Fecha;Precio',
      'Cemento gris;Kilogramo;Material;Construcción;Bloques del Este;2026-01-03;340.00 DOP',
      'Cemento gris;Kilogramo;Material;Construcción;Ferretería Ñoño;2026-01-02;350.50 DOP',
      "'@SUMA(A1);Litro;Equipo;Eléctrico;Ferretería Ñoño;2026-01-01;99.99 DOP",
    ]);
  });

  it('takes the search (accents and case ignored) and the ordering of the list', async () => {
    const { body } = await get('/api/terra/precios-productos/exportar/?search=NONO&ordering=valor', precios);
    expect(lines(body).slice(1).map((l) => l.split(';').at(-1))).toEqual(['99.99 DOP', '350.50 DOP']);
    const page = await request<{ results: { valor: string }[] }>(app, { method: 'GET', url: '/api/terra/precios-productos/?search=NONO&ordering=valor', headers: precios.headers });
    expect(page.body.results.map((p) => `${p.valor} DOP`)).toEqual(['99.99 DOP', '350.50 DOP']);
  });

  it('needs terra.view_precioproducto (403), and counts against the same two slots', async () => {
    expect((await request(app, { method: 'GET', url: '/api/terra/precios-productos/exportar/', headers: viewer.headers })).status).toBe(403);
    const held = [await openExport(app, precios.user.id, PRECIO_EXPORT, {}), await openExport(app, precios.user.id, PRECIO_EXPORT, {})];
    expect((await request(app, { method: 'GET', url: '/api/terra/precios-productos/exportar/', headers: precios.headers })).status).toBe(429);
    for (const s of held) s.destroy();
    await freed(precios, 0);
    expect((await get('/api/terra/precios-productos/exportar/', precios)).status).toBe(200);
  });
});

// On PostgreSQL only (its pass runs in CI): the 70,000 prices it needs take ~20 s to insert into
// the embedded database, against ~1 s.
describe.skipIf(!TEST_DATABASE_URL)('exportar over a real socket', () => {
  let address: string;
  beforeAll(async () => {
    // Enough rows (about 10 MB of CSV) that the file cannot sit in the sockets' buffers whole: with
    // its reader not reading, the server waits on the socket (backpressure) until the reader leaves.
    const [producto] = await app.db.select({ id: productos.id }).from(productos).limit(1);
    const [distribuidor] = await app.db.select({ id: distribuidores.id }).from(distribuidores).limit(1);
    await app.db.execute(
      sql`insert into ${preciosProductos} (producto_id, distribuidor_id, fecha, valor)
          select ${producto!.id}, ${distribuidor!.id}, date '1800-01-01' + g, 1 + g / 100.0 from generate_series(1, 70000) g`,
    );
    address = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  // Uncompressed (a compressed file's reader leaving: plugins/compression.test.ts).
  it('a browser that goes away mid-file frees its slot', async () => {
    const req = http.get(`${address}/api/terra/precios-productos/exportar/`, { headers: { ...precios.headers, 'accept-encoding': 'identity' } });
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    expect(res.statusCode).toBe(200);
    // Never read: the buffers fill and the server stops asking the database for batches.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await runningExports(app, precios.user.id)).toBe(1);
    req.destroy();
    await vi.waitFor(async () => expect(await runningExports(app, precios.user.id)).toBe(0), { timeout: 5000, interval: 20 });
  });
});

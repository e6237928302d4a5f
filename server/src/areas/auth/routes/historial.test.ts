import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistorialEntry } from '@gestion/contract/historial';
import { historial } from '../../../db/schema/index.js';
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';

let app: TestApp;
let auditor: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  // Each type's entries need its view_ permission too (historial-visibilidad.test.ts).
  auditor = await createUser(app, { username: 'auditora', permissions: ['auth.view_historial', 'auth.view_user', 'auth.view_group', 'terra.view_precioproducto'] });
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00.000Z`);
  await app.db.insert(historial).values([
    { fecha: at('2030-03-01', 9), usuario_id: 11, usuario_username: 'Begoña', accion: 'crear', objeto_tipo: 'auth.group', objeto_id: '5', objeto_repr: 'contables', cambios: [{ campo: 'name', antes: null, despues: 'contables' }] },
    { fecha: at('2030-03-02', 10), usuario_id: 12, usuario_username: 'tomas', accion: 'modificar', objeto_tipo: 'auth.user', objeto_id: '7', objeto_repr: 'pepa', cambios: [{ campo: 'is_active', antes: true, despues: false }] },
    { fecha: at('2030-03-02', 23), usuario_id: 11, usuario_username: 'Begoña', accion: 'modificar', objeto_tipo: 'auth.group', objeto_id: '5', objeto_repr: 'contables', cambios: [] },
    { fecha: at('2030-03-03', 8), usuario_id: null, usuario_username: '', accion: 'importar', objeto_tipo: 'terra.precioproducto', objeto_id: '', objeto_repr: 'Importación de precios (precios.csv)', detalle: { archivo: 'precios.csv', preciosRegistrados: 3 } },
  ]);
});
afterAll(async () => {
  await app?.close();
});

type Page = { count: number; results: HistorialEntry[] };
const list = (query: string, who: TestUser | null = auditor) =>
  request<Page>(app, { method: 'GET', url: `/api/auth/historial/${query}`, headers: who ? who.headers : {} });
const reprs = (page: Page) => page.results.map((e) => `${e.objeto_repr}@${e.fecha.slice(0, 13)}`);

describe('GET /api/auth/historial/', () => {
  it('needs auth.view_historial: 401 without a session, 403 without the permission', async () => {
    expect((await list('', null)).status).toBe(401);
    const other = await createUser(app, { permissions: ['auth.view_user', 'auth.view_group'] });
    expect(await list('', other)).toMatchObject({ status: 403 });
  });

  it('answers {count, results}, newest first, each with its changes', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.count).toBe(4);
    expect(reprs(body)).toEqual(['Importación de precios (precios.csv)@2030-03-03T08', 'contables@2030-03-02T23', 'pepa@2030-03-02T10', 'contables@2030-03-01T09']);
    expect(body.results[2]).toEqual({
      id: expect.any(Number),
      fecha: '2030-03-02T10:00:00.000Z',
      usuario: 12,
      usuario_username: 'tomas',
      accion: 'modificar',
      objeto_tipo: 'auth.user',
      objeto_id: '7',
      objeto_repr: 'pepa',
      cambios: [{ campo: 'is_active', antes: true, despues: false }],
      detalle: null,
    });
    expect(body.results[0]!.detalle).toEqual({ archivo: 'precios.csv', preciosRegistrados: 3 });
    const paged = (await list('?page_size=1&page=2')).body;
    expect(reprs(paged)).toEqual(['contables@2030-03-02T23']);
  });

  it('searches label and username, accent- and case-insensitively', async () => {
    expect(reprs((await list('?search=BEGONA')).body)).toEqual(['contables@2030-03-02T23', 'contables@2030-03-01T09']);
    expect(reprs((await list('?search=precios.csv')).body)).toEqual(['Importación de precios (precios.csv)@2030-03-03T08']);
  });

  it('filters by person, object type and id, and an inclusive date range', async () => {
    expect((await list('?usuario=11')).body.count).toBe(2);
    expect(reprs((await list('?objeto_tipo=auth.group&objeto_id=5')).body)).toEqual(['contables@2030-03-02T23', 'contables@2030-03-01T09']);
    expect((await list('?objeto_tipo=auth.user&objeto_id=5')).body.count).toBe(0);
    expect(reprs((await list('?desde=2030-03-02&hasta=2030-03-02')).body)).toEqual(['contables@2030-03-02T23', 'pepa@2030-03-02T10']);
    expect((await list('?hasta=2030-03-01')).body.count).toBe(1);
  });

  it('refuses a date that is no day, in the field-error shape', async () => {
    expect(await list('?desde=2030-02-30&hasta=ayer')).toMatchObject({
      status: 400,
      body: { desde: ['Introduzca una fecha válida.'], hasta: ['Introduzca una fecha válida.'] },
    });
    expect((await list('?usuario=abc')).status).toBe(400);
  });

  it('refuses an object type that is no app.model, a NUL, and a range that ends before it starts', async () => {
    expect(await list('?objeto_tipo=usuarios')).toMatchObject({ status: 400, body: { objeto_tipo: ['Introduzca un tipo de objeto válido, como auth.user.'] } });
    expect(await list('?objeto_tipo=auth.user%00')).toMatchObject({ status: 400, body: { objeto_tipo: ['Los caracteres nulos no están permitidos.'] } });
    expect(await list('?objeto_id=7%00')).toMatchObject({ status: 400, body: { objeto_id: ['Los caracteres nulos no están permitidos.'] } });
    expect(await list('?desde=2030-03-02&hasta=2030-03-01')).toMatchObject({
      status: 400,
      body: { hasta: ['La fecha final no puede ser anterior a la inicial.'] },
    });
    // Blank filters are no filters.
    expect((await list('?objeto_tipo=%20&objeto_id=')).body.count).toBe(4);
  });
});

describe('GET /api/auth/historial/exportar/', () => {
  const file = (query: string, who: TestUser | null = auditor) =>
    request<string>(app, { method: 'GET', url: `/api/auth/historial/exportar/${query}`, headers: who ? who.headers : {} });
  const lines = (body: string) => body.slice(1).split('\r\n').filter(Boolean);

  it('needs auth.view_historial', async () => {
    expect((await file('', null)).status).toBe(401);
    const other = await createUser(app, { permissions: ['auth.view_user'] });
    expect((await file('', other)).status).toBe(403);
  });

  it("answers the list's entries with its filters, newest first, changes and detalle in their cells", async () => {
    const { status, body, response } = await file('?objeto_tipo=auth.user');
    expect(status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="historial-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(lines(body)).toEqual([
      'Fecha;Usuario;Acción;Tipo de objeto;Id del objeto;Objeto;Cambios;Detalle',
      '2030-03-02T10:00:00.000Z;tomas;modificar;auth.user;7;pepa;is_active: true → false;',
    ]);
    const all = lines((await file('?desde=2030-03-02')).body);
    expect(all.slice(1).map((l) => l.split(';')[5])).toEqual(['Importación de precios (precios.csv)', 'contables', 'pepa']);
    expect(all[1]).toContain('"{""archivo"":""precios.csv"",""preciosRegistrados"":3}"');
  });

  it('refuses bad filters as the list does', async () => {
    expect(await file('?desde=2030-03-05&hasta=2030-03-01')).toMatchObject({ status: 400, body: { hasta: ['La fecha final no puede ser anterior a la inicial.'] } });
    expect(await file('?objeto_tipo=nada')).toMatchObject({ status: 400, body: { objeto_tipo: ['Introduzca un tipo de objeto válido, como auth.user.'] } });
  });
});

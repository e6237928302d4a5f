import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardConfig } from '@gestion/contract/usuario';
import { buildTestApp, createUser, request, type TestApp, type TestUser } from '../../../test-utils.js';
import { caller, crearContexto } from '../../rodox/test-helpers.js';

let app: TestApp;
let user: TestUser;
let other: TestUser;
let sinPermiso: TestUser;

const SET = '/terra/dashboard_config/set_contextos/';
const GET = '/api/terra/dashboard_config/';

beforeAll(async () => {
  app = await buildTestApp();
  const admin = await createUser(app, { is_superuser: true });
  const call = caller(app, admin.headers);
  await crearContexto(call, { sigla: 'lesa-mill', familia: 'lesa', tipo: 'mill' });
  await crearContexto(call, { sigla: 'kino-diez', familia: 'kino', tipo: 'diez' });
  await crearContexto(call, { sigla: 'pale-dos', familia: 'pale', tipo: 'dos' });
  user = await createUser(app, { permissions: ['rodox.view_contexto'] });
  other = await createUser(app, { permissions: ['rodox.view_contexto'] });
  sinPermiso = await createUser(app);
});
afterAll(async () => app?.close());

const leer = (who: TestUser) => request<DashboardConfig>(app, { method: 'GET', url: GET, headers: who.headers });
const guardar = (who: TestUser, payload: unknown) =>
  request<DashboardConfig & Record<string, unknown>>(app, { method: 'POST', url: SET, headers: who.headers, payload: payload as object });

describe('GET /api/terra/dashboard_config/', () => {
  it('answers an empty config on first read, and the same one afterwards', async () => {
    expect(await leer(sinPermiso)).toMatchObject({ status: 200, body: { contextos_favoritos: [] } });
    expect(await leer(sinPermiso)).toMatchObject({ status: 200, body: { contextos_favoritos: [] } });
  });

  it('two first reads at once create one config', async () => {
    const fresh = await createUser(app);
    const answers = await Promise.all([leer(fresh), leer(fresh), leer(fresh)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  });

  it('needs a token', async () => {
    const { status, body } = await request(app, { method: 'GET', url: GET });
    expect([status, body]).toEqual([401, { detail: 'Las credenciales de autenticación no se proveyeron.' }]);
  });
});

describe('POST /terra/dashboard_config/set_contextos/', () => {
  it('replaces the favourites, in the order given, and GET reads them back', async () => {
    expect(await guardar(user, { contextos_favoritos: ['pale-dos', 'lesa-mill'] })).toMatchObject({
      status: 200,
      body: { contextos_favoritos: ['pale-dos', 'lesa-mill'] },
    });
    expect((await leer(user)).body).toEqual({ contextos_favoritos: ['pale-dos', 'lesa-mill'] });
    expect((await guardar(user, { contextos_favoritos: ['kino-diez'] })).body).toEqual({ contextos_favoritos: ['kino-diez'] });
    expect((await leer(user)).body).toEqual({ contextos_favoritos: ['kino-diez'] });
  });

  it('works before any read, and an empty list clears them', async () => {
    const fresh = await createUser(app, { permissions: ['rodox.view_contexto'] });
    expect((await guardar(fresh, { contextos_favoritos: ['lesa-mill'] })).body).toEqual({ contextos_favoritos: ['lesa-mill'] });
    expect((await guardar(fresh, { contextos_favoritos: [] })).body).toEqual({ contextos_favoritos: [] });
    expect((await leer(fresh)).body).toEqual({ contextos_favoritos: [] });
  });

  it('keeps a repeated sigla once, where it first appears, and trims', async () => {
    const { status, body } = await guardar(user, { contextos_favoritos: [' lesa-mill', 'pale-dos', 'lesa-mill ', 'pale-dos'] });
    expect([status, body]).toEqual([200, { contextos_favoritos: ['lesa-mill', 'pale-dos'] }]);
  });

  it('refuses an unknown sigla, naming it, and saves nothing', async () => {
    await guardar(user, { contextos_favoritos: ['lesa-mill'] });
    const { status, body } = await guardar(user, { contextos_favoritos: ['pale-dos', 'nada-que-ver', 'LESA-MILL', ' '] });
    expect([status, body]).toEqual([
      400,
      {
        contextos_favoritos: {
          '1': ['Objeto con sigla=nada-que-ver no existe.'],
          '2': ['Objeto con sigla=LESA-MILL no existe.'],
          '3': ['Este campo no puede estar en blanco.'],
        },
      },
    ]);
    expect((await leer(user)).body).toEqual({ contextos_favoritos: ['lesa-mill'] });
  });

  it('refuses a body that is not a list of siglas, or too long a list', async () => {
    const missing = await guardar(user, {});
    expect([missing.status, missing.body]).toEqual([400, { contextos_favoritos: ['Este campo es requerido.'] }]);
    const notList = await guardar(user, { contextos_favoritos: 'lesa-mill' });
    expect([notList.status, notList.body]).toEqual([400, { contextos_favoritos: ['Se esperaba una lista de elementos pero se obtuvo el tipo "str".'] }]);
    const numbers = await guardar(user, { contextos_favoritos: ['lesa-mill', 7] });
    expect([numbers.status, numbers.body]).toEqual([400, { contextos_favoritos: { '1': ['No es una cadena válida.'] } }]);
    const many = await guardar(user, { contextos_favoritos: Array.from({ length: 51 }, () => 'lesa-mill') });
    expect([many.status, many.body]).toEqual([400, { contextos_favoritos: ['Asegúrese de que este campo no tenga más de 50 elementos.'] }]);
    expect((await leer(user)).body).toEqual({ contextos_favoritos: ['lesa-mill'] });
  });

  it('changes only the caller’s own config', async () => {
    await guardar(other, { contextos_favoritos: ['kino-diez'] });
    await guardar(user, { contextos_favoritos: ['pale-dos'] });
    expect((await leer(other)).body).toEqual({ contextos_favoritos: ['kino-diez'] });
  });

  it('needs rodox.view_contexto (403, nothing saved) and a token (401); a superuser passes', async () => {
    const denied = await guardar(sinPermiso, { contextos_favoritos: ['lesa-mill'] });
    expect([denied.status, denied.body]).toEqual([403, { detail: 'No tienes permiso para realizar esta acción.' }]);
    expect((await leer(sinPermiso)).body).toEqual({ contextos_favoritos: [] });
    const anonymous = await request(app, { method: 'POST', url: SET, payload: { contextos_favoritos: [] } });
    expect(anonymous.status).toBe(401);
    const superuser = await createUser(app, { is_superuser: true });
    expect((await guardar(superuser, { contextos_favoritos: ['lesa-mill'] })).status).toBe(200);
  });

  it('is not served under /api (the spec calls it without the prefix)', async () => {
    const { status } = await request(app, { method: 'POST', url: '/api' + SET, headers: user.headers, payload: { contextos_favoritos: [] } });
    expect(status).toBe(404);
  });
});

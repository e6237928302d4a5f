import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { historial, users } from '../../../db/schema/index.js';
import { USERS } from '../repositories/accounts.js';

const pageUsers = USERS.page;
import { buildTestApp, createUser, request } from '../../../test-utils.js';
import type { TestApp, TestUser } from '../../../test-utils.js';
import type { UserListItem } from '@gestion/contract/auth';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createUser(app, { username: 'jefa', is_superuser: true });
});
afterAll(async () => {
  await app?.close();
});

const call = <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TestUser | null, payload?: unknown) =>
  request<T>(app, { method, url, headers: who ? who.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const goodUser = (username: string) => ({
  username,
  email: `${username}@example.com`,
  password: 'Clave-segura-2025',
  first_name: 'Ana',
  last_name: 'Pérez',
});

describe('GET /api/auth/users/', () => {
  it('pages users ordered by username with groups and permisosCount', async () => {
    await createUser(app, { username: 'zz_ultimo', groups: ['g_lectores'], permissions: ['auth.view_user', 'main.view_sprint'] });
    const aa = await createUser(app, { username: 'AA_primero' });
    const res = await call<{ count: number; results: UserListItem[] }>('GET', '/api/auth/users/?page_size=1000', admin);
    expect(res.status).toBe(200);
    const names = res.body.results.map((u) => u.username);
    expect(names[0]).toBe('AA_primero');
    expect(names.at(-1)).toBe('zz_ultimo');
    expect(res.body.count).toBe(res.body.results.length);
    const zz = res.body.results.find((u) => u.username === 'zz_ultimo')!;
    expect(zz).toMatchObject({ groups: ['g_lectores'], permisosCount: 2, is_active: true, is_superuser: false });
    expect(zz).not.toHaveProperty('password');
    expect(res.body.results.find((u) => u.id === aa.user.id)?.permisosCount).toBe(0);
    expect(res.body.results.find((u) => u.username === 'jefa')!.permisosCount).toBeGreaterThan(40);
  });

  it('counts a permission held through a group and directly once', async () => {
    const { user } = await createUser(app, { username: 'doble', permissions: ['auth.view_user'] });
    const gid = (await call<{ id: number }>('POST', '/api/auth/groups/', admin, { name: 'g_doble' })).body.id;
    const all = await call<{ id: number; codename: string }[]>('GET', '/api/auth/permissions/all/pagination/none/', admin);
    const ids = all.body.filter((p) => ['auth.view_user', 'auth.view_group'].includes(p.codename)).map((p) => p.id);
    expect((await call('PATCH', `/api/auth/groups/${gid}/permissions/`, admin, { permissions_ids: ids })).status).toBe(200);
    expect((await call('PATCH', `/api/auth/users/${user.id}/groups/`, admin, { groups_ids: [gid] })).status).toBe(200);
    const res = await call<UserListItem>('GET', `/api/auth/users/${user.id}/`, admin);
    expect(res.body).toMatchObject({ groups: ['g_doble'], permisosCount: 2 });
  });

  it('searches username, email and names, accent- and case-insensitively, and pages', async () => {
    await createUser(app, { username: 'buscable1', first_name: 'Íñigo', email: 'otro1@dominio.test' });
    await createUser(app, { username: 'buscable2', last_name: 'Íñigo', email: 'otro2@dominio.test' });
    const res = await call<{ count: number; results: UserListItem[] }>('GET', '/api/auth/users/?search=inigo&page_size=1', admin);
    expect(res.body.count).toBe(2);
    expect(res.body.results.map((u) => u.username)).toEqual(['buscable1']);
    const page2 = await call<{ count: number; results: UserListItem[] }>('GET', '/api/auth/users/?search=INIGO&page_size=1&page=2', admin);
    expect(page2.body.results.map((u) => u.username)).toEqual(['buscable2']);
    const byEmail = await call<{ count: number }>('GET', '/api/auth/users/?search=dominio.test', admin);
    expect(byEmail.body.count).toBe(2);
    const desc = await call<{ results: UserListItem[] }>('GET', '/api/auth/users/?search=buscable&ordering=-username', admin);
    expect(desc.body.results.map((u) => u.username)).toEqual(['buscable2', 'buscable1']);
    expect((await call('GET', '/api/auth/users/?page=99', admin)).status).toBe(404);
    expect((await call('GET', '/api/auth/users/?page=abc', admin)).status).toBe(404);
    expect((await call('GET', '/api/auth/users/?ordering=password', admin)).status).toBe(400);
    expect((await call('GET', '/api/auth/users/?ordering=__proto__', admin)).status).toBe(400);
  });

  it('answers a page in one statement, and a search in one more the first time it is seen (the session check is cached)', async () => {
    await createUser(app, { username: 'rt_uno' });
    await createUser(app, { username: 'rt_dos' });
    // drizzle's driver client (the pg pool or PGlite): every statement goes through its query().
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const select = vi.spyOn(app.db, 'select');
    const statements = async (url: string) => {
      const before = query.mock.calls.length;
      expect((await call('GET', url, admin)).status, url).toBe(200);
      return query.mock.calls.length - before;
    };
    try {
      await statements('/api/auth/users/');
      select.mockClear();
      expect(await statements('/api/auth/users/')).toBe(1);
      expect(await statements('/api/auth/users/?page=2&page_size=1')).toBe(1);
      // An order's unfiltered statement is built once, not per request.
      expect(select).not.toHaveBeenCalled();
      expect(await statements('/api/auth/users/?ordering=-email')).toBe(1);
      expect(await statements('/api/auth/users/?search=rt_')).toBe(2);
      expect(await statements('/api/auth/users/?search=rt_&ordering=-username&page_size=1')).toBe(1);
    } finally {
      query.mockRestore();
      select.mockRestore();
    }
  });

  it('a search expected broad (estimated count) pages the same users, groups and permission counts as the exact count', async () => {
    for (const [i, last_name] of ['Rivas', 'Rivas', 'Rivera', 'Rivas', 'Ribas'].entries()) {
      await createUser(app, { username: `riv${i}`, last_name, groups: i % 2 ? ['g_riv'] : [], permissions: i > 2 ? ['auth.view_user'] : [] });
    }
    const cases = [{ search: 'riv' }, { search: 'riv', page_size: '2' }, { search: 'riv', page_size: '2', page: '2', ordering: '-last_name' }, { search: 'rivas riv' }];
    for (const params of cases) {
      const exact = await pageUsers(app.db, params);
      const walked = await pageUsers(app.db, params, { exactCountCap: 0 });
      // Under the threshold the walked search is counted: the same answer.
      expect(walked, JSON.stringify(params)).toEqual(exact);
    }
    expect((await pageUsers(app.db, { search: 'riv' }, { exactCountCap: 0 })).results.map((u) => [u.username, u.groups, u.permisosCount])).toEqual([
      ['riv0', [], 0],
      ['riv1', ['g_riv'], 0],
      ['riv2', [], 0],
      ['riv3', ['g_riv'], 1],
      ['riv4', [], 1],
    ]);
  });

  it('a broad search: exact count below approximateCountFrom, the estimate flagged above it, the same count on every page', async () => {
    for (const [i, last_name] of ['Olmedo', 'Olmos', 'Olmedilla', 'Olmo'].entries()) await createUser(app, { username: `olm${i}`, last_name });
    const exact = await pageUsers(app.db, { search: 'olm' });
    expect(exact.count).toBe(4);
    const counted = { exactCountCap: 0 };
    const estimated = { exactCountCap: 0, approximateCountFrom: 0 };
    for (const page of ['1', '2', '3']) {
      expect(await pageUsers(app.db, { search: 'olm', page_size: '1', page }, counted), page).toMatchObject({ count: 4 });
      const got = await pageUsers(app.db, { search: 'olm', page_size: '1', page }, estimated);
      expect(got.count_approximate, page).toBe(true);
      expect(got.results, page).toEqual(exact.results.slice(Number(page) - 1, Number(page)));
    }
    const counts = new Set<number>();
    for (const page of ['1', '2', '3']) counts.add((await pageUsers(app.db, { search: 'olm', page_size: '1', page }, estimated)).count);
    expect(counts.size).toBe(1);
    expect(await pageUsers(app.db, { search: 'olm', page_size: '1', page: '4' }, estimated)).toEqual({ count: 4, results: exact.results.slice(3) });
  });

  it("a broad search's index-only walk finds a term past the text the index holds; the longest names still fit that index", async () => {
    const x = 'x'.repeat(140);
    await createUser(app, { username: 'largo1', first_name: x, last_name: `${x}zanahoria` }); // searched text over 300 characters
    await createUser(app, { username: 'corto1', last_name: 'Zanahoria' });
    // The widest index entry: four-byte letters, the username at its limit and the short text at 300 characters.
    const four = (ch: string, n: number) => ch.repeat(n);
    await createUser(app, { username: four('𝐀', 150), email: '', first_name: four('𝐁', 147), last_name: '' });
    await createUser(app, { username: four('𝐂', 150), email: '', first_name: four('𝐁', 150), last_name: four('𝐃', 150) });
    for (const search of ['zanahoria', '𝐁𝐁', 'largo1 zanahoria']) {
      const exact = await pageUsers(app.db, { search });
      const walked = await pageUsers(app.db, { search }, { exactCountCap: 0 });
      expect(walked.results, search).toEqual(exact.results);
    }
    const found = async (search: string) => (await pageUsers(app.db, { search }, { exactCountCap: 0 })).results.map((u) => u.username);
    expect(await found('zanahoria')).toEqual(['corto1', 'largo1']);
    expect(await found('𝐁𝐁')).toEqual([four('𝐀', 150), four('𝐂', 150)]);
  });

  it('needs auth.view_user', async () => {
    expect((await call('GET', '/api/auth/users/', null)).status).toBe(401);
    const nobody = await createUser(app);
    expect((await call('GET', '/api/auth/users/', nobody)).status).toBe(403);
    const viewer = await createUser(app, { permissions: ['auth.view_user'] });
    expect((await call('GET', '/api/auth/users/', viewer)).status).toBe(200);
    expect((await call('GET', `/api/auth/users/${viewer.user.id}/`, viewer)).status).toBe(200);
  });
});

describe('POST /api/auth/users/', () => {
  it('creates an active user who must change the password, without returning it', async () => {
    const res = await call<UserListItem>('POST', '/api/auth/users/', admin, goodUser('nueva'));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: 'nueva', is_active: true, groups: [], permisosCount: 0 });
    expect(res.body).not.toHaveProperty('password');
    const [row] = await app.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row?.must_change_password).toBe(true);
    expect(row?.password).not.toContain('Clave-segura');
    const login = await request<Record<string, unknown>>(app, {
      method: 'POST',
      url: '/api/auth/custom-login/',
      payload: { username: 'nueva', password: 'Clave-segura-2025' },
    });
    expect(login.body.must_change_password).toBe(true);
  });

  it('honours must_change_password: false', async () => {
    const res = await call<UserListItem>('POST', '/api/auth/users/', admin, { ...goodUser('sincambio'), must_change_password: false });
    const [row] = await app.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row?.must_change_password).toBe(false);
  });

  it('refuses duplicates (case-insensitive), bad email, weak passwords and missing fields', async () => {
    await call('POST', '/api/auth/users/', admin, goodUser('Repetida'));
    const dup = await call('POST', '/api/auth/users/', admin, { ...goodUser('repetida'), email: 'x@example.com' });
    expect(dup).toMatchObject({ status: 400, body: { username: ['Ya existe un usuario con este nombre.'] } });
    const dupEmail = await call('POST', '/api/auth/users/', admin, { ...goodUser('otra'), email: 'REPETIDA@example.com' });
    expect(dupEmail).toMatchObject({ status: 400, body: { email: ['Ya existe un usuario con este correo electrónico.'] } });
    const badEmail = await call('POST', '/api/auth/users/', admin, { ...goodUser('otra'), email: 'no-es-correo' });
    expect(badEmail).toMatchObject({ status: 400, body: { email: ['Introduzca una dirección de correo electrónico válida.'] } });
    const short = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, { ...goodUser('otra'), password: '123' });
    expect(short.status).toBe(400);
    expect(short.body.password).toEqual(
      expect.arrayContaining([
        'La contraseña es demasiado corta. Debe contener al menos 8 caracteres.',
        'Esta contraseña es completamente numérica.',
      ]),
    );
    const common = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, { ...goodUser('otra'), password: 'password123' });
    expect(common.body.password).toContain('Esta contraseña es demasiado común.');
    const similar = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, {
      ...goodUser('marcelino'),
      password: 'Marcelino1',
    });
    expect(similar.body.password).toContain('La contraseña es demasiado similar a la de nombre de usuario.');
    const missing = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, { username: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ email: ['Este campo es requerido.'], password: ['Este campo es requerido.'] });
    const blank = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, { ...goodUser('  '), email: ' ' });
    expect(blank.body).toMatchObject({ username: ['Este campo no puede estar en blanco.'], email: ['Este campo no puede estar en blanco.'] });
    const badName = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, goodUser('con espacio'));
    expect(badName.body.username?.[0]).toMatch(/^Introduzca un nombre de usuario válido/);
    const wrongType = await call('POST', '/api/auth/users/', admin, { ...goodUser('tipo'), must_change_password: 'quizá' });
    expect(wrongType.status).toBe(400);
  });

  it('refuses lookalike usernames: fullwidth and U+0130 spellings of a taken name, and mixed scripts', async () => {
    await call('POST', '/api/auth/users/', admin, goodUser('admin2'));
    for (const spelling of ['ａｄｍｉｎ2', 'ADMİN2']) {
      const dup = await call('POST', '/api/auth/users/', admin, { ...goodUser('x'), username: spelling, email: `${spelling.length}-${spelling.codePointAt(1)}@example.com` });
      expect(dup).toMatchObject({ status: 400, body: { username: ['Ya existe un usuario con este nombre.'] } });
    }
    // 'а' is Cyrillic: refused beside Latin letters; Greek likewise.
    for (const name of ['\u0430dmin3', 'p\u03b1blo']) {
      const mixed = await call<Record<string, string[]>>('POST', '/api/auth/users/', admin, { ...goodUser('x'), username: name, email: `m${name.length}${name.codePointAt(0)}@example.com` });
      expect(mixed).toMatchObject({ status: 400, body: { username: ['El nombre de usuario no puede mezclar letras de distintos alfabetos (por ejemplo, latinas con cirílicas o griegas).'] } });
    }
    // One script is fine, Cyrillic or Latin with accents; a fullwidth name is stored in its plain form.
    expect((await call('POST', '/api/auth/users/', admin, { ...goodUser('x'), username: 'админ', email: 'ru@example.com' })).status).toBe(201);
    expect((await call('POST', '/api/auth/users/', admin, { ...goodUser('x'), username: 'José.Núñez', email: 'jn@example.com' })).status).toBe(201);
    const wide = await call<{ username: string }>('POST', '/api/auth/users/', admin, { ...goodUser('x'), username: 'ｗｉｄｅ', email: 'wide@example.com' });
    expect(wide).toMatchObject({ status: 201, body: { username: 'wide' } });
  });

  it('needs auth.add_user (a viewer cannot create)', async () => {
    const viewer = await createUser(app, { permissions: ['auth.view_user'] });
    expect((await call('POST', '/api/auth/users/', viewer, goodUser('nopuede'))).status).toBe(403);
    expect((await call('POST', '/api/auth/users/', null, goodUser('nopuede'))).status).toBe(401);
    const adder = await createUser(app, { permissions: ['auth.add_user'] });
    expect((await call('POST', '/api/auth/users/', adder, goodUser('sipuede'))).status).toBe(201);
  });
});

describe('PATCH /api/auth/users/{id}/', () => {
  it('deactivates and reactivates; deactivation ends older tokens', async () => {
    const victim = await createUser(app);
    expect((await call('GET', '/api/auth/users/me/', victim)).status).toBe(200);
    const off = await call<UserListItem>('PATCH', `/api/auth/users/${victim.user.id}/`, admin, { is_active: false });
    expect(off).toMatchObject({ status: 200, body: { is_active: false } });
    expect((await call('GET', '/api/auth/users/me/', victim)).status).toBe(401);
    const login = await request(app, {
      method: 'POST',
      url: '/api/auth/custom-login/',
      payload: { username: victim.user.username, password: victim.password },
    });
    expect(login).toMatchObject({ status: 403, body: { detail: 'El usuario no está activo.' } });
    const on = await call<UserListItem>('PATCH', `/api/auth/users/${victim.user.id}/`, admin, { is_active: true });
    expect(on.body.is_active).toBe(true);
    expect((await call('GET', '/api/auth/users/me/', victim)).status).toBe(401);
  });

  it('refuses to deactivate oneself or the last active superuser', async () => {
    const changer = await createUser(app, { permissions: ['auth.change_user'] });
    expect(await call('PATCH', `/api/auth/users/${changer.user.id}/`, changer, { is_active: false, first_name: 'Cambiado' })).toMatchObject({
      status: 400,
      body: { detail: 'No puedes desactivar tu propio usuario.' },
    });
    // A refused request writes none of its fields.
    const [unchanged] = await app.db.select().from(users).where(eq(users.id, changer.user.id));
    expect(unchanged!.first_name).not.toBe('Cambiado');
    // The admin of the first start is a superuser too: deactivate it, then jefa is the last one.
    const supers = await app.db.select().from(users).where(eq(users.is_superuser, true));
    const second = await createUser(app, { is_superuser: true });
    for (const s of supers) {
      if (s.id !== admin.user.id) expect((await call('PATCH', `/api/auth/users/${s.id}/`, admin, { is_active: false })).status).toBe(200);
    }
    expect((await call('PATCH', `/api/auth/users/${second.user.id}/`, admin, { is_active: false })).status).toBe(200);
    expect(await call('PATCH', `/api/auth/users/${admin.user.id}/`, admin, { is_active: false })).toMatchObject({
      status: 400,
      body: { detail: 'No puedes desactivar tu propio usuario.' },
    });
    // With two active superusers one may deactivate the other, not the last one left.
    expect((await call('PATCH', `/api/auth/users/${second.user.id}/`, admin, { is_active: true })).status).toBe(200);
    const fresh = await app.sessions.open((await app.db.select().from(users).where(eq(users.id, second.user.id)))[0]!);
    const asSecond = { ...second, headers: { authorization: `JWT ${fresh}` } };
    expect((await call('PATCH', `/api/auth/users/${admin.user.id}/`, asSecond, { is_active: false })).status).toBe(200);
    expect(await call('PATCH', `/api/auth/users/${second.user.id}/`, asSecond, { is_active: false })).toMatchObject({ status: 400 });
    // Restore jefa for the other tests.
    expect((await call('PATCH', `/api/auth/users/${admin.user.id}/`, asSecond, { is_active: true })).status).toBe(200);
    admin = { ...admin, headers: { authorization: `JWT ${await app.sessions.open((await app.db.select().from(users).where(eq(users.id, admin.user.id)))[0]!)}` } };
  });

  it('corrects names and email, checked as the create checks them, with a history entry before and after', async () => {
    const changer = await createUser(app, { permissions: ['auth.view_user', 'auth.change_user'] });
    const target = await createUser(app, { first_name: 'Rosa', last_name: 'Mar', email: 'rosa@example.com' });
    const other = await createUser(app, { email: 'ocupado@example.com' });
    const url = `/api/auth/users/${target.user.id}/`;
    const fixed = await call<UserListItem>('PATCH', url, changer, { email: '  rosa.mar@example.com ', first_name: 'Rosa María', last_name: '' });
    expect(fixed).toMatchObject({ status: 200, body: { email: 'rosa.mar@example.com', first_name: 'Rosa María', last_name: '' } });
    const [entry] = await app.db
      .select({ accion: historial.accion, cambios: historial.cambios, usuario: historial.usuario_username })
      .from(historial)
      .where(and(eq(historial.objeto_tipo, 'auth.user'), eq(historial.objeto_id, String(target.user.id))))
      .orderBy(desc(historial.id))
      .limit(1);
    expect(entry).toMatchObject({ accion: 'modificar', usuario: changer.user.username });
    expect(entry!.cambios).toEqual(
      expect.arrayContaining([
        { campo: 'email', antes: 'rosa@example.com', despues: 'rosa.mar@example.com' },
        { campo: 'first_name', antes: 'Rosa', despues: 'Rosa María' },
        { campo: 'last_name', antes: 'Mar', despues: '' },
      ]),
    );

    // Each field's problem at its field, in DRF's shape; nothing written.
    expect(await call('PATCH', url, changer, { email: ' ', first_name: 'Otra' })).toMatchObject({
      status: 400,
      body: { email: ['Este campo no puede estar en blanco.'] },
    });
    expect(await call('PATCH', url, changer, { first_name: 'a\u0000b' })).toMatchObject({
      status: 400,
      body: { first_name: ['Los caracteres nulos no están permitidos.'] },
    });
    expect(await call('PATCH', url, changer, { email: 'OCUPADO@example.com' })).toMatchObject({
      status: 400,
      body: { email: ['Ya existe un usuario con este correo electrónico.'] },
    });
    expect((await call<Record<string, unknown>>('PATCH', url, changer, { last_name: 'x'.repeat(151) })).status).toBe(400);
    // The username and is_superuser are not corrected here, by anyone.
    expect((await call('PATCH', url, changer, { is_superuser: true, username: 'otra' })).status).toBeLessThan(500);
    const [after] = await app.db.select().from(users).where(eq(users.id, target.user.id));
    expect(after).toMatchObject({ email: 'rosa.mar@example.com', first_name: 'Rosa María', is_superuser: false, username: target.user.username });
    expect(other.user.email).toBe('ocupado@example.com');
  });

  it('a non-superuser cannot change a superuser', async () => {
    const changer = await createUser(app, { permissions: ['auth.change_user'] });
    expect(await call('PATCH', `/api/auth/users/${admin.user.id}/`, changer, { is_active: false })).toMatchObject({
      status: 403,
      body: { detail: 'Solo un superusuario puede modificar a un superusuario.' },
    });
  });

  it('validates ids and bodies; a viewer cannot change', async () => {
    const target = await createUser(app);
    expect((await call('PATCH', '/api/auth/users/999999/', admin, { is_active: false })).status).toBe(404);
    expect((await call('PATCH', '/api/auth/users/abc/', admin, { is_active: false })).status).toBe(404);
    expect((await call('PATCH', '/api/auth/users/99999999999/', admin, { is_active: false })).status).toBe(404);
    expect((await call('GET', '/api/auth/users/99999999999/', admin)).status).toBe(404);
    expect((await call('PATCH', `/api/auth/users/${target.user.id}/`, admin, { is_active: 'no' })).status).toBe(400);
    expect(await call('PATCH', `/api/auth/users/${target.user.id}/`, admin, { email: 'malo' })).toMatchObject({
      status: 400,
      body: { email: ['Introduzca una dirección de correo electrónico válida.'] },
    });
    const viewer = await createUser(app, { permissions: ['auth.view_user'] });
    expect((await call('PATCH', `/api/auth/users/${target.user.id}/`, viewer, { is_active: false })).status).toBe(403);
  });
});

describe('PATCH /api/auth/users/{id}/groups/', () => {
  it('replaces the groups and ends older tokens only when they change', async () => {
    const member = await createUser(app, { groups: ['g_a'] });
    const all = await call<{ results: { id: number; name: string }[] }>('GET', '/api/auth/groups/?page_size=1000', admin);
    const ga = all.body.results.find((g) => g.name === 'g_a')!.id;
    const same = await call('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, { groups_ids: [ga] });
    expect(same.status).toBe(200);
    expect((await call('GET', '/api/auth/users/me/', member)).status).toBe(200);
    const gb = (await call<{ id: number }>('POST', '/api/auth/groups/', admin, { name: 'g_b' })).body.id;
    const res = await call<UserListItem>('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, { groups_ids: [gb, gb] });
    expect(res.body.groups).toEqual(['g_b']);
    expect((await call('GET', '/api/auth/users/me/', member)).status).toBe(401);
    const none = await call<UserListItem>('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, { groups_ids: [] });
    expect(none.body.groups).toEqual([]);
  });

  it('refuses unknown and non-numeric ids without changing anything', async () => {
    const member = await createUser(app, { groups: ['g_c'] });
    const unknown = await call('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, { groups_ids: [987654] });
    expect(unknown).toMatchObject({ status: 400, body: { groups_ids: ['Clave primaria "987654" inválida - objeto no existe.'] } });
    expect((await call('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, { groups_ids: ['x'] })).status).toBe(400);
    expect((await call('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, { groups_ids: 'x' })).status).toBe(400);
    expect((await call('PATCH', `/api/auth/users/${member.user.id}/groups/`, admin, {})).status).toBe(400);
    expect((await call('PATCH', '/api/auth/users/x/groups/', admin, { groups_ids: [] })).status).toBe(404);
    expect((await call<UserListItem>('GET', `/api/auth/users/${member.user.id}/`, admin)).body.groups).toEqual(['g_c']);
  });
});

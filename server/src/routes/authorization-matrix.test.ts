// The route-by-principal matrix: for every route of the API, what each kind of caller gets.
//
//   anonymous                      -> 401 unless public
//   signed in, no permissions      -> 403 for a permission route, allowed otherwise
//   signed in, with the permission -> allowed
//   superuser                      -> allowed
//
// "allowed" means neither 401 nor 403 (nor a 5xx): the request passed authorization and the
// handler answered (400 for an empty body, 404 for a sample id that does not exist, 200...).
//
// The test FAILS when a registered route is missing from MATRIX: a new route is added to its
// area's rows (areas/<area>/access.ts) with the access it must have. One row per route: [method, route pattern, access, options].
// `url` gives a concrete URL (default: the pattern with each :param replaced by 1) and
// `payload` the JSON body sent (default: {} for POST, PUT and PATCH); `endsSession` marks a route
// that ends the caller's token (each caller then signs in anew for it, or the rows after it would
// meet a 401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionKey } from '../db/permission-catalogue.js';
import type { Access } from '../plugins/auth.js';
import { buildTestApp, createUser, request } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import type { AccessRow, Expected } from '../resource/access-rows.js';
import { ACCESS as AUTH } from '../areas/auth/access.js';
import { ACCESS as MAIN } from '../areas/main/access.js';
import { ACCESS as PUEBLO } from '../areas/pueblo/access.js';
import { ACCESS as RODOX } from '../areas/rodox/access.js';
import { ACCESS as TERRA } from '../areas/terra/access.js';

const MATRIX: readonly AccessRow[] = [
  // system
  ['GET', '/healthz', 'public'],
  ['GET', '/livez', 'public'],
  ['GET', '/readyz', 'public'],

  ...AUTH, ...MAIN, ...PUEBLO, ...TERRA, ...RODOX,
];

/** Routes that plugins register (docs UI, CORS preflight) and HEAD twins of GET routes. */
function ignored(method: string, url: string): boolean {
  return method === 'HEAD' || url === '*' || url.startsWith('/api/docs');
}

function normalise(access: Expected | Access | undefined): string {
  if (access === undefined) return 'undefined';
  if (access === 'public' || access === 'authenticated') return access;
  if (typeof access === 'string') return access;
  if ('anyPermission' in access) return `any(${[...access.anyPermission].sort().join('|')})`;
  if ('any' in access) return `any(${[...access.any].sort().join('|')})`;
  const keys = 'permission' in access ? [access.permission].flat() : [...access];
  return keys.slice().sort().join('+');
}

const key = (method: string, route: string) => `${method} ${route}`;
const sampleUrl = (route: string) => route.replace(/:[A-Za-z_]\w*/g, '1');

let app: TestApp;
let headers: { none: Record<string, string>; superuser: Record<string, string> };
const withPermission = new Map<string, Record<string, string>>();

async function headersFor(access: readonly PermissionKey[]): Promise<Record<string, string>> {
  const id = [...access].sort().join('+');
  let h = withPermission.get(id);
  if (!h) {
    h = (await createUser(app, { permissions: access })).headers;
    withPermission.set(id, h);
  }
  return h;
}

beforeAll(async () => {
  app = await buildTestApp();
  headers = {
    none: (await createUser(app)).headers,
    superuser: (await createUser(app, { is_superuser: true })).headers,
  };
});
afterAll(async () => {
  await app?.close();
});

describe('authorization matrix', () => {
  it('lists every registered route, with the access it declares', () => {
    const table = new Map(MATRIX.map(([method, route, access]) => [key(method, route), normalise(access)]));
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const { method, url, access } of app.routeAccess) {
      if (ignored(method, url)) continue;
      const k = key(method, url);
      seen.add(k);
      const expected = table.get(k);
      if (expected === undefined) problems.push(`missing from MATRIX: ['${method}', '${url}', ${JSON.stringify(normalise(access))}]`);
      else if (expected !== normalise(access)) problems.push(`${k}: MATRIX says ${expected}, route declares ${normalise(access)}`);
    }
    for (const k of table.keys()) if (!seen.has(k)) problems.push(`in MATRIX but not registered: ${k}`);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(MATRIX.map((row) => [key(row[0], row[1]), row] as const))('%s', async (_name, row) => {
    const [method, route, access, options = {}] = row;
    const url = options.url ?? sampleUrl(route);
    const payload = options.payload ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
    const call = async (h: Record<string, string>) => {
      const res = await request(app, { method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });
      return res.status;
    };
    const allowed = (status: number, who: string) => {
      expect(status, `${who} on ${method} ${url}`).not.toBe(401);
      expect(status, `${who} on ${method} ${url}`).not.toBe(403);
      expect(status, `${who} on ${method} ${url}`).toBeLessThan(500);
    };

    const anonymous = await call({});
    if (access === 'public') allowed(anonymous, 'anonymous');
    else expect(anonymous, `anonymous on ${method} ${url}`).toBe(401);

    const own = options.endsSession
      ? { none: (await createUser(app)).headers, superuser: (await createUser(app, { is_superuser: true })).headers }
      : headers;
    const none = await call(own.none);
    if (access === 'public' || access === 'authenticated') allowed(none, 'user without permissions');
    else expect(none, `user without permissions on ${method} ${url}`).toBe(403);

    if (typeof access === 'object' && 'any' in access) {
      // Each of the keys on its own is enough.
      for (const k of access.any) allowed(await call(await headersFor([k])), `user with ${k}`);
    } else if (access !== 'public' && access !== 'authenticated') {
      const keys = typeof access === 'string' ? [access as PermissionKey] : [...access];
      allowed(await call(await headersFor(keys)), `user with ${keys.join('+')}`);
    }
    allowed(await call(own.superuser), 'superuser');
  });
});

// The sub-project rule (docs/domain.md, «Subproyectos»). 'terra - expectativas', its tasks and
// their estado are for a superuser or a member of a group named 'terra_…' (any case), on top of the
// route's permission; a member of another prefix holding the same permissions gets 403 by id and
// does not see it in the lists. One row per route that exposes such a sprint or its tasks.
describe('the sub-project rule (sprint-access.ts)', () => {
  const KEYS: PermissionKey[] = [
    'main.view_sprint', 'main.view_tareasprint', 'main.add_tareasprint', 'main.change_tareasprint', 'main.add_sprint',
    'main.change_sprint', 'main.delete_sprint', 'main.delete_tareasprint',
  ];
  let who: { member: Record<string, string>; other: Record<string, string>; superuser: Record<string, string> };
  let sprintId: number;
  let tareaId: number;
  let plainId: number;

  beforeAll(async () => {
    who = {
      // Upper case on purpose: prefixes compare case-insensitively, as the screens do.
      member: (await createUser(app, { permissions: KEYS, groups: ['TERRA_Ventas'] })).headers,
      other: (await createUser(app, { permissions: KEYS, groups: ['acmia_equipo'] })).headers,
      superuser: headers.superuser,
    };
    await request(app, { method: 'POST', url: '/subproyectos/', headers: headers.superuser, payload: { nombre: 'terra' } });
    const sprint = await request<{ id: number; tareas: { id: number }[] }>(app, {
      method: 'POST', url: '/api/main/sprints/', headers: headers.superuser, payload: { nombre: 'Terra - Expectativas', tareas: ['Meta'] },
    });
    sprintId = sprint.body.id;
    tareaId = sprint.body.tareas[0]!.id;
    plainId = (await request<{ id: number }>(app, {
      method: 'POST', url: '/api/main/sprints/', headers: headers.superuser, payload: { nombre: 'Sprint común', tareas: ['Común'] },
    })).body.id;
  });

  type Who = keyof typeof who;
  type Case = {
    method: 'GET' | 'POST' | 'PATCH';
    url: () => string;
    payload?: () => object;
    /** what a caller allowed to see the sprint gets, and what the member of another prefix gets */
    seen: (status: number, body: unknown) => void;
    refused: (status: number, body: unknown) => void;
  };
  const ids = (body: unknown) => (body as { id: number }[]).map((r) => r.id);
  const lists = (expectedIn: () => number) => ({
    seen: (status: number, body: unknown) => { expect(status).toBe(200); expect(ids(body)).toContain(expectedIn()); },
    refused: (status: number, body: unknown) => { expect(status).toBe(200); expect(ids(body)).not.toContain(expectedIn()); },
  });
  const gated = (ok: number) => ({
    seen: (status: number) => expect(status).toBe(ok),
    refused: (status: number, body: unknown) => {
      expect(status).toBe(403);
      expect(body).toEqual({ detail: 'No perteneces a un grupo de este subproyecto: no puedes ver ni cambiar su sprint de expectativas ni sus tareas.' });
    },
  });
  const CASES: Record<string, Case> = {
    'GET /api/main/sprints/': { method: 'GET', url: () => '/api/main/sprints/', ...lists(() => sprintId) },
    'GET /api/main/sprints/?nombre=': { method: 'GET', url: () => `/api/main/sprints/?nombre=${encodeURIComponent('terra - expectativas')}`, ...lists(() => sprintId) },
    'GET /api/main/sprints/with/tareas/pagination/none/': {
      method: 'GET', url: () => '/api/main/sprints/with/tareas/pagination/none/?sprint_nombre=terra%20-%20expectativas', ...lists(() => sprintId),
    },
    'GET /api/main/sprints/:id/': { method: 'GET', url: () => `/api/main/sprints/${sprintId}/`, ...gated(200) },
    'GET /api/main/tareas/?sprint=': { method: 'GET', url: () => `/api/main/tareas/?sprint=${sprintId}`, ...gated(200) },
    'GET /api/main/tareas/': { method: 'GET', url: () => '/api/main/tareas/', ...lists(() => tareaId) },
    'POST /api/main/tareas/': { method: 'POST', url: () => '/api/main/tareas/', payload: () => ({ descripcion: 'Otra', sprint_id: sprintId }), ...gated(201) },
    'POST /api/main/tareas/:id/estado/': { method: 'POST', url: () => `/api/main/tareas/${tareaId}/estado/`, payload: () => ({ estado: 'completada' }), ...gated(200) },
    'POST /api/tareas/:id/estado/': { method: 'POST', url: () => `/api/tareas/${tareaId}/estado/`, payload: () => ({ estado: 'pendiente' }), ...gated(200) },
    // Its correction and removal (the removal itself: areas/main/routes/records.test.ts).
    'PATCH /api/main/sprints/:id/': { method: 'PATCH', url: () => `/api/main/sprints/${sprintId}/`, payload: () => ({ descripcion: 'Corregida' }), ...gated(200) },
    'GET /api/main/sprints/:id/eliminar/': { method: 'GET', url: () => `/api/main/sprints/${sprintId}/eliminar/`, ...gated(200) },
    'PATCH /api/main/tareas/:id/': { method: 'PATCH', url: () => `/api/main/tareas/${tareaId}/`, payload: () => ({ descripcion: 'Meta corregida' }), ...gated(200) },
    'GET /api/main/tareas/:id/': { method: 'GET', url: () => `/api/main/tareas/${tareaId}/`, ...gated(200) },
    'GET /api/main/tareas/:id/eliminar/': { method: 'GET', url: () => `/api/main/tareas/${tareaId}/eliminar/`, ...gated(200) },
    'GET /api/acmia/expectativas/': {
      method: 'GET',
      url: () => '/api/acmia/expectativas/',
      seen: (status, body) => { expect(status).toBe(200); expect((body as { sprint_id: number }[]).map((e) => e.sprint_id)).toContain(sprintId); },
      refused: (status, body) => { expect(status).toBe(200); expect((body as { sprint_id: number }[]).map((e) => e.sprint_id)).not.toContain(sprintId); },
    },
  };

  const send = (c: Case, h: Record<string, string>) =>
    request(app, { method: c.method, url: c.url(), headers: h, ...(c.payload ? { payload: c.payload() } : {}) });

  it.each(Object.keys(CASES))('%s: a terra_ member and a superuser pass, an acmia_ member does not', async (name) => {
    const c = CASES[name]!;
    for (const w of ['member', 'superuser'] as Who[]) {
      const res = await send(c, who[w]);
      c.seen(res.status, res.body);
    }
    const res = await send(c, who.other);
    c.refused(res.status, res.body);
  });

  it('leaves every other sprint to the permission alone', async () => {
    expect((await request(app, { method: 'GET', url: `/api/main/sprints/${plainId}/`, headers: who.other })).status).toBe(200);
    expect((await request(app, { method: 'GET', url: `/api/main/tareas/?sprint=${plainId}`, headers: who.other })).status).toBe(200);
  });

  it("creating another sub-project's expectativas sprint is refused; a member's own is judged by its name only", async () => {
    const create = (h: Record<string, string>, nombre: string) =>
      request<Record<string, unknown>>(app, { method: 'POST', url: '/api/main/sprints/', headers: h, payload: { nombre, tareas: ['x'] } });
    const refused = await create(who.other, 'terra - EXPECTATIVAS');
    expect(refused.status).toBe(403);
    expect((await create(who.member, 'terra - expectativas')).body).toEqual({ nombre: ['Ya existe un sprint con este nombre.'] });
    expect((await create(who.member, 'acmia - expectativas')).status).toBe(403);
    expect((await create(who.other, 'acmia - expectativas')).status).toBe(201);
  });
});

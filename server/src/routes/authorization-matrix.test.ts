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
// The test FAILS when a registered route is missing from MATRIX: a new route is added here
// with the access it must have. One row per route: [method, route pattern, access, options].
// `url` gives a concrete URL (default: the pattern with each :param replaced by 1) and
// `payload` the JSON body sent (default: {} for POST, PUT and PATCH); `endsSession` marks a route
// that ends the caller's token (each caller then signs in anew for it, or the rows after it would
// meet a 401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import type { PermissionKey } from '../db/permission-catalogue.js';
import type { Access } from '../plugins/auth.js';
import { buildTestApp, createUser, request } from '../test-utils.js';
import { USERS } from '../repositories/accounts.js';
import { GROUPS } from '../repositories/group-admin.js';
import { JORNADAS, PROYECCIONES, SELECCIONES } from '../repositories/rodox-jornadas.js';
import { METRICA_CONFIGS, METRICAS } from '../repositories/rodox-metricas.js';
import { CONTEXTOS } from '../repositories/rodox-contextos.js';
import { SORTEOS } from '../repositories/rodox-sorteo-writes.js';
import { CATALOGO_SONADORES } from '../repositories/rodox-sonadores.js';
import { INMUEBLES } from '../repositories/terra-inmuebles.js';
import { PRECIOS } from '../repositories/terra-precios.js';
import { SPRINTS, TAREAS } from '../repositories/sprints.js';
import { UNIDADES } from '../repositories/unidades.js';
import { VARIANTES } from '../repositories/unidad-variantes.js';
import { PRODUCTOS } from '../repositories/terra-productos.js';
import { IMPORTACIONES } from '../repositories/terra-importaciones-lista.js';
import { EQUIPOS, INVITACIONES } from '../repositories/terra-equipos-registro.js';
import { PROFESIONES, USUARIOS_EXTRA } from '../repositories/terra-perfiles.js';
import { CATEGORIAS, DISTRIBUIDORES, TIPOS } from '../repositories/catalogos.js';
import type { TestApp } from '../test-utils.js';

/** A key, all keys of a list, or `{ any }`: at least one of them. */
type Expected = 'public' | 'authenticated' | PermissionKey | readonly PermissionKey[] | { any: readonly PermissionKey[] };
type Row = readonly [method: HTTPMethods, route: string, access: Expected, options?: { url?: string; payload?: unknown; endsSession?: boolean }];

/**
 * The three reads every declared resource has (resource/resource-routes.ts), gated by its `view_`
 * permission unless it says otherwise: the list and its file at `pageUrl` (else `url`), a record
 * at `${url}{id}/`.
 */
function declaredReads(resource: { declaration: { url: string; pageUrl?: string }; permission(action: 'view'): PermissionKey }, access?: Expected): Row[] {
  const { url, pageUrl = url } = resource.declaration;
  const view = access ?? resource.permission('view');
  return [['GET', pageUrl, view], ['GET', `${pageUrl}exportar/`, view], ['GET', `${url}:id/`, view]];
}

/**
 * The writes a declared resource derives (resource/resource-writes.ts): a correction with
 * `change_`, a removal and its preview with `delete_`, as its declaration says it has them.
 * On a record that does not exist, so that a caller who is allowed removes nothing.
 */
function declaredWrites(resource: {
  declaration: { url: string; editable?: readonly string[]; removable?: true };
  permission(action: 'change' | 'delete'): PermissionKey;
}): Row[] {
  const { url, editable, removable } = resource.declaration;
  const none = `${url}999999/`;
  return [
    ...(editable ? [['PATCH', `${url}:id/`, resource.permission('change'), { url: none }] as const] : []),
    ...(removable
      ? [['DELETE', `${url}:id/`, resource.permission('delete'), { url: none }] as const, ['GET', `${url}:id/eliminar/`, resource.permission('delete'), { url: `${none}eliminar/` }] as const]
      : []),
  ];
}

const MATRIX: readonly Row[] = [
  // system
  ['GET', '/healthz', 'public'],
  ['GET', '/livez', 'public'],
  ['GET', '/readyz', 'public'],

  // session (spec 7 "Session")
  ['POST', '/api/auth/custom-login/', 'public'],
  ['POST', '/api/auth/jwt/create/', 'public'],
  ['GET', '/api/auth/users/me/', 'authenticated'],
  ['GET', '/api/auth/permissions/me/', 'authenticated'],
  ['GET', '/api/auth/groups/me/', 'authenticated'],
  ['POST', '/api/auth/change-password/', 'authenticated'],
  ['POST', '/api/auth/logout/', 'authenticated', { endsSession: true }],
  ['POST', '/api/auth/sesiones/cerrar-otras/', 'authenticated'],
  ['POST', '/api/auth/password-reset/', 'public'],
  ['POST', '/api/auth/password-reset/validate/', 'public'],
  ['POST', '/api/auth/password-reset/confirm/', 'public'],
  ['GET', '/api/auth/segundo-factor/', 'authenticated'],
  ['POST', '/api/auth/segundo-factor/iniciar/', 'authenticated'],
  ['POST', '/api/auth/segundo-factor/confirmar/', 'authenticated'],
  ['POST', '/api/auth/segundo-factor/desactivar/', 'authenticated'],
  ['POST', '/api/auth/segundo-factor/codigos/', 'authenticated'],
  ['POST', '/api/auth/jwt/segundo-factor/', 'public'],
  ['GET', '/api/auth/groups/segundo-factor/', 'auth.view_group'],
  ['PATCH', '/api/auth/groups/:id/segundo-factor/', 'auth.change_group', { url: '/api/auth/groups/999999/segundo-factor/', payload: { requiere_segundo_factor: true } }],

  // main: sprints, tasks, sub-projects (spec 7 "Main")
  ['GET', '/api/main/sprints/', { any: ['main.view_sprint', 'main.view_tareasprint'] }],
  ['POST', '/api/main/sprints/', 'main.add_sprint'],
  ['GET', '/api/main/sprints/:id/', { any: ['main.view_sprint', 'main.view_tareasprint'] }],
  ['GET', '/api/main/sprints/with/tareas/pagination/none/', { any: ['main.view_sprint', 'main.view_tareasprint'] }],
  ['GET', '/api/main/tareas/', 'main.view_tareasprint'],
  ['POST', '/api/main/tareas/', 'main.add_tareasprint'],
  ['GET', '/api/main/tareas/:id/', 'main.view_tareasprint', { url: '/api/main/tareas/999999/' }],
  ['POST', '/api/main/tareas/:id/estado/', 'main.change_tareasprint', { payload: { estado: 'completada' } }],
  ['POST', '/api/tareas/:id/estado/', 'main.change_tareasprint', { payload: { estado: 'completada' } }],
  ...declaredWrites(SPRINTS),
  ...declaredWrites(TAREAS),
  ['GET', '/subproyectos/', 'main.view_subproyecto'],
  ['POST', '/subproyectos/', 'main.add_subproyecto'],
  ['GET', '/subproyectos/:id/', 'main.view_subproyecto', { url: '/subproyectos/999999/' }],
  ['PATCH', '/subproyectos/:id/', 'main.change_subproyecto', { payload: { activo: false } }],
  ['DELETE', '/subproyectos/:id/', 'main.delete_subproyecto', { url: '/subproyectos/999999/' }],
  ['GET', '/subproyectos/:id/eliminar/', 'main.delete_subproyecto', { url: '/subproyectos/999999/eliminar/' }],
  ['GET', '/api/subproyectos/', 'main.view_subproyecto'],
  ['POST', '/api/subproyectos/', 'main.add_subproyecto'],
  ['GET', '/api/subproyectos/:id/', 'main.view_subproyecto', { url: '/api/subproyectos/999999/' }],
  ['PATCH', '/api/subproyectos/:id/', 'main.change_subproyecto', { payload: { activo: false } }],
  ['DELETE', '/api/subproyectos/:id/', 'main.delete_subproyecto', { url: '/api/subproyectos/999999/' }],
  ['GET', '/api/subproyectos/:id/eliminar/', 'main.delete_subproyecto', { url: '/api/subproyectos/999999/eliminar/' }],

  // pueblo: units of measure (spec 7 "Pueblo and Terra prices")
  ...declaredReads(UNIDADES),
  ...declaredWrites(UNIDADES),
  ['POST', '/api/pueblo/unidades/', 'pueblo.add_unidadmedida'],
  ['GET', '/api/pueblo/unidades/todas/', { any: ['pueblo.view_unidadmedida', 'terra.change_producto'] }],
  ['GET', '/api/pueblo/unidades/todas-con-variantes/', 'pueblo.view_unidadmedida'],
  ['POST', '/api/pueblo/unidades/vincular-variante/', 'pueblo.add_unidadmedidavariante'],
  ...declaredReads(VARIANTES),
  ...declaredWrites(VARIANTES),
  ...[TIPOS, CATEGORIAS, DISTRIBUIDORES].flatMap(({ resource }) => [...declaredReads(resource), ...declaredWrites(resource)]),
  ['GET', '/api/pueblo/recursotipos/all-pagination-none/', { any: ['pueblo.view_recursotipo', 'terra.change_producto'] }],
  ['POST', '/api/pueblo/recursotipos/', 'pueblo.add_recursotipo'],
  ['GET', '/api/pueblo/recursocategorias/all-pagination-none/', { any: ['pueblo.view_recursocategoria', 'terra.change_producto'] }],
  ['POST', '/api/pueblo/recursocategorias/', 'pueblo.add_recursocategoria'],

  // terra prices (spec 7 "Pueblo and Terra prices", docs/domain.md, «Precios»)
  ['GET', '/api/terra/distribuidores/all-pagination-none/', 'terra.view_distribuidor'],
  ['POST', '/api/terra/distribuidores/', 'terra.add_distribuidor'],
  ...declaredReads(PRECIOS),
  ...declaredWrites(PRECIOS),
  ...declaredReads(PRODUCTOS),
  ...declaredWrites(PRODUCTOS),
  ...declaredReads(IMPORTACIONES),
  ['POST', '/api/terra/productos/importar/', 'terra.add_producto'],
  ['POST', '/api/terra/precios-productos/importar/', 'terra.add_precioproducto'],
  ['POST', '/api/terra/importar-precios/', 'terra.import_precioproducto'],
  ['POST', '/api/terra/importaciones/', 'terra.add_precioproducto'],
  ['POST', '/api/terra/importaciones/:id/confirmar/', 'terra.add_precioproducto', { url: '/api/terra/importaciones/999999/confirmar/' }],
  ['DELETE', '/api/terra/importaciones/:id/', 'terra.add_precioproducto', { url: '/api/terra/importaciones/999999/' }],
  ['POST', '/api/terra/importaciones/:id/deshacer/', 'terra.delete_precioproducto', { url: '/api/terra/importaciones/999999/deshacer/' }],
  ['GET', '/api/terra/invitaciones/', 'authenticated'],
  ['GET', '/api/terra/notificaciones/pendientes/', 'authenticated'],
  ...declaredReads(INMUEBLES),
  ...declaredWrites(INMUEBLES),
  ['POST', '/api/terra/inmuebles/', 'terra.add_inmueble'],

  // terra teams (spec 7 "Terra teams and properties"; object-level rules in routes/terra)
  ['POST', '/terra/equipos/', 'terra.add_equipo'],
  // Only the team's coordinator invites (object-level, 403 for anyone else): no permission key.
  ['POST', '/terra/equipos/:id/invitar/', 'authenticated'],
  ['GET', '/terra/equipos/:id/miembros/', 'authenticated'],
  ['GET', '/terra/equipos/:id/invitaciones/', 'authenticated'],
  ['GET', '/terra/equipos/propios/', 'authenticated'],
  ['GET', '/terra/equipos/invitado/', 'authenticated'],
  ['POST', '/terra/invitaciones/:id/responder/', 'authenticated', { payload: { estado: 'aceptada' } }],
  // every team and invitation for an administrator, by the models' permissions
  ...declaredReads(EQUIPOS),
  ...declaredWrites(EQUIPOS),
  ...declaredReads(INVITACIONES),
  ...declaredWrites(INVITACIONES),

  // rodox (spec 7 "Rodox", docs/domain.md, «Contextos y sorteos»)
  ['GET', '/api/rodox/contextos/', 'rodox.view_contexto'],
  ['POST', '/api/rodox/contextos/', 'rodox.add_contexto'],
  ['GET', '/api/rodox/contextos/con-sorteo', 'rodox.view_contexto'],
  ...declaredReads(CONTEXTOS),
  ...declaredWrites(CONTEXTOS),
  // Whoever reads the selections reads the draws they are compared with (docs/domain.md).
  ...declaredReads(SORTEOS, { any: ['rodox.view_sorteo', 'rodox.view_seleccion'] }),
  ...declaredWrites(SORTEOS),
  ['GET', '/api/rodox/contextos/por-familia/:familia/:tipo/', { any: ['rodox.view_contexto', 'rodox.view_sorteo', 'rodox.view_seleccion'] }, { url: '/api/rodox/contextos/por-familia/lesa/mill/' }],
  ['GET', '/api/rodox/sorteos/', { any: ['rodox.view_sorteo', 'rodox.view_seleccion'] }, { url: '/api/rodox/sorteos/?contexto_sigla=nada&ultimos=10' }],
  ['GET', '/api/rodox/sorteos/:sigla/ultimos/:n', { any: ['rodox.view_sorteo', 'rodox.view_seleccion'] }, { url: '/api/rodox/sorteos/nada/ultimos/1' }],
  ['POST', '/api/rodox/sorteos/actualizar/', 'rodox.add_sorteo', { payload: { actualizar_automaticamente: true, contexto_sigla: 'nada' } }],
  ['GET', '/api/rodox/paridad/graficar/', 'rodox.view_sorteometricaparidad', { url: '/api/rodox/paridad/graficar/?sorteo__contexto__familia=lesa&sorteo__contexto__tipo=mill' }],
  ...declaredReads(METRICA_CONFIGS),
  ...declaredWrites(METRICA_CONFIGS),
  ...declaredReads(METRICAS),
  ...declaredWrites(METRICAS),
  ['POST', '/api/rodox/metrica-configs/', 'rodox.add_metricaconfig'],
  ['POST', '/api/rodox/metrica/crear-faltantes/', 'rodox.change_metricaconfig', { payload: { config_id: 999999 } }],
  ...declaredReads(JORNADAS),
  ...declaredWrites(JORNADAS),
  ['POST', '/api/rodox/jornadas/', 'rodox.add_jornada', { payload: { contexto: 999999, kandidatura: 1 } }],
  ['POST', '/api/rodox/jornadas/:id/proyectar/', 'rodox.change_jornada', { url: '/api/rodox/jornadas/999999/proyectar/' }],
  ...declaredReads(PROYECCIONES),
  ...declaredWrites(PROYECCIONES),
  ...declaredReads(SELECCIONES),
  ...declaredWrites(SELECCIONES),
  ...declaredReads(CATALOGO_SONADORES),
  ...declaredWrites(CATALOGO_SONADORES),
  ['POST', '/api/rodox/sonadores/', 'rodox.add_sonador'],
  ['GET', '/api/rodox/selecciones/todas_pn/', 'rodox.view_seleccion', { url: '/api/rodox/selecciones/todas_pn/?proyeccion_id=1' }],
  ['GET', '/api/rodox/selecciones/:sigla/:kardinal/', 'rodox.view_seleccion', { url: '/api/rodox/selecciones/nada/1/' }],

  // user area: dashboard and preferences, profile (spec 7 "Dashboard and preferences",
  // docs/domain.md, «Área del usuario»)
  ['GET', '/api/terra/dashboard_config/', 'authenticated'],
  ['POST', '/terra/dashboard_config/set_contextos/', 'rodox.view_contexto', { payload: { contextos_favoritos: [] } }],
  ['GET', '/api/acmia/expectativas/', 'authenticated'],
  ['GET', '/api/profesiones/', 'authenticated'],
  ...declaredReads(PROFESIONES),
  ...declaredWrites(PROFESIONES),
  ['POST', '/api/terra/profesiones/', 'terra.add_profesion'],
  ...declaredReads(USUARIOS_EXTRA),
  ...declaredWrites(USUARIOS_EXTRA),
  ['GET', '/api/usuario-extra/', 'authenticated'],
  ['PUT', '/api/usuario-extra/:id/', 'authenticated', { url: '/api/usuario-extra/999999/', payload: { apodo: 'x' } }],

  // auth area: users, groups, permissions, roles, registration, activation (spec 7 "Users, groups, permissions")
  ['POST', '/auth/users/', 'public'],
  ['POST', '/auth/users/resend_activation/', 'public', { payload: { email: 'nadie@example.com' } }],
  ['GET', '/api/auth/users/activate/:username/', 'public', { url: '/api/auth/users/activate/nadie/?token=x' }],
  ...declaredReads(USERS),
  ['POST', '/api/auth/users/', 'auth.add_user'],
  // PATCH {id}/ (auth.change_user: names, email, is_active), DELETE {id}/ and its preview (auth.delete_user).
  ...declaredWrites(USERS),
  ['POST', '/api/auth/users/:id/contrasena-temporal/', 'auth.change_user', { url: '/api/auth/users/999999/contrasena-temporal/', payload: { password: 'Temporal-Casa-2026' } }],
  ['PATCH', '/api/auth/users/:id/groups/', 'auth.change_user', { url: '/api/auth/users/999999/groups/', payload: { groups_ids: [] } }],
  ...declaredReads(GROUPS),
  ['GET', '/api/auth/historial/', 'auth.view_historial'],
  ['GET', '/api/auth/historial/exportar/', 'auth.view_historial'],
  ['POST', '/api/auth/groups/', 'auth.add_group'],
  ['PATCH', '/api/auth/groups/:id/', 'auth.change_group', { url: '/api/auth/groups/999999/', payload: { name: 'x' } }],
  ['DELETE', '/api/auth/groups/:id/', 'auth.delete_group', { url: '/api/auth/groups/999999/' }],
  ['PATCH', '/api/auth/groups/:id/permissions/', 'auth.change_group', { url: '/api/auth/groups/999999/permissions/', payload: { permissions_ids: [] } }],
  ['GET', '/api/auth/permissions/all/pagination/none/', 'auth.view_permission'],
  ['GET', '/api/auth/outbox/', 'auth.change_user'],
  ['GET', '/api/user-roles/groups/', 'auth.view_group'],
  ['GET', '/api/user-roles/:userId/user_groups/', 'auth.view_user'],
  ['POST', '/api/user-roles/:userId/add_group/', 'auth.change_user', { url: '/api/user-roles/999999/add_group/', payload: { group_id: 1 } }],
  ['POST', '/api/user-roles/:userId/remove_group/', 'auth.change_user', { url: '/api/user-roles/999999/remove_group/', payload: { group_id: 1 } }],
  ['GET', '/api/all-permissions/', 'auth.view_permission'],
  ['GET', '/api/group-permissions/:groupId/permissions/', 'auth.view_group'],
  ['POST', '/api/group-permissions/:groupId/add_permission/', 'auth.change_group', { url: '/api/group-permissions/999999/add_permission/', payload: { permiso_id: 1 } }],
  ['POST', '/api/group-permissions/:groupId/remove_permission/', 'auth.change_group', { url: '/api/group-permissions/999999/remove_permission/', payload: { permiso_id: 1 } }],
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
    // Its correction and removal (the removal itself: routes/api/main/records.test.ts).
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

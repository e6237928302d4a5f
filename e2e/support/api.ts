// Talks to the real API to arrange what a test needs (users, groups, permissions). Every call
// goes through the same endpoints and checks as the screens' calls.
import { createHmac } from 'node:crypto';
import type { CreateUserRequest, Group, LoginRequest, Permission, PermissionKey, SprintConTareas, SprintCreateRequest, Subproyecto, TokenResponse, UserListItem } from '@gestion/contract';
import { ADMIN, API, E2E_ENV } from './env';
import { exclusively } from './suite-lock';

/** A user the specs act as: the credentials the login sends. */
export type Principal = LoginRequest;

async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${url}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export async function tokenFor(p: Principal): Promise<string> {
  const r = await call<TokenResponse>('POST', '/api/auth/jwt/create/', null, p);
  return r.access;
}

let adminToken: string | null = null;
export async function admin(): Promise<string> {
  adminToken ??= await tokenFor(ADMIN);
  return adminToken;
}

// The catalogue is fixed while the suite runs: one request, not one per group created.
let catalogue: Permission[] | null = null;

export async function permissionIds(keys: PermissionKey[]): Promise<number[]> {
  const all = (catalogue ??= await call<Permission[]>('GET', '/api/auth/permissions/all/pagination/none/', await admin()));
  return keys.map((k) => {
    const p = all.find((x) => x.codename === k);
    if (!p) throw new Error(`permiso desconocido: ${k}`);
    return p.id;
  });
}

export async function createGroup(name: string, permissionKeys: PermissionKey[] = []): Promise<Group> {
  const token = await admin();
  const group = await call<Group>('POST', '/api/auth/groups/', token, { name });
  if (permissionKeys.length) {
    await call('PATCH', `/api/auth/groups/${group.id}/permissions/`, token, {
      permissions_ids: await permissionIds(permissionKeys),
    });
  }
  return group;
}

let counter = 0;
/**
 * A unique name per run and per call, so tests never collide: the workers' counters each start at
 * 1, so the process id tells two names made in the same millisecond apart.
 */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** Creates an active user through the admin API, optionally in the given groups. */
export async function createUser(
  opts: { username?: string; password?: string; groups?: number[]; mustChange?: boolean; superuser?: boolean } = {},
): Promise<Principal & { id: number }> {
  const token = await admin();
  const username = opts.username ?? unique('u');
  const password = opts.password ?? 'Clave-segura-2025';
  const body: CreateUserRequest = {
    username,
    email: `${username}@example.com`,
    password,
    first_name: 'Prueba',
    last_name: 'E2E',
    must_change_password: opts.mustChange ?? false,
  };
  const user = await call<UserListItem>('POST', '/api/auth/users/', token, body);
  if (opts.groups?.length) {
    await call('PATCH', `/api/auth/users/${user.id}/groups/`, token, { groups_ids: opts.groups });
  }
  return { id: user.id, username, password };
}

/** A user whose only permissions are `keys`, through a group of their own. */
export async function userWithPermissions(keys: PermissionKey[], groupName = unique('g_')): Promise<Principal & { id: number }> {
  const group = await createGroup(groupName, keys);
  return createUser({ groups: [group.id] });
}

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

/**
 * Signs a token with the suite's JWT secret that expires `seconds` from now, with the claims the
 * server issues (taken from a real token), to watch the app's expiry handling without waiting
 * for a working day.
 */
export async function shortLivedToken(p: Principal, seconds: number): Promise<string> {
  const real = await tokenFor(p);
  const claims = JSON.parse(Buffer.from(real.split('.')[1], 'base64url').toString('utf8'));
  const now = Math.floor(Date.now() / 1000);
  const payload = { ...claims, iat: now, exp: now + seconds };
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', E2E_ENV.JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export { call };

/** The sprint with this name (created with these tasks if missing), with its tasks. */
export async function ensureSprint(
  nombre: string,
  tareas: string[] = [],
): Promise<SprintConTareas> {
  const token = await admin();
  return exclusively(`sprint ${nombre}`, async () => {
    const found = await call<SprintConTareas[]>('GET', `/api/main/sprints/?nombre=${encodeURIComponent(nombre)}`, token);
    if (found[0]) return call<SprintConTareas>('GET', `/api/main/sprints/${found[0].id}/`, token);
    const body: SprintCreateRequest = { nombre, descripcion: 'Creado por las pruebas e2e.', tareas };
    return call<SprintConTareas>('POST', '/api/main/sprints/', token, body);
  });
}

/** A sub-project with this name, created through the API. */
export async function createSubproyecto(nombre: string, descripcion = ''): Promise<Subproyecto> {
  return call('POST', '/subproyectos/', await admin(), { nombre, descripcion });
}

/** The activation link of the newest mail to `email` (the suite runs without SMTP: the outbox keeps it). */
export async function activationLinkFor(email: string): Promise<string> {
  const mails = await call<{ body: string }[]>('GET', `/api/auth/outbox/?to=${encodeURIComponent(email)}`, await admin());
  const link = /https?:\/\/\S+\/activate\?token=\S+/.exec(mails[0]?.body ?? '')?.[0];
  if (!link) throw new Error(`no hay enlace de activación para ${email}`);
  return link;
}

/** The password reset link of the newest mail to `email` (the outbox, as for activation). */
export async function resetLinkFor(email: string): Promise<string> {
  const mails = await call<{ body: string; subject: string }[]>('GET', `/api/auth/outbox/?to=${encodeURIComponent(email)}`, await admin());
  const mail = mails.find((m) => m.subject === 'Restablece tu contraseña');
  const link = /https?:\/\/\S+\/restablecer-contrasena#token=\S+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no hay enlace de restablecimiento para ${email}`);
  return link;
}

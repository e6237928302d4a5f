import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../db/schema/index.js';
import { desc } from 'drizzle-orm';
import { totpFor } from '../../auth/second-factor.js';
import { createUser } from '../../test-utils.js';
import type { CaseContext, HistorialCase } from '../../routes/historial-cases/case.js';

// Users, groups, their permissions and memberships, passwords, registration.

let n = 0;
const unique = (prefix: string) => `${prefix}${++n}${Date.now() % 100_000}`;

async function newGroup(ctx: CaseContext): Promise<number> {
  return (await ctx.call<{ id: number }>('POST', '/api/auth/groups/', { name: unique('hist_grupo_') })).body.id;
}
async function newUser(ctx: CaseContext) {
  return createUser(ctx.app, { username: unique('hist_user_') });
}
async function permissionId(ctx: CaseContext, key: string): Promise<number> {
  const all = (await ctx.call<{ id: number; codename: string }[]>('GET', '/api/auth/permissions/all/pagination/none/')).body;
  return all.find((p) => p.codename === key)!.id;
}

export const AUTH_CASES: HistorialCase[] = [
  {
    method: 'POST',
    route: '/api/auth/users/',
    async run(ctx) {
      const username = unique('hist_nuevo_');
      const res = await ctx.call<{ id: number }>('POST', '/api/auth/users/', { username, email: `${username}@example.com`, password: 'Clave-Muy-Segura-8841' });
      return { objeto_tipo: 'auth.user', objeto_id: res.body.id, accion: 'crear', cambios: [{ campo: 'username', antes: null, despues: username }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/auth/users/{id}/',
    setup: newUser,
    async run(ctx, u) {
      const { user } = u as Awaited<ReturnType<typeof newUser>>;
      await ctx.call('PATCH', `/api/auth/users/${user.id}/`, { is_active: false, first_name: 'Otra' });
      return {
        objeto_tipo: 'auth.user',
        objeto_id: user.id,
        accion: 'desactivar',
        cambios: [
          { campo: 'is_active', antes: true, despues: false },
          { campo: 'first_name', antes: 'Nombre', despues: 'Otra' },
        ],
      };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/users/{id}/contrasena-temporal/',
    setup: newUser,
    async run(ctx, u) {
      const { user } = u as Awaited<ReturnType<typeof newUser>>;
      const res = await ctx.call('POST', `/api/auth/users/${user.id}/contrasena-temporal/`, { password: 'Temporal-Casa-2026' });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      // No field in `cambios`: every password field, must_change_password too, is left out of entries.
      return { objeto_tipo: 'auth.user', objeto_id: user.id, accion: 'cambiar_contrasena' };
    },
  },
  {
    method: 'DELETE',
    route: '/api/auth/users/{id}/',
    setup: newUser,
    async run(ctx, u) {
      const { user } = u as Awaited<ReturnType<typeof newUser>>;
      const res = await ctx.call('DELETE', `/api/auth/users/${user.id}/`);
      if (res.status !== 204) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'auth.user', objeto_id: user.id, accion: 'eliminar', cambios: [{ campo: 'username', antes: user.username, despues: null }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/auth/users/{id}/groups/',
    async setup(ctx) {
      return { user: (await newUser(ctx)).user, group: await newGroup(ctx) };
    },
    async run(ctx, p) {
      const { user, group } = p as { user: { id: number }; group: number };
      await ctx.call('PATCH', `/api/auth/users/${user.id}/groups/`, { groups_ids: [group] });
      return { objeto_tipo: 'auth.user', objeto_id: user.id, accion: 'modificar', cambios: [{ campo: 'grupos', antes: [] }] };
    },
  },
  ...(['add_group', 'remove_group'] as const).map(
    (action): HistorialCase => ({
      method: 'POST',
      route: `/api/user-roles/{userId}/${action}/`,
      async setup(ctx) {
        const { user } = await newUser(ctx);
        const group = await newGroup(ctx);
        if (action === 'remove_group') await ctx.call('POST', `/api/user-roles/${user.id}/add_group/`, { group_id: group });
        return { user, group };
      },
      async run(ctx, p) {
        const { user, group } = p as { user: { id: number }; group: number };
        await ctx.call('POST', `/api/user-roles/${user.id}/${action}/`, { group_id: group });
        return { objeto_tipo: 'auth.user', objeto_id: user.id, accion: 'modificar', cambios: [{ campo: 'grupos' }] };
      },
    }),
  ),
  {
    method: 'POST',
    route: '/api/auth/groups/',
    async run(ctx) {
      const name = unique('hist_g_');
      const res = await ctx.call<{ id: number }>('POST', '/api/auth/groups/', { name });
      return { objeto_tipo: 'auth.group', objeto_id: res.body.id, accion: 'crear', cambios: [{ campo: 'name', antes: null, despues: name }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/auth/groups/{id}/',
    setup: newGroup,
    async run(ctx, id) {
      await ctx.call('PATCH', `/api/auth/groups/${id as number}/`, { name: 'hist_renombrado' });
      return { objeto_tipo: 'auth.group', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'name', despues: 'hist_renombrado' }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/auth/groups/{id}/segundo-factor/',
    setup: newGroup,
    async run(ctx, id) {
      const res = await ctx.call('PATCH', `/api/auth/groups/${id as number}/segundo-factor/`, { requiere_segundo_factor: true });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'auth.group', objeto_id: id as number, accion: 'modificar', detalle: { requiere_segundo_factor: true } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/auth/groups/{id}/',
    setup: newGroup,
    async run(ctx, id) {
      await ctx.call('DELETE', `/api/auth/groups/${id as number}/`);
      return { objeto_tipo: 'auth.group', objeto_id: id as number, accion: 'eliminar', cambios: [{ campo: 'name', despues: null }] };
    },
  },
  {
    method: 'PATCH',
    route: '/api/auth/groups/{id}/permissions/',
    setup: newGroup,
    async run(ctx, id) {
      await ctx.call('PATCH', `/api/auth/groups/${id as number}/permissions/`, { permissions_ids: [await permissionId(ctx, 'auth.view_user')] });
      return { objeto_tipo: 'auth.group', objeto_id: id as number, accion: 'modificar', cambios: [{ campo: 'permisos', antes: [], despues: ['auth.view_user'] }] };
    },
  },
  ...(['add_permission', 'remove_permission'] as const).map(
    (action): HistorialCase => ({
      method: 'POST',
      route: `/api/group-permissions/{groupId}/${action}/`,
      async setup(ctx) {
        const group = await newGroup(ctx);
        const permiso = await permissionId(ctx, 'main.view_sprint');
        if (action === 'remove_permission') await ctx.call('POST', `/api/group-permissions/${group}/add_permission/`, { permiso_id: permiso });
        return { group, permiso };
      },
      async run(ctx, p) {
        const { group, permiso } = p as { group: number; permiso: number };
        await ctx.call('POST', `/api/group-permissions/${group}/${action}/`, { permiso_id: permiso });
        const after = action === 'add_permission' ? ['main.view_sprint'] : [];
        return { objeto_tipo: 'auth.group', objeto_id: group, accion: 'modificar', cambios: [{ campo: 'permisos', despues: after }] };
      },
    }),
  ),
  {
    method: 'POST',
    route: '/api/auth/change-password/',
    setup: newUser,
    async run(ctx, u) {
      const who = u as Awaited<ReturnType<typeof newUser>>;
      const res = await ctx.call('POST', '/api/auth/change-password/', { username: who.user.username, current_password: who.password, password: 'Otra-Clave-Segura-5521' }, who);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'auth.user', objeto_id: who.user.id, accion: 'cambiar_contrasena', usuario: who.user.username };
    },
  },
  {
    method: 'POST',
    route: '/auth/users/',
    async run(ctx) {
      const username = unique('hist_registro_');
      const res = await ctx.call('POST', '/auth/users/', { username, email: `${username}@example.com`, password: 'Clave-Muy-Segura-7713', telefono: '', rol: 'x' }, null);
      if (res.status !== 201) throw new Error(JSON.stringify(res.body));
      // The answer names no id (it is the same whether or not an account was made).
      const [made] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
      // The activation link (a GET) writes its own entry, made by the person activating.
      const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${username}@example.com`)).orderBy(desc(mailOutbox.id)).limit(1);
      const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
      const activated = await ctx.call('GET', `/api/auth/users/activate/${username}/?token=${token}`, undefined, null);
      if (activated.status !== 200) throw new Error(JSON.stringify(activated.body));
      return { objeto_tipo: 'auth.user', objeto_id: made!.id, accion: 'crear', usuario: username, detalle: { origen: 'registro' } };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/password-reset/confirm/',
    async run(ctx) {
      const username = unique('hist_olvido_');
      const who = await createUser(ctx.app, { username, email: `${username}@example.com` });
      const asked = await ctx.call('POST', '/api/auth/password-reset/', { email: `${username}@example.com` }, null);
      if (asked.status !== 200) throw new Error(JSON.stringify(asked.body));
      const [mail] = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${username}@example.com`)).orderBy(desc(mailOutbox.id)).limit(1);
      const token = /#token=([\w-]+)/.exec(mail!.body)![1]!;
      const res = await ctx.call('POST', '/api/auth/password-reset/confirm/', { token, password: 'Otra-Clave-Segura-8841' }, null);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      // Nobody was signed in: the person with the link is the actor.
      return { objeto_tipo: 'auth.user', objeto_id: who.user.id, accion: 'cambiar_contrasena', usuario: username, detalle: { origen: 'enlace de restablecimiento' } };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/segundo-factor/confirmar/',
    setup: newUser,
    async run(ctx, u) {
      const who = u as Awaited<ReturnType<typeof newUser>>;
      const started = await ctx.call<{ secreto: string }>('POST', '/api/auth/segundo-factor/iniciar/', {}, who);
      const codigo = totpFor(started.body.secreto, 'x').generate();
      const res = await ctx.call('POST', '/api/auth/segundo-factor/confirmar/', { codigo }, who);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'auth.user', objeto_id: who.user.id, accion: 'modificar', usuario: who.user.username, detalle: { segundo_factor: 'activado' } };
    },
  },
  {
    method: 'POST',
    route: '/api/auth/segundo-factor/desactivar/',
    // Enrolled in the setup: the confirmation writes its own entry before the one under test.
    async setup(ctx) {
      const who = await newUser(ctx);
      const started = await ctx.call<{ secreto: string }>('POST', '/api/auth/segundo-factor/iniciar/', {}, who);
      const confirmed = await ctx.call<{ codigos_recuperacion: string[] }>('POST', '/api/auth/segundo-factor/confirmar/', { codigo: totpFor(started.body.secreto, 'x').generate() }, who);
      return { ...who, codigo: confirmed.body.codigos_recuperacion[0]! };
    },
    async run(ctx, u) {
      const who = u as Awaited<ReturnType<typeof newUser>> & { codigo: string };
      const res = await ctx.call('POST', '/api/auth/segundo-factor/desactivar/', { codigo: who.codigo }, who);
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return { objeto_tipo: 'auth.user', objeto_id: who.user.id, accion: 'modificar', usuario: who.user.username, detalle: { segundo_factor: 'desactivado' } };
    },
  },
];

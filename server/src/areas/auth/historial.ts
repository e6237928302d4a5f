import { asc, eq } from 'drizzle-orm';
import { groupPermissions, groups, permissions, userGroups, users } from '../../db/schema/index.js';
import type { HistorialObjeto } from '../../repositories/historial.js';

// What the history records of each kind of object: the fields a person reads, never secrets
// (the password hash, token_version: writeHistorial drops such names anyway). Related rows are
// listed by name, sorted, so an entry reads without looking up ids that may be gone.

export const USER_HISTORIAL: HistorialObjeto = {
  tipo: 'auth.user',
  async read(db, id) {
    const [u] = await db
      .select({
        username: users.username,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        is_active: users.is_active,
        is_superuser: users.is_superuser,
        must_change_password: users.must_change_password,
      })
      .from(users)
      .where(eq(users.id, id));
    if (!u) return undefined;
    const grupos = await db
      .select({ name: groups.name })
      .from(userGroups)
      .innerJoin(groups, eq(groups.id, userGroups.group_id))
      .where(eq(userGroups.user_id, id))
      .orderBy(asc(groups.name));
    return { repr: u.username, campos: { ...u, grupos: grupos.map((g) => g.name) } };
  },
};

export const GROUP_HISTORIAL: HistorialObjeto = {
  tipo: 'auth.group',
  async read(db, id) {
    const [g] = await db.select({ name: groups.name }).from(groups).where(eq(groups.id, id));
    if (!g) return undefined;
    const permisos = await db
      .select({ codename: permissions.codename })
      .from(groupPermissions)
      .innerJoin(permissions, eq(permissions.id, groupPermissions.permission_id))
      .where(eq(groupPermissions.group_id, id))
      .orderBy(asc(permissions.codename));
    return { repr: g.name, campos: { name: g.name, permisos: permisos.map((p) => p.codename) } };
  },
};

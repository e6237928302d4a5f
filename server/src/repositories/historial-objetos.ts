import { asc, eq } from 'drizzle-orm';
import {
  dashboardConfigs,
  groupPermissions,
  groups,
  permissions,
  subproyectos,
  userGroups,
  users,
} from '../db/schema/index.js';
import type { HistorialObjeto } from './historial.js';
import { rowHistorial } from './historial-row.js';
import { INMUEBLES } from './terra-inmuebles.js';
import { CONTEXTOS } from './rodox-contextos.js';
import { JORNADAS } from './rodox-jornadas.js';
import { METRICA_CONFIGS } from './rodox-metricas.js';
import { EQUIPOS, INVITACION_HISTORIAL } from './terra-equipos-registro.js';
import { SPRINTS, TAREAS } from './sprints.js';
import { usuarioScope } from './historial-visibilidad.js';

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

export const SPRINT_HISTORIAL = SPRINTS.historial!;

export const TAREA_HISTORIAL = TAREAS.historial!;

export const SUBPROYECTO_HISTORIAL = rowHistorial(
  'main.subproyecto',
  subproyectos,
  subproyectos.id,
  { nombre: subproyectos.nombre, descripcion: subproyectos.descripcion, activo: subproyectos.activo },
  (r) => String(r.nombre),
);

export const EQUIPO_HISTORIAL = EQUIPOS.historial!;

export { INVITACION_HISTORIAL };

export const INMUEBLE_HISTORIAL = INMUEBLES.historial!;

/** A user's dashboard preferences; the id is the user's. */
export const DASHBOARD_CONFIG_HISTORIAL: HistorialObjeto = {
  tipo: 'terra.dashboardconfig',
  async read(db, id) {
    const [row] = await db
      .select({ username: users.username, contextos_favoritos: dashboardConfigs.contextos_favoritos })
      .from(users)
      .leftJoin(dashboardConfigs, eq(dashboardConfigs.usuario_id, users.id))
      .where(eq(users.id, id));
    return row
      ? { repr: `Preferencias de ${row.username}`, campos: { contextos_favoritos: row.contextos_favoritos ?? [] }, visibilidad: [usuarioScope(id)] }
      : undefined;
  },
};

export const CONTEXTO_HISTORIAL = CONTEXTOS.historial!;

export const METRICA_CONFIG_HISTORIAL = METRICA_CONFIGS.historial!;

export const JORNADA_HISTORIAL = JORNADAS.historial!;

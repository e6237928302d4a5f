// The Authentication area's resources, declared once (see ../resource.ts).
import type { Group, UserListItem } from '../auth.js';
import type { HistorialEntry } from '../historial.js';
import { defineResource } from '../resource.js';

/**
 * The auth app's models, each with what a person calls one record. A model here has its four
 * permissions, `auth.${action}_${model}` (../permissions.ts), and its history entries are named so.
 */
export const AUTH_MODELS = {
  user: 'Usuario',
  group: 'Grupo',
  permission: 'Permiso',
} as const;

export const USER_RESOURCE = defineResource<UserListItem>()({
  app: 'auth',
  model: 'user',
  url: '/api/auth/users/',
  plural: 'usuarios',
  fileName: 'usuarios',
  fields: {
    username: { label: 'Usuario', sorted: true, searched: true },
    // The limits of UpdateUserRequestSchema (../auth.ts), which the correction checks as the create does.
    email: { label: 'Email', sorted: true, searched: true, required: true, max: 254 },
    first_name: { label: 'Nombre', listed: false, sorted: true, searched: true, max: 150 },
    last_name: { label: 'Apellidos', listed: false, sorted: true, searched: true, max: 150 },
    groups: { label: 'Groups', text: (u) => u.groups.join(', ') },
    permisosCount: { label: 'Permisos' },
    is_active: { label: 'Estado', sorted: true, text: (u) => (u.is_active ? 'Activo' : 'Inactivo') },
    is_superuser: { label: 'Superusuario', listed: false, sorted: true },
    date_joined: { label: 'Alta', listed: false, sorted: true },
    last_login: { label: 'Último acceso', listed: false, sorted: true },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'username',
  notFound: 'Usuario no encontrado.',
  // The username is who signs in and who the history names: it stays. Activation, groups and the
  // password have their own calls (PATCH {id}/ also takes is_active; contrasena-temporal/).
  editable: ['email', 'first_name', 'last_name'],
  // Their sessions, memberships, profile and notifications go with them; a user whom others'
  // records depend on (a team with members, standing imports) stays, and nobody removes themselves.
  removable: true,
});

export const GROUP_RESOURCE = defineResource<Group>()({
  app: 'auth',
  model: 'group',
  url: '/api/auth/groups/',
  plural: 'grupos',
  fileName: 'grupos',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    name: { label: 'Rol', sorted: true, searched: true },
    permissions: { label: 'Permissions', text: (g) => g.permissions.map((p) => p.codename).join(', ') },
  },
  defaultOrdering: 'name',
  notFound: 'Grupo no encontrado.',
});

/** A value in a cell of the file: text as it is, anything else as JSON ('' for none). */
const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The history (the server writes it with every change, in the change's transaction). Its file
 * writes an entry's changes in one cell ('campo: antes → después | …': no newline inside a cell,
 * so a count of the file's lines is a count of entries) and its detalle as JSON; the screen draws
 * both its own way. Who reads which entries is the server's rule (its objects' own).
 */
export const HISTORIAL_RESOURCE = defineResource<HistorialEntry>()({
  app: 'auth',
  model: 'historial',
  url: '/api/auth/historial/',
  plural: 'entradas del historial',
  fileName: 'historial',
  fields: {
    fecha: { label: 'Fecha', sorted: true },
    usuario_username: { label: 'Usuario', searched: true },
    accion: { label: 'Acción' },
    objeto_tipo: { label: 'Tipo de objeto' },
    objeto_id: { label: 'Id del objeto' },
    objeto_repr: { label: 'Objeto', searched: true },
    cambios: { label: 'Cambios', text: (e) => e.cambios.map((c) => `${c.campo}: ${cellText(c.antes)} → ${cellText(c.despues)}`).join(' | ') },
    detalle: { label: 'Detalle', text: (e) => (e.detalle ? JSON.stringify(e.detalle) : '') },
    usuario: { label: 'Id del usuario', listed: false },
    id: { label: 'Id', listed: false },
  },
  defaultOrdering: '-fecha',
  filters: {
    usuario: { label: 'Usuario', input: 'integer' },
    objeto_tipo: { label: 'Tipo de objeto' },
    objeto_id: { label: 'Id del objeto' },
    desde: { label: 'Desde (aaaa-mm-dd)' },
    hasta: { label: 'Hasta (aaaa-mm-dd)' },
  },
  readOnly: 'Lo escribe el producto con cada cambio, en la misma transacción: no se corrige ni se elimina (la retención borra las entradas antiguas).',
});

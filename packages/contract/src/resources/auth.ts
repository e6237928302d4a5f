// The Authentication area's resources, declared once (see ../resource.ts).
import type { Group, UserListItem } from '../auth.js';
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

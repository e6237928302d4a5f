// The Authentication area's resources, declared once (see ../resource.ts).
import type { Group, UserListItem } from '../auth.js';
import { defineResource } from '../resource.js';

export const USER_RESOURCE = defineResource<UserListItem>()({
  app: 'auth',
  model: 'user',
  url: '/api/auth/users/',
  plural: 'usuarios',
  fileName: 'usuarios',
  fields: {
    username: { label: 'Usuario', sorted: true, searched: true },
    email: { label: 'Email', sorted: true, searched: true },
    first_name: { label: 'Nombre', listed: false, sorted: true, searched: true },
    last_name: { label: 'Apellidos', listed: false, sorted: true, searched: true },
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

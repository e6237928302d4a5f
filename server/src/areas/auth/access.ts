// The access each route of the area must have: its rows of the authorization matrix
// (routes/authorization-matrix.test.ts), which fails for a route without one.
import type { AccessRow } from '../../resource/access-rows.js';
import { RESOURCES } from './resources.js';
import { declaredReads, declaredWrites } from '../../resource/access-rows.js';

/** The accounts and access. */
export const ACCESS: readonly AccessRow[] = [
  // the declared reads, and the writes each declares (resources.ts)
  ...RESOURCES.flatMap((resource) => [...declaredReads(resource), ...declaredWrites(resource)]),

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

  // auth area: users, groups, permissions, roles, registration, activation (spec 7 "Users, groups, permissions")
  ['POST', '/auth/users/', 'public'],
  ['POST', '/auth/users/resend_activation/', 'public', { payload: { email: 'nadie@example.com' } }],
  ['GET', '/api/auth/users/activate/:username/', 'public', { url: '/api/auth/users/activate/nadie/?token=x' }],
  ['POST', '/api/auth/users/', 'auth.add_user'],
  // PATCH {id}/ (auth.change_user: names, email, is_active), DELETE {id}/ and its preview (auth.delete_user).
  ['POST', '/api/auth/users/:id/contrasena-temporal/', 'auth.change_user', { url: '/api/auth/users/999999/contrasena-temporal/', payload: { password: 'Temporal-Casa-2026' } }],
  ['PATCH', '/api/auth/users/:id/groups/', 'auth.change_user', { url: '/api/auth/users/999999/groups/', payload: { groups_ids: [] } }],
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

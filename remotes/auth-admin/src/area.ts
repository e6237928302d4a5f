import type { AreaDescriptor } from '@gestion/ui/area';

const usersList = () => import('./features/users/components/users-list').then((m) => ({ default: m.UsersList }));

/** The Authentication area: users, groups, permissions per group, roles, activation, the history. */
export default {
  name: 'auth_admin',
  resources: [
    { path: '/auth/user/list', title: 'Usuarios', permission: 'auth.view_user', screen: usersList },
    // Where the create form returns (spec section 2): the same list, with no gate of its own.
    { path: '/auth/usuario/list', title: 'Usuarios', screen: usersList },
    {
      path: '/auth/usuario/create', title: 'Crear usuario',
      permission: 'auth.add_user',
      screen: () => import('./features/users/components/create-user-form').then((m) => ({ default: m.CreateUserForm })),
    },
    { path: '/auth/group/list', title: 'Groups', permission: 'auth.view_group', screen: () => import('./features/groups/components/groups-list').then((m) => ({ default: m.GroupsList })) },
    {
      path: '/auth/permiso/list', title: 'Permisos por grupo',
      screen: () => import('./features/permissions/components/group-permissions-page').then((m) => ({ default: m.GroupPermissionsPage })),
    },
    {
      path: '/auth/historial', title: 'Historial',
      permission: 'auth.view_historial',
      screen: () => import('./features/historial/components/historial-page').then((m) => ({ default: m.HistorialPage })),
    },
    { path: '/auth/usuario/:id/roles', title: 'Roles del usuario', screen: () => import('./features/roles/components/user-roles-page').then((m) => ({ default: m.UserRolesPage })) },
    // Opened from the registration mail, signed out.
    {
      path: '/auth/usuario/:username/activate', title: 'Activación de usuario',
      public: true,
      screen: () => import('./features/activation/components/activate-user').then((m) => ({ default: m.ActivateUser })),
    },
  ],
  nav: [
    { section: 'Autenticación', label: 'Users', to: '/auth/user/list', order: 10, permission: 'auth.view_user' },
    { section: 'Autenticación', label: 'Groups', to: '/auth/group/list', order: 20, permission: 'auth.view_group' },
    { section: 'Autenticación', label: 'Historial', to: '/auth/historial', order: 30, permission: 'auth.view_historial' },
  ],
} satisfies AreaDescriptor;

import type { AreaDescriptor } from '@gestion/ui/area';

const usersList = () => import('./features/users/components/users-list').then((m) => ({ default: m.UsersList }));

/** The Authentication area: users, groups, permissions per group, roles, activation. */
export default {
  name: 'auth_admin',
  resources: [
    { path: '/auth/user/list', permission: 'auth.view_user', screen: usersList },
    // Where the create form returns (spec section 2): the same list, with no gate of its own.
    { path: '/auth/usuario/list', screen: usersList },
    {
      path: '/auth/usuario/create',
      permission: 'auth.add_user',
      screen: () => import('./features/users/components/create-user-form').then((m) => ({ default: m.CreateUserForm })),
    },
    { path: '/auth/group/list', permission: 'auth.view_group', screen: () => import('./features/groups/components/groups-list').then((m) => ({ default: m.GroupsList })) },
    {
      path: '/auth/permiso/list',
      screen: () => import('./features/permissions/components/group-permissions-page').then((m) => ({ default: m.GroupPermissionsPage })),
    },
    { path: '/auth/usuario/:id/roles', screen: () => import('./features/roles/components/user-roles-page').then((m) => ({ default: m.UserRolesPage })) },
    // Opened from the registration mail, signed out.
    {
      path: '/auth/usuario/:username/activate',
      public: true,
      screen: () => import('./features/activation/components/activate-user').then((m) => ({ default: m.ActivateUser })),
    },
  ],
  nav: [
    { section: 'Autenticación', label: 'Users', to: '/auth/user/list', order: 10, permission: 'auth.view_user' },
    { section: 'Autenticación', label: 'Groups', to: '/auth/group/list', order: 20, permission: 'auth.view_group' },
  ],
} satisfies AreaDescriptor;

import type { AreaDescriptor } from '@gestion/ui/area';

/** The user area: dashboard, password change, profile, dashboard preferences and the debug page. */
export default {
  name: 'user',
  resources: [
    { path: '/user/dashboard', title: 'Dashboard', screen: () => import('./features/dashboard/components/dashboard-page') },
    { path: '/user/password/edit', title: 'Cambiar contraseña', screen: () => import('./features/password/components/password-edit-page') },
    { path: '/user/perfil', title: 'Completar Perfil', screen: () => import('./features/perfil/components/perfil-page') },
    {
      path: '/user/preferencia/edit', title: 'Preferencias del dashboard',
      permission: 'rodox.view_contexto',
      screen: () => import('./features/preferencias/components/preferencias-page'),
    },
    { path: '/user/desnudar', title: 'Desnudar', screen: () => import('./features/desnudar/components/desnudar-page') },
  ],
  nav: [{ section: 'Usuario', label: 'Dashboard', to: '/user/dashboard', order: 10 }],
} satisfies AreaDescriptor;

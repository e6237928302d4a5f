import type { AreaDescriptor } from '@gestion/ui/area';

/** The user area: dashboard, password change and the debug page. */
export default {
  name: 'user',
  resources: [
    { path: '/user/dashboard', screen: () => import('./features/dashboard/components/dashboard-page') },
    { path: '/user/password/edit', screen: () => import('./features/password/components/password-edit-page') },
    { path: '/user/desnudar', screen: () => import('./features/desnudar/components/desnudar-page') },
  ],
  nav: [{ section: 'Usuario', label: 'Dashboard', to: '/user/dashboard', order: 10 }],
} satisfies AreaDescriptor;

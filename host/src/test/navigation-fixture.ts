// The areas' navigation the host's tests run on: a fixture of the shape the remotes publish
// (`navigation.json`), not the remotes' real descriptors. The host's tests check how the host
// derives routes, guards and the sidebar from any such documents; what each area declares is
// tested in that area (remotes/<area>/src/area.test.*), so adding a screen or a sidebar item to a
// remote changes no file of the host.
import type { AreaNavigation } from '@gestion/ui/area';
import { navigationStore } from '../features/navigation/navigation-store';

/** Areas as the host receives them, in the order of apps.json; sections as the spec names them. */
export const AREAS: AreaNavigation[] = [
  {
    name: 'auth_admin',
    resources: [
      { path: '/auth/user/list', title: 'Usuarios', permission: 'auth.view_user' },
      { path: '/auth/group/list', permission: 'auth.view_group' },
      { path: '/auth/usuario/:username/activate', title: 'Activación de usuario', public: true },
    ],
    nav: [
      // Declared out of order: the host sorts by `order`.
      { section: 'Autenticación', label: 'Groups', to: '/auth/group/list', order: 20, permission: 'auth.view_group' },
      { section: 'Autenticación', label: 'Users', to: '/auth/user/list', order: 10, permission: 'auth.view_user' },
    ],
  },
  {
    name: 'main',
    resources: [
      { path: '/main/sprint/list' },
      { path: '/main/sprint/create' },
      // Published before titles existed (an older remote): the tab falls back to 'Gestión'.
      { path: '/main/sprint/:id' },
      { path: '/terra/unidad/list' },
      { path: '/:subproyecto/tareas/list', title: 'Tareas {Subproyecto}', permission: 'main.view_tareasprint' },
    ],
    nav: [
      { section: 'Main', label: 'Sprints', to: '/main/sprint/list', order: 10, permission: 'main.view_sprint' },
      // One area adding items to sections another area also fills (Terra), each with a role prefix.
      { section: 'Terra', label: 'Tareas Terra', to: '/terra/tareas/list', order: 30, permission: 'main.view_tareasprint', rolePrefix: 'terra_' },
      { section: 'Acmia', label: 'Tareas Acmia', to: '/acmia/tareas/list', order: 10, permission: 'main.view_tareasprint', rolePrefix: 'acmia_' },
    ],
  },
  {
    name: 'terra',
    resources: [{ path: '/terra/checkgrafia/create' }, { path: '/terra/producto/precio/list', permission: 'terra.view_precioproducto' }],
    nav: [{ section: 'Terra', label: 'Precios', to: '/terra/producto/precio/list', order: 10, permission: 'terra.view_precioproducto' }],
  },
  {
    name: 'rodox',
    resources: [{ path: '/rodox/jornada/list', title: 'Jornadas', permission: 'rodox.view_jornada' }, { path: '/rodox/:sigla/paquete', title: 'Paquete {sigla}' }],
    nav: [
      { section: 'Rodox', label: 'Jornadas', to: '/rodox/jornada/list', order: 30, permission: 'rodox.view_jornada' },
      { section: 'Rodox', label: 'Metrica Config', to: '/rodox/metrica-config/list/table', order: 40, permission: 'rodox.view_metricaconfig' },
    ],
  },
  // Last in apps.json, first in the sidebar: the host orders the spec's sections.
  {
    name: 'user',
    resources: [
      { path: '/user/dashboard', title: 'Dashboard' },
      { path: '/user/password/edit', title: 'Cambiar contraseña' },
      { path: '/user/perfil', title: 'Completar Perfil' },
    ],
    nav: [{ section: 'Usuario', label: 'Dashboard', to: '/user/dashboard', order: 10 }],
  },
];

export function useFixtureNavigation() {
  navigationStore.setAreas(AREAS);
}

import type { AreaDescriptor } from '@gestion/ui/area';

const unidades = () => import('./features/unidades/components/unidad-list-page').then((m) => ({ default: m.UnidadListPage }));
const tareas = () =>
  import('./features/tareas-subproyecto/components/tareas-subproyecto-page').then((m) => ({ default: m.TareasSubproyectoPage }));

/** The Main area: sprints, sub-projects, units, and the task screen of each sub-project. */
export default {
  name: 'main',
  resources: [
    { path: '/main/sprint/list', title: 'Sprints', screen: () => import('./features/sprints/components/sprint-list-page').then((m) => ({ default: m.SprintListPage })) },
    {
      path: '/main/sprint/list/view/extended', title: 'Sprints y tareas',
      screen: () => import('./features/sprints/components/sprint-extended-page').then((m) => ({ default: m.SprintExtendedPage })),
    },
    { path: '/main/sprint/create', title: 'Crear sprint', screen: () => import('./features/sprints/components/sprint-create-page').then((m) => ({ default: m.SprintCreatePage })) },
    { path: '/main/sprint/:id', title: 'Sprint', screen: () => import('./features/sprints/components/sprint-detail-page').then((m) => ({ default: m.SprintDetailPage })) },
    {
      path: '/main/subproyecto/list', title: 'Subproyectos',
      screen: () => import('./features/subproyectos/components/subproyecto-list-page').then((m) => ({ default: m.SubproyectoListPage })),
    },
    { path: '/main/unidad/list', title: 'Unidades de Medida', screen: unidades },
    // The same page of units, reached from Terra's screens (spec section 2).
    { path: '/terra/unidad/list', title: 'Unidades de Medida', screen: unidades },
    { path: '/:subproyecto/tareas/list', title: 'Tareas {Subproyecto}', permission: 'main.view_tareasprint', screen: tareas },
  ],
  nav: [
    { section: 'Main', label: 'Sprints', to: '/main/sprint/list', order: 10, permission: 'main.view_sprint' },
    { section: 'Main', label: 'Unidades', to: '/main/unidad/list', order: 20, permission: 'pueblo.view_unidadmedida' },
    { section: 'Terra', label: 'Tareas Terra', to: '/terra/tareas/list', order: 30, permission: 'main.view_tareasprint', rolePrefix: 'terra_' },
    { section: 'Acmia', label: 'Tareas Acmia', to: '/acmia/tareas/list', order: 10, permission: 'main.view_tareasprint', rolePrefix: 'acmia_' },
  ],
} satisfies AreaDescriptor;

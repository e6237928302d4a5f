import type { AreaDescriptor } from '@gestion/ui/area';

const stubs = () => import('./features/stubs/stub-pages');

/** The Terra area. Prices and the import wizard are in the sidebar already; their screens come with their issue. */
export default {
  name: 'terra',
  resources: [
    { path: '/terra/checkgrafia/create', screen: () => stubs().then((m) => ({ default: m.CheckgrafiaCreatePage })) },
    { path: '/terra/informe/create', screen: () => stubs().then((m) => ({ default: m.InformeCreatePage })) },
  ],
  nav: [
    { section: 'Terra', label: 'Precios', to: '/terra/producto/precio/list', order: 10, permission: 'terra.view_precioproducto' },
    { section: 'Terra', label: 'Importar Precios', to: '/terra/importar-precios', order: 20, permission: 'terra.import_precioproducto' },
  ],
} satisfies AreaDescriptor;

import type { AreaDescriptor } from '@gestion/ui/area';

const stubs = () => import('./features/stubs/stub-pages');
const precioList = () => import('./features/precios/components/precio-list-page');
const precioImport = () => import('./features/precios/components/precio-import-page');

/** The Terra area. Prices and the import wizard are in the sidebar already; their screens come with their issue. */
export default {
  name: 'terra',
  resources: [
    { path: '/terra/producto/precio/list', permission: 'terra.view_precioproducto', screen: () => precioList().then((m) => ({ default: m.PrecioListPage })) },
    { path: '/terra/producto/precio/import', permission: 'terra.import_precioproducto', screen: () => precioImport().then((m) => ({ default: m.PrecioImportPage })) },
    { path: '/terra/checkgrafia/create', screen: () => stubs().then((m) => ({ default: m.CheckgrafiaCreatePage })) },
    { path: '/terra/informe/create', screen: () => stubs().then((m) => ({ default: m.InformeCreatePage })) },
  ],
  nav: [
    { section: 'Terra', label: 'Precios', to: '/terra/producto/precio/list', order: 10, permission: 'terra.view_precioproducto' },
    { section: 'Terra', label: 'Importar Precios', to: '/terra/importar-precios', order: 20, permission: 'terra.import_precioproducto' },
  ],
} satisfies AreaDescriptor;

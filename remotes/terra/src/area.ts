import type { AreaDescriptor } from '@gestion/ui/area';

const stubs = () => import('./features/stubs/stub-pages');
const importarPrecios = () => import('./features/importar-precios/components/importar-precios-page');
const IMPORT_STEPS = ['seleccionar-archivo', 'mapear-columnas', 'normalizar-unidades', 'normalizar-tipos', 'normalizar-categorias', 'normalizar-distribuidores', 'finalizar-importacion'];

/** The Terra area. Prices and the import wizard are in the sidebar already; their screens come with their issue. */
export default {
  name: 'terra',
  resources: [
    { path: '/terra/checkgrafia/create', screen: () => stubs().then((m) => ({ default: m.CheckgrafiaCreatePage })) },
    { path: '/terra/informe/create', screen: () => stubs().then((m) => ({ default: m.InformeCreatePage })) },
    // the import wizard: its page, which opens step 1, and its seven steps (one screen reads the step from the path)
    ...['', ...IMPORT_STEPS.map((s) => `/${s}`)].map((step) => ({
      path: `/terra/importar-precios${step}`,
      permission: 'terra.import_precioproducto' as const,
      screen: importarPrecios,
    })),
  ],
  nav: [
    { section: 'Terra', label: 'Precios', to: '/terra/producto/precio/list', order: 10, permission: 'terra.view_precioproducto' },
    { section: 'Terra', label: 'Importar Precios', to: '/terra/importar-precios', order: 20, permission: 'terra.import_precioproducto' },
  ],
} satisfies AreaDescriptor;

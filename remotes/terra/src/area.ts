import { RECURSO_CATEGORIA_RESOURCE, RECURSO_TIPO_RESOURCE, VARIANTE_RESOURCE } from '@gestion/contract/resources/pueblo';
import {
  DISTRIBUIDOR_RESOURCE,
  EQUIPO_RESOURCE,
  INMUEBLE_RESOURCE,
  INVITACION_RESOURCE,
  PRODUCTO_RESOURCE,
  PROFESION_RESOURCE,
  USUARIO_EXTRA_RESOURCE,
} from '@gestion/contract/resources/terra';
import type { AreaDescriptor } from '@gestion/ui/area';
import { declaredScreens } from '@gestion/ui/declared-area';

const stubs = () => import('./features/stubs/stub-pages');
const equipos = () => import('./features/equipos/components/equipo-list-page').then((m) => ({ default: m.EquipoListPage }));
const equipoCreate = () => import('./features/equipos/components/equipo-create-page').then((m) => ({ default: m.EquipoCreatePage }));
const inmuebleCreate = () => import('./features/inmuebles/components/inmueble-create-page').then((m) => ({ default: m.InmuebleCreatePage }));
const precioList = () => import('./features/precios/components/precio-list-page');
const precioImport = () => import('./features/precios/components/precio-import-page');
const importaciones = () => import('./features/importaciones/components/importacion-list-page').then((m) => ({ default: m.ImportacionListPage }));
const importarPrecios = () => import('./features/importar-precios/components/importar-precios-page');
// The registered properties: their list and record's page from their declaration (each corrected
// and removed from its row or its page); their create page is their own.
const inmuebles = declaredScreens(INMUEBLE_RESOURCE, {
  list: '/terra/inmueble/list',
  title: 'Inmuebles',
  recordTitle: 'Inmueble',
  listProps: {
    create: { label: '+ Registrar inmueble', permission: 'terra.add_inmueble', to: '/terra/inmueble/create' },
    emptyMessage: 'No hay inmuebles registrados.',
    noMatchMessage: 'Ningún inmueble coincide con la búsqueda.',
  },
  detailProps: { loadError: 'No se pudo cargar el inmueble.' },
  nav: { section: 'Terra', order: 30 },
});

// The records the server reads, corrects and removes by their declaration, each a list and a
// record's page for holders of its view_ permission. This area also serves the price catalogue's
// pueblo models (variants, resource types, categories): the host finds a route in whichever
// area declares it, whatever its first segment.
const terra = { section: 'Terra' } as const;
const declared = [
  declaredScreens(PRODUCTO_RESOURCE, { list: '/terra/producto/list', title: 'Productos', recordTitle: 'Producto', nav: { ...terra, order: 40 } }),
  declaredScreens(DISTRIBUIDOR_RESOURCE, { list: '/terra/distribuidor/list', title: 'Distribuidores', recordTitle: 'Distribuidor', nav: { ...terra, order: 50 } }),
  declaredScreens(VARIANTE_RESOURCE, { list: '/pueblo/variante/list', title: 'Variantes de unidad', recordTitle: 'Variante de unidad', nav: { ...terra, order: 60 } }),
  declaredScreens(RECURSO_TIPO_RESOURCE, { list: '/pueblo/recursotipo/list', title: 'Tipos de recurso', recordTitle: 'Tipo de recurso', nav: { ...terra, order: 70 } }),
  declaredScreens(RECURSO_CATEGORIA_RESOURCE, { list: '/pueblo/recursocategoria/list', title: 'Categorías de recurso', recordTitle: 'Categoría de recurso', nav: { ...terra, order: 80 } }),
  // Every team, for its administrator. Not under /terra/equipo/: that list is the spec's 'Mis
  // Equipos' (the caller's own) and its record's page would be /terra/equipo/:id, beside the spec's
  // /terra/equipo/create; the plural is the API's own name for all of them.
  declaredScreens(EQUIPO_RESOURCE, { list: '/terra/equipos/list', title: 'Equipos', recordTitle: 'Equipo', nav: { ...terra, label: 'Todos los equipos', order: 90 } }),
  declaredScreens(INVITACION_RESOURCE, { list: '/terra/invitacion/list', title: 'Invitaciones a equipos', recordTitle: 'Invitación', nav: { ...terra, order: 100 } }),
  declaredScreens(USUARIO_EXTRA_RESOURCE, { list: '/terra/usuarioextra/list', title: 'Perfiles', recordTitle: 'Perfil', nav: { ...terra, order: 110 } }),
  declaredScreens(PROFESION_RESOURCE, {
    list: '/terra/profesion/list',
    title: 'Profesiones',
    recordTitle: 'Profesión',
    listProps: { createLabel: '+ Crear profesión' },
    nav: { ...terra, order: 120 },
  }),
];

const IMPORT_STEPS = ['seleccionar-archivo', 'mapear-columnas', 'normalizar-unidades', 'normalizar-tipos', 'normalizar-categorias', 'normalizar-distribuidores', 'finalizar-importacion'];

/** The Terra area: prices, their imports, teams and properties. */
export default {
  name: 'terra',
  resources: [
    { path: '/terra/producto/precio/list', title: 'Precios', permission: 'terra.view_precioproducto', screen: () => precioList().then((m) => ({ default: m.PrecioListPage })) },
    { path: '/terra/producto/precio/import', title: 'Importar precios desde CSV', permission: 'terra.import_precioproducto', screen: () => precioImport().then((m) => ({ default: m.PrecioImportPage })) },
    { path: '/terra/checkgrafia/create', title: 'Crear Checkgrafía', screen: () => stubs().then((m) => ({ default: m.CheckgrafiaCreatePage })) },
    { path: '/terra/informe/create', title: 'Crear Informe de Tasación', screen: () => stubs().then((m) => ({ default: m.InformeCreatePage })) },
    // The spec's sidebar has no team or property item: these are reached by URL and from each other.
    { path: '/terra/equipo/create', title: 'Crear Equipo', permission: 'terra.add_equipo', screen: equipoCreate },
    { path: '/terra/equipo/list', title: 'Mis Equipos', screen: equipos },
    { path: '/terra/inmueble/create', title: 'Registrar Inmueble', permission: 'terra.add_inmueble', screen: inmuebleCreate },
    { path: '/terra/importacion/list', title: 'Importaciones', permission: 'terra.view_precioproducto', screen: importaciones },
    ...inmuebles.resources,
    ...declared.flatMap((d) => d.resources),
    // the import wizard: its page, which opens step 1, and its seven steps (one screen reads the
    // step from the path, and stays mounted from one step to the next: remounting the whole page
    // made each step a long main-thread task, measured by bench/terra-wizard.mjs)
    ...['', ...IMPORT_STEPS.map((s) => `/${s}`)].map((step) => ({
      path: `/terra/importar-precios${step}`,
      title: 'Importar Precios',
      permission: 'terra.import_precioproducto' as const,
      screen: importarPrecios,
      screenKey: '/terra/importar-precios',
    })),
  ],
  nav: [
    { section: 'Terra', label: 'Precios', to: '/terra/producto/precio/list', order: 10, permission: 'terra.view_precioproducto' },
    { section: 'Terra', label: 'Importar Precios', to: '/terra/importar-precios', order: 20, permission: 'terra.import_precioproducto' },
    { section: 'Terra', label: 'Importaciones', to: '/terra/importacion/list', order: 25, permission: 'terra.view_precioproducto' },
    ...inmuebles.nav,
    ...declared.flatMap((d) => d.nav),
  ],
} satisfies AreaDescriptor;

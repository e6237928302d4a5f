import { CONTEXTO_RESOURCE, METRICA_RESOURCE, SELECCION_RESOURCE, SONADOR_RESOURCE, SORTEO_RESOURCE } from '@gestion/contract/resources/rodox';
import type { AreaDescriptor } from '@gestion/ui/area';
import { declaredScreens } from '@gestion/ui/declared-area';

const metricaConfigs = () =>
  import('./features/metrica-config/components/metrica-config-list-page').then((m) => ({ default: m.MetricaConfigListPage }));
const jornadas = () => import('./features/jornadas/components/jornada-list-page').then((m) => ({ default: m.JornadaListPage }));
const proyecciones = () => import('./features/proyecciones/components/proyeccion-list-page').then((m) => ({ default: m.ProyeccionListPage }));
const seleccionesDeProyeccion = () =>
  import('./features/selecciones-proyeccion/components/selecciones-proyeccion-page').then((m) => ({ default: m.SeleccionesProyeccionPage }));
const paquete = () => import('./features/paquete/components/paquete-page').then((m) => ({ default: m.PaquetePage }));
const selecciones = (view: 'SeleccionesTablePage' | 'SeleccionesCardsPage') => () =>
  import('./features/selecciones/components/selecciones-page').then((m) => ({ default: m[view] }));
// The records with no screen of the spec: their list and record's page from their declaration.
// '/rodox/{modelo}/:id' and the spec's '/rodox/:sigla/paquete' both match '/rodox/sonador/paquete'
// with the same rank; the spec's, listed first, wins it, and a record's id is never 'paquete'.
const sonadores = declaredScreens(SONADOR_RESOURCE, {
  list: '/rodox/sonador/list',
  title: 'Soñadores',
  recordTitle: 'Soñador',
  listProps: { emptyMessage: 'No hay soñadores registrados.', noMatchMessage: 'Ningún soñador coincide con la búsqueda.' },
  detailProps: { loadError: 'No se pudo cargar el soñador.' },
  nav: { section: 'Rodox', order: 50 },
});
const metricas = declaredScreens(METRICA_RESOURCE, {
  list: '/rodox/metrica/list',
  title: 'Métricas',
  recordTitle: 'Métrica',
  listProps: { emptyMessage: 'No hay métricas calculadas.', noMatchMessage: 'Ninguna métrica coincide con la búsqueda.' },
  detailProps: { loadError: 'No se pudo cargar la métrica.' },
  nav: { section: 'Rodox', order: 60 },
});
const seleccionesDeclaradas = declaredScreens(SELECCION_RESOURCE, {
  list: '/rodox/seleccion/list',
  title: 'Selecciones',
  recordTitle: 'Selección',
  listProps: { emptyMessage: 'No hay selecciones.', noMatchMessage: 'Ninguna selección coincide con la búsqueda.' },
  detailProps: { loadError: 'No se pudo cargar la selección.' },
  nav: { section: 'Rodox', order: 70 },
});
const contextos = declaredScreens(CONTEXTO_RESOURCE, {
  list: '/rodox/contexto/list',
  title: 'Contextos',
  recordTitle: 'Contexto',
  listProps: { emptyMessage: 'No hay contextos.', noMatchMessage: 'Ningún contexto coincide con la búsqueda.' },
  detailProps: { loadError: 'No se pudo cargar el contexto.' },
  nav: { section: 'Rodox', order: 80 },
});
const sorteos = declaredScreens(SORTEO_RESOURCE, {
  list: '/rodox/sorteo/list',
  title: 'Sorteos',
  recordTitle: 'Sorteo',
  listProps: { emptyMessage: 'No hay sorteos.', noMatchMessage: 'Ningún sorteo coincide con el filtro.' },
  detailProps: { loadError: 'No se pudo cargar el sorteo.' },
  nav: { section: 'Rodox', order: 90 },
});
const declared = [sonadores, metricas, seleccionesDeclaradas, contextos, sorteos];

const paridad = () => import('./features/paridad/components/paridad-chart-page').then((m) => ({ default: m.ParidadChartPage }));

/** The Rodox area: draws, parity chart, metric configurations and values, jornadas, projections, selections and dreamers. */
export default {
  name: 'rodox',
  resources: [
    { path: '/rodox/metrica-config/list/table', title: 'Config Rastral', permission: 'rodox.view_metricaconfig', screen: metricaConfigs },
    { path: '/rodox/jornada/list/table', title: 'Jornadas', permission: 'rodox.view_jornada', screen: jornadas },
    // The spec gates the projections with the jornada's key (it reads rodox.view_proyeccion to no effect).
    { path: '/rodox/jornada/:id/proyeccion/list/table', title: 'Proyecciones de la jornada {id}', permission: 'rodox.view_jornada', screen: proyecciones },
    { path: '/rodox/proyeccion/:id/seleccion/list/table', title: 'Selecciones de la proyección {id}', permission: 'rodox.view_seleccion', screen: seleccionesDeProyeccion },
    { path: '/rodox/:sigla', title: 'Paquete {sigla}', permission: 'rodox.view_seleccion', screen: paquete },
    { path: '/rodox/:sigla/paquete', title: 'Paquete {sigla}', permission: 'rodox.view_seleccion', screen: paquete },
    {
      path: '/rodox/:familia/:tipo/paquete', title: 'Paquete {familia} {tipo}',
      permission: 'rodox.view_seleccion',
      screen: () => import('./features/paquete/components/paquete-page').then((m) => ({ default: m.PaqueteFamiliaPage })),
    },
    { path: '/rodox/:sigla/:kardinal/seleccion/list/table', title: 'Simulador de Selecciones {sigla} {kardinal}', permission: 'rodox.view_seleccion', screen: selecciones('SeleccionesTablePage') },
    { path: '/rodox/:sigla/:kardinal/seleccion/list/cards', title: 'Simulador de Selecciones {sigla} {kardinal}', permission: 'rodox.view_seleccion', screen: selecciones('SeleccionesCardsPage') },
    // The spec names 'Combinaciones seleccionadas para el día {fecha}' but not its route: it
    // lives beside the table and cards of the same sigla and kardinal.
    {
      path: '/rodox/:sigla/:kardinal/seleccion/list', title: 'Combinaciones seleccionadas {sigla} {kardinal}',
      permission: 'rodox.view_seleccion',
      screen: () => import('./features/selecciones/components/selecciones-dia-page').then((m) => ({ default: m.SeleccionesDiaPage })),
    },
    { path: '/rodox/:familia/:tipo/paridad/chart/:kardinal_menor?/:kardinal_mayor?', title: 'Paridad {familia} {tipo}', permission: 'rodox.view_sorteometricaparidad', screen: paridad },
    // After the spec's routes: on a tie of rank the first listed wins (see `sonadores`).
    ...declared.flatMap((d) => d.resources),
  ],
  nav: [
    { section: 'Rodox', label: 'Paridad Chart', to: '/rodox/lesa/mill/paridad/chart', order: 10, permission: 'rodox.view_sorteometricaparidad' },
    { section: 'Rodox', label: 'Paquete', to: '/rodox/lesa/mill/paquete', order: 20, permission: 'rodox.view_seleccion' },
    { section: 'Rodox', label: 'Jornadas', to: '/rodox/jornada/list/table', order: 30, permission: 'rodox.view_jornada' },
    // The spec's misspelled key made it visible to all; we use the real one (docs/domain.md, «Dónde
    // nos apartamos de la especificación»).
    { section: 'Rodox', label: 'Metrica Config', to: '/rodox/metrica-config/list/table', order: 40, permission: 'rodox.view_metricaconfig' },
    ...declared.flatMap((d) => d.nav),
  ],
} satisfies AreaDescriptor;

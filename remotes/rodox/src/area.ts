import type { AreaDescriptor } from '@gestion/ui/area';

const metricaConfigs = () =>
  import('./features/metrica-config/components/metrica-config-list-page').then((m) => ({ default: m.MetricaConfigListPage }));
const jornadas = () => import('./features/jornadas/components/jornada-list-page').then((m) => ({ default: m.JornadaListPage }));
const proyecciones = () => import('./features/proyecciones/components/proyeccion-list-page').then((m) => ({ default: m.ProyeccionListPage }));
const seleccionesDeProyeccion = () =>
  import('./features/selecciones-proyeccion/components/selecciones-proyeccion-page').then((m) => ({ default: m.SeleccionesProyeccionPage }));

/** The Rodox area. Its sidebar entries are the spec's; the screens come with their issue. */
export default {
  name: 'rodox',
  resources: [
    { path: '/rodox/metrica-config/list/table', permission: 'rodox.view_metricaconfig', screen: metricaConfigs },
    { path: '/rodox/jornada/list/table', permission: 'rodox.view_jornada', screen: jornadas },
    // The spec gates the projections with the jornada's key (it reads rodox.view_proyeccion to no effect).
    { path: '/rodox/jornada/:id/proyeccion/list/table', permission: 'rodox.view_jornada', screen: proyecciones },
    { path: '/rodox/proyeccion/:id/seleccion/list/table', permission: 'rodox.view_seleccion', screen: seleccionesDeProyeccion },
  ],
  nav: [
    { section: 'Rodox', label: 'Paridad Chart', to: '/rodox/lesa/mill/paridad/chart', order: 10, permission: 'rodox.view_sorteometricaparidad' },
    { section: 'Rodox', label: 'Paquete', to: '/rodox/lesa/mill/paquete', order: 20, permission: 'rodox.view_seleccion' },
    { section: 'Rodox', label: 'Jornadas', to: '/rodox/jornada/list/table', order: 30, permission: 'rodox.view_jornada' },
    // The spec's misspelled key made it visible to all; DOMAIN.md fixes it to the real one.
    { section: 'Rodox', label: 'Metrica Config', to: '/rodox/metrica-config/list/table', order: 40, permission: 'rodox.view_metricaconfig' },
  ],
} satisfies AreaDescriptor;

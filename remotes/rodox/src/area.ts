import type { AreaDescriptor } from '@gestion/ui/area';

/** The Rodox area. Its sidebar entries are the spec's; the screens come with their issue. */
export default {
  name: 'rodox',
  resources: [],
  nav: [
    { section: 'Rodox', label: 'Paridad Chart', to: '/rodox/lesa/mill/paridad/chart', order: 10, permission: 'rodox.view_sorteometricaparidad' },
    { section: 'Rodox', label: 'Paquete', to: '/rodox/lesa/mill/paquete', order: 20, permission: 'rodox.view_seleccion' },
    { section: 'Rodox', label: 'Jornadas', to: '/rodox/jornada/list/table', order: 30, permission: 'rodox.view_jornada' },
    // The spec's misspelled key made it visible to all; DOMAIN.md fixes it to the real one.
    { section: 'Rodox', label: 'Metrica Config', to: '/rodox/metrica-config/list/table', order: 40, permission: 'rodox.view_metricaconfig' },
  ],
} satisfies AreaDescriptor;

// The Rodox area's resources, declared once (see ../resource.ts).
import type { Jornada, MetricaConfig } from '../rodox.js';
import { defineResource } from '../resource.js';

export const METRICA_CONFIG_RESOURCE = defineResource<MetricaConfig>()({
  app: 'rodox',
  model: 'metricaconfig',
  url: '/api/rodox/metrica-configs/',
  plural: 'configuraciones de métricas',
  fileName: 'metrica-configs',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    contexto: { label: 'Id del contexto', listed: false, sorted: true },
    contexto_sigla: { label: 'Contexto', sorted: true, searched: true, text: (c) => c.contexto_sigla ?? '-' },
    tipo: { label: 'Tipo', sorted: true, searched: true },
    // The table gives each key a column of its own, taken from the rows on screen; a file's
    // header comes before its rows, so there they are one column, as JSON.
    parametros: { label: 'Parámetros', text: (c) => JSON.stringify(c.parametros ?? {}) },
    actualizado: { label: 'Actualizado', sorted: true, text: (c) => (c.actualizado ? 'Sí' : 'No') },
  },
  defaultOrdering: 'id',
});

export const JORNADA_RESOURCE = defineResource<Jornada>()({
  app: 'rodox',
  model: 'jornada',
  url: '/api/rodox/jornadas/',
  plural: 'jornadas',
  fileName: 'jornadas',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    contexto: { label: 'Id del contexto', listed: false, sorted: true },
    contexto_sigla: { label: 'Contexto', sorted: true, searched: true },
    fecha: { label: 'Fecha', sorted: true },
    kandidatura: { label: 'Kandidatura', sorted: true },
  },
  // The most recent first.
  defaultOrdering: '-id',
});

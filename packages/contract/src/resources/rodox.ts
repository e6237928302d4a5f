// The Rodox area's resources, declared once (see ../resource.ts).
import type { Jornada, MetricaConfig, Proyeccion } from '../rodox.js';
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

/** A number as the projections show it: at most six decimals, no trailing zeros ('' when not a number). */
export function indiceText(indice: number | null | undefined): string {
  return typeof indice === 'number' && Number.isFinite(indice) ? String(Number(indice.toFixed(6))) : '';
}

/** Computed by a jornada's projection: read and removed with it, never edited. */
export const PROYECCION_RESOURCE = defineResource<Proyeccion>()({
  app: 'rodox',
  model: 'proyeccion',
  url: '/api/rodox/proyecciones/',
  plural: 'proyecciones',
  fileName: 'proyecciones',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    tipo: { label: 'Tipo', sorted: true, searched: true },
    frecuencia: { label: 'Frecuencia', sorted: true },
    kultimo: { label: 'Kultimo', sorted: true },
    indice: { label: 'Indice', sorted: true, text: (p) => indiceText(p.indice) },
    nivel: { label: 'Nivel', sorted: true },
    config: { label: 'Configuración', listed: false, sorted: true },
  },
  defaultOrdering: 'nivel',
  filters: { jornada_id: { label: 'Jornada', input: 'integer' } },
});

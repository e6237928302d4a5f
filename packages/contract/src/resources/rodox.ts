// The Rodox area's resources, declared once (see ../resource.ts).
import type { Contexto, Jornada, Metrica, MetricaConfig, Proyeccion, Seleccion, Sonador, Sorteo } from '../rodox.js';
import { REGLAS_SONADOR } from '../enums.js';
import { defineResource } from '../resource.js';

/**
 * The rodox app's models, each with what a person calls one record. A model here has its four
 * permissions, `rodox.${action}_${model}` (../permissions.ts), and its history entries are named so.
 */
export const RODOX_MODELS = {
  contexto: 'Contexto',
  sorteo: 'Sorteo',
  sorteometricaparidad: 'Paridad de sorteo',
  metricaconfig: 'Configuración de métrica',
  metrica: 'Valor de métrica',
  jornada: 'Jornada',
  proyeccion: 'Proyección',
  seleccion: 'Selección',
  sonador: 'Soñador',
} as const;

// The limits of ContextoCreateRequestSchema (../rodox.ts); the server judges the rest (URL
// segments, the range) as the create does.
const segmento = { sorted: true, searched: true, required: true, max: 50 } as const;
const numero = { input: 'integer', required: true, min: 0, max: 99 } as const;

/** Typed by a person: corrected and removed with its draws and everything computed from them. */
export const CONTEXTO_RESOURCE = defineResource<Contexto>()({
  app: 'rodox',
  model: 'contexto',
  url: '/api/rodox/contextos/',
  // GET url is the spec's plain array of every context.
  pageUrl: '/api/rodox/contextos/registros/',
  plural: 'contextos',
  fileName: 'contextos',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    sigla: { label: 'Sigla', ...segmento },
    familia: { label: 'Familia', ...segmento },
    tipo: { label: 'Tipo', ...segmento },
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 200 },
    numero_min: { label: 'Número mínimo', ...numero },
    numero_max: { label: 'Número máximo', ...numero },
    cantidad: { label: 'Cantidad', ...numero, min: 1 },
    fuente_url: { label: 'Fuente de sorteos', listed: false, max: 2000 },
  },
  defaultOrdering: 'sigla',
  editable: ['sigla', 'familia', 'tipo', 'nombre', 'numero_min', 'numero_max', 'cantidad', 'fuente_url'],
  removable: true,
});

/**
 * A draw as its source gave it: its date and numbers are corrected (what is computed from them
 * follows in the same transaction), and the last one of its context removed.
 */
export const SORTEO_RESOURCE = defineResource<Sorteo>()({
  app: 'rodox',
  model: 'sorteo',
  url: '/api/rodox/sorteos/',
  // GET url is the spec's last draws of one context.
  pageUrl: '/api/rodox/sorteos/registros/',
  plural: 'sorteos',
  fileName: 'sorteos',
  fields: {
    id: { label: 'Id', listed: false },
    kardinal: { label: 'Kardinal', sorted: true },
    fecha_utc: { label: 'Fecha (UTC)', required: true, max: 40 },
    numeros_lista: { label: 'Números', text: (s) => (s.numeros_lista ?? []).join(' '), input: 'integers', required: true },
    pares_cantidad: { label: 'Pares' },
  },
  defaultOrdering: '-kardinal',
  filters: { contexto_id: { label: 'Contexto', input: 'integer' } },
  editable: ['fecha_utc', 'numeros_lista'],
  removable: true,
});

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
  removable: true,
  readOnly: 'Sus valores se calculan con su tipo y sus parámetros: para otros, se crea otra configuración.',
});

/** Computed by a configuration from a context's draws: read, and removed with the ones after it. */
export const METRICA_RESOURCE = defineResource<Metrica>()({
  app: 'rodox',
  model: 'metrica',
  url: '/api/rodox/metricas/',
  plural: 'métricas',
  fileName: 'metricas',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    config: { label: 'Configuración', sorted: true },
    contexto: { label: 'Id del contexto', listed: false },
    contexto_sigla: { label: 'Contexto', searched: true },
    kardinal: { label: 'Kardinal', sorted: true },
    numeros: { label: 'Números', text: (m) => (m.numeros ?? []).join(' ') },
  },
  defaultOrdering: '-id',
  filters: { config_id: { label: 'Configuración', input: 'integer' } },
  removable: true,
  readOnly: 'Se calcula con su configuración a partir de los sorteos: se corrige el sorteo o se crea otra configuración.',
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
  removable: true,
  readOnly: 'Su fecha es la de su creación y su kandidatura lo que proyecta: para otra, se crea otra jornada.',
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
  removable: true,
  readOnly: 'Se calcula al proyectar su jornada: proyectarla otra vez la reemplaza.',
});

/** Computed with its projection: read and removed, never edited. */
export const SELECCION_RESOURCE = defineResource<Seleccion>()({
  app: 'rodox',
  model: 'seleccion',
  url: '/api/rodox/selecciones/',
  plural: 'selecciones',
  fileName: 'selecciones',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    proyeccion: { label: 'Proyección', listed: false, sorted: true },
    kandidatura: { label: 'Kandidatura', sorted: true },
    sonador_sigla: { label: 'Soñador', sorted: true, searched: true },
    ordinal: { label: 'Ordinal', sorted: true },
    numeros_lista: { label: 'Números', text: (s) => (s.numeros_lista ?? []).join(' ') },
    numeros_comunes_cantidad: { label: 'Comunes', sorted: true, text: (s) => s.numeros_comunes_cantidad ?? '-' },
  },
  defaultOrdering: 'sonador_sigla',
  filters: { proyeccion_id: { label: 'Proyección', input: 'integer' } },
  removable: true,
  readOnly: 'La hace un soñador al proyectar su jornada: proyectarla otra vez la reemplaza.',
});

/** The rules as the form names them. */
export const REGLA_SONADOR_LABELS = {
  primeros: 'Los mejor clasificados',
  paridad: 'Pares e impares equilibrados',
  residuos: 'Repartidos por residuo módulo 3',
  mitades: 'Mitad inferior y superior del rango',
} as const;

/** The dreamers: a catalogue, created and corrected freely; removed while no selection carries its sigla. */
export const SONADOR_RESOURCE = defineResource<Sonador>()({
  app: 'rodox',
  model: 'sonador',
  url: '/api/rodox/sonadores/',
  plural: 'soñadores',
  fileName: 'sonadores',
  fields: {
    id: { label: 'Id', listed: false, sorted: true },
    sigla: { label: 'Sigla', sorted: true, searched: true, required: true, max: 4 },
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 100 },
    regla: { label: 'Regla', sorted: true, text: (s) => REGLA_SONADOR_LABELS[s.regla as keyof typeof REGLA_SONADOR_LABELS] ?? s.regla, required: true, input: { options: REGLAS_SONADOR, labels: REGLA_SONADOR_LABELS } },
  },
  defaultOrdering: 'sigla',
  creatable: ['sigla', 'nombre', 'regla'],
  editable: ['sigla', 'nombre', 'regla'],
  removable: true,
});

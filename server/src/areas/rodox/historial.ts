import { CONTEXTOS } from './repositories/contextos.js';
import { JORNADAS } from './repositories/jornadas.js';
import { METRICA_CONFIGS } from './repositories/metricas.js';

// What the history records of a context, a metric configuration and a jornada.

export const CONTEXTO_HISTORIAL = CONTEXTOS.historial!;

export const METRICA_CONFIG_HISTORIAL = METRICA_CONFIGS.historial!;

export const JORNADA_HISTORIAL = JORNADAS.historial!;

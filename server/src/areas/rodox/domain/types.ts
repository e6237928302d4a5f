// Plain data shared by the Rodox computations. Field names are the API's (docs/domain.md, spec
// section 3), so that rows and responses can be passed through without renaming.

/** The part of a context (`contexto`) that the computations need. */
export interface RangoContexto {
  numero_min: number;
  numero_max: number;
  /** Numbers per draw. */
  cantidad: number;
}

/** A validated draw: `numeros_lista` sorted, distinct, inside the range, exactly `cantidad`. */
export interface Sorteo {
  kardinal: number;
  /** ISO 8601 instant in UTC, normalised by `Date.toISOString()`. */
  fecha_utc: string;
  numeros_lista: number[];
}

/** What a context's history ends with; `null` for a context without draws. */
export type UltimoSorteo = Pick<Sorteo, 'kardinal' | 'fecha_utc'> | null;

export { METRICA_TIPOS } from '@gestion/contract/enums';
import type { MetricaTipo } from '@gestion/contract/rodox';
export type { MetricaTipo };

export interface MetricaParametros {
  /** How many past draws are read (the window ends at the draw being valued). */
  ventana: number;
  /** How many numbers the metric keeps after ranking. */
  magnitud: number;
}

export interface MetricaConfig {
  tipo: MetricaTipo;
  parametros: MetricaParametros;
}

/** A failure that names the draw at fault (its kardinal when it could be read). */
export interface ErrorSorteo {
  ok: false;
  kardinal: number | null;
  /** Spanish, ready for `{detail}`: 'Sorteo 12: el número 99 está fuera del rango 1..31.' */
  detail: string;
}

/** How many numbers a context's range holds. */
export const tamanoRango = (contexto: Pick<RangoContexto, 'numero_min' | 'numero_max'>): number =>
  contexto.numero_max - contexto.numero_min + 1;

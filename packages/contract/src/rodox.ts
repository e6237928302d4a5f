// Request/response types of the Rodox area (spec section 7 "Rodox", DOMAIN.md "Rodox: number
// draws"). Types only: the server and @gestion/api both import them with `import type`.
import type { ListQuery } from './list.js';

export interface Contexto {
  id: number;
  sigla: string;
  familia: string;
  tipo: string;
  nombre: string;
  numero_min: number;
  numero_max: number;
  /** Numbers per draw. */
  cantidad: number;
  /** An http(s) URL or an absolute path on the server; null without a source. */
  fuente_url: string | null;
}

/** POST /api/rodox/contextos/ (201 with the context); `fuente_url` optional. */
export type ContextoCreateRequest = Omit<Contexto, 'id' | 'fuente_url'> & { fuente_url?: string | null };

/** GET /api/rodox/contextos/con-sorteo : each context with its last draw (null without draws). */
export interface ContextoConSorteo extends Contexto {
  sorteo_fecha_mayor: { fecha_utc: string } | null;
  sorteo_kardinal_mayor: { kardinal: number; numeros_lista: number[] } | null;
}

export interface Sorteo {
  id: number;
  kardinal: number;
  /** ISO 8601 instant in UTC. */
  fecha_utc: string;
  numeros_lista: number[];
  pares_cantidad: number;
}

/** GET /api/rodox/sorteos/?contexto_sigla=&ultimos=N[&mayor_kardinal=true] : newest first. */
export interface SorteoListQuery {
  contexto_sigla: string;
  ultimos?: string;
  mayor_kardinal?: string;
}
export interface SorteoListResponse {
  count: number;
  results: Sorteo[];
}

/** POST /api/rodox/sorteos/actualizar/ */
export interface ActualizarSorteosRequest {
  actualizar_automaticamente: boolean;
  contexto_sigla: string;
}
export interface ActualizarSorteosResponse {
  detail: string;
  agregados: number;
}

/** GET /api/rodox/paridad/graficar/ : kardinal ascending. */
export interface ParidadQuery {
  sorteo__contexto__familia: string;
  sorteo__contexto__tipo: string;
  kardinal_menor?: string;
  kardinal_mayor?: string;
}
export interface PuntoParidad {
  kardinal: number;
  pares_cantidad: number;
}

export type MetricaTipo = 'frecuencial' | 'recencial' | 'gradal' | 'multiplal' | 'pasal';

export interface MetricaParametros {
  ventana: number;
  magnitud: number;
  [clave: string]: unknown;
}

export interface MetricaConfig {
  id: number;
  /** null: every context. */
  contexto: number | null;
  contexto_sigla: string | null;
  tipo: MetricaTipo;
  parametros: MetricaParametros;
  /** Its values reach the last draw of its context(s). */
  actualizado: boolean;
}
export type MetricaConfigListQuery = ListQuery;
export interface MetricaConfigCreateRequest {
  contexto: number | null;
  tipo: MetricaTipo;
  parametros: MetricaParametros;
}
/** POST /api/rodox/metrica/crear-faltantes/ : answers the updated configuration. */
export interface CrearFaltantesRequest {
  config_id: number;
}

export interface Jornada {
  id: number;
  contexto: number;
  contexto_sigla: string;
  /** YYYY-MM-DD */
  fecha: string;
  /** The kardinal it projects. */
  kandidatura: number;
}
export type JornadaListQuery = ListQuery;
export interface JornadaCreateRequest {
  contexto: number;
  kandidatura: number;
}

export interface Proyeccion {
  id: number;
  jornada: number;
  config: number;
  tipo: MetricaTipo;
  frecuencia: number;
  kultimo: number | null;
  indice: number;
  nivel: number;
}
export interface ProyeccionListQuery extends ListQuery {
  jornada_id?: string;
}

/** The counts stored with each selection (spec section 3; DOMAIN.md "Selecciones"). */
export interface ConteosSeleccion {
  pares_cantidad: number;
  impares_cantidad: number;
  /** Residue 0 mod 3. */
  tricero_cantidad: number;
  /** Residue 1 mod 3. */
  triuno_cantidad: number;
  /** Residue 2 mod 3. */
  tridos_cantidad: number;
  /** Above the middle of the range, (numero_min + numero_max) / 2. */
  superiores_cantidad: number;
  /** At or below the middle of the range. */
  inferiores_cantidad: number;
  /** Shared with the draw kandidatura-1; null when that draw does not exist. */
  comunes_a01_cantidad: number | null;
  /** Shared with the draw kandidatura-2; null when that draw does not exist. */
  comunes_a02_cantidad: number | null;
  /** Shared with the draw kandidatura-3; null when that draw does not exist. */
  comunes_a03_cantidad: number | null;
  /** Shared with the draw kandidatura once it exists; null before (the screens mark > 2). */
  numeros_comunes_cantidad: number | null;
}

export interface Seleccion extends ConteosSeleccion {
  id: number;
  proyeccion: number;
  kandidatura: number;
  ordinal: number;
  numeros_lista: number[];
  sonador_sigla: string;
}

/** GET /api/rodox/selecciones/todas_pn/?sigla=&kardinal= */
export interface SeleccionesDelDia {
  selecciones: Seleccion[];
  /** YYYY-MM-DD of the draw `kardinal` (or the day after the last draw when it does not exist yet); null without draws. */
  fecha: string | null;
}

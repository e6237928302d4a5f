// The Rodox area's wire (spec section 7 "Rodox", docs/domain.md, «Contextos y sorteos»): each request
// and response schema the server validates and serializes with, and its type. The browser
// imports the types only. A response's properties are written in the order the server sends them.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { METRICA_TIPOS, REGLAS_SONADOR } from './enums.js';
import type { ListQuery } from './list.js';
import { IdSchema, MAX_ID, Nullable, OneOf } from './wire.js';

const Numeros = Type.Array(Type.Integer());
/** A context's sigla, familia or tipo: a segment of the screens' URLs. */
const Segmento = Type.String({ maxLength: 50 });
/** Integers the schema bounds loosely (no 500 for a huge number); the server's contexto-rules.ts judges them. */
const EnteroAcotado = Type.Integer({ minimum: -1000, maximum: 1000 });

export const ContextoSchema = Type.Object({
  id: Type.Integer(),
  sigla: Type.String(),
  familia: Type.String(),
  tipo: Type.String(),
  nombre: Type.String(),
  numero_min: Type.Integer(),
  numero_max: Type.Integer(),
  /** Numbers per draw. */
  cantidad: Type.Integer(),
  /** An http(s) URL or an absolute path on the server; null without a source. */
  fuente_url: Nullable(Type.String()),
});
export interface Contexto extends Static<typeof ContextoSchema> {}

/** POST /api/rodox/contextos/ (201 with the context); `fuente_url` optional. */
export const ContextoCreateRequestSchema = Type.Object({
  sigla: Segmento,
  familia: Segmento,
  tipo: Segmento,
  nombre: Type.String({ maxLength: 200 }),
  numero_min: EnteroAcotado,
  numero_max: EnteroAcotado,
  cantidad: EnteroAcotado,
  fuente_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
export interface ContextoCreateRequest extends Static<typeof ContextoCreateRequestSchema> {}

/** PATCH /api/rodox/contextos/{id}/ : the fields sent, checked as the create checks them. */
export const ContextoUpdateRequestSchema = Type.Partial(ContextoCreateRequestSchema);
export interface ContextoUpdateRequest extends Static<typeof ContextoUpdateRequestSchema> {}

/** GET /api/rodox/contextos/por-familia/{familia}/{tipo}/ */
export const ContextoFamiliaTipoParamsSchema = Type.Object({ familia: Segmento, tipo: Segmento });

/** GET /api/rodox/contextos/con-sorteo : each context with its last draw (null without draws). */
export const ContextoConSorteoSchema = Type.Object({
  ...ContextoSchema.properties,
  sorteo_fecha_mayor: Nullable(Type.Object({ fecha_utc: Type.String() })),
  sorteo_kardinal_mayor: Nullable(Type.Object({ kardinal: Type.Integer(), numeros_lista: Numeros })),
});
export interface ContextoConSorteo extends Static<typeof ContextoConSorteoSchema> {}

export const SorteoSchema = Type.Object({
  id: Type.Integer(),
  kardinal: Type.Integer(),
  /** ISO 8601 instant in UTC. */
  fecha_utc: Type.String(),
  numeros_lista: Numeros,
  pares_cantidad: Type.Integer(),
});
export interface Sorteo extends Static<typeof SorteoSchema> {}

/**
 * PATCH /api/rodox/sorteos/{id}/ : a draw's date or numbers as the source should have given them
 * (its kardinal is its place in the history, not corrected). Judged as a source's draw is.
 */
export const SorteoUpdateRequestSchema = Type.Partial(
  Type.Object({
    fecha_utc: Type.String({ maxLength: 40 }),
    numeros_lista: Type.Array(EnteroAcotado, { maxItems: 100 }),
  }),
);
export interface SorteoUpdateRequest extends Static<typeof SorteoUpdateRequestSchema> {}

/** How many draws `ultimos` may ask for at once. */
export const ULTIMOS_MAXIMO = 1000;

/** GET /api/rodox/sorteos/?contexto_sigla=&ultimos=N[&mayor_kardinal=true] : newest first. */
export const SorteoListQuerySchema = Type.Object({
  contexto_sigla: Type.String({ maxLength: 50 }),
  ultimos: Type.Optional(Type.Integer({ minimum: 1, maximum: ULTIMOS_MAXIMO })),
  mayor_kardinal: Type.Optional(Type.Boolean()),
});
export interface SorteoListQuery extends Static<typeof SorteoListQuerySchema> {}

/** GET /api/rodox/sorteos/{sigla}/ultimos/{n} */
export const UltimosSorteosParamsSchema = Type.Object({ sigla: Segmento, n: Type.Integer({ minimum: 1, maximum: ULTIMOS_MAXIMO }) });

export const SorteoListResponseSchema = Type.Object({ count: Type.Integer({ minimum: 0 }), results: Type.Array(SorteoSchema) });
export interface SorteoListResponse extends Static<typeof SorteoListResponseSchema> {}

/** POST /api/rodox/sorteos/actualizar/ */
export const ActualizarSorteosRequestSchema = Type.Object({
  actualizar_automaticamente: Type.Boolean(),
  contexto_sigla: Type.String({ maxLength: 50 }),
});
export interface ActualizarSorteosRequest extends Static<typeof ActualizarSorteosRequestSchema> {}

export const ActualizarSorteosResponseSchema = Type.Object({ detail: Type.String(), agregados: Type.Integer() });
export interface ActualizarSorteosResponse extends Static<typeof ActualizarSorteosResponseSchema> {}

const KardinalParidad = Type.Integer({ minimum: 0, maximum: MAX_ID });

/** GET /api/rodox/paridad/graficar/ : kardinal ascending. */
export const ParidadQuerySchema = Type.Object({
  sorteo__contexto__familia: Type.String({ maxLength: 50 }),
  sorteo__contexto__tipo: Type.String({ maxLength: 50 }),
  kardinal_menor: Type.Optional(KardinalParidad),
  kardinal_mayor: Type.Optional(KardinalParidad),
});
export interface ParidadQuery extends Static<typeof ParidadQuerySchema> {}

export const PuntoParidadSchema = Type.Object({ kardinal: Type.Integer(), pares_cantidad: Type.Integer() });
export interface PuntoParidad extends Static<typeof PuntoParidadSchema> {}

export const MetricaTipoSchema = OneOf(METRICA_TIPOS);
export type MetricaTipo = Static<typeof MetricaTipoSchema>;

/** A configuration as listed: `tipo` and `parametros` as stored (the create validates them). */
export const MetricaConfigSchema = Type.Object({
  id: Type.Integer(),
  /** null: every context. */
  contexto: Nullable(Type.Integer()),
  contexto_sigla: Nullable(Type.String()),
  tipo: Type.String(),
  parametros: Type.Record(Type.String(), Type.Unknown()),
  /** Its values reach the last draw of its context(s). */
  actualizado: Type.Boolean(),
});
export interface MetricaConfig extends Static<typeof MetricaConfigSchema> {}
export type MetricaConfigListQuery = ListQuery;

/** POST /api/rodox/metrica/ ; `parametros` ({ventana, magnitud, ...}) is judged by the server's contexto-rules.ts (DRF's messages for a non-object too). */
export const MetricaConfigCreateRequestSchema = Type.Object({
  contexto: Nullable(IdSchema),
  tipo: MetricaTipoSchema,
  parametros: Type.Unknown(),
});
export interface MetricaConfigCreateRequest extends Static<typeof MetricaConfigCreateRequestSchema> {}

/** A configuration's value at one draw of one context: the numbers it keeps, in rank order. */
export const MetricaSchema = Type.Object({
  id: Type.Integer(),
  config: Type.Integer(),
  contexto: Type.Integer(),
  contexto_sigla: Type.String(),
  kardinal: Type.Integer(),
  numeros: Numeros,
});
export interface Metrica extends Static<typeof MetricaSchema> {}

/** POST /api/rodox/metrica/crear-faltantes/ : answers the updated configuration. */
export const CrearFaltantesRequestSchema = Type.Object({ config_id: IdSchema });
export interface CrearFaltantesRequest extends Static<typeof CrearFaltantesRequestSchema> {}

export const JornadaSchema = Type.Object({
  id: Type.Integer(),
  contexto: Type.Integer(),
  contexto_sigla: Type.String(),
  /** YYYY-MM-DD */
  fecha: Type.String(),
  /** The kardinal it projects. */
  kandidatura: Type.Integer(),
});
export interface Jornada extends Static<typeof JornadaSchema> {}
export type JornadaListQuery = ListQuery;

export const JornadaCreateRequestSchema = Type.Object({
  contexto: IdSchema,
  kandidatura: Type.Integer({ minimum: 1, maximum: MAX_ID }),
});
export interface JornadaCreateRequest extends Static<typeof JornadaCreateRequestSchema> {}

export const ProyeccionSchema = Type.Object({
  id: Type.Integer(),
  jornada: Type.Integer(),
  config: Type.Integer(),
  tipo: Type.String(),
  frecuencia: Type.Integer(),
  kultimo: Nullable(Type.Integer()),
  indice: Type.Number(),
  nivel: Type.Integer(),
});
export interface Proyeccion extends Static<typeof ProyeccionSchema> {}
const Cuenta = Type.Integer();

/** The counts stored with each selection (spec section 3; docs/domain.md, «Selecciones y soñadores»). */
export const ConteosSeleccionSchema = Type.Object({
  pares_cantidad: Cuenta,
  impares_cantidad: Cuenta,
  /** Residue 0 mod 3. */
  tricero_cantidad: Cuenta,
  /** Residue 1 mod 3. */
  triuno_cantidad: Cuenta,
  /** Residue 2 mod 3. */
  tridos_cantidad: Cuenta,
  /** Above the middle of the range, (numero_min + numero_max) / 2. */
  superiores_cantidad: Cuenta,
  /** At or below the middle of the range. */
  inferiores_cantidad: Cuenta,
  /** Shared with the draw kandidatura-1; null when that draw does not exist. */
  comunes_a01_cantidad: Nullable(Cuenta),
  /** Shared with the draw kandidatura-2; null when that draw does not exist. */
  comunes_a02_cantidad: Nullable(Cuenta),
  /** Shared with the draw kandidatura-3; null when that draw does not exist. */
  comunes_a03_cantidad: Nullable(Cuenta),
  /** Shared with the draw kandidatura once it exists; null before (the screens mark > 2). */
  numeros_comunes_cantidad: Nullable(Cuenta),
});
export interface ConteosSeleccion extends Static<typeof ConteosSeleccionSchema> {}

export const SeleccionSchema = Type.Object({
  id: Type.Integer(),
  proyeccion: Type.Integer(),
  kandidatura: Type.Integer(),
  ordinal: Type.Integer(),
  numeros_lista: Numeros,
  sonador_sigla: Type.String(),
  ...ConteosSeleccionSchema.properties,
});
export interface Seleccion extends Static<typeof SeleccionSchema> {}

const KardinalSeleccion = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** How a dreamer picks its numbers (docs/domain.md, «Selecciones y soñadores»). */
export const ReglaSonadorSchema = OneOf(REGLAS_SONADOR);
export type ReglaSonador = Static<typeof ReglaSonadorSchema>;

export const SonadorSchema = Type.Object({
  id: Type.Integer(),
  /** 1 to 4 capital letters or digits: the selections and the TXT carry it. */
  sigla: Type.String(),
  nombre: Type.String(),
  regla: Type.String(),
});
export interface Sonador extends Static<typeof SonadorSchema> {}

/** POST /api/rodox/sonadores/ (201 with the dreamer). */
export const SonadorCreateRequestSchema = Type.Object({
  sigla: Type.String({ maxLength: 20 }),
  nombre: Type.String({ maxLength: 100 }),
  regla: ReglaSonadorSchema,
});
export interface SonadorCreateRequest extends Static<typeof SonadorCreateRequestSchema> {}

/** PATCH /api/rodox/sonadores/{id}/ : the fields sent; a new sigla follows onto its selections. */
export const SonadorUpdateRequestSchema = Type.Partial(SonadorCreateRequestSchema);
export interface SonadorUpdateRequest extends Static<typeof SonadorUpdateRequestSchema> {}

/** GET /api/rodox/selecciones/todas_pn/ : of a projection (`proyeccion_id` or `proyeccion`), or of a day (`sigla` and `kardinal`). */
export const SeleccionListQuerySchema = Type.Object({
  proyeccion_id: Type.Optional(IdSchema),
  proyeccion: Type.Optional(IdSchema),
  sigla: Type.Optional(Type.String({ maxLength: 50 })),
  kardinal: Type.Optional(KardinalSeleccion),
});
export interface SeleccionListQuery extends Static<typeof SeleccionListQuerySchema> {}

/** GET /api/rodox/selecciones/{sigla}/{kardinal}/ */
export const SeleccionesParamsSchema = Type.Object({ sigla: Type.String({ maxLength: 50 }), kardinal: KardinalSeleccion });

/** GET /api/rodox/selecciones/todas_pn/?sigla=&kardinal= */
export const SeleccionesDelDiaSchema = Type.Object({
  selecciones: Type.Array(SeleccionSchema),
  /** YYYY-MM-DD of the draw `kardinal` (or the day after the last draw when it does not exist yet); null without draws. */
  fecha: Nullable(Type.String()),
});
export interface SeleccionesDelDia extends Static<typeof SeleccionesDelDiaSchema> {}

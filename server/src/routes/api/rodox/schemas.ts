import { Type } from '@fastify/type-provider-typebox';
import { IdSchema } from '../../../lib/schemas.js';
import { METRICA_TIPOS } from '../../../rodox/types.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Numeros = Type.Array(Type.Integer());

export const ContextoSchema = Type.Object({
  id: Type.Integer(),
  sigla: Type.String(),
  familia: Type.String(),
  tipo: Type.String(),
  nombre: Type.String(),
  numero_min: Type.Integer(),
  numero_max: Type.Integer(),
  cantidad: Type.Integer(),
  fuente_url: Nullable(Type.String()),
});

export const ContextoConSorteoSchema = Type.Object({
  ...ContextoSchema.properties,
  sorteo_fecha_mayor: Nullable(Type.Object({ fecha_utc: Type.String() })),
  sorteo_kardinal_mayor: Nullable(Type.Object({ kardinal: Type.Integer(), numeros_lista: Numeros })),
});

const Segmento = Type.String({ maxLength: 50 });
/** Integers the schema bounds loosely (no 500 for a huge number); contexto-rules.ts judges them. */
const EnteroAcotado = Type.Integer({ minimum: -1000, maximum: 1000 });

export const ContextoCreateBodySchema = Type.Object({
  sigla: Segmento,
  familia: Segmento,
  tipo: Segmento,
  nombre: Type.String({ maxLength: 200 }),
  numero_min: EnteroAcotado,
  numero_max: EnteroAcotado,
  cantidad: EnteroAcotado,
  fuente_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});

export const SorteoSchema = Type.Object({
  id: Type.Integer(),
  kardinal: Type.Integer(),
  fecha_utc: Type.String(),
  numeros_lista: Numeros,
  pares_cantidad: Type.Integer(),
});

export const SorteoListSchema = Type.Object({ count: Type.Integer({ minimum: 0 }), results: Type.Array(SorteoSchema) });

/** How many draws `ultimos` may ask for at once. */
export const ULTIMOS_MAXIMO = 1000;

export const SorteoListQuerySchema = Type.Object({
  contexto_sigla: Type.String({ maxLength: 50 }),
  ultimos: Type.Optional(Type.Integer({ minimum: 1, maximum: ULTIMOS_MAXIMO })),
  mayor_kardinal: Type.Optional(Type.Boolean()),
});

export const ActualizarBodySchema = Type.Object({
  actualizar_automaticamente: Type.Boolean(),
  contexto_sigla: Type.String({ maxLength: 50 }),
});

export const ActualizarResponseSchema = Type.Object({ detail: Type.String(), agregados: Type.Integer() });

const Kardinal = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

export const ParidadQuerySchema = Type.Object({
  sorteo__contexto__familia: Type.String({ maxLength: 50 }),
  sorteo__contexto__tipo: Type.String({ maxLength: 50 }),
  kardinal_menor: Type.Optional(Kardinal),
  kardinal_mayor: Type.Optional(Kardinal),
});

export const PuntoParidadSchema = Type.Object({ kardinal: Type.Integer(), pares_cantidad: Type.Integer() });

export const MetricaTipoSchema = Type.Union(METRICA_TIPOS.map((t) => Type.Literal(t)));

export const MetricaConfigSchema = Type.Object({
  id: Type.Integer(),
  contexto: Nullable(Type.Integer()),
  contexto_sigla: Nullable(Type.String()),
  tipo: Type.String(),
  parametros: Type.Record(Type.String(), Type.Unknown()),
  actualizado: Type.Boolean(),
});

export const MetricaConfigCreateBodySchema = Type.Object({
  contexto: Nullable(IdSchema),
  tipo: MetricaTipoSchema,
  // Judged by contexto-rules.ts's leerParametros (DRF messages for a non-object too).
  parametros: Type.Unknown(),
});

export const CrearFaltantesBodySchema = Type.Object({ config_id: IdSchema });

export const JornadaSchema = Type.Object({
  id: Type.Integer(),
  contexto: Type.Integer(),
  contexto_sigla: Type.String(),
  fecha: Type.String(),
  kandidatura: Type.Integer(),
});

export const JornadaCreateBodySchema = Type.Object({
  contexto: IdSchema,
  kandidatura: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

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

const Cuenta = Type.Integer();
export const SeleccionSchema = Type.Object({
  id: Type.Integer(),
  proyeccion: Type.Integer(),
  kandidatura: Type.Integer(),
  ordinal: Type.Integer(),
  numeros_lista: Numeros,
  sonador_sigla: Type.String(),
  pares_cantidad: Cuenta,
  impares_cantidad: Cuenta,
  tricero_cantidad: Cuenta,
  triuno_cantidad: Cuenta,
  tridos_cantidad: Cuenta,
  superiores_cantidad: Cuenta,
  inferiores_cantidad: Cuenta,
  comunes_a01_cantidad: Nullable(Cuenta),
  comunes_a02_cantidad: Nullable(Cuenta),
  comunes_a03_cantidad: Nullable(Cuenta),
  numeros_comunes_cantidad: Nullable(Cuenta),
});

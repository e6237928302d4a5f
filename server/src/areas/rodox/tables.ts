import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { idColumn, refColumn } from '../../db/schema/columns.js';
import { searchText } from '../../lib/search-text.js';

// Rodox (docs/domain.md, «Contextos y sorteos» to «Selecciones y soñadores»): contexts, their
// draws, metric configurations and their values, jornadas with their projections and the dreamers'
// selections. The computations live in src/rodox (pure); these tables only keep what they answer.

export const rodoxContextos = pgTable(
  'rodox_contextos',
  {
    id: idColumn(),
    sigla: varchar('sigla', { length: 50 }).notNull(),
    familia: varchar('familia', { length: 50 }).notNull(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    numero_min: smallint('numero_min').notNull(),
    numero_max: smallint('numero_max').notNull(),
    cantidad: smallint('cantidad').notNull(),
    fuente_url: text('fuente_url'),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"sigla" || ' ' || "nombre"`)),
  },
  (t) => [
    uniqueIndex('rodox_contextos_sigla_uq').on(t.sigla),
    // `/rodox/{familia}/{tipo}/…` screens find one context by the pair.
    uniqueIndex('rodox_contextos_familia_tipo_uq').on(t.familia, t.tipo),
    check('rodox_contextos_rango_chk', sql`${t.numero_min} >= 0 and ${t.numero_max} > ${t.numero_min} and ${t.cantidad} >= 1`),
  ],
);

/** A draw; `pares_cantidad` is stored so that the parity chart reads one index. */
export const rodoxSorteos = pgTable(
  'rodox_sorteos',
  {
    id: idColumn(),
    contexto_id: refColumn('contexto_id', () => rodoxContextos.id, 'cascade'),
    kardinal: integer('kardinal').notNull(),
    fecha_utc: timestamp('fecha_utc', { withTimezone: true, mode: 'date' }).notNull(),
    numeros_lista: smallint('numeros_lista').array().notNull(),
    pares_cantidad: smallint('pares_cantidad').notNull(),
  },
  (t) => [uniqueIndex('rodox_sorteos_contexto_kardinal_uq').on(t.contexto_id, t.kardinal)],
);

export const rodoxMetricaConfigs = pgTable(
  'rodox_metrica_configs',
  {
    id: idColumn(),
    /** null: every context. */
    contexto_id: integer('contexto_id').references(() => rodoxContextos.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    parametros: jsonb('parametros').notNull().$type<Record<string, unknown> & { ventana: number; magnitud: number }>(),
    actualizado: boolean('actualizado').notNull().default(false),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"tipo"`)),
  },
  (t) => [
    index('rodox_metrica_configs_contexto_idx').on(t.contexto_id),
    check('rodox_metrica_configs_tipo_chk', sql`${t.tipo} in ('frecuencial', 'recencial', 'gradal', 'multiplal', 'pasal')`),
  ],
);

/**
 * A configuration's value at one draw of one context: the numbers it keeps, in rank order.
 * Kept as a run without holes per (config, context), so "missing" means after the last one.
 */
export const rodoxMetricaValores = pgTable(
  'rodox_metrica_valores',
  {
    /** One value's key for the list, its detail and its removal (`rodox.metrica`). */
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
    config_id: refColumn('config_id', () => rodoxMetricaConfigs.id, 'cascade'),
    contexto_id: refColumn('contexto_id', () => rodoxContextos.id, 'cascade'),
    kardinal: integer('kardinal').notNull(),
    numeros: smallint('numeros').array().notNull(),
  },
  (t) => [
    primaryKey({ name: 'rodox_metrica_valores_pk', columns: [t.config_id, t.contexto_id, t.kardinal] }),
    uniqueIndex('rodox_metrica_valores_id_uq').on(t.id),
  ],
);

export const rodoxJornadas = pgTable(
  'rodox_jornadas',
  {
    id: idColumn(),
    contexto_id: refColumn('contexto_id', () => rodoxContextos.id, 'cascade'),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    kandidatura: integer('kandidatura').notNull(),
  },
  (t) => [index('rodox_jornadas_contexto_kandidatura_idx').on(t.contexto_id, t.kandidatura)],
);

export const rodoxProyecciones = pgTable(
  'rodox_proyecciones',
  {
    id: idColumn(),
    jornada_id: refColumn('jornada_id', () => rodoxJornadas.id, 'cascade'),
    config_id: refColumn('config_id', () => rodoxMetricaConfigs.id, 'cascade'),
    /** The configuration's tipo when projected (the list shows and searches it). */
    tipo: varchar('tipo', { length: 20 }).notNull(),
    frecuencia: integer('frecuencia').notNull(),
    kultimo: integer('kultimo'),
    indice: doublePrecision('indice').notNull(),
    nivel: integer('nivel').notNull(),
    /** The kept numbers the dreamers chose from. */
    numeros: smallint('numeros').array().notNull(),
  },
  (t) => [index('rodox_proyecciones_jornada_idx').on(t.jornada_id, t.id)],
);

/**
 * The dreamers: a `sigla` the selections and the TXT carry, a `nombre`, and the `regla` by which
 * it picks numbers (src/areas/rodox/domain/sonadores.ts). The migration creates A, B, C and D.
 */
export const rodoxSonadores = pgTable(
  'rodox_sonadores',
  {
    id: idColumn(),
    sigla: varchar('sigla', { length: 4 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    regla: varchar('regla', { length: 20 }).notNull(),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"sigla" || ' ' || "nombre"`)),
  },
  (t) => [
    uniqueIndex('rodox_sonadores_sigla_uq').on(t.sigla),
    check('rodox_sonadores_regla_chk', sql`${t.regla} in ('primeros', 'paridad', 'residuos', 'mitades')`),
  ],
);

export const rodoxSelecciones = pgTable(
  'rodox_selecciones',
  {
    id: idColumn(),
    proyeccion_id: refColumn('proyeccion_id', () => rodoxProyecciones.id, 'cascade'),
    contexto_id: refColumn('contexto_id', () => rodoxContextos.id, 'cascade'),
    kandidatura: integer('kandidatura').notNull(),
    // A renamed dreamer's selections follow it; one with selections is not removed.
    sonador_sigla: varchar('sonador_sigla', { length: 4 })
      .notNull()
      .references(() => rodoxSonadores.sigla, { onUpdate: 'cascade' }),
    ordinal: smallint('ordinal').notNull(),
    numeros_lista: smallint('numeros_lista').array().notNull(),
    pares_cantidad: smallint('pares_cantidad').notNull(),
    impares_cantidad: smallint('impares_cantidad').notNull(),
    tricero_cantidad: smallint('tricero_cantidad').notNull(),
    triuno_cantidad: smallint('triuno_cantidad').notNull(),
    tridos_cantidad: smallint('tridos_cantidad').notNull(),
    superiores_cantidad: smallint('superiores_cantidad').notNull(),
    inferiores_cantidad: smallint('inferiores_cantidad').notNull(),
    comunes_a01_cantidad: smallint('comunes_a01_cantidad'),
    comunes_a02_cantidad: smallint('comunes_a02_cantidad'),
    comunes_a03_cantidad: smallint('comunes_a03_cantidad'),
    numeros_comunes_cantidad: smallint('numeros_comunes_cantidad'),
  },
  (t) => [
    index('rodox_selecciones_proyeccion_idx').on(t.proyeccion_id, t.id),
    index('rodox_selecciones_contexto_kandidatura_idx').on(t.contexto_id, t.kandidatura),
  ],
);

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Contexto, ContextoConSorteo, ContextoCreateRequest } from '@gestion/contract/rodox';
import { ContextoSchema } from '@gestion/contract/rodox';
import { CONTEXTO_RESOURCE } from '@gestion/contract/resources/rodox';
import type { Executor } from '../../../db/client.js';
import {
  dashboardConfigs,
  rodoxContextos,
  rodoxJornadas,
  rodoxMetricaConfigs,
  rodoxMetricaValores,
  rodoxProyecciones,
  rodoxSelecciones,
  rodoxSorteos,
} from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { tableResource } from '../../../resource/table-resource.js';
import { isUniqueViolation } from '../../../repositories/pg-errors.js';

export const contextoColumns = {
  id: rodoxContextos.id,
  sigla: rodoxContextos.sigla,
  familia: rodoxContextos.familia,
  tipo: rodoxContextos.tipo,
  nombre: rodoxContextos.nombre,
  numero_min: rodoxContextos.numero_min,
  numero_max: rodoxContextos.numero_max,
  cantidad: rodoxContextos.cantidad,
  fuente_url: rodoxContextos.fuente_url,
};

/**
 * The contexts, declared once: their paged list, file and record, their corrections and removals
 * (contextos.ts shows `fuente_url` only to those who may create or change contexts).
 */
export const CONTEXTOS = tableResource<Contexto, Contexto, 'rodox'>(CONTEXTO_RESOURCE, {
  table: rodoxContextos,
  key: rodoxContextos.id,
  columns: contextoColumns,
  schema: ContextoSchema,
  search: [rodoxContextos.search_text],
  historial: { columns: (({ id: _id, ...campos }) => campos)(contextoColumns), repr: (r) => String(r.sigla) },
});

export const CONTEXTO_MESSAGES = {
  siglaTaken: 'Ya existe un contexto con esta sigla.',
  familiaTipoTaken: 'Ya existe un contexto con esta familia y este tipo.',
  /** DRF's PrimaryKeyRelatedField message, for any related id that names no row. */
  contextoDesconocido: (sigla: string) => `No existe un contexto con la sigla "${sigla.slice(0, 50)}".`,
  claveInvalida: (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`,
  rangoConSorteos: (n: number) => `No se puede cambiar mientras el contexto tenga sorteos (tiene ${cuantos(n, 'sorteo', 'sorteos')}): sus números se juzgaron con el rango actual.`,
} as const;

/** The sigla of the context a row points to (`contexto_sigla` of the lists). */
export const siglaDeContexto = (contextoId: PgColumn) =>
  sql<string>`(select ${rodoxContextos.sigla} from ${rodoxContextos} where ${rodoxContextos.id} = ${contextoId})`;

/** Rows whose context's sigla or nombre matches a search term: a semi-join on its search column. */
export const contextoCoincide = (contextoId: PgColumn) => (pattern: SQL) =>
  sql`${contextoId} in (select ${rodoxContextos.id} from ${rodoxContextos} where ${rodoxContextos.search_text} like ${pattern})`;

export async function listContextos(db: Executor): Promise<Contexto[]> {
  return db.select(contextoColumns).from(rodoxContextos).orderBy(asc(rodoxContextos.sigla));
}

export async function findContextoBySigla(db: Executor, sigla: string): Promise<Contexto | null> {
  const [row] = await db.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.sigla, sigla));
  return row ?? null;
}

export async function findContextoById(db: Executor, id: number): Promise<Contexto | null> {
  const [row] = await db.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.id, id));
  return row ?? null;
}

export async function findContextoByFamiliaTipo(db: Executor, familia: string, tipo: string): Promise<Contexto | null> {
  const [row] = await db
    .select(contextoColumns)
    .from(rodoxContextos)
    .where(and(eq(rodoxContextos.familia, familia), eq(rodoxContextos.tipo, tipo)));
  return row ?? null;
}

export type CrearContexto = { ok: true; contexto: Contexto } | { ok: false; field: 'sigla' | 'familia'; message: string };

/** A new context, unless its sigla, or its familia and tipo together, are taken. */
export async function createContexto(db: Executor, input: Required<ContextoCreateRequest>): Promise<CrearContexto> {
  try {
    const [row] = await db.insert(rodoxContextos).values(input).returning(contextoColumns);
    if (!row) throw new Error('contexto insert returned nothing');
    return { ok: true, contexto: row };
  } catch (err) {
    if (isUniqueViolation(err, 'rodox_contextos_sigla_uq')) return { ok: false, field: 'sigla', message: CONTEXTO_MESSAGES.siglaTaken };
    if (isUniqueViolation(err, 'rodox_contextos_familia_tipo_uq')) {
      return { ok: false, field: 'familia', message: CONTEXTO_MESSAGES.familiaTipoTaken };
    }
    throw err;
  }
}

/** Every context with its last draw (the user dashboard). */
export async function listContextosConSorteo(db: Executor): Promise<ContextoConSorteo[]> {
  const contextos = await listContextos(db);
  const ultimos = await db
    .selectDistinctOn([rodoxSorteos.contexto_id], {
      contexto_id: rodoxSorteos.contexto_id,
      kardinal: rodoxSorteos.kardinal,
      fecha_utc: rodoxSorteos.fecha_utc,
      numeros_lista: rodoxSorteos.numeros_lista,
    })
    .from(rodoxSorteos)
    .orderBy(asc(rodoxSorteos.contexto_id), desc(rodoxSorteos.kardinal));
  const porContexto = new Map(ultimos.map((u) => [u.contexto_id, u]));
  return contextos.map((c) => {
    const u = porContexto.get(c.id);
    return {
      ...c,
      sorteo_fecha_mayor: u ? { fecha_utc: u.fecha_utc.toISOString() } : null,
      sorteo_kardinal_mayor: u ? { kardinal: u.kardinal, numeros_lista: u.numeros_lista } : null,
    };
  });
}

export type CorregirContexto = { ok: true } | { ok: false; field: string; message: string } | undefined;

/**
 * Writes a context's corrected fields (already judged whole). Its range and cantidad stay while it
 * has draws: they were judged against them, and the metrics, projections and selections computed
 * from them. A new sigla follows onto the dashboards that mark it favourite. Undefined when there
 * is no such context.
 */
export async function corregirContexto(tx: Executor, id: number, campos: Omit<Contexto, 'id'>): Promise<CorregirContexto> {
  const [actual] = await tx.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.id, id)).for('update');
  if (!actual) return undefined;
  const rango = (['numero_min', 'numero_max', 'cantidad'] as const).filter((campo) => campos[campo] !== actual[campo]);
  if (rango.length > 0) {
    const [sorteos] = await tx.select({ n: count() }).from(rodoxSorteos).where(eq(rodoxSorteos.contexto_id, id));
    const n = Number(sorteos?.n ?? 0);
    if (n > 0) return { ok: false, field: rango[0]!, message: CONTEXTO_MESSAGES.rangoConSorteos(n) };
  }
  try {
    await tx.update(rodoxContextos).set(campos).where(eq(rodoxContextos.id, id));
  } catch (err) {
    if (isUniqueViolation(err, 'rodox_contextos_sigla_uq')) return { ok: false, field: 'sigla', message: CONTEXTO_MESSAGES.siglaTaken };
    if (isUniqueViolation(err, 'rodox_contextos_familia_tipo_uq')) return { ok: false, field: 'familia', message: CONTEXTO_MESSAGES.familiaTipoTaken };
    throw err;
  }
  if (campos.sigla !== actual.sigla) {
    await tx
      .update(dashboardConfigs)
      .set({
        contextos_favoritos: sql`(select coalesce(jsonb_agg(case when e = ${actual.sigla} then ${campos.sigla} else e end order by i), '[]'::jsonb)
          from jsonb_array_elements_text(${dashboardConfigs.contextos_favoritos}) with ordinality as f(e, i))`,
      })
      .where(sql`${dashboardConfigs.contextos_favoritos} ? ${actual.sigla}`);
  }
  return { ok: true };
}

/** What goes with a context: its draws and everything computed from them, its configurations and jornadas. */
export async function contextoArrastra(db: Executor, id: number): Promise<string[]> {
  const contar = async (table: typeof rodoxSorteos | typeof rodoxMetricaConfigs | typeof rodoxMetricaValores | typeof rodoxJornadas | typeof rodoxSelecciones, column: PgColumn) =>
    Number((await db.select({ n: count() }).from(table).where(eq(column, id)))[0]?.n ?? 0);
  const [proyecciones] = await db
    .select({ n: count() })
    .from(rodoxProyecciones)
    .innerJoin(rodoxJornadas, eq(rodoxJornadas.id, rodoxProyecciones.jornada_id))
    .where(eq(rodoxJornadas.contexto_id, id));
  const cuentas: [number, string, string][] = [
    [await contar(rodoxSorteos, rodoxSorteos.contexto_id), 'sorteo', 'sorteos'],
    [await contar(rodoxMetricaConfigs, rodoxMetricaConfigs.contexto_id), 'configuración de métricas', 'configuraciones de métricas'],
    [await contar(rodoxMetricaValores, rodoxMetricaValores.contexto_id), 'métrica', 'métricas'],
    [await contar(rodoxJornadas, rodoxJornadas.contexto_id), 'jornada', 'jornadas'],
    [Number(proyecciones?.n ?? 0), 'proyección', 'proyecciones'],
    [await contar(rodoxSelecciones, rodoxSelecciones.contexto_id), 'selección', 'selecciones'],
  ];
  return cuentas.filter(([n]) => n > 0).map(([n, uno, varios]) => cuantos(n, uno, varios));
}

/**
 * Removes a context with all that goes with it (their foreign keys cascade), and its sigla from
 * the dashboards that mark it favourite; false when there is none.
 */
export async function deleteContexto(tx: Executor, id: number): Promise<boolean> {
  const [gone] = await tx.delete(rodoxContextos).where(eq(rodoxContextos.id, id)).returning({ sigla: rodoxContextos.sigla });
  if (!gone) return false;
  await tx
    .update(dashboardConfigs)
    .set({ contextos_favoritos: sql`${dashboardConfigs.contextos_favoritos} - ${gone.sigla}::text` })
    .where(sql`${dashboardConfigs.contextos_favoritos} ? ${gone.sigla}`);
  return true;
}

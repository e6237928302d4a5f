import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Contexto, PuntoParidad, Sorteo } from '@gestion/contract/rodox';
import type { Executor } from '../../../db/client.js';
import { rodoxContextos, rodoxMetricaConfigs, rodoxSelecciones, rodoxSorteos } from '../../../db/schema/index.js';
import { prepararActualizacion } from '../domain/sorteo-update.js';
import type { ActualizacionSorteos } from '../domain/sorteo-update.js';
import { paresCantidad } from '../domain/paridad.js';
import { comunes } from '../domain/seleccion-counts.js';
import type { RangoContexto, Sorteo as SorteoCalculo, UltimoSorteo } from '../domain/types.js';

export const sorteoColumns = {
  id: rodoxSorteos.id,
  kardinal: rodoxSorteos.kardinal,
  fecha_utc: rodoxSorteos.fecha_utc,
  numeros_lista: rodoxSorteos.numeros_lista,
  pares_cantidad: rodoxSorteos.pares_cantidad,
};

export const comoSorteo = (row: { fecha_utc: Date } & Omit<Sorteo, 'fecha_utc'>): Sorteo => ({ ...row, fecha_utc: row.fecha_utc.toISOString() });

/** The last `n` draws of a context, newest first. */
export async function ultimosSorteos(db: Executor, contextoId: number, n: number): Promise<Sorteo[]> {
  const rows = await db
    .select(sorteoColumns)
    .from(rodoxSorteos)
    .where(eq(rodoxSorteos.contexto_id, contextoId))
    .orderBy(desc(rodoxSorteos.kardinal))
    .limit(n);
  return rows.map(comoSorteo);
}

export async function ultimoSorteo(db: Executor, contextoId: number): Promise<UltimoSorteo> {
  const [ultimo] = await ultimosSorteos(db, contextoId, 1);
  return ultimo ? { kardinal: ultimo.kardinal, fecha_utc: ultimo.fecha_utc } : null;
}

/** A context's draws with kardinal in desde..hasta (no upper bound without `hasta`). */
const enRango = (contextoId: number, desde: number, hasta: number | undefined) =>
  and(eq(rodoxSorteos.contexto_id, contextoId), gte(rodoxSorteos.kardinal, desde), hasta === undefined ? undefined : lte(rodoxSorteos.kardinal, hasta));

/** Draws of a context from kardinal `desde` (ascending), as the computations read them. */
export async function sorteosDesde(db: Executor, contextoId: number, desde: number, hasta?: number): Promise<SorteoCalculo[]> {
  const rows = await db
    .select({ kardinal: rodoxSorteos.kardinal, fecha_utc: rodoxSorteos.fecha_utc, numeros_lista: rodoxSorteos.numeros_lista })
    .from(rodoxSorteos)
    .where(enRango(contextoId, desde, hasta))
    .orderBy(asc(rodoxSorteos.kardinal));
  return rows.map((r) => ({ ...r, fecha_utc: r.fecha_utc.toISOString() }));
}

/** The parity chart: one index range scan on (contexto_id, kardinal). */
export async function puntosParidad(db: Executor, contextoId: number, menor: number, mayor: number | undefined): Promise<PuntoParidad[]> {
  return db
    .select({ kardinal: rodoxSorteos.kardinal, pares_cantidad: rodoxSorteos.pares_cantidad })
    .from(rodoxSorteos)
    .where(enRango(contextoId, menor, mayor))
    .orderBy(asc(rodoxSorteos.kardinal));
}

export type ResultadoInsercion = { ok: true; agregados: number } | { ok: false; detail: string };

/**
 * Judges a source's text against the stored history and inserts its new draws, all in one
 * transaction: the context row is locked first, so two updates of one context run one after
 * the other and the second finds the first's draws (idempotent). New draws also fill the
 * counts of stored selections that waited for them, and leave the context's metric
 * configurations out of date.
 */
export async function insertarSorteosDeFuente(
  db: Executor,
  contexto: Contexto,
  texto: string,
  /** How the text is judged: a feed of any format, or the import command's CSV. */
  preparar: (texto: string, contexto: RangoContexto, ultimo: UltimoSorteo) => ActualizacionSorteos = prepararActualizacion,
): Promise<ResultadoInsercion> {
  return db.transaction(async (tx): Promise<ResultadoInsercion> => {
    await tx.select({ id: rodoxContextos.id }).from(rodoxContextos).where(eq(rodoxContextos.id, contexto.id)).for('update');
    const ultimo = await ultimoSorteo(tx, contexto.id);
    const lectura = preparar(texto, contexto, ultimo);
    if (!lectura.ok) return { ok: false, detail: lectura.detail };
    await guardarSorteos(tx, contexto.id, lectura.agregar);
    return { ok: true, agregados: lectura.agregar.length };
  });
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters (5 a row). */
const LOTE = 2_000;

/** Inserts validated draws (above the last stored one) and what depends on them. */
export async function guardarSorteos(tx: Executor, contextoId: number, sorteos: readonly SorteoCalculo[]): Promise<void> {
  if (sorteos.length === 0) return;
  for (let i = 0; i < sorteos.length; i += LOTE) {
    await tx.insert(rodoxSorteos).values(
      sorteos.slice(i, i + LOTE).map((s) => ({
        contexto_id: contextoId,
        kardinal: s.kardinal,
        fecha_utc: new Date(s.fecha_utc),
        numeros_lista: s.numeros_lista,
        pares_cantidad: paresCantidad(s.numeros_lista),
      })),
    );
  }
  await refrescarComunes(tx, contextoId, sorteos);
  await tx
    .update(rodoxMetricaConfigs)
    .set({ actualizado: false })
    .where(or(eq(rodoxMetricaConfigs.contexto_id, contextoId), isNull(rodoxMetricaConfigs.contexto_id)));
}

/**
 * Selections made before their draws existed: `numeros_comunes_cantidad` once the draw
 * `kandidatura` arrives, `comunes_a0N` once the draw kandidatura-N does.
 */
export async function refrescarComunes(tx: Executor, contextoId: number, nuevos: readonly SorteoCalculo[]): Promise<void> {
  const primero = nuevos[0]!.kardinal;
  const ultimo = nuevos.at(-1)!.kardinal;
  const numeros = new Map(nuevos.map((s) => [s.kardinal, s.numeros_lista]));
  const afectadas = await tx
    .select({
      id: rodoxSelecciones.id,
      kandidatura: rodoxSelecciones.kandidatura,
      numeros_lista: rodoxSelecciones.numeros_lista,
    })
    .from(rodoxSelecciones)
    .where(
      and(
        eq(rodoxSelecciones.contexto_id, contextoId),
        gte(rodoxSelecciones.kandidatura, primero),
        lte(rodoxSelecciones.kandidatura, ultimo + 3),
      ),
    );
  for (const s of afectadas) {
    const cambios: Partial<Record<'numeros_comunes_cantidad' | 'comunes_a01_cantidad' | 'comunes_a02_cantidad' | 'comunes_a03_cantidad', number | null>> = {};
    if (numeros.has(s.kandidatura)) cambios.numeros_comunes_cantidad = comunes(s.numeros_lista, numeros.get(s.kandidatura));
    for (const atras of [1, 2, 3] as const) {
      const otro = numeros.get(s.kandidatura - atras);
      if (otro) cambios[`comunes_a0${atras}_cantidad`] = comunes(s.numeros_lista, otro);
    }
    if (Object.keys(cambios).length > 0) await tx.update(rodoxSelecciones).set(cambios).where(eq(rodoxSelecciones.id, s.id));
  }
}


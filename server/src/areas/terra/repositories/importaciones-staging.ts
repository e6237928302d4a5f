import { and, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FieldMessages } from '../../../lib/http-errors.js';
import type { ImportSummary } from '@gestion/contract/terra';
import { rowsOf, type Executor } from '../../../db/client.js';
import { distribuidores, importaciones, importacionesLotes, productos } from '../../../db/schema/index.js';
import { fieldErrors } from '../../../lib/http-errors.js';
import { detallesPrecios, unknownIds, type PrecioNuevo } from './importaciones.js';

// The chunked, yet atomic, import of prices (docs/domain.md, «Importaciones»; the wizard's large files). A file
// of 100,000 rows does not fit one request (5,000 rows each), and a sequence of ordinary imports
// would leave half a file behind when one request fails. So the rows are staged per import (one
// row of arrays per request) and moved into precios_productos by one statement in one
// transaction at `confirmar`.

/** An import not confirmed within this time of its last activity is abandoned and purged. */
export const IMPORTACION_TTL_HOURS = 24;

/**
 * Prices one import may stage in all: a 100,000-row file twice over. Each staged price costs
 * `confirmar` a row in one statement of one transaction; far beyond this, that statement would
 * outlast its time bound and hold its locks for minutes.
 */
export const MAX_FILAS_POR_IMPORTACION = 200_000;

/** 200000 → '200.000' (Spanish digit groups, whatever ICU data Node was built with). */
const miles = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const STAGING_MESSAGES = {
  noExiste: 'La importación no existe o expiró.',
  ajena: 'Solo quien abrió la importación puede añadirle filas o confirmarla.',
  confirmada: 'La importación ya fue confirmada.',
  excedida: `Una importación admite como máximo ${miles(MAX_FILAS_POR_IMPORTACION)} precios en total; este lote la excedería y no se preparó.`,
} as const;

export interface ImportacionRow {
  id: number;
  usuario_id: number;
  expires_at: Date;
  confirmada_at: Date | null;
}

const expiry = sql`now() + make_interval(hours => ${IMPORTACION_TTL_HOURS})`;

/** Any fixed number, with the user's id: serialises one user's openings (see abrirImportacion). */
const OPEN_LOCK = 720_434;

/** Default of IMPORTACIONES_MAX_POR_USUARIO. */
export const DEFAULT_MAX_ABIERTAS = 3;

export const abiertasDemasiadas = (max: number) =>
  (max === 1
    ? 'Ya tienes una importación por partes abierta: confírmala o descártala, o espera a que caduque'
    : `Ya tienes ${max} importaciones por partes abiertas: confirma o descarta alguna, o espera a que caduquen`) +
  ` (${IMPORTACION_TTL_HOURS} h), antes de abrir otra.`;

/**
 * Purges the abandoned imports (their staged rows go with them) and opens a new one, or answers
 * null when the user already holds `maxAbiertas` unconfirmed ones: each may stage 200,000 rows
 * for a day, so without a bound one account could fill the disk. Counted and opened under the
 * user's lock (in the caller's transaction), so a burst of openings cannot all pass the count.
 */
export async function abrirImportacion(db: Executor, usuarioId: number, maxAbiertas = DEFAULT_MAX_ABIERTAS, archivo?: string): Promise<{ id: number; expires_at: string } | null> {
  await db.execute(sql`select pg_advisory_xact_lock(${OPEN_LOCK}, ${usuarioId})`);
  await db.delete(importaciones).where(and(isNull(importaciones.confirmada_at), lt(importaciones.expires_at, sql`now()`)));
  const [abiertas] = await db
    .select({ n: count() })
    .from(importaciones)
    .where(and(eq(importaciones.usuario_id, usuarioId), isNull(importaciones.confirmada_at), gte(importaciones.expires_at, sql`now()`)));
  if ((abiertas?.n ?? 0) >= maxAbiertas) return null;
  const [row] = await db
    .insert(importaciones)
    .values({ usuario_id: usuarioId, expires_at: expiry, archivo: archivo ?? null })
    .returning({ id: importaciones.id, expires_at: importaciones.expires_at });
  return { id: row!.id, expires_at: row!.expires_at.toISOString() };
}

/** The import, or null when there is none or it expired unconfirmed. Locks it when `lock` is set. */
async function findVigente(tx: Executor, id: number, lock?: 'update' | 'share'): Promise<ImportacionRow | null> {
  const query = tx
    .select({ id: importaciones.id, usuario_id: importaciones.usuario_id, expires_at: importaciones.expires_at, confirmada_at: importaciones.confirmada_at })
    .from(importaciones)
    .where(eq(importaciones.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) return null;
  if (!row.confirmada_at && row.expires_at.getTime() < Date.now()) return null;
  return row;
}

export type StagingOutcome<T> = { ok: true; value: T } | { ok: false; reason: keyof typeof STAGING_MESSAGES };

/** Staged prices of import `id` so far. */
async function stagedCount(tx: Executor, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${importacionesLotes.filas}), 0)::int` })
    .from(importacionesLotes)
    .where(eq(importacionesLotes.importacion_id, id));
  return row?.n ?? 0;
}

/** A PostgreSQL array literal of values already checked to need no quoting (ids, dates, decimals). */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/**
 * Stages `precios` on import `id` of `usuarioId`, after checking that their products and
 * distributors exist (400 field errors under `precios_data.{i}`, nothing staged) and that the
 * import stays within MAX_FILAS_POR_IMPORTACION (400, nothing staged). Answers how many rows the
 * import holds now. The import's life counts from its opening (24 h is far more than a wizard
 * run).
 */
export async function prepararPrecios(
  db: Executor,
  id: number,
  usuarioId: number,
  precios: readonly PrecioNuevo[],
): Promise<StagingOutcome<{ preparados: number; total: number }>> {
  return db.transaction(async (tx) => {
    // Exclusive lock: batches of one import and its `confirmar` take turns, so the total checked
    // against the cap is the total staged, and a batch lands wholly before a confirmation or is
    // refused after it. A batch is one small write: waiting for another costs milliseconds.
    const row = await findVigente(tx, id, 'update');
    if (!row) return { ok: false, reason: 'noExiste' };
    if (row.usuario_id !== usuarioId) return { ok: false, reason: 'ajena' };
    if (row.confirmada_at) return { ok: false, reason: 'confirmada' };
    const errors: FieldMessages = {};
    await unknownIds(tx, productos, 'precios_data', 'producto_id', precios.map((p) => p.producto_id), errors);
    await unknownIds(tx, distribuidores, 'precios_data', 'distribuidor_id', precios.map((p) => p.distribuidor_id), errors);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    const before = await stagedCount(tx, id);
    if (before + precios.length > MAX_FILAS_POR_IMPORTACION) return { ok: false, reason: 'excedida' };
    if (precios.length > 0) {
      await tx.execute(sql`
        insert into importaciones_lotes (importacion_id, filas, producto_ids, distribuidor_ids, fechas, valores)
        values (${id}, ${precios.length}, ${arrayLiteral(precios.map((p) => p.producto_id))}::integer[],
                ${arrayLiteral(precios.map((p) => p.distribuidor_id))}::integer[], ${arrayLiteral(precios.map((p) => p.fecha))}::date[],
                ${arrayLiteral(precios.map((p) => p.valor))}::numeric(14,2)[])`);
    }
    return { ok: true, value: { preparados: precios.length, total: before + precios.length } };
  });
}

/**
 * The staged prices of import `id` as the CTE `unicas`: each product, distributor and date once,
 * the first one staged (by batch, then place in it). Read through importacion_filas() (migration
 * 0032), whose row estimate lets the planner join the names by hash.
 */
export const preciosStaged = (id: number): SQL => sql`unicas as (
        select distinct on (producto_id, distribuidor_id, fecha) producto_id, distribuidor_id, fecha, valor
          from importacion_filas(${id})
         order by producto_id, distribuidor_id, fecha, lote, n
      )`;

/** The price table's columns a confirmation writes, names included. */
export const PRECIOS_INSERTADOS = sql`precios_productos (producto_id, distribuidor_id, fecha, valor, producto_nombre, unidad_nombre, tipo_nombre, categoria_nombre, distribuidor_nombre, importacion_id)`;

/**
 * The prices of CTE `desde` with their names, joined here for all rows at once (the insert trigger
 * then skips them; left joins, so that a product or distributor gone since staging still fails the
 * reference check of migration 0021 and the whole import, as it would without them), stamped
 * with their import (its undo finds them by it).
 */
export const conNombres = (desde: 'unicas' | 'nuevas', importacionId: number): SQL => sql`select u.producto_id, u.distribuidor_id, u.fecha, u.valor,
               coalesce(p.nombre_largo, ''), coalesce(um.nombre, ''), coalesce(t.nombre, ''), coalesce(c.nombre, ''), coalesce(d.nombre, ''),
               ${importacionId}::int
          from ${sql.raw(desde)} u
          left join productos p on p.id = u.producto_id
          left join unidades_medida um on um.id = p.unidad_id
          left join recurso_tipos t on t.id = p.tipo_id
          left join recurso_categorias c on c.id = p.categoria_id
          left join distribuidores d on d.id = u.distribuidor_id`;

/**
 * The confirmation's one statement: the staged prices not stored yet (an anti-join on the unique
 * index, with the table locked by the caller: see confirmarImportacion), inserted with their names;
 * answers how many prices and products it registered.
 */
export const confirmacionPrecios = (id: number): SQL => sql`
      with ${preciosStaged(id)}, nuevas as (
        select * from unicas u
         where not exists (select 1 from precios_productos x
                            where x.producto_id = u.producto_id and x.distribuidor_id = u.distribuidor_id and x.fecha = u.fecha)
      ), movidos as (
        insert into ${PRECIOS_INSERTADOS}
        ${conNombres('nuevas', id)}
        returning id, producto_id
      )
      select count(*)::int as registrados, count(distinct producto_id)::int as productos, min(id) as primer, max(id) as ultimo from movidos`;

/**
 * Moves every staged price of import `id` into precios_productos in one transaction, one
 * multi-row statement with no per-row trigger work: a price already there (same product,
 * distributor and date) or repeated in the file is skipped, the first one staged wins. A repeated call answers the same summary and inserts nothing.
 */
export async function confirmarImportacion(db: Executor, id: number, usuarioId: number): Promise<StagingOutcome<ImportSummary>> {
  return db.transaction(async (tx) => {
    const row = await findVigente(tx, id, 'update');
    if (!row) return { ok: false, reason: 'noExiste' };
    if (row.usuario_id !== usuarioId) return { ok: false, reason: 'ajena' };
    if (row.confirmada_at) {
      const [done] = await tx.select({ resumen: importaciones.resumen }).from(importaciones).where(eq(importaciones.id, id));
      // An import made in one request has no staged rows to confirm: it answers its own summary
      // when it kept one, else it is refused as confirmed.
      if (!done?.resumen) return { ok: false, reason: 'confirmada' };
      return { ok: true, value: done.resumen as ImportSummary };
    }
    // A big file is one long statement: lift the pool's per-statement bound for this transaction,
    // and let its sort of the staged rows (DISTINCT ON) stay in memory rather than spill to disk.
    await tx.execute(sql`set local statement_timeout = 300000`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    // Writers of prices take turns while this transaction lasts (the table's row counter made them
    // queue already, migration 0016), so no price can be stored between the insert's snapshot,
    // taken after this lock, and its rows: the prices already stored are left out by an anti-join
    // on the unique index, not by ON CONFLICT, whose speculative insertion cost every row (issue
    // 25). Readers are not held (SHARE ROW EXCLUSIVE lets SELECT through).
    await tx.execute(sql`lock table precios_productos in share row exclusive mode`);
    const staged = await stagedCount(tx, id);
    const result = await tx.execute(confirmacionPrecios(id));
    const counts = rowsOf<{ registrados: number; productos: number; primer: number | null; ultimo: number | null }>(result)[0]!;
    const resumen: ImportSummary = {
      productosRegistrados: counts.productos,
      preciosRegistrados: counts.registrados,
      detalles: detallesPrecios(counts.registrados, staged - counts.registrados),
      error: null,
    };
    await tx.delete(importacionesLotes).where(eq(importacionesLotes.importacion_id, id));
    await tx
      .update(importaciones)
      .set({ confirmada_at: sql`now()`, resumen, primer_precio_id: counts.primer, ultimo_precio_id: counts.ultimo })
      .where(eq(importaciones.id, id));
    return { ok: true, value: resumen };
  });
}

/** Drops an unconfirmed import and its staged rows (the wizard's 'Reiniciar'). */
export async function descartarImportacion(db: Executor, id: number, usuarioId: number): Promise<StagingOutcome<null>> {
  return db.transaction(async (tx) => {
    const row = await findVigente(tx, id, 'update');
    if (!row) return { ok: false, reason: 'noExiste' };
    if (row.usuario_id !== usuarioId) return { ok: false, reason: 'ajena' };
    if (row.confirmada_at) return { ok: false, reason: 'confirmada' };
    await tx.delete(importaciones).where(eq(importaciones.id, id));
    return { ok: true, value: null };
  });
}

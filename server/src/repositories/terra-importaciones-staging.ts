import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FieldErrors } from '@gestion/contract/errors';
import type { ImportSummary } from '@gestion/contract/terra';
import type { Executor } from '../db/client.js';
import { distribuidores, importaciones, importacionesPrecios, productos } from '../db/schema/index.js';
import { fieldErrors } from '../lib/http-errors.js';
import { chunks, detallesPrecios, unknownIds, type PrecioNuevo } from './terra-importaciones.js';

// The chunked, yet atomic, import of prices (DOMAIN.md "Terra"; the wizard's large files). A file
// of 100,000 rows does not fit one request (5,000 rows each), and a sequence of ordinary imports
// would leave half a file behind when one request fails. So the rows are staged per import and
// moved into precios_productos by one statement in one transaction at `confirmar`.

/** An import not confirmed within this time of its last activity is abandoned and purged. */
export const IMPORTACION_TTL_HOURS = 24;

export const STAGING_MESSAGES = {
  noExiste: 'La importación no existe o expiró.',
  ajena: 'Solo quien abrió la importación puede añadirle filas o confirmarla.',
  confirmada: 'La importación ya fue confirmada.',
} as const;

export interface ImportacionRow {
  id: number;
  usuario_id: number;
  expires_at: Date;
  confirmada_at: Date | null;
}

const expiry = sql`now() + make_interval(hours => ${IMPORTACION_TTL_HOURS})`;

/** Purges the abandoned imports (their staged rows go with them) and opens a new one. */
export async function abrirImportacion(db: Executor, usuarioId: number): Promise<{ id: number; expires_at: string }> {
  await db.delete(importaciones).where(and(isNull(importaciones.confirmada_at), lt(importaciones.expires_at, sql`now()`)));
  const [row] = await db
    .insert(importaciones)
    .values({ usuario_id: usuarioId, expires_at: expiry })
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

/**
 * Stages `precios` on import `id` of `usuarioId`, after checking that their products and
 * distributors exist (400 field errors under `precios_data.{i}`, nothing staged). Answers how
 * many rows the import holds now. The import's life counts from its opening (24 h is far more
 * than a wizard run): extending it here would make concurrent batches wait on each other.
 */
export async function prepararPrecios(
  db: Executor,
  id: number,
  usuarioId: number,
  precios: readonly PrecioNuevo[],
): Promise<StagingOutcome<{ preparados: number; total: number }>> {
  return db.transaction(async (tx) => {
    // Shared lock: a `confirmar` running at the same time waits for this batch, or this batch
    // for it (and then finds the import confirmed), never half of each.
    const row = await findVigente(tx, id, 'share');
    if (!row) return { ok: false, reason: 'noExiste' };
    if (row.usuario_id !== usuarioId) return { ok: false, reason: 'ajena' };
    if (row.confirmada_at) return { ok: false, reason: 'confirmada' };
    const errors: FieldErrors = {};
    await unknownIds(tx, productos, 'precios_data', 'producto_id', precios.map((p) => p.producto_id), errors);
    await unknownIds(tx, distribuidores, 'precios_data', 'distribuidor_id', precios.map((p) => p.distribuidor_id), errors);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    for (const part of chunks(precios)) {
      await tx.insert(importacionesPrecios).values(part.map((p) => ({ ...p, importacion_id: id })));
    }
    // Not `update importaciones`: that would wait for a concurrent batch's share lock both ways.
    const total = await tx.$count(importacionesPrecios, eq(importacionesPrecios.importacion_id, id));
    return { ok: true, value: { preparados: precios.length, total } };
  });
}

/**
 * Moves every staged price of import `id` into precios_productos in one transaction: a price
 * already there (same product, distributor and date) or repeated in the file is skipped, the
 * first one staged wins. A repeated call answers the same summary and inserts nothing.
 */
export async function confirmarImportacion(db: Executor, id: number, usuarioId: number): Promise<StagingOutcome<ImportSummary>> {
  return db.transaction(async (tx) => {
    const row = await findVigente(tx, id, 'update');
    if (!row) return { ok: false, reason: 'noExiste' };
    if (row.usuario_id !== usuarioId) return { ok: false, reason: 'ajena' };
    if (row.confirmada_at) {
      const [done] = await tx.select({ resumen: importaciones.resumen }).from(importaciones).where(eq(importaciones.id, id));
      return { ok: true, value: done!.resumen as ImportSummary };
    }
    // A big file is one long statement: lift the pool's per-statement bound for this transaction.
    await tx.execute(sql`set local statement_timeout = 300000`);
    const staged = await tx.$count(importacionesPrecios, eq(importacionesPrecios.importacion_id, id));
    const result = await tx.execute<{ registrados: number; productos: number }>(sql`
      with movidos as (
        insert into precios_productos (producto_id, distribuidor_id, fecha, valor)
        select distinct on (producto_id, distribuidor_id, fecha) producto_id, distribuidor_id, fecha, valor
          from importaciones_precios
         where importacion_id = ${id}
         order by producto_id, distribuidor_id, fecha, id
        on conflict do nothing
        returning producto_id
      )
      select count(*)::int as registrados, count(distinct producto_id)::int as productos from movidos`);
    const counts = rowsOf<{ registrados: number; productos: number }>(result)[0]!;
    const resumen: ImportSummary = {
      productosRegistrados: counts.productos,
      preciosRegistrados: counts.registrados,
      detalles: detallesPrecios(counts.registrados, staged - counts.registrados),
      error: null,
    };
    await tx.delete(importacionesPrecios).where(eq(importacionesPrecios.importacion_id, id));
    await tx.update(importaciones).set({ confirmada_at: sql`now()`, resumen }).where(eq(importaciones.id, id));
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

/** node-postgres answers `{rows}`, PGlite too; drizzle's execute type differs per driver. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

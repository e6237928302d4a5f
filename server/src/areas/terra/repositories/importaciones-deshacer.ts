import { and, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ImportSummary } from '@gestion/contract/terra';
import { rowsOf, type Executor } from '../../../db/client.js';
import { importaciones, preciosProductos, productos } from '../../../db/schema/index.js';

// Every import of prices is one record of `importaciones` (a chunked one is opened first; the
// others are recorded in their own transaction), its prices stamped with its id, so that it can
// be undone as one unit (docs/domain.md, «Importaciones»).

/** An import made in one request (not staged): recorded already confirmed, in the import's transaction. */
export async function registrarImportacion(tx: Executor, usuarioId: number, archivo: string | undefined): Promise<number> {
  const [row] = await tx
    .insert(importaciones)
    .values({ usuario_id: usuarioId, expires_at: sql`now()`, confirmada_at: sql`now()`, archivo: archivo ?? null })
    .returning({ id: importaciones.id });
  return row!.id;
}

/** Records the ids of the prices an import registered: its undo deletes in that range of the primary key only. */
export async function cerrarImportacion(tx: Executor, id: number, precioIds: readonly number[]): Promise<void> {
  let primer: number | null = null;
  let ultimo: number | null = null;
  for (const precio of precioIds) {
    if (primer === null || precio < primer) primer = precio;
    if (ultimo === null || precio > ultimo) ultimo = precio;
  }
  await tx.update(importaciones).set({ primer_precio_id: primer, ultimo_precio_id: ultimo }).where(eq(importaciones.id, id));
}

/** Keeps the summary an import answered (a confirmation asked again answers it). */
export async function guardarResumen(tx: Executor, id: number, resumen: ImportSummary): Promise<void> {
  await tx.update(importaciones).set({ resumen }).where(eq(importaciones.id, id));
}

export const DESHACER_MESSAGES = {
  noExiste: 'La importación no existe.',
  sinConfirmar: 'La importación no se confirmó: no registró precios que deshacer (descártala).',
  yaDeshecha: 'La importación ya fue deshecha.',
} as const;

export type DeshacerOutcome =
  | { ok: true; value: { precios: number; productos: number; archivo: string | null } }
  | { ok: false; reason: keyof typeof DESHACER_MESSAGES };

/**
 * Undoes import `id` in the caller's transaction: removes the prices it registered that are still
 * there (by its id range and its stamp: a price corrected since is still the import's; one removed
 * since is simply not there), then the products those prices named that are left with no price (a
 * product exists to be priced: the import's own, typically), and marks it undone. One statement
 * each: an undo of 100,000 prices is a range scan of the primary key, not 100,000 requests.
 */
export async function deshacerImportacion(tx: Executor, id: number): Promise<DeshacerOutcome> {
  const [row] = await tx
    .select({
      confirmada_at: importaciones.confirmada_at,
      deshecha_at: importaciones.deshecha_at,
      primer: importaciones.primer_precio_id,
      ultimo: importaciones.ultimo_precio_id,
      archivo: importaciones.archivo,
    })
    .from(importaciones)
    .where(eq(importaciones.id, id))
    .for('update');
  if (!row) return { ok: false, reason: 'noExiste' };
  if (!row.confirmada_at) return { ok: false, reason: 'sinConfirmar' };
  if (row.deshecha_at) return { ok: false, reason: 'yaDeshecha' };
  let precios = 0;
  let productosEliminados = 0;
  if (row.primer !== null && row.ultimo !== null) {
    const result = await tx.execute(sql`
      with quitados as (
        delete from ${preciosProductos}
         where ${between(preciosProductos.id, row.primer, row.ultimo)} and ${eq(preciosProductos.importacion_id, id)}
        returning producto_id
      )
      select count(*)::int as precios, coalesce(array_agg(distinct producto_id), '{}') as productos from quitados`);
    const quitados = rowsOf<{ precios: number; productos: number[] }>(result)[0]!;
    precios = quitados.precios;
    if (quitados.productos.length > 0) {
      const sinPrecio = await tx
        .delete(productos)
        .where(
          and(
            inArray(productos.id, quitados.productos),
            sql`not exists (select 1 from ${preciosProductos} where ${preciosProductos.producto_id} = ${productos.id})`,
          ),
        )
        .returning({ id: productos.id });
      productosEliminados = sinPrecio.length;
    }
  }
  await tx.update(importaciones).set({ deshecha_at: sql`now()` }).where(and(eq(importaciones.id, id), isNull(importaciones.deshecha_at)));
  return { ok: true, value: { precios, productos: productosEliminados, archivo: row.archivo } };
}

import { badRequest, forbidden, notFound, type ApiError } from '../../../lib/http-errors.js';
import { STAGING_MESSAGES, type StagingOutcome } from '../repositories/importaciones-staging.js';

import type { ImportSummary } from '@gestion/contract/terra';
import type { Executor } from '../../../db/client.js';
import { writeHistorial } from '../../../repositories/historial.js';
import type { HistorialAccion, HistorialActor } from '../../../repositories/historial.js';

// Shared by the import routes and the chunked-import routes.

/** The value of a staging outcome, or the error it stands for (404, 403 or 400). */
export function stagingResult<T>(outcome: StagingOutcome<T>): T {
  if (outcome.ok) return outcome.value;
  const detail = STAGING_MESSAGES[outcome.reason];
  const error: ApiError = outcome.reason === 'noExiste' ? notFound(detail) : outcome.reason === 'ajena' ? forbidden(detail) : badRequest(detail);
  throw error;
}


/**
 * The one history entry of an import (never one per row): its counts and file name, in the
 * import's transaction.
 */
export function writeImportEntry(
  tx: Executor,
  actor: HistorialActor,
  entry: { accion: HistorialAccion; objetoTipo: string; objetoId: number | string; repr: string; archivo?: string | undefined; filas?: number; resumen?: ImportSummary; importacionId?: number },
): Promise<void> {
  const { resumen } = entry;
  return writeHistorial(tx, {
    actor,
    accion: entry.accion,
    objetoTipo: entry.objetoTipo,
    objetoId: entry.objetoId,
    repr: entry.archivo ? `${entry.repr} (${entry.archivo})` : entry.repr,
    detalle: {
      archivo: entry.archivo ?? null,
      // The import it recorded: the entry's «Deshacer» names it.
      ...(entry.importacionId !== undefined ? { importacion_id: entry.importacionId } : {}),
      ...(entry.filas !== undefined ? { filas: entry.filas } : {}),
      ...(resumen ? { productosRegistrados: resumen.productosRegistrados, preciosRegistrados: resumen.preciosRegistrados, detalles: resumen.detalles } : {}),
    },
  });
}

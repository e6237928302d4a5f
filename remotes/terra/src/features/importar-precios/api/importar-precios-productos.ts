import type { ImportSummary, PrecioImportRequest } from '@gestion/contract';
import { http } from '@gestion/api';

/** A request body already written as JSON, in a Blob: sent as it is. */
export type JsonBody<T> = Blob & { readonly __cuerpo?: T };

/** The JSON text `partes` (joined, it is a T) as a body. */
export const jsonBody = <T>(partes: string[]): JsonBody<T> => new Blob(partes, { type: 'application/json' });

/**
 * POST /api/terra/precios-productos/importar/ : inserts the prices (the summary), or with
 * `importacion_id` stages them in that open import until it is confirmed. The wizard writes a
 * staged batch's JSON itself (runImport), ahead of sending it.
 */
export async function importarPreciosProductos(body: PrecioImportRequest | JsonBody<PrecioImportRequest>): Promise<ImportSummary> {
  return (await http.post<ImportSummary>('/api/terra/precios-productos/importar/', body)).data;
}

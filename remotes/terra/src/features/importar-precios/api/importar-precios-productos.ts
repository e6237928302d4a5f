import type { ImportSummary, PrecioImportRequest } from '@gestion/contract';
import { http } from '@gestion/api';

/**
 * POST /api/terra/precios-productos/importar/ : inserts the prices (the summary), or with
 * `importacion_id` stages them in that open import until it is confirmed.
 */
export async function importarPreciosProductos(body: PrecioImportRequest): Promise<ImportSummary> {
  return (await http.post<ImportSummary>('/api/terra/precios-productos/importar/', body)).data;
}

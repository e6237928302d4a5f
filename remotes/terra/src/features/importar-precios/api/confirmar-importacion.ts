import type { ImportSummary } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/importaciones/{id}/confirmar/ : inserts every staged price at once; repeatable. */
export async function confirmarImportacion(id: number): Promise<ImportSummary> {
  return (await http.post<ImportSummary>(`/api/terra/importaciones/${id}/confirmar/`, {})).data;
}

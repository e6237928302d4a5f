import type { ImportacionArchivoRequest, ImportSummary } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/importaciones/{id}/confirmar/ : inserts every staged price at once; repeatable. `archivo` goes to its history entry. */
export async function confirmarImportacion(id: number, body: ImportacionArchivoRequest = {}): Promise<ImportSummary> {
  return (await http.post<ImportSummary>(`/api/terra/importaciones/${id}/confirmar/`, body)).data;
}

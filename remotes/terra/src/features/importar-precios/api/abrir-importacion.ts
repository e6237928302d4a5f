import type { ImportacionAbierta, ImportacionArchivoRequest } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/importaciones/ : opens a chunked import (staged rows, one final transaction); `archivo` goes to its history entry. */
export async function abrirImportacion(body: ImportacionArchivoRequest = {}): Promise<ImportacionAbierta> {
  return (await http.post<ImportacionAbierta>('/api/terra/importaciones/', body)).data;
}

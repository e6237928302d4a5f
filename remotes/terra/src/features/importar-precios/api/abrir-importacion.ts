import type { ImportacionAbierta } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/importaciones/ : opens a chunked import (staged rows, one final transaction). */
export async function abrirImportacion(): Promise<ImportacionAbierta> {
  return (await http.post<ImportacionAbierta>('/api/terra/importaciones/', {})).data;
}

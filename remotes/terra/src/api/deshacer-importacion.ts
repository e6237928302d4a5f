import { http } from '@gestion/api';
import type { ImportacionDeshecha } from '@gestion/contract';

/** POST /api/terra/importaciones/{id}/deshacer/ : removes what a confirmed import registered (terra.delete_precioproducto). */
export async function deshacerImportacion(id: number): Promise<ImportacionDeshecha> {
  return (await http.post<ImportacionDeshecha>(`/api/terra/importaciones/${id}/deshacer/`, {})).data;
}

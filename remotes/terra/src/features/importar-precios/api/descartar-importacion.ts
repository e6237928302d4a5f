import { http } from '@gestion/api';

/** DELETE /api/terra/importaciones/{id}/ : drops an unconfirmed import and its staged rows. */
export async function descartarImportacion(id: number): Promise<void> {
  await http.delete(`/api/terra/importaciones/${id}/`);
}

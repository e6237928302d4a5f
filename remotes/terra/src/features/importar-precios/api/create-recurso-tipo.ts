import type { CatalogoCreateRequest, RecursoTipo } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/pueblo/recursotipos/ : 201 new, or 200 with the type of the same name. */
export async function createRecursoTipo(body: CatalogoCreateRequest): Promise<RecursoTipo> {
  return (await http.post<RecursoTipo>('/api/pueblo/recursotipos/', body)).data;
}

import type { CatalogoCreateRequest, RecursoCategoria } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/pueblo/recursocategorias/ : 201 new, or 200 with the category of the same name. */
export async function createRecursoCategoria(body: CatalogoCreateRequest): Promise<RecursoCategoria> {
  return (await http.post<RecursoCategoria>('/api/pueblo/recursocategorias/', body)).data;
}

import type { CatalogoCreateRequest, Distribuidor } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/distribuidores/ : 201 new, or 200 with the distributor of the same name. */
export async function createDistribuidor(body: CatalogoCreateRequest): Promise<Distribuidor> {
  return (await http.post<Distribuidor>('/api/terra/distribuidores/', body)).data;
}

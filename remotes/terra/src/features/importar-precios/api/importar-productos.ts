import type { ProductoImportRequest, ProductoImportResponse } from '@gestion/contract';
import { http } from '@gestion/api';

/** POST /api/terra/productos/importar/ : creates the missing products, answers all of them with ids. */
export async function importarProductos(body: ProductoImportRequest): Promise<ProductoImportResponse> {
  return (await http.post<ProductoImportResponse>('/api/terra/productos/importar/', body)).data;
}

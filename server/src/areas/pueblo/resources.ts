import type { AnyTableResource } from '../../resource/resource-routes.js';
import { CATEGORIAS, DISTRIBUIDORES, TIPOS } from './repositories/catalogos.js';
import { VARIANTES } from './repositories/unidad-variantes.js';
import { UNIDADES } from './repositories/unidades.js';

/**
 * The units', their variants' and the catalogues' declared reads: each one's list
 * (`{count, results}` with search, ordering, filters and pages), its CSV file and one record, gated by its `view_` permission, derived from its declaration alone
 * (resource/resource-routes.ts). The area's routes register them, and the authorization matrix
 * takes their rows (and those of the writes each declares) from this list. A list over one of the
 * area's tables needs only its declaration in the contract, its binding (`tableResource`, here or
 * in the table's repository) and its place below.
 */
export const RESOURCES: readonly AnyTableResource[] = [UNIDADES, VARIANTES, TIPOS.resource, CATEGORIAS.resource, DISTRIBUIDORES.resource];

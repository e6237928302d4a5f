import type { AnyTableResource } from '../../resource/resource-routes.js';
import { EQUIPOS, INVITACIONES } from './repositories/equipos-registro.js';
import { IMPORTACIONES } from './repositories/importaciones-lista.js';
import { INMUEBLES } from './repositories/inmuebles.js';
import { PROFESIONES, USUARIOS_EXTRA } from './repositories/perfiles.js';
import { PRECIOS } from './repositories/precios.js';
import { PRODUCTOS } from './repositories/productos.js';

/**
 * Terra's declared reads: each one's list
 * (`{count, results}` with search, ordering, filters and pages), its CSV file and one record, gated by its `view_` permission, derived from its declaration alone
 * (resource/resource-routes.ts). The area's routes register them, and the authorization matrix
 * takes their rows (and those of the writes each declares) from this list. A list over one of the
 * area's tables needs only its declaration in the contract, its binding (`tableResource`, here or
 * in the table's repository) and its place below.
 */
export const RESOURCES: readonly AnyTableResource[] = [PRECIOS, PRODUCTOS, IMPORTACIONES, INMUEBLES, EQUIPOS, INVITACIONES, USUARIOS_EXTRA, PROFESIONES];

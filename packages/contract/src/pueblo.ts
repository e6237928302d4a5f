// Request/response types of the units of measure (spec section 7 "Pueblo and Terra prices").
// Types only: the server and @gestion/api both import them with `import type`.
import type { ListQuery } from './list.js';

export interface UnidadVariante {
  id: number;
  abreviatura_equivalente: string;
}

export interface Unidad {
  id: number;
  nombre: string;
  abreviatura: string;
}

export interface UnidadConVariantes extends Unidad {
  variantes: UnidadVariante[];
}

/** GET /api/pueblo/unidades/ : `{count, results}`; search matches nombre, abreviatura and variantes. */
export type UnidadListQuery = ListQuery;

/** POST /api/pueblo/unidades/ (201 with the unit and its, empty, variantes). */
export interface UnidadCreateRequest {
  nombre: string;
  abreviatura: string;
}

/** POST /api/pueblo/unidades/vincular-variante/ : idempotent; answers the variant. */
export interface VincularVarianteRequest {
  unidad_id: number;
  abreviatura_equivalente: string;
}

export interface VincularVarianteResponse extends UnidadVariante {
  unidad_id: number;
}

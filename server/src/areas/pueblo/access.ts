// The access each route of the area must have: its rows of the authorization matrix
// (routes/authorization-matrix.test.ts), which fails for a route without one.
import type { AccessRow } from '../../resource/access-rows.js';
import { RESOURCES } from './resources.js';
import { declaredReads, declaredWrites } from '../../resource/access-rows.js';

/** The units and catalogues. */
export const ACCESS: readonly AccessRow[] = [
  // the declared reads, and the writes each declares (resources.ts)
  ...RESOURCES.flatMap((resource) => [...declaredReads(resource), ...declaredWrites(resource)]),

  // pueblo: units of measure (spec 7 "Pueblo and Terra prices")
  ['POST', '/api/pueblo/unidades/', 'pueblo.add_unidadmedida'],
  ['GET', '/api/pueblo/unidades/todas/', { any: ['pueblo.view_unidadmedida', 'terra.change_producto'] }],
  ['GET', '/api/pueblo/unidades/todas-con-variantes/', 'pueblo.view_unidadmedida'],
  ['POST', '/api/pueblo/unidades/vincular-variante/', 'pueblo.add_unidadmedidavariante'],
  ['GET', '/api/pueblo/recursotipos/all-pagination-none/', { any: ['pueblo.view_recursotipo', 'terra.change_producto'] }],
  ['POST', '/api/pueblo/recursotipos/', 'pueblo.add_recursotipo'],
  ['GET', '/api/pueblo/recursocategorias/all-pagination-none/', { any: ['pueblo.view_recursocategoria', 'terra.change_producto'] }],
  ['POST', '/api/pueblo/recursocategorias/', 'pueblo.add_recursocategoria'],

  // terra's distributors, a catalogue like the two above
  ['GET', '/api/terra/distribuidores/all-pagination-none/', 'terra.view_distribuidor'],
  ['POST', '/api/terra/distribuidores/', 'terra.add_distribuidor'],
];

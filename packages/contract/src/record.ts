// The shapes of one record's routes beside a declared resource's list (resource.ts): what a
// removal takes with it or what stops it, asked before the confirmation.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { Nullable } from './wire.js';

/**
 * GET `${url}{id}/eliminar/`: what removing the record would do. `impide` is the reason it cannot
 * be removed ('Lo usan 3 productos con 12 precios.'), null when it can; `arrastra` names what goes
 * with it ('2 variantes').
 */
export const EliminacionSchema = Type.Object({
  repr: Type.String({ description: 'El registro, como lo nombra el historial.' }),
  impide: Nullable(Type.String()),
  arrastra: Type.Array(Type.String()),
});
export interface Eliminacion extends Static<typeof EliminacionSchema> {}

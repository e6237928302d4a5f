import { rodoxKeys } from '@gestion/api';

/** The sorteos of a context, under the area's root: «Actualizar sorteos» refreshes the whole area. */
export const sorteoKeys = {
  all: [...rodoxKeys.all, 'sorteos'] as const,
};

import { rodoxKeys } from '@gestion/api';

/** The parity points of a context family and type. */
export const paridadKeys = {
  all: [...rodoxKeys.all, 'paridad'] as const,
};

import { rodoxKeys } from '@gestion/api';

/** The pages of the projections of each jornada. */
export const proyeccionKeys = {
  all: [...rodoxKeys.all, 'proyecciones'] as const,
};

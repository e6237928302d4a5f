import { rodoxKeys } from '@gestion/api';

/** Every page of the jornadas: a new jornada refreshes them all. */
export const jornadaKeys = {
  all: [...rodoxKeys.all, 'jornadas'] as const,
};

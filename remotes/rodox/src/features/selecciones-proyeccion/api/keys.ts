import { rodoxKeys } from '@gestion/api';

/** The selections of each projection. */
export const seleccionDeProyeccionKeys = {
  all: [...rodoxKeys.all, 'selecciones', 'proyeccion'] as const,
};

import { rodoxKeys } from '@gestion/api';

/** The selections by sigla and kardinal, and the last sorteos their screen reads the date from. */
export const seleccionKeys = {
  all: [...rodoxKeys.all, 'selecciones'] as const,
  ultimosSorteos: [...rodoxKeys.all, 'sorteos', 'ultimos'] as const,
};

import { rodoxKeys } from '@gestion/api';

/** Every page of the metric configurations: a create or «Crear faltantes» refreshes them all. */
export const metricaConfigKeys = {
  all: [...rodoxKeys.all, 'metrica-configs'] as const,
};

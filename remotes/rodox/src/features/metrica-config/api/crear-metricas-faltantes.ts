import type { CrearFaltantesRequest, MetricaConfig } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { metricaConfigKeys } from './keys';

/** POST /api/rodox/metrica/crear-faltantes/ : computes the missing values, answers the updated configuration. */
export async function crearMetricasFaltantes(body: CrearFaltantesRequest): Promise<MetricaConfig> {
  return (await http.post<MetricaConfig>('/api/rodox/metrica/crear-faltantes/', body)).data;
}

/** The spec reloads the list afterwards: every page of configurations is refreshed. */
export const useCrearMetricasFaltantes = () => useInvalidatingMutation(crearMetricasFaltantes, metricaConfigKeys.all);

import type { CrearFaltantesRequest, MetricaConfig } from '@gestion/contract';
import { http } from '../http';
import { useInvalidatingMutation } from '../use-invalidating-mutation';
import { rodoxListKeys } from './list-keys';

/** POST /api/rodox/metrica/crear-faltantes/ : computes the missing values, answers the updated configuration. */
export async function crearMetricasFaltantes(body: CrearFaltantesRequest): Promise<MetricaConfig> {
  return (await http.post<MetricaConfig>('/api/rodox/metrica/crear-faltantes/', body)).data;
}

/** The spec reloads the list afterwards: every page of configurations is refreshed. */
export const useCrearMetricasFaltantes = () => useInvalidatingMutation(crearMetricasFaltantes, rodoxListKeys.metricaConfigs);

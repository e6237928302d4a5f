import type { MetricaConfig, MetricaConfigCreateRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { metricaConfigKeys } from './keys';

/** POST /api/rodox/metrica-configs/ : answers the new configuration. */
export async function createMetricaConfig(body: MetricaConfigCreateRequest): Promise<MetricaConfig> {
  return (await http.post<MetricaConfig>('/api/rodox/metrica-configs/', body)).data;
}

export const useCreateMetricaConfig = () => useInvalidatingMutation(createMetricaConfig, metricaConfigKeys.all);

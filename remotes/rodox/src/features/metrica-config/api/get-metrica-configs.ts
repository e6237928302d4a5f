import { queryOptions } from '@tanstack/react-query';
import type { MetricaConfig, MetricaConfigListQuery } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { metricaConfigKeys } from './keys';

/** GET /api/rodox/metrica-configs/ (`{count, results}`); search matches tipo and the context. */
export const metricaConfigsQueryOptions = (query: MetricaConfigListQuery = {}) =>
  queryOptions({
    queryKey: [...metricaConfigKeys.all, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<MetricaConfig>('/api/rodox/metrica-configs/', query, signal),
  });

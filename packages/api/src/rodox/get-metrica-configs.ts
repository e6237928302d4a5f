import { queryOptions } from '@tanstack/react-query';
import type { MetricaConfig, MetricaConfigListQuery } from '@gestion/contract';
import { getPage } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { rodoxListKeys } from './list-keys';

/** GET /api/rodox/metrica-configs/ (`{count, results}`); search matches tipo and the context. */
export const metricaConfigsQueryOptions = (query: MetricaConfigListQuery = {}) =>
  queryOptions({
    queryKey: [...rodoxListKeys.metricaConfigs, 'page', query] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getPage<MetricaConfig>('/api/rodox/metrica-configs/', query, signal),
  });

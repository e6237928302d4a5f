import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardConfig } from '@gestion/contract';
import { http, retryUnlessClientError } from '@gestion/api';
import { userKeys } from './keys';

/** GET /api/terra/dashboard_config/ : the caller's preferences (favourite contexts, by sigla). */
export async function getDashboardConfig(signal?: AbortSignal): Promise<DashboardConfig> {
  return (await http.get<DashboardConfig>('/api/terra/dashboard_config/', { signal })).data;
}

export const dashboardConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.dashboardConfig] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getDashboardConfig(signal),
  });

export const useDashboardConfig = () => useQuery(dashboardConfigQueryOptions());

import type { DashboardConfig, DashboardConfigSetRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { userKeys } from '../../../api/keys';

/** POST /terra/dashboard_config/set_contextos/ (no /api prefix, as the spec lists it): answers the config. */
export async function setContextosFavoritos(body: DashboardConfigSetRequest): Promise<DashboardConfig> {
  return (await http.post<DashboardConfig>('/terra/dashboard_config/set_contextos/', body)).data;
}

export const useSetContextosFavoritos = () => useInvalidatingMutation(setContextosFavoritos, userKeys.dashboardConfig);

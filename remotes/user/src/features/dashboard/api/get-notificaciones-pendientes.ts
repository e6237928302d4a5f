import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notificacion } from '@gestion/contract';
import { getList } from '@gestion/api';
import { userKeys } from '../../../api/keys';

/**
 * GET /api/terra/notificaciones/pendientes/ : the caller's unseen notifications. Reading them marks
 * them seen, so a second read answers nothing new: the first answer is kept for the whole visit
 * (never stale, no refetch on focus) and a failure is not retried behind the person's back. The
 * request takes no abort signal: a screen that unmounts mid-request (a remount while the area
 * loads) must not throw away an answer the server has already marked seen.
 */
export const notificacionesPendientesQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.notificacionesPendientes] as const,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: () => getList<Notificacion>('/api/terra/notificaciones/pendientes/'),
  });

export const useNotificacionesPendientes = () => useQuery(notificacionesPendientesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsuarioExtra } from '@gestion/contract';
import { getList, retryUnlessClientError } from '@gestion/api';
import { userKeys } from '../../../api/keys';

/**
 * GET /api/usuario-extra/ : a list holding the caller's profile (created on first read); the
 * screen uses its first item, as the spec says. null when the list comes back empty.
 */
export async function getUsuarioExtra(signal?: AbortSignal): Promise<UsuarioExtra | null> {
  const list = await getList<UsuarioExtra>('/api/usuario-extra/', undefined, signal);
  return list[0] ?? null;
}

export const usuarioExtraQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.usuarioExtra] as const,
    retry: retryUnlessClientError,
    // The form is filled once from it: a refetch on focus must not overwrite what is being typed.
    refetchOnWindowFocus: false,
    queryFn: ({ signal }) => getUsuarioExtra(signal),
  });

export const useUsuarioExtra = () => useQuery(usuarioExtraQueryOptions());

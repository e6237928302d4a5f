import { queryOptions } from '@tanstack/react-query';
import type { UserListItem } from '@gestion/contract';
import { getPage, retryUnlessClientError } from '@gestion/api';
import { historialKeys } from './list-historial';

/** Persons offered by the person filter at a time: the filter searches for the rest. */
export const USUARIOS_FILTRO_SIZE = 20;

export interface UsuarioOpcion {
  id: number;
  username: string;
}

/**
 * The person filter's options: GET /api/auth/users/ searched by name (needs auth.view_user, so
 * the screen offers the filter only to its holders; the others filter by a row's person).
 */
export const historialUsuariosQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...historialKeys.all, 'usuarios', search] as const,
    staleTime: 60_000,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }): Promise<UsuarioOpcion[]> => {
      const page = await getPage<UserListItem>('/api/auth/users/', { page_size: String(USUARIOS_FILTRO_SIZE), search: search || undefined, ordering: 'username' }, signal);
      return page.results.map((u) => ({ id: u.id, username: u.username }));
    },
  });

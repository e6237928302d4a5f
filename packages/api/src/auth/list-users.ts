import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem, UsersPage, UsersQuery } from '@gestion/contract';
import { http } from '../http';
import { authKeys, listParams } from './keys';
import { readUserListItem } from './read-entities';

/** The spec reads "list, or object with results": both come back as `{count, results}`. */
export async function listUsers(query: UsersQuery = {}, signal?: AbortSignal): Promise<UsersPage> {
  const data = (await http.get<UsersPage | UserListItem[]>('/api/auth/users/', { params: listParams(query), signal })).data;
  if (Array.isArray(data)) return { count: data.length, results: data.map(readUserListItem) };
  const rows = Array.isArray(data?.results) ? data.results.map(readUserListItem) : [];
  return { count: data?.count ?? rows.length, results: rows };
}

export const usersQueryOptions = (query: UsersQuery = {}) =>
  queryOptions({ queryKey: authKeys.usersList(query), queryFn: ({ signal }) => listUsers(query, signal) });

export function useUsers(query: UsersQuery = {}) {
  return useQuery(usersQueryOptions(query));
}

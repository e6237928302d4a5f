import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Group, GroupsPage, GroupsQuery } from '@gestion/contract';
import { http } from '../http';
import { authKeys, listParams } from './keys';
import { readGroup } from './read-entities';

type GroupsAnswer = GroupsPage | Group[] | { groups: Group[]; count?: number };

/** The spec reads "a list, or results or groups, plus count": all become `{count, results}`. */
export async function listGroups(query: GroupsQuery = {}, signal?: AbortSignal): Promise<GroupsPage> {
  const data = (await http.get<GroupsAnswer>('/api/auth/groups/', { params: listParams(query), signal })).data;
  if (Array.isArray(data)) return { count: data.length, results: data.map(readGroup) };
  const rows = 'results' in data && Array.isArray(data.results) ? data.results : 'groups' in data && Array.isArray(data.groups) ? data.groups : [];
  return { count: typeof data.count === 'number' ? data.count : rows.length, results: rows.map(readGroup) };
}

export const groupsQueryOptions = (query: GroupsQuery = {}) =>
  queryOptions({ queryKey: authKeys.groupsList(query), queryFn: ({ signal }) => listGroups(query, signal) });

/** Every group at once: the users list's modal asks for page_size 1000. */
export const allGroupsQueryOptions = () => groupsQueryOptions({ page_size: 1000 });

export function useGroups(query: GroupsQuery = {}, enabled = true) {
  return useQuery({ ...groupsQueryOptions(query), enabled });
}

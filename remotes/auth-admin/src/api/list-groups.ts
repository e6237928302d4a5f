import { queryOptions } from '@tanstack/react-query';
import type { GroupsQuery } from '@gestion/contract';
import { getPage } from '@gestion/api';
import { authKeys } from './keys';
import { readGroup } from './read-entities';

/** GET /api/auth/groups/ (`{count, results}`); a group's permissions may be codename strings (spec section 3). */
export const groupsQueryOptions = (query: GroupsQuery = {}) =>
  queryOptions({
    queryKey: authKeys.groupsList(query),
    queryFn: ({ signal }) => getPage('/api/auth/groups/', query, signal, readGroup),
  });

/** Every group at once: the users list's modal asks for page_size 1000. */
export const allGroupsQueryOptions = () => groupsQueryOptions({ page_size: '1000' });

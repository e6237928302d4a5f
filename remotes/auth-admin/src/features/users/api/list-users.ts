import { queryOptions } from '@tanstack/react-query';
import type { UsersQuery } from '@gestion/contract';
import { getPage } from '@gestion/api';
import { authKeys } from '../../../api/keys';
import { readUserListItem } from '../../../api/read-entities';

/** GET /api/auth/users/ (`{count, results}`), each row read with the spec's spellings (section 3). */
export const usersQueryOptions = (query: UsersQuery = {}) =>
  queryOptions({
    queryKey: authKeys.usersList(query),
    queryFn: ({ signal }) => getPage('/api/auth/users/', query, signal, readUserListItem),
  });

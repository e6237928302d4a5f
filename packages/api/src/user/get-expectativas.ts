import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Expectativa } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { userKeys } from './keys';

/** GET /api/acmia/expectativas/ : task counts of each sub-project's expectativas sprint the caller may see. */
export const expectativasQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.expectativas] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Expectativa>('/api/acmia/expectativas/', undefined, signal),
  });

export const useExpectativas = () => useQuery(expectativasQueryOptions());

import { useQuery } from '@tanstack/react-query';
import type { Expectativa } from '@gestion/contract';
import { listQueryOptions } from '@gestion/api';
import { userKeys } from '../../../api/keys';

/** GET /api/acmia/expectativas/ : task counts of each sub-project's expectativas sprint the caller may see. */
export const expectativasQueryOptions = () =>
  listQueryOptions<Expectativa>([...userKeys.expectativas], '/api/acmia/expectativas/');

export const useExpectativas = () => useQuery(expectativasQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitacion } from '@gestion/contract';
import { getList } from '../list';
import { retryUnlessClientError } from '../retry-policy';
import { userKeys } from './keys';

/** GET /api/terra/invitaciones/ : the caller's invitations as invitee, every estado, newest first. */
export const misInvitacionesQueryOptions = () =>
  queryOptions({
    queryKey: [...userKeys.invitaciones] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getList<Invitacion>('/api/terra/invitaciones/', undefined, signal),
  });

export const useMisInvitaciones = () => useQuery(misInvitacionesQueryOptions());

import { useQuery } from '@tanstack/react-query';
import type { Invitacion } from '@gestion/contract';
import { listQueryOptions } from '@gestion/api';
import { userKeys } from '../../../api/keys';

/** GET /api/terra/invitaciones/ : the caller's invitations as invitee, every estado, newest first. */
export const misInvitacionesQueryOptions = () =>
  listQueryOptions<Invitacion>([...userKeys.invitaciones], '/api/terra/invitaciones/');

export const useMisInvitaciones = () => useQuery(misInvitacionesQueryOptions());

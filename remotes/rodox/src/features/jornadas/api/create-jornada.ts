import type { Jornada, JornadaCreateRequest } from '@gestion/contract';
import { http, useInvalidatingMutation } from '@gestion/api';
import { jornadaKeys } from './keys';

/**
 * The dialog's body: the spec sends an empty context as null, which the server refuses with a
 * field error (a jornada always belongs to one context) that the dialog then shows.
 */
export type JornadaCreateBody = Omit<JornadaCreateRequest, 'contexto'> & { contexto: number | null };

/** POST /api/rodox/jornadas/ : answers the new jornada (dated today). */
export async function createJornada(body: JornadaCreateBody): Promise<Jornada> {
  return (await http.post<Jornada>('/api/rodox/jornadas/', body)).data;
}

export const useCreateJornada = () => useInvalidatingMutation(createJornada, jornadaKeys.all);

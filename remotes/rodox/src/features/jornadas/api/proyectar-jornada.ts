import type { Jornada } from '@gestion/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '@gestion/api';

/** POST /api/rodox/jornadas/{id}/proyectar/ without a body: answers the updated jornada. */
export async function proyectarJornada(id: number): Promise<Jornada> {
  return (await http.post<Jornada>(`/api/rodox/jornadas/${id}/proyectar/`)).data;
}

/** No refetch: the screen puts the returned jornada in place of its row (spec section 4). */
export const useProyectarJornada = () => useMutation({ mutationFn: proyectarJornada });

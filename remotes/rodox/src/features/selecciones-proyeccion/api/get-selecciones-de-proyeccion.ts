import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Seleccion } from '@gestion/contract';
import { http, retryUnlessClientError } from '@gestion/api';
import { seleccionDeProyeccionKeys } from './keys';

const URL = '/api/rodox/selecciones/todas_pn/';

/** A selection as the screens read it: the dreamer may come as `sonador.sigla` (spec section 3). */
export function readSeleccion(row: unknown): Seleccion {
  const s = row as Seleccion & { sonador?: { sigla?: string } | null };
  return { ...s, sonador_sigla: s.sonador_sigla ?? s.sonador?.sigla ?? '' };
}

/** The answer is a list, or `{selecciones}`, or `{results}` (spec section 7). */
function readList(data: unknown): Seleccion[] {
  const rows = Array.isArray(data)
    ? data
    : ((data as { selecciones?: unknown[]; results?: unknown[] } | null)?.selecciones ?? (data as { results?: unknown[] } | null)?.results ?? []);
  return rows.map(readSeleccion);
}

/** GET todas_pn/?proyeccion_id=, and when that fails once more with ?proyeccion= (spec section 7). */
export async function getSeleccionesDeProyeccion(proyeccionId: number, signal?: AbortSignal): Promise<Seleccion[]> {
  try {
    return readList((await http.get<unknown>(URL, { params: { proyeccion_id: proyeccionId }, signal })).data);
  } catch (err) {
    if (signal?.aborted) throw err;
    return readList((await http.get<unknown>(URL, { params: { proyeccion: proyeccionId }, signal })).data);
  }
}

export const seleccionesDeProyeccionQueryOptions = (proyeccionId: number) =>
  queryOptions({
    queryKey: [...seleccionDeProyeccionKeys.all, proyeccionId] as const,
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => getSeleccionesDeProyeccion(proyeccionId, signal),
  });

export const useSeleccionesDeProyeccion = (proyeccionId: number) => useQuery(seleccionesDeProyeccionQueryOptions(proyeccionId));

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryUnlessClientError } from '@gestion/api';
import { setSecondFactorPending } from '@gestion/session';
import type {
  DetailResponse,
  SegundoFactorCodigoRequest,
  SegundoFactorConfirmado,
  SegundoFactorEstado,
  SegundoFactorInicio,
} from '@gestion/contract';

const key = ['user', 'segundo-factor'] as const;

/** GET /api/auth/segundo-factor/ : whether the caller's second factor is on, and required. */
export const segundoFactorQueryOptions = () =>
  queryOptions({
    queryKey: key,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) => (await http.get<SegundoFactorEstado>('/api/auth/segundo-factor/', { signal })).data,
  });

export const useSegundoFactor = () => useQuery(segundoFactorQueryOptions());

/** POST /api/auth/segundo-factor/iniciar/ : a new pending secret and its otpauth:// URI. */
export function useIniciarSegundoFactor() {
  return useMutation({
    mutationFn: async () => (await http.post<SegundoFactorInicio>('/api/auth/segundo-factor/iniciar/', {})).data,
  });
}

/** POST /api/auth/segundo-factor/confirmar/ : the first code; answers the recovery codes, once. */
export function useConfirmarSegundoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (codigo: string) => (await http.post<SegundoFactorConfirmado>('/api/auth/segundo-factor/confirmar/', { codigo } satisfies SegundoFactorCodigoRequest)).data,
    onSuccess: () => {
      // The server serves the whole product again: so does the host's guard.
      setSecondFactorPending(false);
      return client.invalidateQueries({ queryKey: key });
    },
  });
}

/** POST /api/auth/segundo-factor/codigos/ : ten new recovery codes for a current code, once. */
export function useRenovarCodigos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (codigo: string) => (await http.post<SegundoFactorConfirmado>('/api/auth/segundo-factor/codigos/', { codigo } satisfies SegundoFactorCodigoRequest)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/auth/segundo-factor/desactivar/ : off, for a current code (refused when required). */
export function useDesactivarSegundoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (codigo: string) => (await http.post<DetailResponse>('/api/auth/segundo-factor/desactivar/', { codigo } satisfies SegundoFactorCodigoRequest)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

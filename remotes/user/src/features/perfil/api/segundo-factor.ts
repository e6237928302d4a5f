import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryUnlessClientError } from '@gestion/api';
import { setSecondFactorPending } from '@gestion/session';

export interface SegundoFactorEstado {
  activo: boolean;
  requerido: boolean;
  codigos_restantes: number;
}

export interface SegundoFactorInicio {
  secreto: string;
  otpauth_url: string;
}

export interface SegundoFactorConfirmado {
  detail: string;
  codigos_recuperacion: string[];
}

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
    mutationFn: async (codigo: string) => (await http.post<SegundoFactorConfirmado>('/api/auth/segundo-factor/confirmar/', { codigo })).data,
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
    mutationFn: async (codigo: string) => (await http.post<SegundoFactorConfirmado>('/api/auth/segundo-factor/codigos/', { codigo })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

/** POST /api/auth/segundo-factor/desactivar/ : off, for a current code (refused when required). */
export function useDesactivarSegundoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (codigo: string) => (await http.post<{ detail: string }>('/api/auth/segundo-factor/desactivar/', { codigo })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

// The calls of one record of a declared resource (server/src/resource/resource-writes.ts), the
// same for every resource: they live here because the generic row actions make them.
import { http, retryUnlessClientError } from '@gestion/api';
import type { Eliminacion } from '@gestion/contract/record';
import type { ResourceDeclaration } from '@gestion/contract/resource';
import { queryOptions } from '@tanstack/react-query';
import type { Key } from 'react';

type At = Pick<ResourceDeclaration<unknown>, 'url'>;

const recordUrl = (resource: At, id: Key) => `${resource.url}${id}/`;

/** GET `${url}{id}/`: the record as it is now, to fill the edit form. */
export const recordQueryOptions = <T>(resource: At, id: Key) =>
  queryOptions({
    queryKey: ['registro', resource.url, id] as const,
    retry: retryUnlessClientError,
    // The form starts from what is stored now, not from a copy read minutes ago.
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => (await http.get<T>(recordUrl(resource, id), { signal })).data,
  });

/** GET `${url}{id}/eliminar/`: what a removal takes with it, or why it cannot be. */
export const eliminacionQueryOptions = (resource: At, id: Key) =>
  queryOptions({
    queryKey: ['registro', resource.url, id, 'eliminar'] as const,
    retry: retryUnlessClientError,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => (await http.get<Eliminacion>(`${recordUrl(resource, id)}eliminar/`, { signal })).data,
  });

/** POST `${url}` with a new record's fields: 201 with the record, 400 `{campo: [mensaje]}`. */
export async function postRecord<T>(resource: At, values: Record<string, unknown>): Promise<T> {
  return (await http.post<T>(resource.url, values)).data;
}

/** PATCH `${url}{id}/` with the changed fields; the record as saved. */
export async function patchRecord<T>(resource: At, id: Key, changes: Record<string, unknown>): Promise<T> {
  return (await http.patch<T>(recordUrl(resource, id), changes)).data;
}

/** DELETE `${url}{id}/`: 204, or 409 with the reason. */
export async function deleteRecord(resource: At, id: Key): Promise<void> {
  await http.delete(recordUrl(resource, id));
}

// The queries of a declared resource's screens: every one under the resource's key, so that a
// change made anywhere (a row's correction, a creation, a removal) refreshes its lists and pages.
import { getPage, http, retryUnlessClientError } from '@gestion/api';
import type { ListQuery } from '@gestion/contract';
import { resourcePageUrl, type ResourceDeclaration } from '@gestion/contract/resource';
import { queryOptions } from '@tanstack/react-query';
import type { FilterValues } from './declared-filters';

// `pageUrl`: where the pages are when `GET url` is the spec's call of another shape.
type At = Pick<ResourceDeclaration<unknown>, 'url' | 'pageUrl'>;

/** The prefix of every query of the resource: invalidating it refreshes its lists and records. */
export const resourceQueryKey = (resource: At) => ['recurso', resource.url] as const;

/** GET `${pageUrl ?? url}` with the list query and the filters: one key per resource, filters and query. */
export const declaredPageQueryOptions =
  <T>(resource: At, filters: FilterValues) =>
  (query: ListQuery) =>
    queryOptions({
      queryKey: [...resourceQueryKey(resource), 'page', filters, query] as const,
      retry: retryUnlessClientError,
      queryFn: ({ signal }) => getPage<T>(resourcePageUrl(resource), query, signal, undefined, { ...filters }),
    });

/** GET `${url}{id}/`: the record a page shows; 404 when there is none. */
export const declaredRecordQueryOptions = <T>(resource: At, id: string) =>
  queryOptions({
    queryKey: [...resourceQueryKey(resource), 'detalle', id] as const,
    retry: retryUnlessClientError,
    queryFn: async ({ signal }) => (await http.get<T>(`${resource.url}${encodeURIComponent(id)}/`, { signal })).data,
  });

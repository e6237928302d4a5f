import type { ListQuery } from '@gestion/contract';
import type { ServerTableParams } from '@gestion/ui';

/** ServerTable's parameters as the server's query string names them. */
export function toListQuery(p: ServerTableParams): ListQuery {
  return { page: p.page, page_size: p.pageSize, search: p.search || undefined, ordering: p.ordering || undefined };
}

import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { resourcePageUrl, searchedLabels } from '@gestion/contract/resource';
import { registerListExport } from './export-route.js';
import { notFound } from '../lib/http-errors.js';
import { Type } from '@fastify/type-provider-typebox';
import { listQueryProperties } from '../lib/pagination.js';
import { itemResponses, pageResponses, routeOptions } from '../lib/route-options.js';
import { IdParamsSchema } from '../lib/schemas.js';
import type { PermissionApp } from '@gestion/contract/permissions';
import { currentUser, type Access } from '../plugins/auth.js';
import type { TableResource } from './table-resource.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list's description for OpenAPI: what `search` reads and what `ordering` takes, from the declaration. */
export function listSummary(resource: TableResource<unknown, unknown>): string {
  const { declaration, list, binding } = resource;
  const searched = searchedLabels(declaration);
  const filters = Object.entries(declaration.filters ?? {}).map(([name, f]) => `\`${name}\` (${f.label.toLowerCase()})`);
  return [
    `${capitalised(declaration.plural)}, por páginas`,
    ...(searched ? [`\`search\` busca en ${searched} (sin distinguir mayúsculas ni acentos)`] : []),
    ...(filters.length > 0 ? [`filtros: ${filters.join(', ')}`] : []),
    `\`ordering\`: ${Object.keys(list.ordering).join(', ')}.`,
  ].join('; ') + (binding.summary ? ` ${binding.summary}` : '');
}

/** How a resource's reads depart from the rule every other follows. */
export interface ResourceReadOptions<Item> {
  /**
   * Who reads the list, the file and a record, when more than the holders of `view_` may (the
   * draws: whoever reads the selections compared with them, as the spec's calls of draws allow).
   */
  access?: Access;
  /**
   * What this caller is shown of the records read: a field only some may read, blanked for the
   * others. The file writes the listed fields only: such a field must not be listed.
   */
  shown?(request: FastifyRequest, items: Item[]): Item[];
}

/**
 * The read routes every declared resource has, each gated by its `view_` permission (or the
 * `access` given): its list (`pageUrl`, else `url`: `{count, results}` with search, ordering,
 * filters and pages), its file (the list's address and `exportar/`, the same rows as CSV) and one
 * record (`${url}{id}/`, 404 when there is none).
 */
export function registerResourceReads<Row, Item, A extends PermissionApp>(
  instance: FastifyInstance,
  resource: TableResource<Row, Item, A>,
  options: ResourceReadOptions<Item> = {},
): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { declaration, binding } = resource;
  const route = routeOptions(declaration.app);
  const access = options.access ?? { permission: resource.permission('view') };
  const shown = options.shown ?? ((_request: FastifyRequest, items: Item[]) => items);
  const erased = resource as unknown as TableResource<unknown, unknown>;
  const pageUrl = resourcePageUrl(declaration);
  const filters = Object.fromEntries(Object.entries(binding.filters ?? {}).map(([name, filter]) => [name, Type.Optional(filter.schema)]));
  // What this reader may read, when the binding limits it (the history): undefined for every record.
  const scopeOf = async (request: FastifyRequest): Promise<unknown> => (binding.scope ? binding.scope.of(app.db, currentUser(request)) : undefined);
  app.get(
    pageUrl,
    route(access, { summary: listSummary(erased), querystring: Type.Object({ ...listQueryProperties, ...filters }), response: pageResponses(binding.schema) }),
    async (request) => {
      const page = await resource.page(app.db, request.query, undefined, await scopeOf(request));
      return { ...page, results: shown(request, page.results) } as never;
    },
  );
  registerListExport(
    app,
    pageUrl,
    access,
    async (query, request) => resource.exportFor(query, await scopeOf(request)),
    `${capitalised(declaration.plural)} en CSV, con la búsqueda, los filtros y el orden de la lista.`,
    filters,
  );
  app.get(
    `${declaration.url}:id/`,
    route(access, { summary: `Uno de los registros de ${declaration.plural}, por su id.`, params: IdParamsSchema, response: itemResponses(binding.schema) }),
    async (request) => {
      const item = await resource.find(app.db, request.params.id, await scopeOf(request));
      if (item === undefined) throw notFound(declaration.notFound);
      return shown(request, [item])[0];
    },
  );
}

/** A bound declaration, whatever its row and item types: what an area's `RESOURCES` lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own types where it is bound
export type AnyTableResource = TableResource<any, any>;

/**
 * The reads of each of an area's declared resources (`areas/<area>/resources.ts`), as one route
 * plugin: a resource listed there needs no route code, and the authorization matrix takes its rows
 * from the same list. A resource whose reads depart from the rule (`access`, `shown`) registers
 * them in its routes instead.
 */
export function declaredReadRoutes(resources: readonly AnyTableResource[]): FastifyPluginAsync {
  return async (app) => {
    for (const resource of resources) registerResourceReads(app, resource);
  };
}

import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { searchedLabels } from '@gestion/contract/resource';
import { registerListExport } from './export-route.js';
import { notFound } from '../lib/http-errors.js';
import { Type } from '@fastify/type-provider-typebox';
import { listQueryProperties } from '../lib/pagination.js';
import { itemResponses, pageResponses, routeOptions } from '../lib/route-options.js';
import { IdParamsSchema } from '../lib/schemas.js';
import type { PermissionApp } from '@gestion/contract/permissions';
import type { TableResource } from './table-resource.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The list's description for OpenAPI: what `search` reads and what `ordering` takes, from the declaration. */
export function listSummary(resource: TableResource<unknown, unknown>): string {
  const { declaration, list } = resource;
  const searched = searchedLabels(declaration);
  const filters = Object.entries(declaration.filters ?? {}).map(([name, f]) => `\`${name}\` (${f.label.toLowerCase()})`);
  return [
    `${capitalised(declaration.plural)}, por páginas`,
    ...(searched ? [`\`search\` busca en ${searched} (sin distinguir mayúsculas ni acentos)`] : []),
    ...(filters.length > 0 ? [`filtros: ${filters.join(', ')}`] : []),
    `\`ordering\`: ${Object.keys(list.ordering).join(', ')}.`,
  ].join('; ');
}

/**
 * The read routes every declared resource has, each gated by its `view_` permission: its list
 * (`url`: `{count, results}` with search, ordering and pages), its file (`${url}exportar/`, the
 * same rows as CSV) and one record (`${url}{id}/`, 404 when there is none).
 */
export function registerResourceReads<Row, Item, A extends PermissionApp>(instance: FastifyInstance, resource: TableResource<Row, Item, A>): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { declaration, binding } = resource;
  const route = routeOptions(declaration.app);
  const access = { permission: resource.permission('view') };
  const erased = resource as unknown as TableResource<unknown, unknown>;
  const filters = Object.fromEntries(Object.entries(binding.filters ?? {}).map(([name, filter]) => [name, Type.Optional(filter.schema)]));
  app.get(
    declaration.url,
    route(access, { summary: listSummary(erased), querystring: Type.Object({ ...listQueryProperties, ...filters }), response: pageResponses(binding.schema) }),
    async (request) => resource.page(app.db, request.query) as never,
  );
  registerListExport(
    app,
    declaration.url,
    access,
    (query) => resource.exportFor(query),
    `${capitalised(declaration.plural)} en CSV, con la búsqueda, los filtros y el orden de la lista.`,
    filters,
  );
  app.get(
    `${declaration.url}:id/`,
    route(access, { summary: `Uno de los registros de ${declaration.plural}, por su id.`, params: IdParamsSchema, response: itemResponses(binding.schema) }),
    async (request) => {
      const item = await resource.find(app.db, request.params.id);
      if (item === undefined) throw notFound(declaration.notFound);
      return item;
    },
  );
}

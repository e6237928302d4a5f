import { Type } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import type { FastifySchema } from 'fastify';
import type { Access } from '../plugins/auth.js';
import { bodyLimitFor, maxJsonTokensFor } from './body-limits.js';
import { ListQuerySchema } from './pagination.js';
import type { ListQuery } from '@gestion/contract/list';
import { errorResponses, NotFoundSchema, PaginatedSchema } from './schemas.js';

/**
 * The options every route declares: who may call it (`config.access`, enforced by plugins/auth.ts)
 * and its OpenAPI schema under the file's tag. A route file binds its tag once:
 * `const route = routeOptions('rodox')`, then `app.get(url, route(access, { summary, ... }), handler)`.
 */
export function routeOptions(tag: string) {
  const route = <S extends FastifySchema>(access: Access, schema: S) => {
    const body = schema.body as TSchema | undefined;
    const maxJsonTokens = body && maxJsonTokensFor(body);
    return {
      config: { access, ...(maxJsonTokens ? { maxJsonTokens } : {}) },
      schema: { tags: [tag], ...schema },
      ...(body ? { bodyLimit: bodyLimitFor(body) } : {}),
    };
  };
  /**
   * A whole paginated-list route but its URL: the contract's list query in, `read(query)` out.
   * `app.get(url, route.page(access, ItemSchema, (query) => pageThings(app.db, query), summary))`.
   */
  const page = <T extends TSchema>(
    access: Access,
    item: T,
    read: (query: ListQuery) => Promise<Paginated<Static<T>>>,
    summary: string,
  ) => ({
    ...route(access, { summary, ...pageSchema(item) }),
    handler: (request: { query: ListQuery }) => read(request.query),
  });
  /** A creation: `body` in, the new object (201) out; the handler is the route's own. */
  const create = <B extends TSchema, T extends TSchema>(access: Access, body: B, item: T, summary: string) =>
    route(access, { summary, body, response: createdResponses(item) });
  return Object.assign(route, { page, create });
}

// The answers of the common route shapes, each with the error answers the central handler gives.

/** A paginated list (`ListQuerySchema`); a page past the end is a 404, as in DRF. */
export const pageResponses = <T extends TSchema>(item: T) => ({ 200: PaginatedSchema(item), 404: NotFoundSchema, ...errorResponses });

/** The query and answers of a paginated list that takes the contract's list query alone. */
export const pageSchema = <T extends TSchema>(item: T) => ({ querystring: ListQuerySchema, response: pageResponses(item) });

/** A whole list without paging. */
export const listResponses = <T extends TSchema>(item: T) => ({ 200: Type.Array(item), ...errorResponses });

/** One object named by the URL, which may not exist. */
export const itemResponses = <T extends TSchema>(item: T) => ({ 200: item, 404: NotFoundSchema, ...errorResponses });

/** A creation: the new object. */
export const createdResponses = <T extends TSchema>(item: T) => ({ 201: item, ...errorResponses });

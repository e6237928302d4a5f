import { Type } from '@fastify/type-provider-typebox';
import type { TObject, TProperties } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { currentUser, type Access } from '../plugins/auth.js';
import { csvStream, exportFileName, exportRequest, type ListExport } from '../lib/csv-export.js';
import { beatExportSlot, releaseExportSlot, runningExportSlots, SLOT_BEAT_MS, takeExportSlot } from '../repositories/export-slots.js';
import { tooManyRequests } from '../lib/http-errors.js';
import { listQueryProperties, type ListParams } from '../lib/pagination.js';
import { errorResponses } from '../lib/schemas.js';

// `GET <list-url>exportar/`: any paginated list as a CSV file (lib/csv-export.ts), with the same
// access rule, search, ordering and filters as the list itself.

/** Exports one user may have running at once, across every API process; the next gets 429. */
export const MAX_EXPORTS_PER_USER = 2;

export const EXPORT_MESSAGES = {
  tooMany: `Ya tienes ${MAX_EXPORTS_PER_USER} exportaciones en curso. Espera a que termine alguna antes de empezar otra.`,
} as const;

/**
 * The CSV stream of `spec` for `userId`, holding one of the user's export slots (kept in the
 * database: repositories/export-slots.ts) until the stream ends, fails or is destroyed (the client
 * went away: fastify destroys the payload then), its beat renewed meanwhile. 429 `{detail}` when
 * the user already has MAX_EXPORTS_PER_USER running. Its first batch is read before it is
 * returned (see csvStream).
 */
export async function openExport<Row, Item>(app: FastifyInstance, userId: number, spec: ListExport<Row, Item>, params: ListParams): Promise<Readable> {
  // Checked before a slot is taken: a 400 holds nothing.
  const request = exportRequest(params, spec.list);
  const slot = await takeExportSlot(app.db, userId, MAX_EXPORTS_PER_USER);
  if (slot === null) throw tooManyRequests(EXPORT_MESSAGES.tooMany, 5);
  const beat = setInterval(() => void beatExportSlot(app.db, slot).catch(() => undefined), SLOT_BEAT_MS).unref();
  return csvStream(app.db, spec, request, () => {
    clearInterval(beat);
    // Should this fail (the database went away), the slot lapses once its beat is old.
    void releaseExportSlot(app.db, slot).catch((err: unknown) => app.log.warn({ err }, 'no se pudo liberar la exportación'));
  });
}

/** Exports the user has running, in every process (tests). */
export function runningExports(app: FastifyInstance, userId: number): Promise<number> {
  return runningExportSlots(app.db, userId);
}

/**
 * Registers `GET ${listUrl}exportar/` for a list: `spec` (or, for a list with its own filters,
 * `specFor(query)`), `access` the list's own rule, `filters` its extra query parameters.
 */
export function registerListExport<Row, Item, F extends TProperties = Record<never, never>>(
  app: FastifyInstance,
  listUrl: string,
  access: Access,
  spec:
    | ListExport<Row, Item>
    | ((query: ListParams & { [K in keyof F]?: unknown }, request: FastifyRequest) => ListExport<Row, Item> | Promise<ListExport<Row, Item>>),
  summary: string,
  filters?: F,
): void {
  const querystring: TObject = Type.Object({
    search: listQueryProperties.search,
    ordering: listQueryProperties.ordering,
    ...(filters ?? {}),
  });
  app.get(
    `${listUrl}exportar/`,
    {
      config: { access },
      schema: {
        tags: ['exportar'],
        summary,
        description:
          'CSV (UTF-8 con BOM, separador `;`) con las columnas de la tabla, la búsqueda, los filtros y el orden de la lista; ' +
          `como máximo ${MAX_EXPORTS_PER_USER} exportaciones a la vez por usuario, en todas las instancias (429).`,
        querystring,
        produces: ['text/csv'],
        response: {
          // Documentation only: the file is streamed, and fastify serialises no stream.
          200: { description: 'El archivo CSV, en streaming.', content: { 'text/csv': { schema: { type: 'string' } } } },
          429: Type.Object({ detail: Type.String() }, { description: 'Demasiadas exportaciones en curso.' }),
          ...errorResponses,
        },
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = currentUser(request);
      const query = request.query as ListParams;
      const resolved = typeof spec === 'function' ? await spec(query, request) : spec;
      const stream = await openExport(app, user.id, resolved, query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(resolved.fileName)}"`)
        .header('cache-control', 'no-store')
        // The screens are on another origin: without this their fetch cannot read the file's name.
        .header('access-control-expose-headers', 'Content-Disposition')
        .send(stream);
    },
  );
}

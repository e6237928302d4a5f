import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ImportSummary } from '@gestion/contract/terra';
import { errorResponses, IdParamsSchema } from '../../../lib/schemas.js';
import { currentUser } from '../../../plugins/auth.js';
import {
  abrirImportacion,
  confirmarImportacion,
  descartarImportacion,
  IMPORTACION_TTL_HOURS,
} from '../../../repositories/terra-importaciones-staging.js';
import { NotFoundSchema } from '../main/schemas.js';
import { ImportSummarySchema, stagingResult } from './importacion-shared.js';
import { routeOptions } from '../../../lib/route-options.js';

/**
 * Chunked imports of prices (the wizard's large files): open one, stage its rows through
 * POST /api/terra/precios-productos/importar/ with `importacion_id`, then confirm it, all in one
 * transaction. Same permission as the import itself; only the user who opened an import may
 * stage into it, confirm or discard it.
 */
const importacionLotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeOptions('terra');
  const access = { permission: 'terra.add_precioproducto' } as const;
  const withNotFound = { 404: NotFoundSchema, ...errorResponses };

  app.post('/api/terra/importaciones/', route(access, {
    summary: `Abre una importación por partes (caduca sin confirmar a las ${IMPORTACION_TTL_HOURS} h; las caducadas se borran).`,
    response: { 201: Type.Object({ id: Type.Integer(), expires_at: Type.String({ format: 'date-time' }) }), ...errorResponses },
  }), async (request, reply) => reply.code(201).send(await abrirImportacion(app.db, currentUser(request).id)));

  app.post('/api/terra/importaciones/:id/confirmar/', route(access, {
    summary: 'Registra en una transacción todos los precios preparados (omite los que ya existen y los repetidos) y responde el resumen; repetirla responde el mismo resumen sin registrar nada.',
    params: IdParamsSchema,
    response: { 200: ImportSummarySchema, ...withNotFound },
  }), async (request): Promise<ImportSummary> => stagingResult(await confirmarImportacion(app.db, request.params.id, currentUser(request).id)));

  app.delete('/api/terra/importaciones/:id/', route(access, {
    summary: 'Descarta una importación sin confirmar y sus filas preparadas.',
    params: IdParamsSchema,
    response: { 204: Type.Null(), ...withNotFound },
  }), async (request, reply) => {
    stagingResult(await descartarImportacion(app.db, request.params.id, currentUser(request).id));
    return reply.code(204).send(null);
  });
};

export default importacionLotesRoutes;

import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ImportSummary } from '@gestion/contract/terra';
import { errorResponses, IdParamsSchema } from '../../../lib/schemas.js';
import { currentUser } from '../../../plugins/auth.js';
import { badRequest, notFound, tooManyRequests } from '../../../lib/http-errors.js';
import {
  abiertasDemasiadas,
  abrirImportacion,
  confirmarImportacion,
  descartarImportacion,
  IMPORTACION_TTL_HOURS,
} from '../repositories/importaciones-staging.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { stagingResult, writeImportEntry } from './importacion-shared.js';
import { ImportacionAbiertaSchema, ImportacionArchivoRequestSchema, ImportacionDeshechaSchema, ImportSummarySchema } from '@gestion/contract/terra';
import type { ImportacionDeshecha } from '@gestion/contract/terra';
import { deshacerImportacion, DESHACER_MESSAGES } from '../repositories/importaciones-deshacer.js';
import { writeHistorial } from '../../../repositories/historial.js';
import { routeOptions } from '../../../lib/route-options.js';
import { cuantos } from '../../../lib/cuantos.js';

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

  // The imports' list, its file and one import (terra.view_precioproducto): where one is undone.

  app.post('/api/terra/importaciones/', route(access, {
    summary: `Abre una importación por partes (caduca sin confirmar a las ${IMPORTACION_TTL_HOURS} h; las caducadas se borran).`,
    body: ImportacionArchivoRequestSchema,
    response: {
      201: ImportacionAbiertaSchema,
      429: Type.Object({ detail: Type.String() }, { description: 'Demasiadas importaciones abiertas por este usuario (IMPORTACIONES_MAX_POR_USUARIO).' }),
      ...errorResponses,
    },
  }), async (request, reply) => {
    const abierta = await app.db.transaction(async (tx) => {
      const max = app.config.importacionesMaxPorUsuario;
      const row = await abrirImportacion(tx, currentUser(request).id, max, request.body.archivo);
      if (!row) throw tooManyRequests(abiertasDemasiadas(max), 60);
      await writeImportEntry(tx, currentUser(request), { accion: 'crear', objetoTipo: 'terra.importacion', objetoId: row.id, repr: `Importación por partes ${row.id}`, archivo: request.body.archivo });
      return row;
    });
    return reply.code(201).send(abierta);
  });

  app.post('/api/terra/importaciones/:id/confirmar/', route(access, {
    summary: 'Registra en una transacción todos los precios preparados (omite los que ya existen y los repetidos) y responde el resumen; repetirla responde el mismo resumen sin registrar nada.',
    params: IdParamsSchema,
    body: ImportacionArchivoRequestSchema,
    response: { 200: ImportSummarySchema, ...withNotFound },
  }), async (request): Promise<ImportSummary> => app.db.transaction(async (tx) => {
    const resumen = stagingResult(await confirmarImportacion(tx, request.params.id, currentUser(request).id));
    await writeImportEntry(tx, currentUser(request), {
      accion: 'confirmar', objetoTipo: 'terra.importacion', objetoId: request.params.id, repr: `Importación por partes ${request.params.id}`, archivo: request.body.archivo, resumen,
      importacionId: request.params.id,
    });
    return { ...resumen, importacion_id: request.params.id };
  }));

  app.post('/api/terra/importaciones/:id/deshacer/', route({ permission: 'terra.delete_precioproducto' }, {
    summary: 'Deshace una importación confirmada, de una vez: elimina los precios que registró (los que sigan ahí) y los productos que esos precios nombraban y quedan sin ningún precio, en una transacción, con su entrada en el historial.',
    params: IdParamsSchema,
    response: { 200: ImportacionDeshechaSchema, ...withNotFound },
  }), async (request): Promise<ImportacionDeshecha> => app.db.transaction(async (tx) => {
    const outcome = await deshacerImportacion(tx, request.params.id);
    if (!outcome.ok) throw outcome.reason === 'noExiste' ? notFound(DESHACER_MESSAGES.noExiste) : badRequest(DESHACER_MESSAGES[outcome.reason]);
    const { precios, productos, archivo } = outcome.value;
    await writeHistorial(tx, {
      actor: currentUser(request),
      accion: 'deshacer',
      objetoTipo: 'terra.importacion',
      objetoId: request.params.id,
      repr: archivo ? `Importación ${request.params.id} (${archivo})` : `Importación ${request.params.id}`,
      detalle: { archivo, preciosEliminados: precios, productosEliminados: productos },
    });
    return { detail: `Importación deshecha: se eliminaron ${cuantos(precios, 'precio', 'precios')} y ${cuantos(productos, 'producto', 'productos')}.`, precios, productos };
  }));

  app.delete('/api/terra/importaciones/:id/', route(access, {
    summary: 'Descarta una importación sin confirmar y sus filas preparadas.',
    params: IdParamsSchema,
    response: { 204: Type.Null(), ...withNotFound },
  }), async (request, reply) => {
    await app.db.transaction(async (tx) => {
      stagingResult(await descartarImportacion(tx, request.params.id, currentUser(request).id));
      await writeImportEntry(tx, currentUser(request), { accion: 'descartar', objetoTipo: 'terra.importacion', objetoId: request.params.id, repr: `Importación por partes ${request.params.id}` });
    });
    return reply.code(204).send(null);
  });
};

export default importacionLotesRoutes;

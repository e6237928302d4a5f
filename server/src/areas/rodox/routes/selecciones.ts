import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Seleccion, SeleccionesDelDia } from '@gestion/contract/rodox';
import { badRequest } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { deleteSeleccion, fechaDeKardinal, SELECCIONES, seleccionesDeKardinal, seleccionesDeProyeccion } from '../repositories/jornadas.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { contextoPorSigla } from './contexto-por-sigla.js';
import { NotFoundSchema } from '../../../lib/schemas.js';
import { SeleccionesDelDiaSchema, SeleccionesParamsSchema, SeleccionListQuerySchema, SeleccionSchema } from '@gestion/contract/rodox';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('rodox');

export const SELECCION_MESSAGES = {
  parametros: 'Indique proyeccion_id (o proyeccion), o sigla y kardinal.',
} as const;


const seleccionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Nothing refers to a selection: it goes alone.
  registerResourceWrites(app, SELECCIONES, { remove: { apply: deleteSeleccion } });

  app.get('/api/rodox/selecciones/todas_pn/', route({ permission: 'rodox.view_seleccion' }, {
    summary: 'Con `proyeccion_id` (o `proyeccion`): lista de las selecciones de esa proyección, por soñador y ordinal. Con `sigla` y `kardinal`: `{selecciones, fecha}`, las de la jornada más reciente proyectada para ese kardinal y el día de su sorteo.',
    querystring: SeleccionListQuerySchema,
    response: { 200: Type.Union([Type.Array(SeleccionSchema), SeleccionesDelDiaSchema]), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<Seleccion[] | SeleccionesDelDia> => {
    const { proyeccion_id, proyeccion, sigla, kardinal } = request.query;
    const id = proyeccion_id ?? proyeccion;
    if (id !== undefined) return seleccionesDeProyeccion(app.db, id);
    if (sigla === undefined || kardinal === undefined) throw badRequest(SELECCION_MESSAGES.parametros);
    const contexto = await contextoPorSigla(app.db, sigla);
    return {
      selecciones: await seleccionesDeKardinal(app.db, contexto.id, kardinal),
      fecha: await fechaDeKardinal(app.db, contexto.id, kardinal),
    };
  });

  app.get('/api/rodox/selecciones/:sigla/:kardinal/', route({ permission: 'rodox.view_seleccion' }, {
    summary: 'Las selecciones del kardinal del contexto `sigla` (las de la jornada más reciente proyectada para él), por soñador y ordinal.',
    params: SeleccionesParamsSchema,
    response: { 200: Type.Array(SeleccionSchema), 404: NotFoundSchema, ...errorResponses },
  }), async (request): Promise<Seleccion[]> => {
    const contexto = await contextoPorSigla(app.db, request.params.sigla);
    return seleccionesDeKardinal(app.db, contexto.id, request.params.kardinal);
  });
};

export default seleccionRoutes;

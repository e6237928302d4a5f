import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import type { HistorialEntry } from '@gestion/contract/historial';
import { TextFields } from '../../../lib/text-fields.js';
import { listQueryProperties } from '../../../lib/pagination.js';
import { IdSchema } from '../../../lib/schemas.js';
import { pageResponses, routeOptions } from '../../../lib/route-options.js';
import { pageHistorial } from '../../../repositories/historial.js';
import type { HistorialFilter } from '../../../repositories/historial.js';

const route = routeOptions('auth');

export const HISTORIAL_MESSAGES = {
  fechaInvalida: 'Introduzca una fecha válida.',
} as const;

const CambioSchema = Type.Object({ campo: Type.String(), antes: Type.Unknown(), despues: Type.Unknown() });

const HistorialEntrySchema = Type.Object({
  id: Type.Integer(),
  fecha: Type.String({ format: 'date-time' }),
  usuario: Type.Union([Type.Integer(), Type.Null()]),
  usuario_username: Type.String(),
  accion: Type.String(),
  objeto_tipo: Type.String(),
  objeto_id: Type.String(),
  objeto_repr: Type.String(),
  cambios: Type.Array(CambioSchema),
  detalle: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' as the start of that day in UTC, or null when it is no real day. */
function parseDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

const historialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/historial/', route({ permission: 'auth.view_historial' }, {
    summary: 'Historial de cambios, de lo más reciente a lo más antiguo. `search` busca en la etiqueta del objeto y el usuario; ' +
      'filtros: `usuario` (id), `objeto_tipo` (auth.user, auth.group, …), `objeto_id`, `desde` y `hasta` (yyyy-mm-dd, incluidos, UTC). ' +
      'Si se esperan más de 10.000 entradas coincidentes (más de 1.000 con `search`), `count` es la estimación del planificador y la respuesta lleva `count_approximate: true`.',
    querystring: Type.Object({
      ...listQueryProperties,
      usuario: Type.Optional(IdSchema),
      objeto_tipo: Type.Optional(Type.String({ maxLength: 60 })),
      objeto_id: Type.Optional(Type.String({ maxLength: 100 })),
      desde: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-mm-dd' })),
      hasta: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-mm-dd' })),
    }),
    response: pageResponses(HistorialEntrySchema),
  }), async (request): Promise<Paginated<HistorialEntry>> => {
    const { usuario, objeto_tipo, objeto_id, desde, hasta, ...list } = request.query;
    const fields = new TextFields();
    const filter: HistorialFilter = {};
    if (usuario !== undefined) filter.usuario = usuario;
    if (objeto_tipo) filter.objeto_tipo = objeto_tipo.trim();
    if (objeto_id) filter.objeto_id = objeto_id.trim();
    if (desde) {
      const day = parseDay(desde.trim());
      if (day) filter.desde = day;
      else fields.add('desde', HISTORIAL_MESSAGES.fechaInvalida);
    }
    if (hasta) {
      const day = parseDay(hasta.trim());
      // Inclusive: the whole of that day.
      if (day) filter.antesDe = new Date(day.getTime() + DAY_MS);
      else fields.add('hasta', HISTORIAL_MESSAGES.fechaInvalida);
    }
    fields.assertOk();
    return pageHistorial(app.db, list, filter);
  });
};

export default historialRoutes;

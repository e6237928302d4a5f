import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import { HistorialEntrySchema, HistorialFiltrosSchema } from '@gestion/contract/historial';
import type { HistorialEntry, HistorialFiltros } from '@gestion/contract/historial';
import { TextFields } from '../../../lib/text-fields.js';
import { listQueryProperties } from '../../../lib/pagination.js';
import { pageResponses, routeOptions } from '../../../lib/route-options.js';
import { registerListExport } from '../../../resource/export-route.js';
import { historialExport, pageHistorial } from '../../../repositories/historial.js';
import type { HistorialFilter } from '../../../repositories/historial.js';
import { historialScopes, historialTypes } from '../../../repositories/historial-visibilidad.js';
import { currentUser, type AuthUser } from '../../../plugins/auth.js';
import type { Executor } from '../../../db/client.js';

const route = routeOptions('auth');

export const HISTORIAL_MESSAGES = {
  fechaInvalida: 'Introduzca una fecha válida.',
  tipoInvalido: 'Introduzca un tipo de objeto válido, como auth.user.',
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial.',
} as const;

/** `app.model`, as the entries name object types (and the permission keys name models). */
const OBJETO_TIPO = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' as the start of that day in UTC, or null when it is no real day. */
function parseDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/** The list's filters, shared by its pages and its file. */
const FILTRO_PROPERTIES = HistorialFiltrosSchema.properties;

/** The checked filters; a 400 with every field's problem when any is wrong. */
function historialFilter({ usuario, objeto_tipo, objeto_id, desde, hasta }: HistorialFiltros): HistorialFilter {
  const fields = new TextFields();
  const filter: HistorialFilter = {};
  if (usuario !== undefined) filter.usuario = usuario;
  // optional(): a NUL would reach PostgreSQL, which cannot compare it (a 500, not a 400).
  const tipo = fields.optional('objeto_tipo', objeto_tipo);
  if (tipo && !OBJETO_TIPO.test(tipo)) fields.add('objeto_tipo', HISTORIAL_MESSAGES.tipoInvalido);
  else if (tipo) filter.objeto_tipo = tipo;
  const objetoId = fields.optional('objeto_id', objeto_id);
  if (objetoId) filter.objeto_id = objetoId;
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
  // An empty range is a mistake of the filter, not an empty history: say so.
  if (filter.desde && filter.antesDe && filter.antesDe <= filter.desde) fields.add('hasta', HISTORIAL_MESSAGES.rangoInvertido);
  fields.assertOk();
  return filter;
}

/** What the reader may read of the history: the scope keys and object types of its objects' rules. */
async function readerRules(db: Executor, reader: AuthUser): Promise<Pick<HistorialFilter, 'ambitos' | 'tipos'>> {
  return { ambitos: await historialScopes(db, reader), tipos: historialTypes(reader) };
}

const historialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/auth/historial/', route({ permission: 'auth.view_historial' }, {
    summary: 'Historial de cambios, de lo más reciente a lo más antiguo. `search` busca en la etiqueta del objeto y el usuario; ' +
      'filtros: `usuario` (id), `objeto_tipo` (auth.user, auth.group, …), `objeto_id`, `desde` y `hasta` (yyyy-mm-dd, incluidos, UTC). ' +
      'Si se esperan más de 10.000 entradas coincidentes (más de 1.000 con `search`), `count` es la estimación del planificador y la respuesta lleva `count_approximate: true`. ' +
      'Solo muestra las entradas de objetos que quien consulta puede ver, con las mismas reglas que sus propias rutas: de cada tipo, si tiene su permiso `view_` (usuarios con auth.view_user, grupos con auth.view_group, precios e importaciones con terra.view_precioproducto…); el sprint de expectativas de un subproyecto y sus tareas, según sus grupos; los equipos y sus invitaciones, su coordinador e invitados; el perfil y las preferencias, su usuario.',
    querystring: Type.Object({ ...listQueryProperties, ...FILTRO_PROPERTIES }),
    response: pageResponses(HistorialEntrySchema),
  }), async (request): Promise<Paginated<HistorialEntry>> => {
    const { usuario, objeto_tipo, objeto_id, desde, hasta, ...list } = request.query;
    const filter = historialFilter({ usuario, objeto_tipo, objeto_id, desde, hasta });
    return pageHistorial(app.db, list, { ...filter, ...(await readerRules(app.db, currentUser(request))) });
  });
  registerListExport(app, '/api/auth/historial/', { permission: 'auth.view_historial' },
    async (query, request) => {
      const filter = historialFilter(query as HistorialFiltros);
      return historialExport({ ...filter, ...(await readerRules(app.db, currentUser(request))) });
    },
    'Historial en CSV, con la búsqueda, los filtros y el orden de la lista.', FILTRO_PROPERTIES);
};

export default historialRoutes;

import { eq, gte, lt, sql } from 'drizzle-orm';
import type { HistorialEntry } from '@gestion/contract/historial';
import { HistorialEntrySchema, HistorialFiltrosSchema } from '@gestion/contract/historial';
import { HISTORIAL_RESOURCE } from '@gestion/contract/resources/auth';
import { historial } from '../../../db/schema/index.js';
import { TextFields } from '../../../lib/text-fields.js';
import { historialScopes, historialTypes, visibleCondition } from '../../../repositories/historial-visibilidad.js';
import { tableResource, type FilterValues } from '../../../resource/table-resource.js';

// The history's list (GET /api/auth/historial/, its file and one entry), bound to its table:
// newest first, of the entries the reader may read (repositories/historial-visibilidad.ts: the
// same people as each entry's object).

export const HISTORIAL_MESSAGES = {
  fechaInvalida: 'Introduzca una fecha válida.',
  tipoInvalido: 'Introduzca un tipo de objeto válido, como auth.user.',
  rangoInvertido: 'La fecha final no puede ser anterior a la inicial.',
} as const;

/**
 * Past this many expected matches of the filters (person, object, dates) the list's `count` is
 * the planner's estimate, flagged `count_approximate`; up to it the matches are counted. The
 * table has no version (no row_counts row), so a count cannot be kept between requests: it is
 * paid by every page, and this is where it stays a small part of one. A search's matches are
 * rechecked row by row (the trigram index only narrows them): one past the exact count's cap is
 * always estimated. Measured at a million entries: docs/server.md, «Historial».
 */
export const HISTORIAL_APPROXIMATE_COUNT_FROM = 10_000;

/** Up to this many expected matches a page reads them all and counts them (lib/pagination.ts exactCountCap). */
const HISTORIAL_EXACT_COUNT_CAP = 1_000;

/** `app.model`, as the entries name object types (and the permission keys name models). */
const OBJETO_TIPO = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' as the start of that day in UTC, or null when it is no real day. */
function parseDay(text: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/**
 * The filters checked together: blank text is no filter, `desde` is the start of its day and
 * `hasta` the start of the next (inclusive); a 400 with every field's problem when any is wrong.
 */
function checkFilters({ usuario, objeto_tipo, objeto_id, desde, hasta }: FilterValues): FilterValues {
  const fields = new TextFields();
  const checked: Record<string, unknown> = {};
  if (usuario !== undefined) checked.usuario = usuario;
  // optional(): a NUL would reach PostgreSQL, which cannot compare it (a 500, not a 400).
  const tipo = fields.optional('objeto_tipo', objeto_tipo as string | undefined);
  if (tipo && !OBJETO_TIPO.test(tipo)) fields.add('objeto_tipo', HISTORIAL_MESSAGES.tipoInvalido);
  else if (tipo) checked.objeto_tipo = tipo;
  const objetoId = fields.optional('objeto_id', objeto_id as string | undefined);
  if (objetoId) checked.objeto_id = objetoId;
  if (desde) {
    const day = parseDay((desde as string).trim());
    if (day) checked.desde = day;
    else fields.add('desde', HISTORIAL_MESSAGES.fechaInvalida);
  }
  if (hasta) {
    const day = parseDay((hasta as string).trim());
    if (day) checked.hasta = new Date(day.getTime() + DAY_MS);
    else fields.add('hasta', HISTORIAL_MESSAGES.fechaInvalida);
  }
  // An empty range is a mistake of the filter, not an empty history: say so.
  const { desde: from, hasta: until } = checked as { desde?: Date; hasta?: Date };
  if (from && until && until <= from) fields.add('hasta', HISTORIAL_MESSAGES.rangoInvertido);
  fields.assertOk();
  return checked;
}

/** What a reader may read: its scope keys and object types (null: a superuser, no condition). */
export interface HistorialScope {
  ambitos: readonly string[] | null;
  tipos: readonly string[] | null;
}

type HistorialRow = Omit<HistorialEntry, 'fecha'> & { fecha: Date | string };

const FILTROS = HistorialFiltrosSchema.properties;

export const HISTORIAL = tableResource<HistorialRow, HistorialEntry, 'auth'>(HISTORIAL_RESOURCE, {
  table: historial,
  key: historial.id,
  columns: {
    id: historial.id,
    fecha: historial.fecha,
    usuario: historial.usuario_id,
    usuario_username: historial.usuario_username,
    accion: historial.accion,
    objeto_tipo: historial.objeto_tipo,
    objeto_id: historial.objeto_id,
    objeto_repr: historial.objeto_repr,
    cambios: historial.cambios,
    detalle: historial.detalle,
  },
  schema: HistorialEntrySchema,
  // The label of the object and the username, normalised (migration of search_text).
  search: [historial.search_text],
  toItems: (_db, rows) => rows.map((r) => ({ ...r, fecha: new Date(r.fecha).toISOString() })),
  list: {
    // Always a condition: the unfiltered list takes the estimate path too.
    where: sql`true`,
    tiebreakerFollowsOrder: true,
    // Never a count(*) of the whole table (a million entries: tens of ms on every page), and no
    // row counter either (its row would serialise every write of the API on one lock): past this
    // many matches the page is a walk of (fecha, id) backwards (or of the filter's index), counted
    // up to HISTORIAL_APPROXIMATE_COUNT_FROM and estimated past it.
    exactCountCap: HISTORIAL_EXACT_COUNT_CAP,
    approximateCountFrom: HISTORIAL_APPROXIMATE_COUNT_FROM,
  },
  // A walked search answers the estimate (see HISTORIAL_APPROXIMATE_COUNT_FROM).
  searchList: { approximateCountFrom: HISTORIAL_EXACT_COUNT_CAP },
  filters: {
    usuario: { schema: FILTROS.usuario, where: (id: number) => eq(historial.usuario_id, id) },
    objeto_tipo: { schema: FILTROS.objeto_tipo, where: (tipo: string) => eq(historial.objeto_tipo, tipo) },
    objeto_id: { schema: FILTROS.objeto_id, where: (id: string) => eq(historial.objeto_id, id) },
    desde: { schema: FILTROS.desde, where: (day: Date) => gte(historial.fecha, day) },
    // checkFilters made it the start of the next day: exclusive.
    hasta: { schema: FILTROS.hasta, where: (next: Date) => lt(historial.fecha, next) },
  },
  checkFilters,
  scope: {
    of: async (db, reader): Promise<HistorialScope> => ({ ambitos: await historialScopes(db, reader), tipos: historialTypes(reader) }),
    where: ({ ambitos, tipos }: HistorialScope) => visibleCondition(ambitos, tipos),
  },
  summary:
    '`desde` y `hasta` (yyyy-mm-dd) se incluyen, en UTC. Si se esperan más de 10.000 entradas coincidentes (más de 1.000 con `search`), `count` es la estimación del planificador y la respuesta lleva `count_approximate: true`. ' +
    'Solo muestra las entradas de objetos que quien consulta puede ver, con las mismas reglas que sus propias rutas: de cada tipo, si tiene su permiso `view_` (usuarios con auth.view_user, grupos con auth.view_group, precios e importaciones con terra.view_precioproducto…); el sprint de expectativas de un subproyecto y sus tareas, según sus grupos; los equipos y sus invitaciones, su coordinador e invitados; el perfil y las preferencias, su usuario.',
});

import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Paginated } from '@gestion/contract/errors';
import type { HistorialEntry } from '@gestion/contract/historial';
import type { ListExport } from '../lib/csv-export.js';
import { pageTable, searchTerms } from '../lib/pagination.js';
import type { ListParams, TableListOptions } from '../lib/pagination.js';
import { rowsOf } from '../db/client.js';
import type { Executor } from '../db/client.js';
import { historial } from '../db/schema/index.js';
import type { CambioCampo } from '../db/schema/index.js';
import { visibleCondition, type Visibilidad } from './historial-visibilidad.js';

// The history's one writer: a route calls writeHistorial with the transaction that
// makes its change, so the entry exists exactly when the change does. Entries are never updated
// or deleted here (a trigger refuses it; retention purges through historial_purgar()).

/** Who made the change, as they were named then; null for a write nobody signed in made. */
export type HistorialActor = { id: number; username: string } | null;

export type HistorialAccion =
  | 'crear'
  | 'modificar'
  | 'eliminar'
  | 'activar'
  | 'desactivar'
  | 'cambiar_contrasena'
  | 'registrar'
  | 'importar'
  | 'confirmar'
  | 'descartar'
  | 'deshacer'
  | 'proyectar'
  | 'actualizar'
  | 'invitar'
  | 'responder';

/** A flat record of an object's fields (values are stored as JSON). */
export type Campos = Record<string, unknown>;

export interface HistorialInput {
  actor: HistorialActor;
  accion: HistorialAccion;
  /** `app.model`, as the permission keys name models: 'auth.user', 'main.sprint', ... */
  objetoTipo: string;
  objetoId: number | string;
  /** A readable label of the object (its name, username, sigla...). */
  repr: string;
  /** The fields before the change (null or absent: the object is new). */
  antes?: Campos | null;
  /** The fields after the change (null or absent: the object is gone). */
  despues?: Campos | null;
  /** What is not a field: an import's counts and file name, a projection's figures. */
  detalle?: Campos | null;
  /** Who besides a superuser may read the entry (historial-visibilidad.ts); absent: every reader of the history. */
  visibilidad?: Visibilidad;
}

/** Field names never stored, whatever the caller passes: passwords, tokens, hashes, secrets. */
const SECRET = /pass(word)?|contrase|token|hash|secret|clave_privada|api_key/i;

export const isSecretField = (name: string): boolean => SECRET.test(name);

/** JSON-safe value: dates as ISO text, undefined as null, secrets dropped from nested records. */
function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') return withoutSecrets(value as Campos);
  return value;
}

function withoutSecrets(record: Campos): Campos {
  const out: Campos = {};
  for (const [key, value] of Object.entries(record)) if (!isSecretField(key)) out[key] = plain(value);
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields whose value differs between `antes` and `despues`, in the order they first appear,
 * secrets left out. A new object (no `antes`) lists every field with `antes: null`; a removed one
 * (no `despues`) every field with `despues: null`.
 */
export function changedFields(antes: Campos | null | undefined, despues: Campos | null | undefined): CambioCampo[] {
  const before = withoutSecrets(antes ?? {});
  const after = withoutSecrets(despues ?? {});
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const cambios: CambioCampo[] = [];
  for (const campo of names) {
    const a = Object.hasOwn(before, campo) ? before[campo] : null;
    const d = Object.hasOwn(after, campo) ? after[campo] : null;
    if (!same(a, d)) cambios.push({ campo, antes: a, despues: d });
  }
  return cambios;
}

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

/** Appends one entry, in `tx` (the caller's transaction). */
export async function writeHistorial(tx: Executor, input: HistorialInput): Promise<void> {
  await tx.insert(historial).values({
    usuario_id: input.actor?.id ?? null,
    usuario_username: clip(input.actor?.username ?? '', 150),
    accion: input.accion,
    objeto_tipo: input.objetoTipo,
    objeto_id: clip(String(input.objetoId), 100),
    objeto_repr: clip(input.repr, 300),
    cambios: changedFields(input.antes, input.despues),
    detalle: input.detalle ? withoutSecrets(input.detalle) : null,
    visibilidad: input.visibilidad ?? null,
  });
}

/**
 * Retention: removes up to `lote` entries older than `antes`, oldest first, through the
 * database's historial_purgar() (the only way past the append-only trigger). Answers how many.
 */
export async function purgeHistorial(db: Executor, antes: Date, lote: number): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select historial_purgar(${antes.toISOString()}::timestamptz, ${lote}::int) as n`));
  return Number(rows[0]?.n ?? 0);
}

/** How the history reads one kind of object: its type, and its label and fields now. */
export interface HistorialObjeto {
  tipo: string;
  read(db: Executor, id: number): Promise<{ repr: string; campos: Campos; visibilidad?: Visibilidad } | undefined>;
}

/**
 * Runs `change` between two reads of the object and appends the entry with what differs, all in
 * `tx`: the routes' one call for a change of an existing object (or of one that `change` removes:
 * then the fields go to null).
 */
export async function withHistorial<T>(
  tx: Executor,
  actor: HistorialActor,
  accion: HistorialAccion,
  objeto: HistorialObjeto,
  id: number,
  change: () => Promise<T>,
  /** What is not a field (counts of what the change made), from its result. */
  detalle?: Campos | ((result: T) => Campos),
): Promise<T> {
  const antes = await objeto.read(tx, id);
  const result = await change();
  const despues = await objeto.read(tx, id);
  await writeHistorial(tx, {
    actor,
    accion,
    objetoTipo: objeto.tipo,
    objetoId: id,
    repr: (despues ?? antes)?.repr ?? String(id),
    antes: antes?.campos ?? null,
    despues: despues?.campos ?? null,
    detalle: typeof detalle === 'function' ? detalle(result) : (detalle ?? null),
    visibilidad: (despues ?? antes)?.visibilidad ?? null,
  });
  return result;
}

/** The entry of an object just created: every field it has, from nothing. */
export async function writeCreated(tx: Executor, actor: HistorialActor, objeto: HistorialObjeto, id: number, detalle?: Campos): Promise<void> {
  const now = await objeto.read(tx, id);
  await writeHistorial(tx, { actor, accion: 'crear', objetoTipo: objeto.tipo, objetoId: id, repr: now?.repr ?? String(id), despues: now?.campos ?? null, detalle: detalle ?? null, visibilidad: now?.visibilidad ?? null });
}

/**
 * Past this many expected matches of the filters (person, object, dates) the list's `count` is
 * the planner's estimate, flagged `count_approximate`; up to it the matches are counted. The
 * table has no version (no row_counts row, below), so a count cannot be kept between requests: it
 * is paid by every page, and this is where it stays a small part of one. A search's matches are
 * rechecked row by row (the trigram index only narrows them): one past exactCountCap is always
 * estimated. Measured at a million entries: docs/server.md, «Historial».
 */
export const HISTORIAL_APPROXIMATE_COUNT_FROM = 10_000;

/** Up to this many expected matches a page reads them all and counts them (lib/pagination.ts exactCountCap). */
const HISTORIAL_EXACT_COUNT_CAP = 1_000;

/** The list (GET /api/auth/historial/): newest first. */
const HISTORIAL_LIST: TableListOptions = {
  table: historial,
  key: historial.id,
  ordering: { fecha: historial.fecha },
  defaultOrdering: '-fecha',
  tiebreaker: historial.id,
  tiebreakerFollowsOrder: true,
  search: [historial.search_text],
  // Never a count(*) of the whole table (a million entries: tens of ms on every page), and no
  // row counter either (its row would serialise every write of the API on one lock): past this
  // many matches the page is a walk of (fecha, id) backwards (or of the filter's index), counted
  // up to HISTORIAL_APPROXIMATE_COUNT_FROM and estimated past it.
  exactCountCap: HISTORIAL_EXACT_COUNT_CAP,
  approximateCountFrom: HISTORIAL_APPROXIMATE_COUNT_FROM,
};

const HISTORIAL_COLUMNS = {
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
};

export interface HistorialFilter {
  usuario?: number;
  objeto_tipo?: string;
  objeto_id?: string;
  /** inclusive */
  desde?: Date;
  /** exclusive */
  antesDe?: Date;
  /** The reader's scope keys (historialScopes); null or absent: a superuser, every entry. */
  ambitos?: readonly string[] | null;
  /** The object types the reader may read (historialTypes); null or absent: every type. */
  tipos?: readonly string[] | null;
}

/** Filters in use at once, each with its list object (see listFor); the oldest go first past this. */
const MAX_FILTER_LISTS = 500;
const filterLists = new Map<string, TableListOptions>();

/**
 * The list object of these filter values, the same object for the same values: pageTable keeps
 * the planner's estimate per list object and search (30 s), so paging or repeating a filtered
 * list asks the planner nothing, where a new object per request cost an EXPLAIN every time.
 */
function listFor(filter: HistorialFilter, limits: HistorialListLimits | undefined): TableListOptions {
  const key = JSON.stringify([filter.usuario, filter.objeto_tipo, filter.objeto_id, filter.desde?.toISOString(), filter.antesDe?.toISOString(), filter.ambitos, filter.tipos, limits]);
  let list = filterLists.get(key);
  if (list) return list;
  const where = and(
    // Always a condition: the unfiltered list takes the estimate path too (see HISTORIAL_LIST).
    sql`true`,
    filter.usuario !== undefined ? eq(historial.usuario_id, filter.usuario) : undefined,
    filter.objeto_tipo !== undefined ? eq(historial.objeto_tipo, filter.objeto_tipo) : undefined,
    filter.objeto_id !== undefined ? eq(historial.objeto_id, filter.objeto_id) : undefined,
    filter.desde ? gte(historial.fecha, filter.desde) : undefined,
    filter.antesDe ? lt(historial.fecha, filter.antesDe) : undefined,
    visibleCondition(filter.ambitos, filter.tipos),
  );
  list = { ...HISTORIAL_LIST, ...limits, where };
  if (filterLists.size >= MAX_FILTER_LISTS) filterLists.delete(filterLists.keys().next().value!);
  filterLists.set(key, list);
  return list;
}

/** With a search: a walked search answers the estimate (see HISTORIAL_APPROXIMATE_COUNT_FROM). */
const SEARCH_LIMITS: HistorialListLimits = { approximateCountFrom: HISTORIAL_EXACT_COUNT_CAP };

/** Replace the list's count limits (tests force each path with them). */
export type HistorialListLimits = Pick<TableListOptions, 'exactCountCap' | 'maxExactMatches' | 'approximateCountFrom'>;

const toEntry = (r: HistorialRow): HistorialEntry => ({ ...r, fecha: new Date(r.fecha).toISOString() });

export async function pageHistorial(db: Executor, params: ListParams, filter: HistorialFilter, limits?: HistorialListLimits): Promise<Paginated<HistorialEntry>> {
  const searched = searchTerms(params.search).length > 0;
  const list = listFor(filter, searched && !limits ? SEARCH_LIMITS : limits);
  const page = await pageTable<HistorialRow>(db, params, list, HISTORIAL_COLUMNS);
  return { ...page, results: page.results.map(toEntry) };
}

/** A value in a CSV cell: text as it is, anything else as JSON ('' for none). */
const cellText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The history as a file (GET /api/auth/historial/exportar/), with the list's filters: one line per
 * entry, its changes in one cell ('campo: antes → después | …': no newline inside a cell, so the
 * screen's count of lines received stays a count of entries) and its detalle as JSON.
 */
export function historialExport(filter: HistorialFilter): ListExport<HistorialRow, HistorialEntry> {
  return {
    list: listFor(filter, undefined),
    columns: HISTORIAL_COLUMNS,
    toItems: (_db, rows) => rows.map(toEntry),
    csv: [
      { header: 'Fecha', value: (e) => e.fecha },
      { header: 'Usuario', value: (e) => e.usuario_username },
      { header: 'Acción', value: (e) => e.accion },
      { header: 'Tipo de objeto', value: (e) => e.objeto_tipo },
      { header: 'Id del objeto', value: (e) => e.objeto_id },
      { header: 'Objeto', value: (e) => e.objeto_repr },
      { header: 'Cambios', value: (e) => e.cambios.map((c) => `${c.campo}: ${cellText(c.antes)} → ${cellText(c.despues)}`).join(' | ') },
      { header: 'Detalle', value: (e) => (e.detalle ? JSON.stringify(e.detalle) : '') },
    ],
    fileName: 'historial',
  };
}

type HistorialRow = Omit<HistorialEntry, 'fecha'> & { fecha: Date | string };

import { and, eq } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { TSchema } from '@fastify/type-provider-typebox';
import type { Paginated } from '@gestion/contract/errors';
import type { PermissionKey } from '@gestion/contract/permissions';
import { fieldText, listedFields, resourcePermission, type FieldDeclaration, type ResourceDeclaration } from '@gestion/contract/resource';
import type { PermissionAction, PermissionApp } from '@gestion/contract/permissions';
import type { Executor } from '../db/client.js';
import type { ListExport } from '../lib/csv-export.js';
import { pageTable, searchTerms, type ListParams, type SearchField, type TableListOptions } from '../lib/pagination.js';
import type { Visibilidad } from '../repositories/historial-visibilidad.js';
import type { Campos, HistorialObjeto } from '../repositories/historial.js';
import { rowHistorial } from '../repositories/historial-row.js';

/** The list engine's tuning a resource may set (lib/pagination.ts TableListOptions). */
export type ListTuning = Pick<
  TableListOptions,
  'where' | 'exactCountCap' | 'maxExactMatches' | 'approximateCountFrom' | 'walkSearch' | 'tiebreakerFollowsOrder' | 'bookmarkFromOffset'
>;

/**
 * Where a declared resource lives in the database: what the declaration (the contract's, shared
 * with the screens) cannot say. `Row` is what `columns` reads; `Item` the wire's record (`Row`
 * unless `toItems` adds related rows).
 */
export interface ResourceBinding<Row, Item> {
  table: PgTable;
  /** Its unique key: the `{id}` of the detail route, the list's tiebreaker. */
  key: PgColumn;
  /** What one record reads: the same for a page, the file and the detail. */
  columns: SelectedFields;
  /** The record as the wire sends it (OpenAPI, serialisation). */
  schema: TSchema;
  /** The sorted fields' columns or expressions, when not the column of `columns` of that name. */
  ordering?: Readonly<Record<string, AnyColumn | SQL>>;
  /** How `search` reads the searched fields: their normalised columns or predicates. */
  search?: readonly SearchField[];
  /**
   * A page read its own way (the price search: its matches found through the names' ids, not a
   * search column); `searchWhere` is then that search's condition for the file.
   */
  page?(db: Executor, params: ListParams): Promise<Paginated<Row>>;
  searchWhere?: ListExport<Row, Item>['searchWhere'];
  /** The records of rows read (related rows: one query per page or batch). */
  toItems?(db: Executor, rows: Row[]): Item[] | Promise<Item[]>;
  list?: ListTuning;
  /** The list's tuning when the request searches (what a search's matches cost differs). */
  searchList?: ListTuning;
  /** The declaration's filters: each query parameter's schema and the rows it keeps. */
  filters?: Readonly<Record<string, FilterBinding>>;
  /**
   * The filters' values checked together, as their `where`s take them (a day as a Date): a 400
   * with each field's problem when one is wrong, or when they contradict each other.
   */
  checkFilters?(values: FilterValues): FilterValues;
  /**
   * Which records a reader may read, when not all of them (the history: its objects' own rules):
   * `of` what the reader holds now, a JSON value that keys the list's statements, and its
   * condition, added to every read (the pages, the file, a record).
   */
  scope?: {
    of(db: Executor, reader: ScopeReader): Promise<unknown>;
    where(value: never): SQL | undefined;
  };
  /** What the list's documentation adds to what the declaration says (who reads which records). */
  summary?: string;
  /** The file's name for these filters' values (the declaration's `fileName` otherwise). */
  fileName?(filters: FilterValues): string;
  /** What the history records of the object: its fields (no secrets), its name, related rows, scope. */
  historial?: {
    columns: Record<string, PgColumn | SQL.Aliased>;
    repr(row: Campos): string;
    extra?(db: Executor, id: number): Promise<Campos>;
    visibilidad?: SQL<Visibilidad>;
  };
}

/** Who reads (plugins/auth's AuthUser). */
export interface ScopeReader {
  id: number;
  is_superuser: boolean;
  has(permission: PermissionKey): boolean;
}

/** A filter's query parameter: its schema (optional in the query) and the condition of a value. */
export interface FilterBinding {
  schema: TSchema;
  where(value: never): SQL;
}

/** The values of a request's filters, by query parameter (absent ones left out). */
export type FilterValues = Readonly<Record<string, unknown>>;

/** A declared resource bound to its table: everything the server derives from the two. */
export interface TableResource<Row, Item, A extends PermissionApp = PermissionApp> {
  declaration: ResourceDeclaration<Item, A>;
  binding: ResourceBinding<Row, Item>;
  /** Declared once per resource: the list engine keeps its statements per this object. */
  list: TableListOptions;
  export: ListExport<Row, Item>;
  /** The list with these filters' values (and the reader's scope): the same object for the same values. */
  listFor(filters: FilterValues, scope?: unknown): TableListOptions;
  exportFor(filters: FilterValues, scope?: unknown): ListExport<Row, Item>;
  /** The history's object (`${app}.${model}`), when the resource declares what it records. */
  historial: HistorialObjeto | undefined;
  permission(action: PermissionAction): PermissionKey;
  /**
   * A page of the list, `{count, results}`, with the filters' values `params` holds, of what
   * `scope` (the binding's `scope.of`) may read; `tuning` replaces the list's own (tests force
   * each of the engine's paths with it).
   */
  page(db: Executor, params: ListParams & FilterValues, tuning?: ListTuning, scope?: unknown): Promise<Paginated<Item>>;
  /** One record by its key, of what `scope` may read; undefined when there is none. */
  find(db: Executor, id: number, scope?: unknown): Promise<Item | undefined>;
}

/** Filtered lists kept per resource (see listFor). */
const MAX_FILTERED_LISTS = 256;

/**
 * The ordering whitelist of the declaration's sorted fields, in their order: a field's binding
 * expression, else the column of that name. A sorted field with neither is a programming error,
 * caught when the module loads.
 */
function orderingOf<Row, Item>(declaration: ResourceDeclaration<Item>, binding: ResourceBinding<Row, Item>): Record<string, AnyColumn | SQL> {
  const ordering: Record<string, AnyColumn | SQL> = {};
  for (const [name, field] of Object.entries(declaration.fields) as [string, FieldDeclaration<Item> | undefined][]) {
    if (!field?.sorted) continue;
    const expr = binding.ordering?.[name] ?? (binding.columns[name] as AnyColumn | undefined);
    if (!expr) throw new Error(`${declaration.url}: el campo ordenable "${name}" no tiene columna`);
    ordering[name] = expr;
  }
  return ordering;
}

export function tableResource<Row, Item, A extends PermissionApp>(
  declaration: ResourceDeclaration<Item, A>,
  binding: ResourceBinding<Row, Item>,
): TableResource<Row, Item, A> {
  const list: TableListOptions = {
    table: binding.table,
    key: binding.key,
    ordering: orderingOf(declaration, binding),
    defaultOrdering: declaration.defaultOrdering,
    tiebreaker: binding.key,
    search: binding.search,
    ...binding.list,
  };
  const filterNames = Object.keys(binding.filters ?? {});
  const valuesOf = (params: FilterValues): FilterValues => {
    const values = Object.fromEntries(filterNames.filter((name) => params[name] !== undefined).map((name) => [name, params[name]]));
    return binding.checkFilters ? binding.checkFilters(values) : values;
  };
  const scopeWhere = (scope: unknown): SQL | undefined => (binding.scope && scope !== undefined ? binding.scope.where(scope as never) : undefined);
  // pageTable keeps a list's statements, estimates and counts per options object: the same
  // filter values (and scope, and whether it searches) get the same object, so one jornada's
  // pages share them. Bounded: values are many (any id), the ones in use few.
  const filtered = new Map<string, TableListOptions>();
  const listOf = (values: FilterValues, scope: unknown, searched: boolean): TableListOptions => {
    const names = Object.keys(values);
    const tuned = searched && binding.searchList !== undefined;
    if (names.length === 0 && scope === undefined && !tuned) return list;
    const key = JSON.stringify([values, scope ?? null, tuned]);
    let options = filtered.get(key);
    if (!options) {
      const where = and(list.where, ...names.map((name) => binding.filters![name]!.where(values[name] as never)), scopeWhere(scope));
      if (filtered.size >= MAX_FILTERED_LISTS) filtered.clear();
      filtered.set(key, (options = { ...list, ...(tuned ? binding.searchList : {}), where }));
    }
    return options;
  };
  const listFor = (filters: FilterValues, scope?: unknown): TableListOptions => listOf(valuesOf(filters), scope, false);
  const toItems = async (db: Executor, rows: Row[]): Promise<Item[]> => (binding.toItems ? binding.toItems(db, rows) : (rows as unknown as Item[]));
  const csv = listedFields(declaration).map(({ name, field }) => ({ header: field.label, value: (item: Item) => fieldText(name, field, item) }));
  const historial =
    binding.historial &&
    rowHistorial(
      `${declaration.app}.${declaration.model}`,
      binding.table,
      binding.key,
      binding.historial.columns,
      binding.historial.repr,
      binding.historial.extra,
      binding.historial.visibilidad,
    );
  const exportFor = (filters: FilterValues, scope?: unknown): ListExport<Row, Item> => {
    const values = valuesOf(filters);
    return {
      list: listOf(values, scope, false),
      columns: binding.columns,
      toItems: binding.toItems,
      searchWhere: binding.searchWhere,
      csv,
      fileName: binding.fileName?.(values) ?? declaration.fileName,
    };
  };
  return {
    declaration,
    binding,
    list,
    export: exportFor({}),
    listFor,
    exportFor,
    historial,
    permission: (action) => resourcePermission(declaration, action),
    async page(db, params, tuning, scope) {
      const listed = listOf(valuesOf(params), scope, searchTerms(params.search).length > 0);
      const options = tuning ? { ...listed, ...tuning } : listed;
      const page = binding.page ? await binding.page(db, params) : await pageTable<Row>(db, params, options, binding.columns);
      return { ...page, results: await toItems(db, page.results) };
    },
    async find(db, id, scope) {
      const rows = (await db.select(binding.columns).from(binding.table).where(and(eq(binding.key, id), scopeWhere(scope)))) as Row[];
      return rows.length === 0 ? undefined : (await toItems(db, rows))[0];
    },
  };
}

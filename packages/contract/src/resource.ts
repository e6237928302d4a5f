// A resource declared once, for the server and the screens alike: its permission model, its
// address in the API, its fields with their Spanish labels and the part each plays in the list,
// the CSV file and the history. The server binds a declaration to its table
// (server/src/resource/table-resource.ts) and derives from it the list, export and detail routes, their
// access rule and the history's object; a screen derives its table's columns from it
// (`resourceColumns` of @gestion/ui). This module imports nothing at run time, and neither do the
// declarations (`resources/<area>.ts`): a screen that takes one carries a few hundred bytes.
import type { PermissionAction, PermissionApp, PermissionKey, ModelOf } from './permissions.js';

/** A value a cell or the file can show. */
export type CellText = string | number | boolean | null | undefined;

/** One field of a resource: how it is named and where it takes part. */
export interface FieldDeclaration<T> {
  /** The table's header, the file's header and the history's label. */
  label: string;
  /** A column of the list screen and of the CSV file (true unless said otherwise). */
  listed?: boolean;
  /** The list's `ordering` accepts its name (the server binds it to a column or expression). */
  sorted?: boolean;
  /** The list's `search` looks in it (the server's binding says how: its search columns). */
  searched?: boolean;
  /** What the cell and the file show, when it is not the field's value as it comes. */
  text?(row: T): CellText;
  /**
   * How the edit form asks for an `editable` field (a line of text unless said): the same limits
   * as the server's schema of the correction, so the form refuses what the server would.
   */
  input?: FieldInput;
  /** The form refuses it blank. */
  required?: true;
  /** A text's most characters; a number's largest value. */
  max?: number;
  /** A number's smallest value. */
  min?: number;
}

/**
 * An edit form's input: text, a whole number, whole numbers typed in a line separated by spaces
 * and sent as a list (a draw's numbers), a decimal written as text with `decimals` places (it
 * travels as typed, never through a float), a switch, one of `options` (each shown by its
 * `labels` entry, else as it is), or one of the records a list call answers (`choose`).
 */
export type FieldInput =
  | 'text'
  | 'integer'
  | 'integers'
  | 'boolean'
  | { decimals: number }
  | { options: readonly string[]; labels?: Readonly<Record<string, string>> }
  | { choose: RecordChoice };

/**
 * A reference to another record, chosen by its name rather than typed as an id: `GET url` answers
 * the whole list (`[{ id, <label>: … }]`, no paging), each shown by its `label` field and sent as
 * its `id`. Whoever may correct the field may read that list (the server's access says so).
 */
export interface RecordChoice {
  url: `/api/${string}/`;
  label: string;
}

/**
 * A filter's input on the list screen: typed text, a whole number, yes or no ('Sí'/'No', sent as
 * 'true'/'false'), or one of `options` (each shown by its `labels` entry, else as it is).
 */
export type FilterInput = 'text' | 'integer' | 'boolean' | { options: readonly string[]; labels?: Readonly<Record<string, string>> };

/** A filter of the list: a query parameter beside `search` and `ordering` ('jornada_id'). */
export interface FilterDeclaration {
  /** The screen's input is named by it; the API's documentation names the filter by it. */
  label: string;
  /** How the list screen asks for it (typed text unless said). */
  input?: FilterInput;
}

/**
 * A resource: `app` and `model` name its permissions (`${app}.${action}_${model}`) and its
 * history's object type (`${app}.${model}`), as in Django; `url` is its address in the API: its
 * list (unless `pageUrl` says otherwise, and then its file too), one record `${url}{id}/`. A
 * model with only a view permission (the history) is read, and declares no writes.
 */
export interface ResourceDeclaration<T, A extends PermissionApp = PermissionApp> {
  app: A;
  model: ModelOf<A>;
  url: `/api/${string}/`;
  /**
   * The paged list's address (`{count, results}` with search, ordering, filters and pages) and,
   * under it, its file (`${pageUrl}exportar/`), when `GET ${url}` is a call of the spec of another
   * shape that must stay as it is (a plain array, the last few of something). Absent: `url`. The
   * record, its correction, its removal and its creation stay at `url`.
   */
  pageUrl?: `/api/${string}/`;
  /** Plural, lower case, for summaries ('unidades de medida'). */
  plural: string;
  /** The CSV file's name without date or extension ('unidades'). */
  fileName: string;
  /** In the order of the table's columns and the file's. */
  fields: { readonly [K in keyof T & string]?: FieldDeclaration<T> };
  /** The order when the request asks for none ('nombre', '-fecha'). */
  defaultOrdering: string;
  /** The 404's `detail` for a record that does not exist ('No encontrado.' unless said). */
  notFound?: string;
  /** The list's filters, by query parameter: the page, the file and the screen take the same ones. */
  filters?: Readonly<Record<string, FilterDeclaration>>;
  /**
   * What a person typed and may correct: the fields `PATCH ${url}{id}/` takes (`change_`), in the
   * form's order. Absent: the records are not corrected one by one, and `readOnly` says why.
   */
  editable?: readonly (keyof T & string)[];
  /**
   * `DELETE ${url}{id}/` (`delete_`) removes a record and what goes with it, or refuses with the
   * reason when other records depend on it. Absent: `readOnly` says why not.
   */
  removable?: true;
  /**
   * What a person types to add a record: the fields `POST ${url}` takes (`add_`), in the form's
   * order, each checked as the declaration says. Absent: no generic create form (the records are
   * computed, or the screen has its own create page).
   */
  creatable?: readonly (keyof T & string)[];
  /** Why the records are not corrected (or removed) one by one: what the product computes from others. */
  readOnly?: string;
}

/** Declares a resource with its row type checked: `defineResource<Unidad>()({ ... })`. */
export function defineResource<T>() {
  return <A extends PermissionApp>(declaration: ResourceDeclaration<T, A>): ResourceDeclaration<T, A> => declaration;
}

/** The declarations among modules' exports (each area's `*_RESOURCE`s): what a check over every resource walks. */
export function declarationsIn(...modules: readonly object[]): ResourceDeclaration<unknown>[] {
  return modules
    .flatMap((module) => Object.values(module) as unknown[])
    .filter((value): value is ResourceDeclaration<unknown> => typeof value === 'object' && value !== null && 'model' in value && 'url' in value);
}

/** The paged list's address: `pageUrl`, else `url` (the file is under it, at `exportar/`). */
export function resourcePageUrl(resource: Pick<ResourceDeclaration<unknown>, 'url' | 'pageUrl'>): `/api/${string}/` {
  return resource.pageUrl ?? resource.url;
}

/** The permission of an action on the resource. */
export function resourcePermission<A extends PermissionApp>(resource: { app: A; model: ModelOf<A> }, action: PermissionAction): PermissionKey {
  return `${resource.app}.${action}_${resource.model}` as PermissionKey;
}

/** The listed fields, in order, with their names. */
export function listedFields<T>(resource: Pick<ResourceDeclaration<T>, 'fields'>): { name: keyof T & string; field: FieldDeclaration<T> }[] {
  return (Object.entries(resource.fields) as [keyof T & string, FieldDeclaration<T> | undefined][])
    .filter((entry): entry is [keyof T & string, FieldDeclaration<T>] => entry[1] !== undefined && entry[1].listed !== false)
    .map(([name, field]) => ({ name, field }));
}

/** What a field shows for a row: its `text`, else its value. */
export function fieldText<T>(name: keyof T & string, field: FieldDeclaration<T>, row: T): CellText {
  return field.text ? field.text(row) : (row[name] as CellText);
}

/** The `editable` fields, in the form's order, with their names. */
export function editableFields<T>(resource: Pick<ResourceDeclaration<T>, 'fields' | 'editable'>): { name: keyof T & string; field: FieldDeclaration<T> }[] {
  return declaredFields(resource.fields, resource.editable, 'editable');
}

/** The `creatable` fields, in the form's order, with their names. */
export function creatableFields<T>(resource: Pick<ResourceDeclaration<T>, 'fields' | 'creatable'>): { name: keyof T & string; field: FieldDeclaration<T> }[] {
  return declaredFields(resource.fields, resource.creatable, 'creatable');
}

function declaredFields<T>(fields: ResourceDeclaration<T>['fields'], names: readonly (keyof T & string)[] = [], role: string): { name: keyof T & string; field: FieldDeclaration<T> }[] {
  return names.map((name) => {
    const field = fields[name];
    if (!field) throw new Error(`'${name}' es ${role} y no está declarado entre los campos`);
    return { name, field };
  });
}

/** The labels of the searched fields, joined as Spanish prose ('nombre, abreviatura y variantes'). */
export function searchedLabels<T>(resource: Pick<ResourceDeclaration<T>, 'fields'>): string {
  const labels = Object.values<FieldDeclaration<T> | undefined>(resource.fields)
    .filter((f): f is FieldDeclaration<T> => f?.searched === true)
    .map((f) => f.label.toLowerCase());
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} y ${labels.at(-1)}`;
}

/** A list screen's column, as @gestion/ui's tables take it (ServerTableColumn). */
export interface ResourceColumn<T> {
  key: keyof T & string;
  title: string;
  dataIndex?: keyof T & string;
  render?(row: T): CellText;
  /** The server's ordering name: the header sorts the list. */
  sortField?: string;
}

/**
 * The list screen's columns: the listed fields, in order, with their labels, texts and sorting.
 * `C` is the table's column type (ServerTableColumn), and `overrides` what a screen draws its own
 * way (a width, a tag instead of the text), by field.
 */
export function resourceColumns<T, C extends { key: string; title: string } = ResourceColumn<T>>(
  resource: Pick<ResourceDeclaration<T>, 'fields'>,
  overrides: { readonly [K in keyof T & string]?: Partial<C> } = {},
): C[] {
  return listedFields(resource).map(
    ({ name, field }) =>
      ({
        key: name,
        title: field.label,
        ...(field.text ? { render: field.text } : { dataIndex: name }),
        ...(field.sorted ? { sortField: name } : {}),
        ...overrides[name],
      }) as unknown as C,
  );
}

import { listedFields, resourcePageUrl, resourcePermission, searchedLabels, type ResourceDeclaration } from '@gestion/contract/resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type Key } from 'react';
import { Link } from 'react-router-dom';
import { FilterInputs, useFilters } from './declared-filters';
import { declaredPageQueryOptions, resourceQueryKey } from './declared-queries';
import { declaredText } from './declared-text';
import { RecordCreateDialog } from './record-create-dialog';
import { ResourceListPage, type CreateAction } from './resource-list-page';
import type { ServerTableColumn } from './server-table';
import { useServerList } from './use-server-list';

export interface DeclaredListPageProps<T> {
  /** The declaration: columns, search, ordering, filters, file, actions and create form. */
  resource: ResourceDeclaration<T>;
  /** The page's heading ('Inmuebles'). */
  title: string;
  /**
   * The screen's own create action (a create page of the spec): instead of the form derived from
   * `resource.creatable`.
   */
  create?: CreateAction;
  /** The derived create form's button, for holders of `add_` ('+ Crear' unless said). */
  createLabel?: string;
  /** What an empty list says when nothing filters it ('No hay <plural>.' unless said). */
  emptyMessage?: string;
  /** What an empty list says when a search or filter finds nothing. */
  noMatchMessage?: string;
  /** What a screen draws its own way (a width, a tag instead of the text), by field. */
  overrides?: { readonly [K in keyof T & string]?: Partial<ServerTableColumn<T>> };
  /** A record's page ('/terra/inmueble/:id'): the first column links to it. */
  detailPath?: string;
}

/** A record's page for its row: `:id` of the pattern is the row's id. */
export const recordPath = (pattern: string, id: Key) => pattern.replace(':id', encodeURIComponent(String(id)));

/** The list's columns: the listed fields with the texts the forms offered, the first one a link to the record. */
function declaredColumns<T extends { id: Key }>(resource: ResourceDeclaration<T>, overrides: DeclaredListPageProps<T>['overrides'] = {}, detailPath?: string): ServerTableColumn<T>[] {
  return listedFields(resource).map(({ name, field }, index) => {
    const text = (row: T) => declaredText(name, field, row) ?? '';
    const column: ServerTableColumn<T> = {
      key: name,
      title: field.label,
      render: detailPath && index === 0 ? (row) => <Link to={recordPath(detailPath, row.id)}>{String(text(row))}</Link> : (row) => String(text(row)),
      ...(field.sorted ? { sortField: name } : {}),
    };
    return { ...column, ...overrides[name] };
  });
}

/**
 * The list screen of a declared resource: its columns, search, ordering and filters (kept in the
 * address), 'Exportar CSV' of the same view, each row's 'Editar' and 'Eliminar', and a create form
 * derived from `creatable`, each for holders of its permission.
 */
export function DeclaredListPage<T extends { id: Key }>({ resource, title, create, createLabel = '+ Crear', emptyMessage, noMatchMessage, overrides, detailPath }: DeclaredListPageProps<T>) {
  const client = useQueryClient();
  const [filters, setFilter] = useFilters(resource.filters);
  const options = useMemo(() => declaredPageQueryOptions<T>(resource, filters), [resource, filters]);
  const list = useServerList(options, { initial: { ordering: resource.defaultOrdering } });
  const columns = useMemo(() => declaredColumns(resource, overrides, detailPath), [resource, overrides, detailPath]);
  const searched = searchedLabels(resource);
  const filtered = Object.keys(filters).length > 0 || list.params.search !== '';

  const derived: CreateAction | undefined = resource.creatable?.length
    ? {
        label: createLabel,
        permission: resourcePermission(resource, 'add'),
        dialog: ({ open, onClose }) => (
          <RecordCreateDialog<T>
            resource={resource}
            title={createLabel.replace(/^\+\s*/, '')}
            open={open}
            onClose={onClose}
            onCreated={() => void client.invalidateQueries({ queryKey: resourceQueryKey(resource) })}
          />
        ),
      }
    : undefined;

  return (
    <ResourceListPage<T>
      title={title}
      list={list}
      create={create ?? derived}
      csvExport={{ url: resourcePageUrl(resource), params: { ...filters } }}
      recordActions={resource}
      columns={columns}
      toolbarExtra={resource.filters && <FilterInputs filters={resource.filters} values={filters} onChange={setFilter} />}
      emptyMessage={filtered ? (noMatchMessage ?? 'Ningún registro coincide con la búsqueda.') : (emptyMessage ?? `No hay ${resource.plural}.`)}
      searchPlaceholder={searched ? `Buscar por ${searched}` : undefined}
    />
  );
}

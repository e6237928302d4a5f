import type { FieldDeclaration, ResourceDeclaration } from '@gestion/contract/resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Space, Typography } from 'antd';
import type { Key, ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { declaredRecordQueryOptions, resourceQueryKey } from './declared-queries';
import { declaredText } from './declared-text';
import { LoadError } from './load-error';
import { PageFrame } from './page-frame';
import { useRecordActions } from './record-actions';

export interface DeclaredDetailPageProps<T> {
  resource: ResourceDeclaration<T>;
  /** What one record is called ('Inmueble'): the heading is it and the record's first column ('Inmueble C-001'). */
  title: string;
  /** The heading of a loaded record, when not `title` and its first column. */
  heading?(record: T): string;
  /** The list the page goes back to, also after a removal ('/terra/inmueble/list'). */
  listPath: string;
  /** The list's heading: the link back says 'Volver a <listTitle>'. */
  listTitle: string;
  /** The failed load's text ('No se pudo cargar el registro.' unless said). */
  loadError?: string;
  /** What a field shows its own way, by field. */
  overrides?: { readonly [K in keyof T & string]?: (record: T) => ReactNode };
}

type Shown<T> = { name: keyof T & string; field: FieldDeclaration<T> };

/** The listed fields and those a person typed (editable or creatable), in the declaration's order. */
export function shownFields<T>(resource: Pick<ResourceDeclaration<T>, 'fields' | 'editable' | 'creatable'>): Shown<T>[] {
  const typed = new Set<string>([...(resource.editable ?? []), ...(resource.creatable ?? [])]);
  return (Object.entries(resource.fields) as [keyof T & string, FieldDeclaration<T> | undefined][])
    .filter((entry): entry is [keyof T & string, FieldDeclaration<T>] => entry[1] !== undefined && (entry[1].listed !== false || typed.has(entry[0])))
    .map(([name, field]) => ({ name, field }));
}

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * `/{area}/{modelo}/:id`: one record of a declared resource, field by field (label: value, a blank
 * as '-'), with 'Editar' and 'Eliminar' for holders of their permissions; a removal goes back to
 * the list.
 */
export function DeclaredDetailPage<T extends { id: Key }>({ resource, title, heading, listPath, listTitle, loadError = 'No se pudo cargar el registro.', overrides = {} }: DeclaredDetailPageProps<T>) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const query = useQuery(declaredRecordQueryOptions<T>(resource, id));
  const fields = shownFields(resource);
  const actions = useRecordActions<T>(resource, (action) => {
    if (action === 'eliminar') {
      void navigate(listPath);
      // The removed record is not asked for again: its lists reload when next shown.
      void client.invalidateQueries({ queryKey: resourceQueryKey(resource), refetchType: 'none' });
    } else void client.invalidateQueries({ queryKey: resourceQueryKey(resource) });
  });
  const record = query.data;

  const first = fields.find(({ field }) => field.listed !== false);
  const named = (r: T) => (heading ? heading(r) : first ? `${title} ${String(declaredText(first.name, first.field, r) ?? '')}`.trim() : title);
  const items = (r: T) =>
    fields
      .filter(({ name }) => name !== 'id')
      .map(({ name, field }) => {
        const own = overrides[name];
        const value = own ? own(r) : declaredText(name, field, r);
        return { key: name, label: field.label, children: blank(value) ? '-' : typeof value === 'object' ? value : String(value) };
      });

  const extra = record && (actions.canEdit || actions.canDelete) && (
    <Space>
      {actions.canEdit && (
        <Button type="primary" onClick={() => actions.edit(record)}>
          Editar
        </Button>
      )}
      {actions.canDelete && (
        <Button danger onClick={() => actions.remove(record)}>
          Eliminar
        </Button>
      )}
    </Space>
  );

  return (
    <PageFrame title={record ? named(record) : title} extra={extra}>
      <Link to={listPath}>Volver a {listTitle}</Link>
      {query.isError ? (
        <LoadError title={loadError} error={query.error} />
      ) : record ? (
        <Descriptions bordered size="small" column={1} items={items(record)} style={{ maxWidth: 720 }} />
      ) : (
        <Typography.Text type="secondary" role="status">
          Cargando…
        </Typography.Text>
      )}
      {actions.dialog}
    </PageFrame>
  );
}

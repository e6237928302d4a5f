import { resourcePermission, type ResourceDeclaration } from '@gestion/contract/resource';
import { useSession } from '@gestion/session';
import { Button, Space } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { RecordDeleteDialog } from './record-delete-dialog';
import { RecordEditDialog } from './record-edit-dialog';
import type { ServerTableColumn } from './server-table';

/** What the row actions read of a declaration: its permissions, its address, its editable fields. */
export type ActionableResource<T> = Pick<ResourceDeclaration<T>, 'app' | 'model' | 'url' | 'fields' | 'editable' | 'removable'>;

export interface RecordActions<T> {
  /** 'Acciones' of a list, with the row's 'Editar' and 'Eliminar'; absent without the permissions. */
  column?: ServerTableColumn<T>;
  /** The open form or confirmation: render it once, beside the list or the record. */
  dialog: ReactNode;
  canEdit: boolean;
  canDelete: boolean;
  /** Opens the edit form of a record. */
  edit(row: T): void;
  /** Opens the removal's confirmation of a record. */
  remove(row: T): void;
}

type Open = { action: 'editar' | 'eliminar'; id: Key; title: string } | null;

/**
 * The actions on a declared resource's records: 'Editar' for holders of its `change_` permission
 * when it is editable, 'Eliminar' for holders of `delete_` when it is removable. Without either
 * there is no column, and the screen is the one it was. `onChanged` follows a saved correction or
 * a removal (a list refreshes; a record's page leaves after its removal).
 */
export function useRecordActions<T extends { id: Key }>(
  resource: ActionableResource<T> | undefined,
  onChanged: (action: 'editar' | 'eliminar') => void,
): RecordActions<T> {
  const { hasPermission } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const canEdit = Boolean(resource?.editable?.length) && hasPermission(resourcePermission(resource!, 'change'));
  const canDelete = resource?.removable === true && hasPermission(resourcePermission(resource, 'delete'));
  // The edit form's title names the record by its first editable field ('Editar: Kilogramo').
  const first = resource?.editable?.[0];
  const edit = (row: T) => setOpen({ action: 'editar', id: row.id, title: first ? `Editar: ${String(row[first] ?? '')}` : 'Editar' });
  const remove = (row: T) => setOpen({ action: 'eliminar', id: row.id, title: '' });
  if (!resource || (!canEdit && !canDelete)) return { dialog: null, canEdit, canDelete, edit, remove };

  const column: ServerTableColumn<T> = {
    key: 'acciones',
    title: 'Acciones',
    render: (row) => (
      <Space size={0}>
        {canEdit && (
          <Button type="link" size="small" onClick={() => edit(row)}>
            Editar
          </Button>
        )}
        {canDelete && (
          <Button type="link" size="small" danger onClick={() => remove(row)}>
            Eliminar
          </Button>
        )}
      </Space>
    ),
  };
  const close = () => setOpen(null);
  const dialog =
    open?.action === 'editar' ? (
      <RecordEditDialog<T> key={`e${open.id}`} resource={resource} id={open.id} title={open.title} onClose={close} onSaved={() => onChanged('editar')} />
    ) : open?.action === 'eliminar' ? (
      <RecordDeleteDialog key={`d${open.id}`} resource={resource} id={open.id} onClose={close} onDeleted={() => onChanged('eliminar')} />
    ) : null;
  return { column, dialog, canEdit, canDelete, edit, remove };
}

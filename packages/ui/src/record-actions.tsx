import { resourcePermission, type ResourceDeclaration } from '@gestion/contract/resource';
import { useSession } from '@gestion/session';
import { Button, Space } from 'antd';
import { useState, type Key, type ReactNode } from 'react';
import { RecordDeleteDialog } from './record-delete-dialog';
import { RecordEditDialog } from './record-edit-dialog';
import type { ServerTableColumn } from './server-table';

/** What the row actions read of a declaration: its permissions, its address, its editable fields. */
export type ActionableResource<T> = Pick<ResourceDeclaration<T>, 'app' | 'model' | 'url' | 'fields' | 'editable' | 'removable'>;

type Open = { action: 'editar' | 'eliminar'; id: Key; title: string } | null;

export const ACTIONS_COLUMN = 'acciones';

/**
 * The row actions of a declared resource: 'Editar' for holders of its `change_` permission when
 * it is editable, 'Eliminar' for holders of `delete_` when it is removable. Without either the
 * column is absent, and the screen is the one it was. `onChanged` follows a saved correction or a
 * removal (the list refreshes).
 */
export function useRecordActions<T extends { id: Key }>(
  resource: ActionableResource<T> | undefined,
  onChanged: () => void,
): { column?: ServerTableColumn<T>; dialog: ReactNode } {
  const { hasPermission } = useSession();
  const [open, setOpen] = useState<Open>(null);
  const canEdit = Boolean(resource?.editable?.length) && hasPermission(resourcePermission(resource!, 'change'));
  const canDelete = resource?.removable === true && hasPermission(resourcePermission(resource, 'delete'));
  if (!resource || (!canEdit && !canDelete)) return { dialog: null };

  // The edit form's title names the record by its first editable field ('Editar: Kilogramo').
  const first = resource.editable?.[0];
  const column: ServerTableColumn<T> = {
    key: ACTIONS_COLUMN,
    title: 'Acciones',
    render: (row) => (
      <Space size={0}>
        {canEdit && (
          <Button type="link" size="small" onClick={() => setOpen({ action: 'editar', id: row.id, title: first ? `Editar: ${String(row[first] ?? '')}` : 'Editar' })}>
            Editar
          </Button>
        )}
        {canDelete && (
          <Button type="link" size="small" danger onClick={() => setOpen({ action: 'eliminar', id: row.id, title: '' })}>
            Eliminar
          </Button>
        )}
      </Space>
    ),
  };
  const close = () => setOpen(null);
  const dialog =
    open?.action === 'editar' ? (
      <RecordEditDialog<T> key={`e${open.id}`} resource={resource} id={open.id} title={open.title} onClose={close} onSaved={onChanged} />
    ) : open?.action === 'eliminar' ? (
      <RecordDeleteDialog key={`d${open.id}`} resource={resource} id={open.id} onClose={close} onDeleted={onChanged} />
    ) : null;
  return { column, dialog };
}

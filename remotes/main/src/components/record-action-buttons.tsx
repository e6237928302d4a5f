import type { RecordActions } from '@gestion/ui';
import { Button } from 'antd';

/**
 * A row's 'Editar' and 'Eliminar', each only for who holds its permission, beside the actions the
 * spec's screen already has in its 'Acciones' (whose column stays, so no generic column is added).
 */
export function RecordActionButtons<T>({ actions, row }: { actions: RecordActions<T>; row: T }) {
  return (
    <>
      {actions.canEdit && (
        <Button type="link" size="small" onClick={() => actions.edit(row)}>
          Editar
        </Button>
      )}
      {actions.canDelete && (
        <Button type="link" size="small" danger onClick={() => actions.remove(row)}>
          Eliminar
        </Button>
      )}
    </>
  );
}

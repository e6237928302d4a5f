import { errorMessage } from '@gestion/api';
import type { ResourceDeclaration } from '@gestion/contract/resource';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography } from 'antd';
import type { Key } from 'react';
import { deleteRecord, eliminacionQueryOptions } from './record-calls';
import { toast } from './toast';

export interface RecordDeleteDialogProps {
  resource: Pick<ResourceDeclaration<unknown>, 'url'>;
  id: Key;
  onClose(): void;
  /** After the removal (the list refreshes). */
  onDeleted(): void;
}

export const DELETED_TEXT = 'Registro eliminado.';

/**
 * 'Eliminar' of a row: first asks the server what the removal would take with it
 * (GET `${url}{id}/eliminar/`) and names the record and that; when other records depend on it,
 * says why it cannot go and offers only 'Volver'. The server decides again on DELETE (409).
 */
export function RecordDeleteDialog({ resource, id, onClose, onDeleted }: RecordDeleteDialogProps) {
  const preview = useQuery(eliminacionQueryOptions(resource, id));
  const remove = useMutation({
    mutationFn: () => deleteRecord(resource, id),
    onSuccess: () => {
      toast.success(DELETED_TEXT);
      onDeleted();
      onClose();
    },
  });
  const data = preview.data;
  const allowed = data !== undefined && data.impide === null;
  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <Modal
      title="Eliminar registro"
      open
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={close} disabled={remove.isPending}>
          {/* The modal's own close icon is 'Cerrar': a refusal's one way out is named otherwise. */}
          {allowed ? 'Cancelar' : 'Volver'}
        </Button>,
        ...(allowed
          ? [
              <Button key="delete" type="primary" danger loading={remove.isPending} onClick={() => remove.mutate()}>
                Eliminar
              </Button>,
            ]
          : []),
      ]}
    >
      {preview.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(preview.error, 'No se pudo consultar qué se eliminaría.')} />
      ) : !data ? (
        <Typography.Text type="secondary" role="status">Cargando…</Typography.Text>
      ) : data.impide !== null ? (
        <Alert type="warning" showIcon role="alert" title={`No se puede eliminar «${data.repr}»`} description={capitalized(data.impide)} />
      ) : (
        <>
          <Typography.Paragraph>¿Eliminar «{data.repr}»? Esta acción no se puede deshacer.</Typography.Paragraph>
          {data.arrastra.length > 0 && <Typography.Paragraph>Se eliminará también: {data.arrastra.join(', ')}.</Typography.Paragraph>}
        </>
      )}
      {remove.isError && <Alert type="error" showIcon role="alert" title={errorMessage(remove.error, 'No se pudo eliminar el registro.')} />}
    </Modal>
  );
}

// The server writes the reason to follow a colon ('la usan 1 producto con 2 precios.').
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

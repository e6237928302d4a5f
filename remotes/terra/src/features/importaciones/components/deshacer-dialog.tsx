import { serverReason } from '@gestion/api';
import type { ImportacionFila } from '@gestion/contract';
import { Alert, Modal, Typography } from 'antd';
import { useState } from 'react';
import { deshacerImportacion } from '../../../api/deshacer-importacion';

export const DESHACER_DIALOG_TEXTS = {
  titulo: (i: Pick<ImportacionFila, 'id' | 'archivo'>) => `¿Deshacer la importación ${i.id}${i.archivo ? ` (${i.archivo})` : ''}?`,
  aviso: (precios: number | null) =>
    `${precios === 1 ? 'Se eliminará el precio que registró (si sigue ahí)' : `Se eliminarán los ${(precios ?? 0).toLocaleString('es')} precios que registró (los que sigan ahí)`}` +
    ' y los productos que queden sin ningún precio. Quedará en el historial.',
  confirmar: 'Deshacer',
  error: 'No se pudo deshacer la importación.',
} as const;

/**
 * The confirmation of an import's undo: what goes, then the server's answer (what it removed,
 * passed to `onDone`) or its refusal, shown in the dialog.
 */
export function DeshacerDialog({ importacion, onClose, onDone }: { importacion: ImportacionFila; onClose(): void; onDone(detail: string): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deshacer = async () => {
    setBusy(true);
    setError(null);
    try {
      onDone((await deshacerImportacion(importacion.id)).detail);
    } catch (err) {
      setError(serverReason(err) ?? DESHACER_DIALOG_TEXTS.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={DESHACER_DIALOG_TEXTS.titulo(importacion)}
      okText={DESHACER_DIALOG_TEXTS.confirmar}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="Cancelar"
      onOk={() => void deshacer()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{DESHACER_DIALOG_TEXTS.aviso(importacion.precios)}</Typography.Paragraph>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}

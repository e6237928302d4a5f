import { serverReason } from '@gestion/api';
import type { ImportSummary } from '@gestion/contract';
import { useSession } from '@gestion/session';
import { Alert, Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { deshacerImportacion } from '../../../api/deshacer-importacion';

export const DESHACER_TEXTS = {
  boton: 'Deshacer importación',
  titulo: '¿Deshacer la importación?',
  aviso: (precios: number) =>
    `Se eliminarán los ${precios.toLocaleString('es')} precios que registró (los que sigan ahí) y los productos que queden sin ningún precio. Quedará en el historial.`,
  confirmar: 'Deshacer',
  error: 'No se pudo deshacer la importación.',
} as const;

/**
 * The summary's way back: a mapping that went wrong (prices in the wrong column) is taken back as
 * one unit, by whoever may remove prices. The server removes what the import registered.
 */
export function DeshacerImportacion({ resumen }: { resumen: ImportSummary }) {
  const { hasPermission } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = resumen.importacion_id;
  if (!id || resumen.preciosRegistrados === 0 || !hasPermission('terra.delete_precioproducto')) return null;
  if (done) return <Alert type="success" showIcon title={done} />;

  const deshacer = async () => {
    setBusy(true);
    setError(null);
    try {
      setDone((await deshacerImportacion(id)).detail);
      setConfirming(false);
    } catch (err) {
      setError(serverReason(err) ?? DESHACER_TEXTS.error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button danger onClick={() => setConfirming(true)}>
        {DESHACER_TEXTS.boton}
      </Button>
      <Modal
        title={DESHACER_TEXTS.titulo}
        open={confirming}
        okText={DESHACER_TEXTS.confirmar}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText="Cancelar"
        onOk={() => void deshacer()}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>{DESHACER_TEXTS.aviso(resumen.preciosRegistrados)}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}

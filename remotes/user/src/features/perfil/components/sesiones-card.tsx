import { errorMessage } from '@gestion/api';
import { toast } from '@gestion/ui';
import { Button, Card, Popconfirm, Typography } from 'antd';
import { useCerrarOtrasSesiones } from '../api/cerrar-otras-sesiones';

export const CERRAR_OTRAS = 'Cerrar las demás sesiones';
export const CERRAR_OTRAS_PREGUNTA = '¿Cerrar las demás sesiones?';
export const CERRAR_OTRAS_ERROR = 'No se pudieron cerrar las demás sesiones.';

/**
 * The profile's 'Sesiones' card: ends the user's sessions in other browsers and devices (a
 * forgotten shared computer, a lost phone) after a confirmation; this one stays open.
 */
export function SesionesCard() {
  const cerrar = useCerrarOtrasSesiones();

  const onConfirm = async () => {
    try {
      const { detail } = await cerrar.mutateAsync();
      toast.success(detail);
    } catch (err) {
      toast.error(errorMessage(err, CERRAR_OTRAS_ERROR));
    }
  };

  return (
    <Card title="Sesiones" style={{ maxWidth: 640, width: '100%' }}>
      <Typography.Paragraph type="secondary">
        Si dejaste tu sesión abierta en otro navegador o dispositivo, ciérrala desde aquí. Esta sesión sigue abierta.
      </Typography.Paragraph>
      <Popconfirm
        title={CERRAR_OTRAS_PREGUNTA}
        description="Quien use tu cuenta en otro navegador o dispositivo tendrá que iniciar sesión de nuevo."
        okText="Cerrar sesiones"
        cancelText="Cancelar"
        onConfirm={() => onConfirm()}
      >
        <Button loading={cerrar.isPending}>{CERRAR_OTRAS}</Button>
      </Popconfirm>
    </Card>
  );
}

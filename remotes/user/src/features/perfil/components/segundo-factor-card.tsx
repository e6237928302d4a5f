import { errorMessage, fieldErrorMessages } from '@gestion/api';
import { LoadError } from '@gestion/ui';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useConfirmarSegundoFactor, useIniciarSegundoFactor, useSegundoFactor } from '../api/segundo-factor';
import { CodigosRecuperacion } from './codigos-recuperacion';
import { GestionSegundoFactor } from './gestion-segundo-factor';
import { QrCode } from './qr-code';

export const SEGUNDO_FACTOR_TITULO = 'Verificación en dos pasos';
export const SEGUNDO_FACTOR_OBLIGATORIO = 'Tu cuenta debe usar verificación en dos pasos: configúrala aquí para seguir usando la aplicación.';

/**
 * The profile's second factor: scan the QR code (or type the key) in an authenticator app,
 * confirm with its code, keep the ten recovery codes shown once.
 */
export function SegundoFactorCard() {
  const estado = useSegundoFactor();
  const iniciar = useIniciarSegundoFactor();
  const confirmar = useConfirmarSegundoFactor();
  const [codigo, setCodigo] = useState('');
  const [codigos, setCodigos] = useState<string[] | null>(null);

  let body;
  if (codigos) {
    body = <CodigosRecuperacion titulo="Verificación en dos pasos activada." codigos={codigos} onDone={() => setCodigos(null)} />;
  } else if (estado.isPending) {
    body = <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (estado.isError) {
    body = <LoadError title="No se pudo cargar la verificación en dos pasos." error={estado.error} />;
  } else if (estado.data.activo) {
    body = <GestionSegundoFactor estado={estado.data} />;
  } else if (!iniciar.data) {
    body = (
      <Flex orientation="vertical" gap={12} align="start">
        <Typography.Paragraph style={{ margin: 0 }}>
          Protege tu cuenta con un código de una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, FreeOTP…)
          además de tu contraseña.
          {estado.data.requerido ? ' Es obligatoria para tu cuenta.' : ''}
        </Typography.Paragraph>
        {iniciar.isError && <Alert type="error" showIcon message={errorMessage(iniciar.error, 'No se pudo empezar la configuración.')} />}
        <Button type="primary" loading={iniciar.isPending} onClick={() => iniciar.mutate()}>
          Configurar verificación en dos pasos
        </Button>
      </Flex>
    );
  } else {
    const errores = confirmar.isError
      ? (fieldErrorMessages(confirmar.error, 'codigo') ?? [errorMessage(confirmar.error, 'No se pudo activar.')])
      : [];
    body = (
      <Flex orientation="vertical" gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          1. Escanea este código con tu aplicación de autenticación, o escribe la clave a mano.
        </Typography.Paragraph>
        <QrCode text={iniciar.data.otpauth_url} label="Código QR para la aplicación de autenticación" />
        <div>
          <Typography.Text>Clave secreta: </Typography.Text>
          <Typography.Text code copyable aria-label="Clave secreta">
            {iniciar.data.secreto}
          </Typography.Text>
        </div>
        <Form
          layout="vertical"
          onFinish={() => {
            if (!codigo.trim()) return;
            // Enrolled: the pending secret is spent (were it turned off later, a new one is asked for).
            confirmar.mutate(codigo.trim(), {
              onSuccess: (r) => {
                iniciar.reset();
                setCodigo('');
                setCodigos(r.codigos_recuperacion);
              },
            });
          }}
        >
          <Form.Item
            label="2. Escribe el código de 6 cifras que muestra la aplicación"
            htmlFor="segundo-factor-codigo"
            validateStatus={errores.length ? 'error' : undefined}
            help={errores.length ? errores.join(' ') : undefined}
          >
            <Input
              id="segundo-factor-codigo"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              style={{ maxWidth: 180 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={confirmar.isPending}>
            Activar
          </Button>
        </Form>
      </Flex>
    );
  }

  return (
    <Card title={SEGUNDO_FACTOR_TITULO} style={{ maxWidth: 640, width: '100%' }}>
      {estado.data?.requerido && !estado.data.activo && !codigos && (
        <Alert type="warning" showIcon message={SEGUNDO_FACTOR_OBLIGATORIO} style={{ marginBottom: 12 }} />
      )}
      {body}
    </Card>
  );
}

import { errorMessage, fieldErrorMessages } from '@gestion/api';
import { toast } from '@gestion/ui';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { SegundoFactorEstado } from '@gestion/contract';
import { useDesactivarSegundoFactor, useRenovarCodigos } from '../api/segundo-factor';
import { CodigosRecuperacion } from './codigos-recuperacion';

export const CODIGOS_NUEVOS = 'Códigos de recuperación nuevos.';
export const SEGUNDO_FACTOR_DESACTIVADO = 'Verificación en dos pasos desactivada.';

/**
 * An enrolled second factor: new recovery codes, or off (not when the account must use it). Both
 * ask for a current code, as the server does, so a session left open cannot turn it off.
 */
export function GestionSegundoFactor({ estado }: { estado: SegundoFactorEstado }) {
  const renovar = useRenovarCodigos();
  const desactivar = useDesactivarSegundoFactor();
  const [codigo, setCodigo] = useState('');
  const [nuevos, setNuevos] = useState<string[] | null>(null);

  if (nuevos) return <CodigosRecuperacion titulo={CODIGOS_NUEVOS} codigos={nuevos} onDone={() => setNuevos(null)} />;

  const failed = renovar.error ?? desactivar.error;
  const errores = failed ? (fieldErrorMessages(failed, 'codigo') ?? [errorMessage(failed, 'No se pudo completar.')]) : [];
  const working = renovar.isPending || desactivar.isPending;
  const withCode = (run: (codigo: string) => void) => () => {
    renovar.reset();
    desactivar.reset();
    if (codigo.trim()) run(codigo.trim());
  };

  return (
    <Flex orientation="vertical" gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        Activada. Al iniciar sesión se te pide el código de tu aplicación de autenticación. Te quedan {estado.codigos_restantes} códigos de
        recuperación.
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={withCode((c) => renovar.mutate(c, { onSuccess: (r) => { setCodigo(''); setNuevos(r.codigos_recuperacion); } }))}>
        <Form.Item
          label="Código de tu aplicación o de recuperación"
          htmlFor="segundo-factor-gestion-codigo"
          validateStatus={errores.length ? 'error' : undefined}
          help={errores.length ? errores.join(' ') : undefined}
          style={{ marginBottom: 12 }}
        >
          <Input
            id="segundo-factor-gestion-codigo"
            autoComplete="one-time-code"
            value={codigo}
            onChange={(e) => setCodigo(e.target.value)}
            style={{ maxWidth: 220 }}
          />
        </Form.Item>
        <Flex gap={8} wrap>
          <Button htmlType="submit" loading={renovar.isPending} disabled={working && !renovar.isPending}>
            Generar códigos nuevos
          </Button>
          {!estado.requerido && (
            <Button
              danger
              loading={desactivar.isPending}
              disabled={working && !desactivar.isPending}
              onClick={withCode((c) => desactivar.mutate(c, { onSuccess: () => { setCodigo(''); toast.success(SEGUNDO_FACTOR_DESACTIVADO); } }))}
            >
              Desactivar
            </Button>
          )}
        </Flex>
      </Form>
    </Flex>
  );
}

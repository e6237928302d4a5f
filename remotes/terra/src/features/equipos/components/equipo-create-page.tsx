import type { Equipo } from '@gestion/contract';
import { serverReason } from '@gestion/api';
import { useCreateEquipo } from '../api/create-equipo';
import { PageFrame } from '@gestion/ui';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EQUIPO_TEXTS } from '../messages';
import { InviteUserStep } from './invite-user-step';

interface FormValues {
  nombre: string;
  descripcion?: string;
}

/** /terra/equipo/create: 'Crear Equipo'; the invite step appears only once the team exists (spec section 4). */
export function EquipoCreatePage() {
  const create = useCreateEquipo();
  const [form] = Form.useForm<FormValues>();
  const [creado, setCreado] = useState<Equipo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async (values: FormValues) => {
    setFailure(null);
    try {
      setCreado(await create.mutateAsync({ nombre: values.nombre.trim(), descripcion: values.descripcion?.trim() ?? '' }));
    } catch (err) {
      setFailure(serverReason(err) ?? '');
    }
  };

  const otroEquipo = () => {
    setCreado(null);
    form.resetFields();
  };

  return (
    <PageFrame title="Crear Equipo" extra={<Link to="/terra/equipo/list">Mis Equipos</Link>}>
      {creado ? (
        <>
          <Alert type="success" showIcon role="status" title={EQUIPO_TEXTS.creado} description={creado.nombre} />
          <InviteUserStep equipo={creado} />
          <Flex gap={12} wrap align="center">
            <Button onClick={otroEquipo}>Crear otro equipo</Button>
            <Link to="/terra/equipo/list">Ver mis equipos</Link>
          </Flex>
        </>
      ) : (
        <Card size="small" style={{ maxWidth: 640 }}>
          <Form<FormValues> form={form} name="equipo" layout="vertical" onFinish={onFinish} requiredMark>
            <Form.Item label="Nombre" name="nombre" rules={[{ required: true, whitespace: true, message: EQUIPO_TEXTS.nombreRequerido }]}>
              <Input maxLength={150} autoFocus />
            </Form.Item>
            <Form.Item label="Descripción" name="descripcion">
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
            {failure !== null && (
              <Form.Item>
                <Alert type="error" showIcon role="alert" title={EQUIPO_TEXTS.errorCrear} description={failure || undefined} />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Crear equipo
            </Button>
          </Form>
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            Quien crea el equipo es su coordinador; después podrá invitar a otros usuarios.
          </Typography.Paragraph>
        </Card>
      )}
    </PageFrame>
  );
}

import { errorMessage, formFieldErrors } from '@gestion/api';
import { useCreateUser } from '../api/create-user';
import type { CreateUserRequest } from '@gestion/contract';
import { PageFrame } from '@gestion/ui';
import { Alert, Button, Card, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

const FIELDS = ['username', 'first_name', 'last_name', 'email', 'password'] as const;
const REQUIRED = { required: true, whitespace: true, message: 'Este campo es obligatorio.' };
const ROLES = [
  { value: 'usuario', label: 'usuario' },
  { value: 'administrador', label: 'administrador' },
];

/** The form's values: the payload plus the role, which is shown but never sent. */
type CreateUserValues = CreateUserRequest & { rol: string };

/** /auth/usuario/create: the administrator creates an active user. */
export function CreateUserForm() {
  const [form] = Form.useForm<CreateUserValues>();
  const navigate = useNavigate();
  const create = useCreateUser();
  const [error, setError] = useState<{ detail: string } | null>(null);

  const onFinish = async (values: CreateUserValues) => {
    setError(null);
    // The role stays on the form only: the payload carries the five fields.
    const payload: CreateUserRequest = {
      username: values.username,
      first_name: values.first_name,
      last_name: values.last_name,
      email: values.email,
      password: values.password,
    };
    try {
      await create.mutateAsync(payload);
      void navigate('/auth/usuario/list');
    } catch (err) {
      // The server's field errors go under their fields; anything else below the title.
      const fields = formFieldErrors(err, FIELDS);
      if (fields.length) form.setFields(fields);
      setError({ detail: fields.length ? '' : errorMessage(err, '') });
    }
  };

  return (
    <PageFrame title="Crear usuario">
      <Card style={{ maxWidth: 560, width: '100%' }}>
        <Form<CreateUserValues>
          form={form}
          layout="vertical"
          initialValues={{ rol: 'usuario' }}
          onFinish={(v) => void onFinish(v)}
          requiredMark={false}
        >
          <Form.Item label="Usuario" name="username" rules={[REQUIRED]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Nombre" name="first_name" rules={[REQUIRED]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label="Apellido" name="last_name" rules={[REQUIRED]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            label="Email"
            name="email"
            rules={[REQUIRED, { type: 'email', message: 'Introduzca una dirección de correo electrónico válida.' }]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
          <Form.Item label="Contraseña" name="password" rules={[REQUIRED]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label="Rol" name="rol">
            <Select options={ROLES} />
          </Form.Item>
          {error && (
            <Alert
              type="error"
              showIcon
              title="Error al crear usuario"
              description={error.detail || undefined}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => void navigate('/auth/user/list')}>Cancelar</Button>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Crear usuario
            </Button>
          </Flex>
        </Form>
      </Card>
    </PageFrame>
  );
}

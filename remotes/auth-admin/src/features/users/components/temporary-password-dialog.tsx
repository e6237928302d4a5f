import { errorMessage, formFieldErrors } from '@gestion/api';
import type { UserListItem } from '@gestion/contract';
import { FormDialog } from '@gestion/ui';
import { Form, Input, Typography } from 'antd';
import { setTemporaryPassword } from '../api/set-temporary-password';

interface Values {
  password: string;
  confirmacion: string;
}

export const TEMPORARY_PASSWORD_TEXTS = {
  title: (username: string) => `Contraseña temporal de ${username}`,
  rule: (username: string) =>
    `${username} deberá cambiarla por una suya al iniciar sesión con ella, y sus sesiones abiertas se cerrarán. Dígasela por un medio seguro.`,
  mismatch: 'Las contraseñas no coinciden.',
  required: 'Este campo es obligatorio.',
  saved: 'Contraseña temporal establecida: deberá cambiarla al iniciar sesión.',
  failure: 'No se pudo establecer la contraseña temporal.',
} as const;

/**
 * 'Contraseña temporal' of a row of the users list: the password twice, the rule said plainly.
 * The server checks it against the password rules (shown at the field) and refuses it to oneself
 * or, for a non-superuser, to a superuser (shown in the dialog).
 */
export function TemporaryPasswordDialog({ user, onClose }: { user: Pick<UserListItem, 'id' | 'username'>; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      title={TEMPORARY_PASSWORD_TEXTS.title(user.username)}
      form={form}
      onClose={onClose}
      submit={({ password }) => setTemporaryPassword({ id: user.id, password })}
      okText="Guardar"
      fieldErrors={['password']}
      errorText={(err) => (formFieldErrors(err, ['password']).length ? null : errorMessage(err, TEMPORARY_PASSWORD_TEXTS.failure))}
      successText={TEMPORARY_PASSWORD_TEXTS.saved}
      formProps={{ requiredMark: false }}
    >
      <Typography.Paragraph>{TEMPORARY_PASSWORD_TEXTS.rule(user.username)}</Typography.Paragraph>
      <Form.Item label="Contraseña temporal" name="password" rules={[{ required: true, message: TEMPORARY_PASSWORD_TEXTS.required }]}>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirmar contraseña"
        name="confirmacion"
        dependencies={['password']}
        rules={[
          { required: true, message: TEMPORARY_PASSWORD_TEXTS.required },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(TEMPORARY_PASSWORD_TEXTS.mismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </FormDialog>
  );
}

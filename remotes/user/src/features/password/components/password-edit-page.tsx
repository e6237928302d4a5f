import { changePassword, serverReason } from '@gestion/api';
import { scheduleSignOut, useSession } from '@gestion/session';
import { PageFrame } from '@gestion/ui';
import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Input, Typography, theme } from 'antd';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import {
  PASSWORD_MESSAGES,
  validatePasswordChange,
  type PasswordChangeForm,
  type PasswordField,
} from '../validate-password-change';

const REDIRECT_AFTER_CHANGE_MS = 2000;

/** The three inputs, in order; `name` is the server's field, for password managers. */
const FIELDS: { field: PasswordField; label: string; name: string; autoComplete: string }[] = [
  { field: 'currentPassword', label: 'Contraseña actual', name: 'current_password', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'Nueva contraseña', name: 'password', autoComplete: 'new-password' },
  { field: 'confirmation', label: 'Confirmar nueva contraseña', name: 'password_confirmation', autoComplete: 'new-password' },
];

const EMPTY: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmation: '' };

export default function PasswordEditPage() {
  const location = useLocation();
  const session = useSession();
  const { token } = theme.useToken();
  const stateUsername = (location.state as { username?: unknown } | null)?.username;
  const username = typeof stateUsername === 'string' && stateUsername ? stateUsername : session.user?.username ?? '';

  const [form, setForm] = useState<PasswordChangeForm>(EMPTY);
  const [error, setError] = useState<{ field?: PasswordField; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const update = (field: PasswordField) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (error) setError(null);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || done) return;
    const invalid = validatePasswordChange(form);
    if (invalid) {
      setError(invalid);
      return;
    }
    if (!username) {
      setError({ message: PASSWORD_MESSAGES.noUser });
      return;
    }
    setSending(true);
    setError(null);
    try {
      await changePassword({ username, password: form.newPassword, current_password: form.currentPassword });
    } catch (err) {
      setSending(false);
      setError({ message: serverReason(err) ?? PASSWORD_MESSAGES.failure });
      return;
    }
    setDone(true);
    // The session ends after the overlay, not before: the host's guard takes a signed-out user
    // to /login at once. The note carries the toast there (and drops this page as an origin).
    // The session package owns the timer: leaving this page (Back) must not cancel the sign-out,
    // the server has already revoked the token.
    scheduleSignOut({ toast: { type: 'success', text: PASSWORD_MESSAGES.success } }, REDIRECT_AFTER_CHANGE_MS);
  };

  const status = (field: PasswordField) => (error?.field === field ? 'error' : undefined);

  return (
    <PageFrame title="Cambiar contraseña">
      <Card style={{ maxWidth: 480, width: '100%' }}>
        <form noValidate onSubmit={onSubmit} aria-label="Cambiar contraseña">
          <Flex orientation="vertical" gap={16}>
            {username && (
              <Typography.Text type="secondary">
                Usuario: <Typography.Text strong>{username}</Typography.Text>
              </Typography.Text>
            )}
            {FIELDS.map((f, i) => (
              <label key={f.field} style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
                <span>{f.label}</span>
                <Input.Password
                  name={f.name}
                  autoComplete={f.autoComplete}
                  value={form[f.field]}
                  status={status(f.field)}
                  onChange={update(f.field)}
                  autoFocus={i === 0}
                />
              </label>
            ))}
            {error && <Alert type="error" showIcon role="alert" title={error.message} />}
            <Button type="primary" htmlType="submit" loading={sending && !done} disabled={done} block>
              Cambiar contraseña
            </Button>
          </Flex>
        </form>
      </Card>
      {done && (
        <div
          role="status"
          aria-live="assertive"
          style={{
            position: 'fixed',
            inset: 0,
            zIndex: 1500,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: 16,
            background: 'rgba(0, 0, 0, 0.45)',
            backdropFilter: 'blur(2px)',
          }}
        >
          <Flex
            align="center"
            gap={12}
            style={{
              background: token.colorBgElevated,
              color: token.colorText,
              borderRadius: token.borderRadiusLG,
              boxShadow: token.boxShadow,
              padding: '20px 24px',
              maxWidth: 420,
              fontSize: 16,
            }}
          >
            <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 28 }} />
            <span>{PASSWORD_MESSAGES.success}</span>
          </Flex>
        </div>
      )}
    </PageFrame>
  );
}

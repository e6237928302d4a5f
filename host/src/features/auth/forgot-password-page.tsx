import { errorDetail, errorStatus, fieldErrorMessages } from '@gestion/api';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from './api/password-reset';
import { PublicCard, PublicField, SubmitButton } from './public-card';

export const FORGOT_PASSWORD_PATH = '/recuperar-contrasena';
export const EMAIL_REQUIRED = 'Debes ingresar tu correo electrónico.';
export const FORGOT_FAILED = 'No se pudo enviar la solicitud. Intenta de nuevo en unos minutos.';

/**
 * '¿Olvidaste tu contraseña?': asks for the account's email. The server's answer is the same
 * for any address (it never tells whether an account exists), and is shown as it comes.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (working) return;
    if (!email.trim()) {
      setError(EMAIL_REQUIRED);
      return;
    }
    setWorking(true);
    setError(null);
    try {
      setSent((await requestPasswordReset(email.trim())).detail);
    } catch (err) {
      // A 429 and a refused address say why; anything else (the line, the server) the general text.
      const status = errorStatus(err);
      setError((status === 400 || status === 429 ? (fieldErrorMessages(err, 'email')?.[0] ?? errorDetail(err)) : null) ?? FORGOT_FAILED);
    } finally {
      setWorking(false);
    }
  };

  return (
    <PublicCard title="Recuperar contraseña">
      {sent ? (
        <p className="pub-message" role="status">
          {sent}
        </p>
      ) : (
        <>
          <p className="pub-subtitle">Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.</p>
          <form className="pub-form" onSubmit={onSubmit} noValidate>
            <PublicField
              label="Correo electrónico"
              name="email"
              type="email"
              autoComplete="email"
              autoFocus
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'olvido-error' : undefined}
              onValue={(v) => {
                setEmail(v);
                setError(null);
              }}
            />
            {error && (
              <p id="olvido-error" className="pub-error" role="alert">
                {error}
              </p>
            )}
            <SubmitButton working={working} label="Enviar enlace" />
          </form>
        </>
      )}
      <p className="pub-foot">
        <Link to="/login">Volver a iniciar sesión</Link>
      </p>
    </PublicCard>
  );
}

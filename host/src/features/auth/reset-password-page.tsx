import { errorDetail, errorStatus, fieldErrorMessages } from '@gestion/api';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { confirmPasswordReset, validatePasswordReset } from './api/password-reset';
import { FORGOT_PASSWORD_PATH } from './forgot-password-page';
import type { LoginLocationState } from './login-page';
import { PublicCard, PublicField, SubmitButton } from './public-card';

export const RESET_PASSWORD_PATH = '/restablecer-contrasena';
export const INVALID_LINK = 'El enlace para restablecer la contraseña no es válido, ya se usó o caducó. Pide uno nuevo.';
export const PASSWORD_REQUIRED = 'Debes ingresar la nueva contraseña.';
export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';
export const RESET_FAILED = 'No se pudo restablecer la contraseña. Intenta de nuevo en unos minutos.';

/** The token of the mail's link, which travels in the fragment (never sent to a server). */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

type LinkState = 'checking' | 'valid' | 'invalid';

/** The mail's link: a new password under the server's policy, then the login. */
export function ResetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: the fragment leaves the address bar (and the history) right after.
  const [token] = useState(() => tokenFromHash(location.hash));
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'invalid');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [working, setWorking] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname }, { replace: true });
  }, [location.hash, location.pathname, navigate]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    validatePasswordReset(token).then(
      () => live && setLink('valid'),
      (err: unknown) => {
        if (!live) return;
        if (errorStatus(err) === 400) setLink('invalid');
        else setErrors([RESET_FAILED]);
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (working) return;
    if (!password) return setErrors([PASSWORD_REQUIRED]);
    if (password !== repeated) return setErrors([PASSWORDS_DIFFER]);
    setWorking(true);
    setErrors([]);
    try {
      const { detail } = await confirmPasswordReset(token, password);
      const state: LoginLocationState = { toast: { type: 'success', text: detail } };
      navigate('/login', { replace: true, state });
    } catch (err) {
      setWorking(false);
      const policy = fieldErrorMessages(err, 'password');
      if (policy?.length) return setErrors(policy);
      if (errorStatus(err) === 400) {
        setLink('invalid');
        return setErrors([]);
      }
      setErrors([errorDetail(err) ?? RESET_FAILED]);
    }
  };

  const clear = () => setErrors([]);

  return (
    <PublicCard title="Restablecer contraseña">
      {link === 'invalid' ? (
        <p className="pub-message pub-message--error" role="alert">
          {INVALID_LINK}
        </p>
      ) : (
        <>
          <p className="pub-subtitle">Elige una contraseña nueva para tu cuenta. Al guardarla se cierran todas tus sesiones abiertas.</p>
          <form className="pub-form" onSubmit={onSubmit} noValidate aria-busy={link === 'checking'}>
            <PublicField
              label="Nueva contraseña"
              name="password"
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onValue={(v) => {
                setPassword(v);
                clear();
              }}
            />
            <PublicField
              label="Confirmar contraseña"
              name="password2"
              type="password"
              autoComplete="new-password"
              value={repeated}
              onValue={(v) => {
                setRepeated(v);
                clear();
              }}
            />
            {errors.length > 0 && (
              <ul className="pub-error" role="alert">
                {errors.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
            <SubmitButton working={working || link === 'checking'} label="Guardar contraseña" />
          </form>
        </>
      )}
      <p className="pub-foot">
        {link === 'invalid' ? <Link to={FORGOT_PASSWORD_PATH}>Pedir un enlace nuevo</Link> : <Link to="/login">Volver a iniciar sesión</Link>}
      </p>
    </PublicCard>
  );
}

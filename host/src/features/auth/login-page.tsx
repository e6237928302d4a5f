import { HOME_PATH, sessionStore, useSession } from '@gestion/session';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, type Location } from 'react-router-dom';
import { PASSWORD_EDIT_PATH } from '../navigation/routes';
import { loginErrorText } from './login-errors';
import { warmSignedIn } from '../preload/warm-signed-in';
import { PlainToast, type PlainToastData } from './plain-toast';
import { PublicCard, PublicField, SubmitButton } from './public-card';
import { loadSignIn } from './sign-in-loader';
import type { CodeStep, SignInResult } from './sign-in';

export const LOGIN_TOAST_MS = 4000;
/** Where a required second factor not yet enrolled is enrolled (the user area's profile). */
export const SECOND_FACTOR_ENROL_PATH = '/user/perfil';
export const CODE_REQUIRED = 'Debes ingresar el código de verificación.';

export interface LoginLocationState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  toast?: PlainToastData;
}

function originOf(state: LoginLocationState | null): string {
  const from = state?.from;
  if (!from?.pathname || from.pathname === '/login') return HOME_PATH;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated, signedOut } = useSession();
  const state = (location.state ?? null) as LoginLocationState | null;

  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [working, setWorking] = useState(false);
  const [toast, setToast] = useState<PlainToastData | null>(state?.toast ?? null);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const [code, setCode] = useState('');
  // Set before the session is stored, so the "already signed in" redirect does not race the
  // navigation to the origin route or to the password change.
  const signingIn = useRef(false);

  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), LOGIN_TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);

  // The guard has used the sign-out note (its toast is in the navigation state): a guarded URL
  // visited from now on (Back, a typed link) is an origin to come back to again.
  useEffect(() => {
    if (signedOut) sessionStore.acknowledgeSignOut();
  }, [signedOut]);

  // The form is usable: what a sign-in will need is fetched while the person types.
  useEffect(() => warmSignedIn(), []);

  // The toast of the navigation state is shown once, not again after a reload.
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (state?.toast) navigate({ pathname, search, hash }, { replace: true, state: { ...state, toast: undefined } });
  }, [state, pathname, search, hash, navigate]);

  if (isAuthenticated && !signingIn.current) return <Navigate to={HOME_PATH} replace />;

  const clearError = () => {
    if (toast?.type === 'error') setToast(null);
  };

  const signedIn = (result: SignInResult) => {
    if (result.mustChangePassword) {
      navigate(PASSWORD_EDIT_PATH, { replace: true, state: { username: result.username } });
    } else if (result.secondFactorPending) {
      navigate(SECOND_FACTOR_ENROL_PATH, { replace: true });
    } else {
      navigate(originOf(state), { replace: true });
    }
  };

  const onSubmitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (working || !codeStep) return;
    if (!code.trim()) {
      setToast({ type: 'error', text: CODE_REQUIRED });
      return;
    }
    setWorking(true);
    setToast(null);
    signingIn.current = true;
    try {
      const { signInWithCode } = await loadSignIn();
      signedIn(await signInWithCode(codeStep, code.trim()));
    } catch (err) {
      signingIn.current = false;
      setWorking(false);
      const detail = await loadSignIn().then(({ errorDetail }) => errorDetail(err), () => null);
      setToast({ type: 'error', text: detail ?? loginErrorText(null) });
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (working) return;
    setWorking(true);
    setToast(null);
    signingIn.current = true;
    try {
      const { signIn } = await loadSignIn();
      const result = await signIn(username, password);
      if ('codeNeeded' in result) {
        signingIn.current = false;
        setWorking(false);
        setCodeStep(result);
        return;
      }
      signedIn(result);
    } catch (err) {
      signingIn.current = false;
      setWorking(false);
      // Its code not loaded (the line dropped) reads as any other failure: no detail.
      const detail = await loadSignIn().then(({ errorDetail }) => errorDetail(err), () => null);
      setToast({ type: 'error', text: loginErrorText(detail) });
    }
  };

  if (codeStep) {
    return (
      <PublicCard title="Iniciar Sesión" toast={<PlainToast toast={toast} />}>
        <p className="pub-subtitle">Escribe el código de 6 cifras de tu aplicación de autenticación, o uno de tus códigos de recuperación.</p>
        <form className="pub-form" onSubmit={onSubmitCode} noValidate>
          <PublicField
            label="Código de verificación"
            name="codigo"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            value={code}
            onValue={(v) => {
              setCode(v);
              clearError();
            }}
          />
          <SubmitButton working={working} label="Verificar" />
        </form>
        <p className="pub-foot">
          <button
            type="button"
            className="pub-link"
            onClick={() => {
              setCodeStep(null);
              setCode('');
              setToast(null);
            }}
          >
            Volver
          </button>
        </p>
      </PublicCard>
    );
  }

  return (
    <PublicCard title="Iniciar Sesión" toast={<PlainToast toast={toast} />}>
      <p className="pub-subtitle">Accede con tu usuario del sistema</p>
      <form className="pub-form" onSubmit={onSubmit} noValidate>
        <PublicField
          label="Usuario"
          name="username"
          autoComplete="username"
          autoFocus
          value={username}
          onValue={(v) => {
            setUsername(v);
            clearError();
          }}
        />
        <PublicField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={(v) => {
            setPassword(v);
            clearError();
          }}
        />
        <SubmitButton working={working} label="Ingresar" />
      </form>
      <p className="pub-foot">
        <Link to="/recuperar-contrasena">¿Olvidaste tu contraseña?</Link>
      </p>
      <p className="pub-foot">
        ¿No tienes cuenta? <Link to="/register">Crear una cuenta</Link>
      </p>
    </PublicCard>
  );
}

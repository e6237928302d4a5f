import { errorStatus } from '@gestion/api';
import { activateUser } from '../api/activate-user';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** The username of `/auth/usuario/{username}/activate`, whether or not a route param names it. */
export function usernameFromPath(pathname: string): string {
  const m = /\/auth\/usuario\/([^/]+)\/activate\/?$/.exec(pathname);
  if (!m?.[1]) return '';
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return m[1];
  }
}

type Phase = 'working' | 'failed';

/**
 * The activation link of the registration mail. It works signed out: the host mounts it as a
 * public route, outside the signed-in layout, so it uses no design-system component.
 */
export function ActivateUser() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const username = params.username ?? usernameFromPath(location.pathname);
  const token = new URLSearchParams(location.search).get('token');
  const [phase, setPhase] = useState<Phase>('working');
  // The token is single-use: a second request (StrictMode, a re-render) would report it as spent.
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = `${username}?${token ?? ''}`;
    if (started.current === key) return;
    started.current = key;
    activateUser(username, token).then(
      () => {
        window.alert(`Usuario "${username}" activado correctamente.`);
        void navigate('/login', { replace: true });
      },
      (err: unknown) => {
        setPhase('failed');
        window.alert(errorStatus(err) === 404 ? 'Usuario no encontrado o ya activado.' : 'Error inesperado al activar el usuario.');
      },
    );
  }, [username, token, navigate]);

  return (
    <main
      style={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        padding: 24,
        fontFamily: 'inherit',
        textAlign: 'center',
      }}
    >
      <h1 style={{ fontSize: 22, margin: 0 }}>Activación de usuario</h1>
      {phase === 'working' ? (
        <p role="status">Activando el usuario {username}...</p>
      ) : (
        <>
          <p role="status">No se pudo activar el usuario {username}.</p>
          <a href="/login" onClick={(e) => { e.preventDefault(); void navigate('/login'); }}>
            Ir a Iniciar Sesión
          </a>
          {/* An expired or lost link: the registration page asks for a new one (?reenviar opens that form). */}
          <a href="/register?reenviar" onClick={(e) => { e.preventDefault(); void navigate('/register?reenviar'); }}>
            Pedir un nuevo enlace de activación
          </a>
        </>
      )}
    </main>
  );
}

export default ActivateUser;

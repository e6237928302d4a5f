import { useSessionOverlay, type SessionOverlay } from '@gestion/session';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import './session-overlays.css';

export const LOGOUT_TEXT = 'Cerrando sesión...';
export const EXPIRED_TEXT = 'Tu sesión ha expirado. Redirigiendo al login...';

/**
 * Full-screen notices of the sign-out flows (the timers live in @gestion/session). After an
 * explicit logout the user lands on a clean /login (no origin to return to).
 */
export function SessionOverlays() {
  const overlay = useSessionOverlay();
  const navigate = useNavigate();
  const previous = useRef<SessionOverlay>(overlay);

  useEffect(() => {
    if (previous.current === 'logout' && overlay === null) navigate('/login', { replace: true });
    previous.current = overlay;
  }, [overlay, navigate]);

  if (!overlay) return null;
  return (
    <div className="session-overlay" role="alertdialog" aria-live="assertive">
      <div className="session-overlay__box">
        <span className="session-overlay__spinner" aria-hidden />
        {overlay === 'logout' ? LOGOUT_TEXT : EXPIRED_TEXT}
      </div>
    </div>
  );
}

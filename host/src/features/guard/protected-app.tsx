import { useSession } from '@gestion/session';
import { lazy, Suspense } from 'react';
import { matchRoutes, Navigate, useLocation } from 'react-router-dom';
import { HOME_PATH, LoginPage, PASSWORD_EDIT_PATH } from '../auth/login-page';
import { PROTECTED_ROUTES } from '../remotes/areas';
import './session-overlays.css';

const SignedInShell = lazy(() => import('../shell/signed-in-shell'));

export function isKnownProtectedPath(pathname: string): boolean {
  return matchRoutes(PROTECTED_ROUTES, pathname) !== null;
}

/**
 * The host's guard: a signed-in user and the mandatory password change. Permission gates live
 * in the remotes (RequirePermission of @gestion/ui). Signed out, a known route goes to /login
 * carrying the origin; an unknown one shows the login screen.
 */
export function ProtectedApp() {
  const location = useLocation();
  const { isAuthenticated, mustChangePassword, signedOut } = useSession();
  const known = isKnownProtectedPath(location.pathname);

  if (!isAuthenticated) {
    // A chosen sign-out (Salir, a password change) does not come back here at the next sign-in.
    if (signedOut) return <Navigate to="/login" replace state={signedOut.toast ? { toast: signedOut.toast } : null} />;
    if (!known) return <LoginPage />;
    const { pathname, search, hash } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  }
  if (mustChangePassword && location.pathname.replace(/\/+$/, '') !== PASSWORD_EDIT_PATH) {
    return <Navigate to={PASSWORD_EDIT_PATH} replace />;
  }
  if (!known) return <Navigate to={HOME_PATH} replace />;
  return (
    <Suspense fallback={<ShellLoading />}>
      <SignedInShell />
    </Suspense>
  );
}

function ShellLoading() {
  return (
    <div className="session-overlay" style={{ background: 'transparent', backdropFilter: 'none' }} aria-busy="true">
      <span className="session-overlay__spinner" style={{ width: 28, height: 28, color: '#2f6fde' }} />
    </div>
  );
}

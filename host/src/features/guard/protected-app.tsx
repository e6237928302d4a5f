import { HOME_PATH, useSecondFactorPending, useSession } from '@gestion/session';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, type NavigateProps } from 'react-router-dom';
import { withApiClient } from '../../lib/api-client';
import { LoginPage, SECOND_FACTOR_ENROL_PATH } from '../auth/login-page';
import { useNavigation } from '../navigation/navigation-store';
import { FORBIDDEN_PATH, matchAreaRoute, PASSWORD_EDIT_PATH } from '../navigation/routes';
import { SignedInShell } from './signed-in-shell-loader';
import './session-overlays.css';

// Public screens served by a remote (the activation link of the registration mail is opened
// signed out): loaded with antd, the design system and the API client, never with the login page.
const PublicRemotePage = lazy(() => withApiClient(import('../remotes/public-remote-page')));

/**
 * The host's guard for every path that is not one of its own public pages: an area's public
 * screen, else a signed-in user, the mandatory password change and a required second factor's
 * enrolment. Which paths exist comes from
 * the areas' navigation documents; permission gates are applied per route by the shell. Signed
 * out, a known route goes to /login carrying the origin; an unknown one shows the login screen.
 */
export function ProtectedApp() {
  const location = useLocation();
  const { isAuthenticated, mustChangePassword, signedOut } = useSession();
  const secondFactorPending = useSecondFactorPending();
  const navigation = useNavigation();

  if (!navigation.ready) return <ShellLoading />;
  const route = matchAreaRoute(navigation.areas, location.pathname);
  if (route?.public) {
    return (
      <Suspense fallback={null}>
        <PublicRemotePage area={route.area} path={route.path} />
      </Suspense>
    );
  }
  const known = route !== null || location.pathname.replace(/\/+$/, '') === FORBIDDEN_PATH;

  if (!isAuthenticated) {
    // A chosen sign-out (Salir, a password change) does not come back here at the next sign-in.
    if (signedOut) return <Redirect to="/login" replace state={signedOut.toast ? { toast: signedOut.toast } : null} />;
    if (!known) return <LoginPage />;
    const { pathname, search, hash } = location;
    return <Redirect to="/login" replace state={{ from: { pathname, search, hash } }} />;
  }
  const path = location.pathname.replace(/\/+$/, '');
  if (mustChangePassword && path !== PASSWORD_EDIT_PATH) return <Redirect to={PASSWORD_EDIT_PATH} replace />;
  // The server answers such a person only their session, profile and enrolment (403 elsewhere).
  // Never on to the home page from there, even if the profile's area is missing: that would loop.
  if (secondFactorPending) {
    if (path !== SECOND_FACTOR_ENROL_PATH) return <Redirect to={SECOND_FACTOR_ENROL_PATH} replace />;
  } else if (!known) return <Redirect to={HOME_PATH} replace />;
  return (
    <Suspense fallback={<ShellLoading />}>
      <SignedInShell />
    </Suspense>
  );
}

/**
 * A redirect of the guard. The router applies a navigation in a transition, so until the next
 * screen has rendered the page keeps what the guard rendered: a bare <Navigate> (nothing) left
 * the page blank between the end of a session (the expiry notice, 'Cerrando sesión...') and the
 * login, for as long as a busy machine took (a laptop just woken up). The spinner stands there.
 */
function Redirect(props: NavigateProps) {
  return (
    <>
      <Navigate {...props} />
      <ShellLoading />
    </>
  );
}

function ShellLoading() {
  return (
    <div className="session-overlay" style={{ background: 'transparent', backdropFilter: 'none' }} aria-busy="true">
      <span className="session-overlay__spinner" style={{ width: 28, height: 28, color: '#2f6fde' }} />
    </div>
  );
}

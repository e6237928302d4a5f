import { sessionStore, setSecondFactorPending } from '@gestion/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoginPage } from '../auth/login-page';
import { validToken } from '../../test/api-server';
import { ProtectedApp } from './protected-app';

// The signed-in shell (antd, remotes) is not under test here.
vi.mock('../shell/signed-in-shell', () => ({ default: () => <div>shell</div> }));

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + '|' + JSON.stringify(loc.state ?? null)}</div>;
}

/** The second <Routes> reports the location whatever the first one renders. */
function renderAt(path: string, login: ReactNode = <Where />) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={login} />
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const where = () => screen.getAllByTestId('where').at(-1)!.textContent;

function signIn(mustChange = false) {
  sessionStore.setToken(validToken());
  sessionStore.setMustChangePassword(mustChange);
}

beforeEach(() => {
  sessionStore.clear();
  setSecondFactorPending(false);
});

describe('ProtectedApp guard', () => {
  it('sends a signed-out visitor to /login carrying the origin route', () => {
    renderAt('/auth/user/list?page=2');
    expect(where()).toBe('/login|{"from":{"pathname":"/auth/user/list","search":"?page=2","hash":""}}');
  });

  it('after a chosen sign-out goes to /login with its toast and no origin to return to', () => {
    sessionStore.clear({ toast: { type: 'success', text: 'Contraseña cambiada correctamente. Inicia sesión.' } });
    renderAt('/user/password/edit');
    expect(where()).toBe('/login|{"toast":{"type":"success","text":"Contraseña cambiada correctamente. Inicia sesión."}}');
  });

  it('after Salir goes to /login without an origin', () => {
    sessionStore.clear({});
    renderAt('/auth/user/list');
    expect(where()).toBe('/login|null');
  });

  it('after Salir and the login screen, a guarded URL visited later carries its origin again', async () => {
    sessionStore.clear({});
    renderAt(
      '/user/dashboard',
      <>
        <LoginPage />
        <Link to="/auth/user/list">ir</Link>
      </>,
    );
    expect(where()).toBe('/login|null');
    expect(sessionStore.getState().signedOut).toBeNull();
    await act(async () => screen.getByRole('link', { name: 'ir' }).click());
    expect(where()).toBe('/login|{"from":{"pathname":"/auth/user/list","search":"","hash":""}}');
  });

  it('shows the login screen at an unknown path when signed out', () => {
    renderAt('/no/existe');
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(where()).toMatch(/^\/no\/existe\|/);
  });

  it('must-change redirects every protected route to the password change', async () => {
    signIn(true);
    renderAt('/auth/user/list');
    expect(where()).toMatch(/^\/user\/password\/edit\|/);
    expect(await screen.findByText('shell')).toBeTruthy();
  });

  it('must-change leaves the password change itself alone', async () => {
    signIn(true);
    renderAt('/user/password/edit');
    expect(await screen.findByText('shell')).toBeTruthy();
    expect(where()).toMatch(/^\/user\/password\/edit\|/);
  });

  it('a required second factor not enrolled keeps every route on the profile, and the profile itself renders', async () => {
    signIn();
    setSecondFactorPending(true);
    const first = renderAt('/auth/user/list');
    expect(where()).toMatch(/^\/user\/perfil\|/);
    first.unmount();
    renderAt('/user/perfil');
    expect(await screen.findByText('shell')).toBeTruthy();
    expect(where()).toMatch(/^\/user\/perfil\|/);
    // Enrolled (the profile says so): the rest of the product opens again.
    act(() => setSecondFactorPending(false));
    cleanup();
    renderAt('/auth/user/list');
    expect(where()).toMatch(/^\/auth\/user\/list\|/);
  });

  it('an unknown path when signed in goes to the dashboard', async () => {
    signIn();
    renderAt('/no/existe');
    expect(where()).toMatch(/^\/user\/dashboard\|/);
  });

  it('known area paths render the shell', async () => {
    signIn();
    renderAt('/acmia/tareas/list');
    expect(await screen.findByText('shell')).toBeTruthy();
  });
});

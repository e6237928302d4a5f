import { isSecondFactorPending, sessionStore } from '@gestion/session';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { me, url, setupApiServer, validToken } from '../../test/api-server';
import { LoginPage } from './login-page';
import { LOGIN_INACTIVE, LOGIN_UNKNOWN, LOGIN_WRONG_CREDENTIALS } from './login-errors';

// The real warm-up imports the signed-in layout (antd) at idle: not this page's test.
const warmSignedIn = vi.hoisted(() => vi.fn(() => () => {}));
vi.mock('../preload/warm-signed-in', () => ({ warmSignedIn }));

const server = setupApiServer();

function Where() {
  const loc = useLocation();
  return <div data-testid="where">{loc.pathname + '|' + JSON.stringify(loc.state ?? null)}</div>;
}

function renderLogin(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(username = 'ana', password = 'pw') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Usuario'), username);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
  return user;
}

beforeEach(() => sessionStore.clear());

describe('LoginPage', () => {
  it('renders the title and fields, and starts fetching what a sign-in needs', () => {
    warmSignedIn.mockClear();
    renderLogin();
    expect(warmSignedIn).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Iniciar Sesión' })).toBeTruthy();
    expect(screen.getByLabelText('Usuario')).toBeTruthy();
    expect(screen.getByLabelText('Contraseña')).toBeTruthy();
  });

  it.each([
    ['El usuario no está activo.', 403, LOGIN_INACTIVE],
    ['Credenciales incorrectas.', 401, LOGIN_WRONG_CREDENTIALS],
    ['Demasiados intentos. Intenta más tarde.', 429, LOGIN_UNKNOWN],
    ['Error interno.', 500, LOGIN_UNKNOWN],
    ['__proto__', 400, LOGIN_UNKNOWN],
  ])('detail %s (%i) shows its text', async (detail, status, text) => {
    server.use(http.post(url('/api/auth/custom-login/'), () => HttpResponse.json({ detail }, { status })));
    renderLogin();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a network error is unknown', async () => {
    server.use(http.post(url('/api/auth/custom-login/'), () => HttpResponse.error()));
    renderLogin();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(LOGIN_UNKNOWN);
  });

  it('typing clears the error toast', async () => {
    server.use(http.post(url('/api/auth/custom-login/'), () => HttpResponse.json({ detail: 'Credenciales incorrectas.' }, { status: 401 })));
    renderLogin();
    const user = await submit();
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Procesando...' while working", async () => {
    server.use(http.post(url('/api/auth/custom-login/'), async () => {
      await delay(150);
      return HttpResponse.json({ detail: 'Credenciales incorrectas.' }, { status: 401 });
    }));
    renderLogin();
    await submit();
    expect((screen.getByRole('button', { name: 'Procesando...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(((await screen.findByRole('button', { name: 'Ingresar' })) as HTMLButtonElement).disabled).toBe(false);
  });

  it('signs in, stores the session and goes to the origin route', async () => {
    renderLogin({ from: { pathname: '/auth/user/list', search: '?page=2', hash: '' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/auth\/user\/list\|/));
    const s = sessionStore.getState();
    expect(s.token).toBeTruthy();
    expect(s.user?.username).toBe('ana');
    expect(s.permissions).toEqual(['auth.view_user']);
    expect(s.roles).toEqual([{ id: 2, name: 'terra_x' }]);
    expect(s.permissionsLoaded).toBe(true);
  });

  it('goes to the dashboard without origin; failed permission calls give empty lists', async () => {
    server.use(
      http.get(url('/api/auth/permissions/me/'), () => HttpResponse.json({ detail: 'x' }, { status: 500 })),
      http.get(url('/api/auth/groups/me/'), () => HttpResponse.error()),
    );
    renderLogin();
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/user\/dashboard\|/));
    expect(sessionStore.getState().permissions).toEqual([]);
    expect(sessionStore.getState().roles).toEqual([]);
    expect(sessionStore.getState().permissionsLoaded).toBe(true);
  });

  it('custom-login and jwt/create go out together; custom-login’s error is the one shown', async () => {
    let asked = 0;
    let bothAsked = () => {};
    const together = new Promise<void>((resolve) => (bothAsked = resolve));
    const call = (path: string, answer: () => Response) =>
      http.post(url(path), async () => {
        if (++asked === 2) bothAsked();
        // Each answer waits for both requests: one after the other would never get there.
        await Promise.race([together, delay(3000)]);
        return answer();
      });
    server.use(
      call('/api/auth/custom-login/', () => HttpResponse.json({ detail: 'Credenciales incorrectas.' }, { status: 401 })),
      call('/api/auth/jwt/create/', () => HttpResponse.json({ detail: 'Demasiados intentos. Intenta más tarde.' }, { status: 429 })),
    );
    renderLogin();
    const started = Date.now();
    await submit();
    expect(await screen.findByText(LOGIN_WRONG_CREDENTIALS)).toBeTruthy();
    expect(Date.now() - started).toBeLessThan(2500);
    expect(asked).toBe(2);
  });

  it('asks for the token again, once, when only jwt/create failed', async () => {
    let tokens = 0;
    server.use(
      http.post(url('/api/auth/jwt/create/'), () =>
        ++tokens === 1 ? HttpResponse.json({ detail: 'Demasiados intentos. Intenta más tarde.' }, { status: 429 }) : HttpResponse.json({ access: validToken() }),
      ),
    );
    renderLogin();
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/user\/dashboard\|/));
    expect(tokens).toBe(2);
    expect(sessionStore.getState().token).not.toBeNull();
  });

  it('users/me, permissions/me and groups/me go out together with the new token, before it is stored', async () => {
    const seen: string[] = [];
    let allAsked = () => {};
    const together = new Promise<void>((resolve) => (allAsked = resolve));
    const read = (path: string, body: () => object) =>
      http.get(url(path), async ({ request }) => {
        seen.push(`${path} ${request.headers.get('Authorization')} stored=${sessionStore.getState().token !== null}`);
        if (seen.length === 3) allAsked();
        // Each answer waits for the three requests: a chain of calls would never get there.
        await Promise.race([together, delay(3000)]);
        return HttpResponse.json(body());
      });
    server.use(
      read('/api/auth/users/me/', () => me()),
      read('/api/auth/permissions/me/', () => ['auth.view_user']),
      read('/api/auth/groups/me/', () => [{ id: 2, name: 'terra_x' }]),
    );
    renderLogin();
    const started = Date.now();
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/user\/dashboard\|/));
    expect(Date.now() - started).toBeLessThan(2500);
    const token = sessionStore.getState().token;
    expect(seen.sort()).toEqual([
      `/api/auth/groups/me/ JWT ${token} stored=false`,
      `/api/auth/permissions/me/ JWT ${token} stored=false`,
      `/api/auth/users/me/ JWT ${token} stored=false`,
    ]);
    expect(sessionStore.getState()).toMatchObject({ permissions: ['auth.view_user'], roles: [{ id: 2, name: 'terra_x' }], permissionsLoaded: true });
  });

  it('must_change_password goes to the password change with the username', async () => {
    server.use(
      http.post(url('/api/auth/custom-login/'), () => HttpResponse.json({ detail: 'Login exitoso.', contrasena_cambiar: true, must_change_password: true })),
      http.get(url('/api/auth/users/me/'), () => HttpResponse.json(me({ must_change_password: true }))),
    );
    renderLogin({ from: { pathname: '/auth/user/list' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/password/edit|{"username":"ana"}'));
    expect(sessionStore.getState().mustChangePassword).toBe(true);
    expect(localStorage.getItem('must_change_password')).toBe('true');
  });

  it('shows the toast of the navigation state for 4 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLogin({ toast: { type: 'success', text: 'Contraseña cambiada correctamente. Inicia sesión.' } });
    expect((screen.getByRole('status')).textContent).toContain('Contraseña cambiada correctamente. Inicia sesión.');
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
    vi.useRealTimers();
  });

  it('a signed-in user is sent to the dashboard', () => {
    sessionStore.setToken(validToken());
    renderLogin();
    expect(screen.getByTestId('where').textContent).toMatch(/^\/user\/dashboard\|/);
  });

  it('an account with a second factor gets the code step: nothing is stored before the code, then the origin', async () => {
    const codes: unknown[] = [];
    server.use(
      http.post(url('/api/auth/custom-login/'), () =>
        HttpResponse.json({ detail: 'Ingresa el código de verificación.', contrasena_cambiar: false, must_change_password: false, segundo_factor: true, desafio: 'd-1' }),
      ),
      http.post(url('/api/auth/jwt/create/'), () => HttpResponse.json({ detail: 'x' }, { status: 401 })),
      http.post(url('/api/auth/jwt/segundo-factor/'), async ({ request }) => {
        const body = (await request.json()) as { desafio: string; codigo: string };
        codes.push(body);
        return body.codigo === '123456'
          ? HttpResponse.json({ access: validToken() })
          : HttpResponse.json({ detail: 'Código de verificación incorrecto.' }, { status: 401 });
      }),
    );
    renderLogin({ from: { pathname: '/auth/user/list', search: '', hash: '' } });
    const user = await submit();
    const field = await screen.findByLabelText('Código de verificación');
    expect(sessionStore.getState().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Debes ingresar el código de verificación.');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Código de verificación incorrecto.');
    expect(sessionStore.getState().token).toBeNull();
    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toMatch(/^\/auth\/user\/list\|/));
    expect(sessionStore.getState().token).toBeTruthy();
    expect(codes).toEqual([{ desafio: 'd-1', codigo: '000000' }, { desafio: 'd-1', codigo: '123456' }]);
  });

  it('a required second factor not yet enrolled sends the person to enrol it on the profile, and keeps them there', async () => {
    server.use(
      http.post(url('/api/auth/custom-login/'), () =>
        HttpResponse.json({ detail: 'Login exitoso.', contrasena_cambiar: false, must_change_password: false, segundo_factor_pendiente: true }),
      ),
      http.get(url('/api/auth/users/me/'), () => HttpResponse.json(me({ segundo_factor_pendiente: true }))),
    );
    renderLogin({ from: { pathname: '/auth/user/list', search: '', hash: '' } });
    await submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/user/perfil|null'));
    expect(sessionStore.getState().token).toBeTruthy();
    // The guard's rule (guard/protected-app.tsx) reads this flag, kept across reloads.
    expect(isSecondFactorPending()).toBe(true);
    expect(localStorage.getItem('segundo_factor_pendiente')).toBe('true');
  });
});

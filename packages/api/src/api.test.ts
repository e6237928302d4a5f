import { AxiosError } from 'axios';
import { signInForTest } from '@gestion/session/testing';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionStore } from '@gestion/session';
import { configureApi, errorMessage, http } from './index';
import { createToken, fetchMe, fetchMyAccess, fetchMyGroups, fetchMyPermissions, login, register } from './session';

const API = 'http://api.test';
let lastAuth: string | null = null;

const server = setupServer(
  mswHttp.post(`${API}/api/auth/custom-login/`, async ({ request }) => {
    const body = (await request.json()) as { username: string };
    if (body.username === 'bad') return HttpResponse.json({ detail: 'Credenciales incorrectas.' }, { status: 401 });
    return HttpResponse.json({ detail: 'Login exitoso.', contrasena_cambiar: false, must_change_password: false });
  }),
  mswHttp.post(`${API}/api/auth/jwt/create/`, () => HttpResponse.json({ detail: 'Credenciales incorrectas.' }, { status: 401 })),
  mswHttp.get(`${API}/api/auth/users/me/`, ({ request }) => {
    lastAuth = request.headers.get('authorization');
    return HttpResponse.json({ id: 1, username: 'ana' });
  }),
  mswHttp.get(`${API}/api/auth/permissions/me/`, () => HttpResponse.json({ detail: 'No autenticado.' }, { status: 401 })),
  mswHttp.get(`${API}/api/auth/groups/me/`, () => HttpResponse.json({ detail: 'Prohibido.' }, { status: 403 })),
  mswHttp.post(`${API}/auth/users/`, () => HttpResponse.json({ username: ['Ya existe.'] }, { status: 400 })),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseURL: `${API}/` });
});
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sessionStore.clear();
  lastAuth = null;
});

function signIn() {
  signInForTest({ token: 'tok123' });
}

describe('http', () => {
  it('sends the stored token with the JWT scheme', async () => {
    signIn();
    await fetchMe();
    expect(lastAuth).toBe('JWT tok123');
  });

  it('an explicit token wins over the stored one', async () => {
    await fetchMe('fresh');
    expect(lastAuth).toBe('JWT fresh');
  });

  it('a 401 clears the session', async () => {
    signIn();
    await expect(fetchMyPermissions()).rejects.toThrow();
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  // After a clock jump the network comes back late: the answer to a request sent with the expired
  // token may arrive after the user signed in again. It speaks of the old token only.
  it('a late 401 for an earlier token leaves the newer session alone', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let sentWith: string | null = null;
    server.use(
      mswHttp.get(`${API}/api/auth/permissions/me/`, async ({ request }) => {
        sentWith = request.headers.get('authorization');
        await released;
        return HttpResponse.json({ detail: 'El token ha expirado.' }, { status: 401 });
      }),
    );
    signIn();
    const late = fetchMyPermissions();
    late.catch(() => undefined);
    await vi.waitFor(() => expect(sentWith).toBe('JWT tok123'));
    signInForTest({ token: 'tok456' });
    release();
    await expect(late).rejects.toThrow();
    expect(sessionStore.getState().token).toBe('tok456');
  });

  it('a 401 for a token passed explicitly (a sign-in not yet stored) keeps the stored session', async () => {
    server.use(mswHttp.get(`${API}/api/auth/users/me/`, () => HttpResponse.json({ detail: 'No autenticado.' }, { status: 401 })));
    signIn();
    await expect(fetchMe('other')).rejects.toThrow();
    expect(sessionStore.getState().token).toBe('tok123');
  });

  it('fetchMyAccess: both lists with an explicit token, a failed call as an empty list', async () => {
    const auth: string[] = [];
    server.use(
      mswHttp.get(`${API}/api/auth/permissions/me/`, ({ request }) => {
        auth.push(`p ${request.headers.get('authorization')}`);
        return HttpResponse.json(['auth.view_user', 7]);
      }),
      mswHttp.get(`${API}/api/auth/groups/me/`, ({ request }) => {
        auth.push(`g ${request.headers.get('authorization')}`);
        return HttpResponse.json({ detail: 'Error.' }, { status: 500 });
      }),
    );
    await expect(fetchMyAccess('fresh')).resolves.toEqual({ permissions: ['auth.view_user'], groups: [] });
    expect(auth.sort()).toEqual(['g JWT fresh', 'p JWT fresh']);
  });

  it('a 401 from jwt/create keeps the session', async () => {
    signIn();
    await expect(createToken({ username: 'a', password: 'b' })).rejects.toThrow();
    expect(sessionStore.getState().token).toBe('tok123');
  });

  it('a 403 keeps the session', async () => {
    signIn();
    await expect(fetchMyGroups()).rejects.toThrow();
    expect(sessionStore.getState().token).toBe('tok123');
  });

  it('posts login and registration to the spec paths', async () => {
    await expect(login({ username: 'ana', password: 'x' })).resolves.toMatchObject({ detail: 'Login exitoso.' });
    const err = await register({ username: 'x', email: 'x@x.do', password: 'p', telefono: '1', rol: 'r' }).catch((e) => e);
    expect(errorMessage(err, 'fallback')).toBe('Ya existe.');
  });
});

describe('errorMessage', () => {
  it('prefers detail, then the error message, then the fallback', async () => {
    const err = await login({ username: 'bad', password: 'x' }).catch((e) => e);
    expect(errorMessage(err, 'x')).toBe('Credenciales incorrectas.');
    expect(errorMessage(new Error('boom'), 'x')).toBe('boom');
    // axios's own English text never reaches the screen.
    expect(errorMessage(new AxiosError('Request failed with status code 500', 'ERR_BAD_RESPONSE'), 'Error al cargar tareas.')).toBe('Error al cargar tareas.');
    expect(errorMessage(null, 'Error al crear')).toBe('Error al crear');
  });

  it('uses http as the single axios instance', () => {
    expect(http.defaults.baseURL).toBe(API);
  });
});

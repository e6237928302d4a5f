import { configureApi } from '@gestion/api';
import { fakeToken } from '@gestion/session/test-token';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

export const API = 'http://api.test';
export const url = (path: string) => `${API}${path}`;

export const validToken = () => fakeToken({ user_id: 1, username: 'ana', exp: Math.floor(Date.now() / 1000) + 3600 });

export const me = (over: Record<string, unknown> = {}) => ({
  id: 1, username: 'ana', email: 'ana@x.do', first_name: 'Ana', last_name: 'P', is_active: true,
  is_superuser: false, must_change_password: false, segundo_factor_pendiente: false, groups: [], date_joined: '2025-01-01T00:00:00Z', last_login: null, ...over,
});

export const happyHandlers: HttpHandler[] = [
  http.post(url('/api/auth/custom-login/'), () => HttpResponse.json({ detail: 'Login exitoso.', contrasena_cambiar: false, must_change_password: false })),
  http.post(url('/api/auth/jwt/create/'), () => HttpResponse.json({ access: validToken() })),
  http.get(url('/api/auth/users/me/'), () => HttpResponse.json(me())),
  http.get(url('/api/auth/permissions/me/'), () => HttpResponse.json(['auth.view_user'])),
  http.get(url('/api/auth/groups/me/'), () => HttpResponse.json([{ id: 2, name: 'terra_x' }])),
];

export function setupApiServer() {
  const server = setupServer(...happyHandlers);
  beforeAll(() => {
    configureApi({ baseURL: API });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

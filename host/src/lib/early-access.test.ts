import { sessionStore } from '@gestion/session';
import { fakeToken } from '@gestion/session/test-token';
import { http, HttpResponse } from 'msw';
import { API, setupApiServer, url, validToken } from '../test/api-server';
import { requestAccessEarly } from './early-access';
import { loadAccess } from './load-access';

const server = setupApiServer();

beforeEach(() => {
  sessionStore.clear();
  localStorage.clear();
});

describe('requestAccessEarly', () => {
  it('asks for nothing without a stored token', async () => {
    const fetchImpl = vi.fn();
    await expect(requestAccessEarly(API, fetchImpl)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('reads permissions and groups with the stored token, as the API package would', async () => {
    const token = validToken();
    localStorage.setItem('token', token);
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(`${new URL(request.url).pathname} ${request.headers.get('authorization')}`));
    await expect(requestAccessEarly(`${API}/`)).resolves.toEqual({ token, permissions: ['auth.view_user'], groups: [{ id: 2, name: 'terra_x' }] });
    server.events.removeAllListeners();
    expect(seen.sort()).toEqual([`/api/auth/groups/me/ JWT ${token}`, `/api/auth/permissions/me/ JWT ${token}`]);
  });

  it('never sends a missing, expired or unreadable token: the stored session is cleared instead', async () => {
    const expired = fakeToken({ user_id: 1, username: 'ana', exp: Math.floor(Date.now() / 1000) - 60 });
    for (const token of [expired, 'abc', '']) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify({ id: 1, username: 'ana' }));
      localStorage.setItem('must_change_password', 'true');
      localStorage.setItem('theme', 'dark');
      const fetchImpl = vi.fn();
      await expect(requestAccessEarly(API, fetchImpl)).resolves.toBeNull();
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(['token', 'user', 'must_change_password'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
      expect(localStorage.getItem('theme')).toBe('dark');
    }
  });

  it('judges expiry by the clock: a token that expires this very second is not sent', async () => {
    const exp = Math.floor(Date.now() / 1000) + 30;
    localStorage.setItem('token', fakeToken({ user_id: 1, username: 'ana', exp }));
    const fetchImpl = vi.fn();
    await expect(requestAccessEarly(API, fetchImpl, exp * 1000)).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('gives up (null) when a call is refused: the usual load meets the 401', async () => {
    localStorage.setItem('token', validToken());
    server.use(http.get(url('/api/auth/groups/me/'), () => HttpResponse.json({ detail: 'x' }, { status: 401 })));
    await expect(requestAccessEarly(API)).resolves.toBeNull();
  });
});

describe('loadAccess with an early answer', () => {
  it('uses the answer given for this token without asking again', async () => {
    const token = validToken();
    sessionStore.setToken(token);
    let asked = 0;
    server.use(http.get(url('/api/auth/permissions/me/'), () => void asked++));
    await loadAccess(Promise.resolve({ token, permissions: ['main.view_sprint'], groups: [] }));
    expect(asked).toBe(0);
    expect(sessionStore.getState().permissions).toEqual(['main.view_sprint']);
    expect(sessionStore.getState().permissionsLoaded).toBe(true);
  });

  it('asks again when the early answer is missing or was for another token', async () => {
    sessionStore.setToken(validToken());
    await loadAccess(Promise.resolve(null));
    expect(sessionStore.getState().permissions).toEqual(['auth.view_user']);

    sessionStore.clear();
    sessionStore.setToken(validToken() + 'x');
    await loadAccess(Promise.resolve({ token: 'otro', permissions: ['terra.view_precio'], groups: [] }));
    expect(sessionStore.getState().permissions).toEqual(['auth.view_user']);
  });
});

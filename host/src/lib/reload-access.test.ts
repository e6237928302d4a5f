import { sessionStore } from '@gestion/session';
import { http, HttpResponse } from 'msw';
import { setupApiServer, url, validToken } from '../test/api-server';
import { signIn } from '../features/auth/sign-in';
import { loadAccess } from './load-access';
import { reloadAccessOnNewToken } from './reload-access';

const server = setupApiServer();

let stop: (() => void) | undefined;
beforeEach(() => {
  sessionStore.clear();
  localStorage.clear();
});
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('reloadAccessOnNewToken', () => {
  it('loads the access when another tab signs in (a new token without permissions)', () => {
    const load = vi.fn(() => Promise.resolve());
    stop = reloadAccessOnNewToken(load);
    localStorage.setItem('token', validToken());
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'ana' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(sessionStore.getState().permissionsLoaded).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    // The user and flag keys of the same sign-in reload the session, not the access.
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'must_change_password' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a sign-out, the same token or a token whose access is loaded', () => {
    const load = vi.fn(() => Promise.resolve());
    sessionStore.setToken(validToken());
    stop = reloadAccessOnNewToken(load);
    sessionStore.setMustChangePassword(true);
    sessionStore.setAccess(['auth.view_user'], []);
    sessionStore.clear();
    expect(load).not.toHaveBeenCalled();
    sessionStore.setToken(`${validToken()}x`);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops after the unsubscribe', () => {
    const load = vi.fn(() => Promise.resolve());
    reloadAccessOnNewToken(load)();
    sessionStore.setToken(validToken());
    expect(load).not.toHaveBeenCalled();
  });

  it('a sign-in in this tab fetches permissions and groups once', async () => {
    let permissionCalls = 0;
    let groupCalls = 0;
    server.use(
      http.get(url('/api/auth/permissions/me/'), () => {
        permissionCalls++;
        return HttpResponse.json(['auth.view_user']);
      }),
      http.get(url('/api/auth/groups/me/'), () => {
        groupCalls++;
        return HttpResponse.json([{ id: 2, name: 'terra_x' }]);
      }),
    );
    stop = reloadAccessOnNewToken(loadAccess);
    await signIn('ana', 'pw');
    const st = sessionStore.getState();
    expect(st.permissionsLoaded).toBe(true);
    expect(st.permissions).toEqual(['auth.view_user']);
    expect(permissionCalls).toBe(1);
    expect(groupCalls).toBe(1);
  });
});

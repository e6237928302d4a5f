import { act, renderHook } from '@testing-library/react';
import { fakeToken } from './test-token';

const future = () => fakeToken({ user_id: 1, username: 'ana', exp: Math.floor(Date.now() / 1000) + 3600 });
const past = () => fakeToken({ user_id: 1, username: 'ana', exp: Math.floor(Date.now() / 1000) - 10 });
const user = { id: 1, username: 'ana', email: 'a@x.do', first_name: 'Ana', last_name: 'P', is_superuser: false, is_active: true, must_change_password: false, groups: ['Terra_Equipo'] };

async function freshModule() {
  vi.resetModules();
  // overlayStore is internal (the apps read it through useSessionOverlay): same fresh module graph.
  return { ...(await import('./index')), overlayStore: (await import('./session-flow')).overlayStore };
}

beforeEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('tokenExpiry', () => {
  it('reads exp from the payload (base64url, any text in it), null for what is not a token', async () => {
    const { tokenExpiry } = await import('./token');
    expect(tokenExpiry(fakeToken({ user_id: 1, username: 'añó€😀', exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
    // Unicode that base64url writes with '-' and '_'.
    expect(tokenExpiry(fakeToken({ username: '\u00fb\u00ff\u00fe?>', exp: 5 }))).toBe(5_000);
    for (const bad of [null, '', 'abc', 'a.b.c', 'a.!!!.c', fakeToken({ exp: '5' }), `x.${btoa('[1]')}.y`]) expect(tokenExpiry(bad)).toBeNull();
  });
});

describe('startup', () => {
  it('keeps a valid stored session', async () => {
    localStorage.setItem('token', future());
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('must_change_password', 'true');
    const s = await freshModule();
    const st = s.sessionStore.getState();
    expect(st.user?.username).toBe('ana');
    expect(st.mustChangePassword).toBe(true);
    expect(st.permissionsLoaded).toBe(false);
  });

  it('clears an expired token, the user and the flag', async () => {
    localStorage.setItem('token', past());
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('must_change_password', 'true');
    const s = await freshModule();
    expect(s.sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('must_change_password')).toBeNull();
  });

  it('clears a stored user when the token is missing', async () => {
    localStorage.setItem('user', JSON.stringify(user));
    const s = await freshModule();
    expect(s.sessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('treats an undecodable token as expired', async () => {
    localStorage.setItem('token', 'garbage');
    const s = await freshModule();
    expect(s.sessionStore.getState().token).toBeNull();
  });
});

describe('setters and hooks', () => {
  it('persists token, user and flag under the spec keys', async () => {
    const s = await freshModule();
    const token = future();
    s.sessionStore.setToken(token);
    s.sessionStore.setUser(user);
    s.sessionStore.setMustChangePassword(true);
    expect(localStorage.getItem(s.STORAGE_KEYS.token)).toBe(token);
    expect(JSON.parse(localStorage.getItem('user')!).username).toBe('ana');
    expect(localStorage.getItem('must_change_password')).toBe('true');
    s.sessionStore.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('must_change_password')).toBeNull();
  });

  it('useSession derives access rules', async () => {
    const s = await freshModule();
    const { result } = renderHook(() => s.useSession());
    expect(result.current.isAuthenticated).toBe(false);
    act(() => {
      s.sessionStore.setToken(future());
      s.sessionStore.setUser(user);
      s.sessionStore.setAccess(['auth.view_user'], [{ id: 3, name: 'TERRA_coordinadores' }]);
    });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.permissionsLoaded).toBe(true);
    expect(result.current.hasPermission('auth.view_user')).toBe(true);
    expect(result.current.hasPermission('auth.view_group')).toBe(false);
    expect(result.current.hasRolePrefix('terra_')).toBe(true);
    expect(result.current.hasRolePrefix('acmia_')).toBe(false);
    act(() => s.sessionStore.setUser({ ...user, is_superuser: true }));
    expect(result.current.hasPermission('rodox.delete_sonador')).toBe(true);
    expect(result.current.hasRolePrefix('acmia_')).toBe(true);
  });
});

describe('logout and expiry', () => {
  it('logout shows the overlay for 1.5 s, then clears', async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    s.sessionStore.setToken(future());
    s.sessionStore.setMustChangePassword(true);
    s.logout();
    expect(s.overlayStore.getState().overlay).toBe('logout');
    vi.advanceTimersByTime(1499);
    expect(s.sessionStore.getState().token).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(s.sessionStore.getState().token).toBeNull();
    expect(s.sessionStore.getState().mustChangePassword).toBe(false);
    expect(s.overlayStore.getState().overlay).toBeNull();
  });

  it('logout forgets the stored session at once: a reload or a closed tab during the overlay is signed out', async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    const token = future();
    s.sessionStore.setToken(token);
    expect(localStorage.getItem(s.STORAGE_KEYS.token)).toBe(token);
    s.logout();
    expect(localStorage.getItem(s.STORAGE_KEYS.token)).toBeNull();
    expect(s.sessionStore.getState().token).toBe(token);
    vi.advanceTimersByTime(1500);
    expect(s.sessionStore.getState().token).toBeNull();
  });

  it("a 401 while 'Cerrando sesión...' shows (the server already ended the token) does not cut the overlay short", async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    s.sessionStore.setToken(future());
    s.logout();
    vi.advanceTimersByTime(300);
    s.sessionRejected();
    expect(s.sessionStore.getState().token).not.toBeNull();
    expect(s.overlayStore.getState().overlay).toBe('logout');
    vi.advanceTimersByTime(1200);
    expect(s.sessionStore.getState().token).toBeNull();
    expect(s.sessionStore.getState().signedOut).toEqual({});
    expect(s.overlayStore.getState().overlay).toBeNull();
  });

  it('expiry: overlay 0.5 s after exp, sign-out 2 s later', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const s = await freshModule();
    const exp = Math.floor(Date.now() / 1000) + 10;
    s.sessionStore.setToken(fakeToken({ user_id: 1, username: 'ana', exp }));
    const stop = s.watchTokenExpiry();
    vi.advanceTimersByTime(10_499);
    expect(s.overlayStore.getState().overlay).toBeNull();
    vi.advanceTimersByTime(1);
    expect(s.overlayStore.getState().overlay).toBe('expired');
    vi.advanceTimersByTime(1999);
    expect(s.sessionStore.getState().token).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(s.sessionStore.getState().token).toBeNull();
    expect(s.overlayStore.getState().overlay).toBeNull();
    stop();
  });

  it('the unsubscribe also cancels the pending sign-out after the expired overlay', async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    const exp = Math.floor(Date.now() / 1000) + 1;
    s.sessionStore.setToken(fakeToken({ user_id: 1, username: 'ana', exp }));
    const stop = s.watchTokenExpiry();
    vi.advanceTimersByTime(exp * 1000 + 500 - Date.now());
    expect(s.overlayStore.getState().overlay).toBe('expired');
    stop();
    expect(s.overlayStore.getState().overlay).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(s.sessionStore.getState().token).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  // A clock that jumps past exp (a laptop waking up): a request's 401 may come before the watch's
  // timer. Either way the expiry notice shows, then the session ends; once.
  it.each(['401 first', 'timer first'])('a jump past exp shows the expiry notice whoever notices first (%s)', async (order) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const s = await freshModule();
    const exp = Math.floor(Date.now() / 1000) + 60;
    s.sessionStore.setToken(fakeToken({ user_id: 1, username: 'ana', exp }));
    const stop = s.watchTokenExpiry();
    vi.setSystemTime(new Date((exp + 3600) * 1000));
    if (order === '401 first') {
      s.sessionRejected();
      vi.advanceTimersByTime(0);
    } else {
      vi.advanceTimersByTime(0);
      s.sessionRejected();
    }
    expect(s.overlayStore.getState().overlay).toBe('expired');
    expect(s.sessionStore.getState().token).not.toBeNull();
    vi.advanceTimersByTime(1999);
    s.sessionRejected();
    expect(s.overlayStore.getState().overlay).toBe('expired');
    vi.advanceTimersByTime(1);
    expect(s.sessionStore.getState().token).toBeNull();
    expect(s.overlayStore.getState().overlay).toBeNull();
    stop();
  });

  // After a sleep the watch's timer has not fired yet (its clock stood still) and no request was
  // made: the page being looked at again is enough.
  it.each(['focus', 'pageshow', 'visibilitychange'])('a page waking up past exp shows the expiry notice at once (%s)', async (type) => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const s = await freshModule();
    const exp = Math.floor(Date.now() / 1000) + 60;
    s.sessionStore.setToken(fakeToken({ user_id: 1, username: 'ana', exp }));
    const stop = s.watchTokenExpiry();
    // Inside the token's life: nothing happens.
    (type === 'visibilitychange' ? document : window).dispatchEvent(new Event(type));
    expect(s.overlayStore.getState().overlay).toBeNull();
    vi.setSystemTime(new Date((exp + 3600) * 1000));
    (type === 'visibilitychange' ? document : window).dispatchEvent(new Event(type));
    expect(s.overlayStore.getState().overlay).toBe('expired');
    vi.advanceTimersByTime(2000);
    expect(s.sessionStore.getState().token).toBeNull();
    stop();
  });

  it('a 401 for a token still inside its exp (revoked) ends the session at once, without the expiry notice', async () => {
    const s = await freshModule();
    s.sessionStore.setToken(future());
    s.sessionRejected();
    expect(s.sessionStore.getState().token).toBeNull();
    expect(s.overlayStore.getState().overlay).toBeNull();
  });

  it('a new token re-arms the watch', async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    const now = Math.floor(Date.now() / 1000);
    s.sessionStore.setToken(fakeToken({ exp: now + 1 }));
    const stop = s.watchTokenExpiry();
    s.sessionStore.setToken(fakeToken({ exp: now + 100 }));
    vi.advanceTimersByTime(5000);
    expect(s.overlayStore.getState().overlay).toBeNull();
    stop();
  });
});

describe('theme', () => {
  it('initial value: stored choice, else system preference', async () => {
    const mm = vi.fn().mockReturnValue({ matches: true });
    vi.stubGlobal('matchMedia', mm);
    let s = await freshModule();
    expect(s.themeStore.getState().theme).toBe('dark');
    localStorage.setItem('theme', 'light');
    s = await freshModule();
    expect(s.themeStore.getState().theme).toBe('light');
    vi.unstubAllGlobals();
  });

  it('toggle persists, sets data-theme and swaps the favicon', async () => {
    localStorage.setItem('theme', 'light');
    const s = await freshModule();
    const { result } = renderHook(() => s.useTheme());
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.getAttribute('href')).toBe('/favicon-dark.svg');
    act(() => result.current.setTheme('light'));
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')!.getAttribute('href')).toBe('/favicon-light.svg');
  });
});

describe('sidebar_expandido', () => {
  it('defaults to expanded and persists', async () => {
    const s = await freshModule();
    const { result } = renderHook(() => s.useSidebarExpanded());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('sidebar_expandido')).toBe('false');
    const again = await freshModule();
    expect(again.sidebarStore.getState().expanded).toBe(false);
  });
});

describe('scheduleSignOut', () => {
  const note = { toast: { type: 'success' as const, text: 'Contraseña cambiada correctamente. Inicia sesión.' } };

  it('clears the session with the note after the delay, whoever asked for it is gone', async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    s.sessionStore.setToken(future());
    s.sessionStore.setUser(user);
    s.sessionStore.setMustChangePassword(true);
    s.scheduleSignOut(note, 2000);
    // Stored session gone at once (a reload meanwhile does not find the revoked token)...
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('must_change_password')).toBeNull();
    // ...while this page keeps its state for the overlay.
    vi.advanceTimersByTime(1999);
    expect(s.sessionStore.getState().token).not.toBeNull();
    vi.advanceTimersByTime(1);
    const st = s.sessionStore.getState();
    expect(st.token).toBeNull();
    expect(st.user).toBeNull();
    expect(st.mustChangePassword).toBe(false);
    expect(st.signedOut).toEqual(note);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves a newer sign-in alone', async () => {
    vi.useFakeTimers();
    const s = await freshModule();
    s.sessionStore.setToken(future());
    s.scheduleSignOut(note, 2000);
    const other = fakeToken({ user_id: 2, username: 'otra', exp: Math.floor(Date.now() / 1000) + 7200 });
    s.sessionStore.setToken(other);
    vi.advanceTimersByTime(2000);
    expect(s.sessionStore.getState().token).toBe(other);
    expect(s.sessionStore.getState().signedOut).toBeNull();
  });
});

describe('sign-out note and other tabs', () => {
  it('acknowledgeSignOut drops the note', async () => {
    const s = await freshModule();
    s.sessionStore.clear({});
    expect(s.sessionStore.getState().signedOut).toEqual({});
    s.sessionStore.acknowledgeSignOut();
    expect(s.sessionStore.getState().signedOut).toBeNull();
  });

  it.each(['token', 'user', 'must_change_password'])('a change of %s in another tab reloads the session', async (key) => {
    const s = await freshModule();
    const token = future();
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('must_change_password', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key }));
    const st = s.sessionStore.getState();
    expect(st.token).toBe(token);
    expect(st.user?.username).toBe('ana');
    expect(st.mustChangePassword).toBe(true);
  });

  it('ignores other keys', async () => {
    const s = await freshModule();
    localStorage.setItem('token', future());
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(s.sessionStore.getState().token).toBeNull();
  });

  it('a reload with the same token keeps the loaded access; a new token starts without it', async () => {
    const s = await freshModule();
    const token = future();
    s.sessionStore.setToken(token);
    s.sessionStore.setAccess(['auth.view_user'], [{ id: 3, name: 'terra_x' }]);
    localStorage.setItem('must_change_password', 'true');
    s.sessionStore.reload();
    let st = s.sessionStore.getState();
    expect(st.mustChangePassword).toBe(true);
    expect(st.permissions).toEqual(['auth.view_user']);
    expect(st.permissionsLoaded).toBe(true);
    localStorage.setItem('token', fakeToken({ user_id: 2, username: 'otra', exp: Math.floor(Date.now() / 1000) + 7200 }));
    s.sessionStore.reload();
    st = s.sessionStore.getState();
    expect(st.permissions).toEqual([]);
    expect(st.permissionsLoaded).toBe(false);
  });
});

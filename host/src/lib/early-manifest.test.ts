import type { AreaNavigation } from '@gestion/ui/area';
import { NAVIGATION_CACHE_KEY } from '../features/navigation/navigation-cache-key';
import { areaOfPath, requestManifestEarly } from './early-manifest';
import { earlyManifestPlugin } from './federation';
import { fakeToken } from '@gestion/session/test-token';
import { validToken } from '../test/api-server';

const doc = (name: string, ...paths: string[]): AreaNavigation => ({ name, resources: paths.map((path) => ({ path, title: path })), nav: [] });
const AREAS = {
  main: doc('main', '/main/sprint/list', '/:subproyecto/tareas', '/terra/subproyecto/:id'),
  terra: doc('terra', '/terra/producto/precio/list', '/terra/equipo/:id/*'),
  user: doc('user', '/user/dashboard'),
};
const REMOTES = { main: 'http://m/mf-manifest.json', terra: 'http://t/mf-manifest.json', user: 'http://u/mf-manifest.json' };

beforeEach(() => localStorage.clear());

describe('areaOfPath', () => {
  it('finds the area of an address, a static segment before a parameter', () => {
    expect(areaOfPath(AREAS, '/user/dashboard')).toBe('user');
    expect(areaOfPath(AREAS, '/terra/producto/precio/list')).toBe('terra');
    expect(areaOfPath(AREAS, '/terra/subproyecto/7')).toBe('main');
    expect(areaOfPath(AREAS, '/obras/tareas')).toBe('main');
    expect(areaOfPath(AREAS, '/terra/equipo/3/miembros')).toBe('terra');
    expect(areaOfPath(AREAS, '/user/dashboard/')).toBe('user');
  });

  it('finds none for an address no area has', () => {
    expect(areaOfPath(AREAS, '/login')).toBeNull();
    expect(areaOfPath(AREAS, '/user')).toBeNull();
    expect(areaOfPath({}, '/user/dashboard')).toBeNull();
  });
});

describe('requestManifestEarly', () => {
  const answer = () => vi.fn<typeof fetch>(() => Promise.resolve(new Response('{}', { status: 200 })));

  it('asks for nothing without a stored token', () => {
    localStorage.setItem(NAVIGATION_CACHE_KEY, JSON.stringify(AREAS));
    const f = answer();
    expect(requestManifestEarly(REMOTES, '/user/dashboard', f)).toBeNull();
    expect(f).not.toHaveBeenCalled();
  });

  it('asks for nothing with an expired or unreadable token: the login comes next, not the area', () => {
    localStorage.setItem(NAVIGATION_CACHE_KEY, JSON.stringify(AREAS));
    const f = answer();
    for (const token of [fakeToken({ user_id: 1, username: 'ana', exp: Math.floor(Date.now() / 1000) - 60 }), 'abc']) {
      localStorage.setItem('token', token);
      expect(requestManifestEarly(REMOTES, '/user/dashboard', f)).toBeNull();
    }
    expect(f).not.toHaveBeenCalled();
  });

  it('asks, as the runtime would, for the manifest of the area the kept documents give the address', async () => {
    localStorage.setItem('token', validToken());
    localStorage.setItem(NAVIGATION_CACHE_KEY, JSON.stringify(AREAS));
    const f = answer();
    const early = requestManifestEarly(REMOTES, '/user/dashboard', f);
    expect(early?.url).toBe(REMOTES.user);
    expect(f).toHaveBeenCalledWith(REMOTES.user, {});
    expect((await early!.response)?.status).toBe(200);
  });

  it('asks for nothing without kept documents or for an address of no area', () => {
    localStorage.setItem('token', validToken());
    const f = answer();
    expect(requestManifestEarly(REMOTES, '/user/dashboard', f)).toBeNull();
    localStorage.setItem(NAVIGATION_CACHE_KEY, JSON.stringify(AREAS));
    expect(requestManifestEarly(REMOTES, '/login', f)).toBeNull();
    expect(f).not.toHaveBeenCalled();
  });

  it('leaves the runtime to ask itself when the early request fails', async () => {
    localStorage.setItem('token', validToken());
    localStorage.setItem(NAVIGATION_CACHE_KEY, JSON.stringify(AREAS));
    const down = requestManifestEarly(REMOTES, '/user/dashboard', () => Promise.reject(new TypeError('red')));
    const error = requestManifestEarly(REMOTES, '/user/dashboard', () => Promise.resolve(new Response('', { status: 502 })));
    expect(await down!.response).toBeUndefined();
    expect(await error!.response).toBeUndefined();
  });
});

describe('earlyManifestPlugin', () => {
  it('gives the runtime the early answer once, for its address only', async () => {
    const response = new Response('{"id":"user"}');
    const plugin = earlyManifestPlugin({ url: REMOTES.user, response: Promise.resolve(response) });
    const fetchHook = plugin.fetch!;
    expect(fetchHook(REMOTES.terra, {})).toBeUndefined();
    expect(await fetchHook(REMOTES.user, {})).toBe(response);
    expect(fetchHook(REMOTES.user, {})).toBeUndefined();
  });
});

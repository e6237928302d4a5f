import { describe, expect, it, vi } from 'vitest';
import { AREAS } from '../../test/navigation-fixture';
import { createPreloadOnce, preloadAreasOf, preloadLink, warmAreas } from './preload-once';

describe('createPreloadOnce', () => {
  it('asks for an entry or a screen once, however often it is pointed at', async () => {
    const load = vi.fn(async () => true);
    const once = createPreloadOnce(load);
    await Promise.all([once('terra'), once('terra'), once('terra', '/terra/a'), once('terra', '/terra/a')]);
    expect(load.mock.calls).toEqual([['terra', undefined], ['terra', '/terra/a']]);
  });

  it('a failed preload may be asked again (the remote may be back)', async () => {
    const load = vi.fn(async () => false);
    const once = createPreloadOnce(load);
    expect(await once('terra')).toBe(false);
    expect(await once('terra')).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('sidebar preloads', () => {
  it("an item's link preloads the screen of the route it opens, in the area that serves it", async () => {
    const load = vi.fn(async () => true);
    await preloadLink(load, AREAS, '/terra/producto/precio/list?page=2');
    // A route of another area under /terra: the area that declares it serves it.
    await preloadLink(load, AREAS, '/terra/unidad/list');
    expect(load.mock.calls).toEqual([['terra', '/terra/producto/precio/list'], ['main', '/terra/unidad/list']]);
  });

  it('a link no area serves preloads nothing', async () => {
    const load = vi.fn(async () => true);
    expect(await preloadLink(load, AREAS, '/nada/aqui')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("a section preloads the entries of every area behind its items, each once", async () => {
    const load = vi.fn(async () => true);
    await preloadAreasOf(load, AREAS, ['/terra/producto/precio/list', '/terra/checkgrafia/create', '/main/sprint/list']);
    expect(load.mock.calls).toEqual([['terra'], ['main']]);
  });
});

describe('warmAreas', () => {
  it("loads the home route's screen first, then every other area's entry", async () => {
    const order: string[] = [];
    let releaseHome = () => {};
    const load = vi.fn((area: string, path?: string) => {
      order.push(path ? `${area} ${path}` : area);
      return path ? new Promise<boolean>((resolve) => (releaseHome = () => resolve(true))) : Promise.resolve(true);
    });
    const done = warmAreas(load, AREAS, '/user/dashboard');
    await Promise.resolve();
    // Nothing else competes with the screen a sign-in lands on.
    expect(order).toEqual(['user /user/dashboard']);
    releaseHome();
    await done;
    expect(order).toEqual(['user /user/dashboard', 'auth_admin', 'main', 'terra', 'rodox']);
  });
});

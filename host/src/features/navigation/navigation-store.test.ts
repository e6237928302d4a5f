import type { AreaNavigation } from '@gestion/ui/area';
import { NAVIGATION_CACHE_KEY } from './navigation-cache-key';
import { loadNavigation, NAVIGATION_WAIT_MS, navigationStore, navigationUrl } from './navigation-store';

const REMOTES = { main: 'http://r.test/main/mf-manifest.json', terra: 'http://r.test/terra/mf-manifest.json' };
const doc = (name: string, label = name): AreaNavigation => ({
  name,
  resources: [{ path: `/${name}/x` }],
  nav: [{ section: 'S', label, to: `/${name}/x`, order: 1 }],
});

function fakeFetch(answers: Record<string, () => Promise<Response>>): typeof fetch {
  return ((url: string) => {
    const name = Object.keys(answers).find((n) => url === navigationUrl(REMOTES[n as keyof typeof REMOTES]));
    return name ? answers[name]!() : Promise.reject(new Error('no'));
  }) as typeof fetch;
}
const json = (body: unknown) => () => Promise.resolve(new Response(JSON.stringify(body)));
const never = () => new Promise<Response>(() => {});
const labels = () => navigationStore.getState().areas.flatMap((a) => a.nav.map((i) => i.label));

beforeEach(() => navigationStore.setAreas([]));
afterEach(() => vi.useRealTimers());

describe('loadNavigation', () => {
  it('the document sits beside the manifest', () => {
    expect(navigationUrl('http://r.test/main/mf-manifest.json')).toBe('http://r.test/main/navigation.json');
  });

  it('a first visit waits for every document, keeps the config order, and caches them', async () => {
    await loadNavigation(REMOTES, fakeFetch({ terra: json(doc('terra')), main: json(doc('main')) }));
    expect(navigationStore.getState()).toMatchObject({ ready: true });
    expect(labels()).toEqual(['main', 'terra']);
    expect(Object.keys(JSON.parse(localStorage.getItem(NAVIGATION_CACHE_KEY)!))).toEqual(expect.arrayContaining(['main', 'terra']));
  });

  it('a remote that is down keeps the cached copy, so the sidebar is whole at once', async () => {
    localStorage.setItem(NAVIGATION_CACHE_KEY, JSON.stringify({ main: doc('main', 'viejo'), terra: doc('terra') }));
    const loading = loadNavigation(REMOTES, fakeFetch({ main: json(doc('main', 'nuevo')), terra: () => Promise.reject(new Error('down')) }));
    expect(navigationStore.getState().ready).toBe(true);
    expect(labels()).toEqual(['viejo', 'terra']);
    await loading;
    await vi.waitFor(() => expect(labels()).toEqual(['nuevo', 'terra']));
  });

  it("a first visit with a remote down uses the host's build-time copy", async () => {
    await loadNavigation(REMOTES, fakeFetch({ main: json(doc('main')), terra: () => Promise.reject(new Error('down')) }), {
      terra: doc('terra', 'de la compilación'),
    });
    expect(navigationStore.getState().ready).toBe(true);
    expect(labels()).toEqual(['main', 'de la compilación']);
  });

  it('a slow remote with no copy is waited for only so long', async () => {
    vi.useFakeTimers();
    const loading = loadNavigation(REMOTES, fakeFetch({ main: json(doc('main')), terra: never }));
    expect(navigationStore.getState().ready).toBe(false);
    await vi.advanceTimersByTimeAsync(NAVIGATION_WAIT_MS);
    await loading;
    expect(navigationStore.getState().ready).toBe(true);
    expect(labels()).toEqual(['main']);
  });

  it('a revalidated copy that did not change is neither published nor stored again', async () => {
    // Spaced as no rewrite would space it: the text left as it was proves nothing was stored.
    const stored = JSON.stringify({ main: doc('main'), terra: doc('terra') }, null, 1);
    localStorage.setItem(NAVIGATION_CACHE_KEY, stored);
    const published = vi.fn();
    const unsubscribe = navigationStore.subscribe(published);
    // With every copy at hand loadNavigation does not wait for the answers: the test does.
    const read: Promise<unknown>[] = [];
    const answer = (body: unknown) => () => {
      const res = new Response(JSON.stringify(body));
      const parse = res.json.bind(res);
      res.json = () => {
        const parsed = parse();
        read.push(parsed);
        return parsed;
      };
      return Promise.resolve(res);
    };
    try {
      await loadNavigation(REMOTES, fakeFetch({ main: answer(doc('main')), terra: answer(doc('terra')) }));
      await vi.waitFor(() => expect(read).toHaveLength(2));
      await Promise.all(read);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(labels()).toEqual(['main', 'terra']);
      expect(published).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem(NAVIGATION_CACHE_KEY)).toBe(stored);
    } finally {
      unsubscribe();
    }
  });

  it('a document that is not the area it claims to be is ignored', async () => {
    await loadNavigation(REMOTES, fakeFetch({ main: json(doc('terra')), terra: json({ name: 'terra' }) }));
    expect(navigationStore.getState()).toEqual({ ready: true, areas: [] });
  });
});

import type { AreaNavigation } from '@gestion/ui/area';
import { matchAreaRoute } from '../navigation/routes';

/** Loads ahead an area's entry (no path) or one of its screens; false when it failed. */
export type Preload = (area: string, path?: string) => Promise<boolean>;

/**
 * Each area's entry and each screen at most once per page (hovering an item twice asks nothing
 * more); a failed one may be asked again (the remote may be back).
 */
export function createPreloadOnce(preload: Preload): Preload {
  const started = new Map<string, Promise<boolean>>();
  return (area, path) => {
    const key = path ? `${area} ${path}` : area;
    let pending = started.get(key);
    if (!pending) {
      pending = preload(area, path).then((ok) => {
        if (!ok) started.delete(key);
        return ok;
      });
      started.set(key, pending);
    }
    return pending;
  };
}

/** The screen behind a link of the sidebar (an area's route), to preload it. */
export function preloadLink(preload: Preload, areas: AreaNavigation[], to: string): Promise<boolean> {
  const route = matchAreaRoute(areas, to.split(/[?#]/)[0]!);
  return route ? preload(route.area, route.path) : Promise.resolve(false);
}

/** The entries of the areas behind some links (a sidebar section): the person is heading there. */
export function preloadAreasOf(preload: Preload, areas: AreaNavigation[], links: string[]): Promise<boolean[]> {
  const names = new Set(links.map((to) => matchAreaRoute(areas, to.split(/[?#]/)[0]!)?.area).filter((a): a is string => !!a));
  return Promise.all([...names].map((a) => preload(a)));
}

/**
 * What the login page fetches while it sits idle, after the signed-in layout: the area and the
 * screen of `home` (where a sign-in lands), then every other area's entry (the sidebar's).
 */
export async function warmAreas(preload: Preload, areas: AreaNavigation[], home: string): Promise<void> {
  const route = matchAreaRoute(areas, home);
  if (route) await preload(route.area, route.path);
  await Promise.all(areas.filter((a) => a.name !== route?.area).map((a) => preload(a.name)));
}

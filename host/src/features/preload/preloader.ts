import { HOME_PATH } from '@gestion/session';
import { preload } from '../../lib/federation';
import { navigationStore } from '../navigation/navigation-store';
import { matchAreaRoute } from '../navigation/routes';
import { checkSharedVersions } from '../remotes/shared-version-check';
import { createPreloadOnce, warmAreas } from './preload-once';

/** The page's one preloader; the shared-version check is in place before any remote loads. */
export const preloadOnce = createPreloadOnce((area, path) => {
  checkSharedVersions();
  return preload(area, path);
});

/** The home screen's area and screen, then every other area's entry (the login page's idle time). */
export function warmHomeAndAreas(): Promise<void> {
  return warmAreas(preloadOnce, navigationStore.getState().areas, HOME_PATH);
}

/**
 * A signed-in start (a revisit, a link): the remote and screen of this address are fetched while
 * the layout loads, not after it has rendered. Settles (never fails) when the screen is loaded.
 */
export function preloadCurrent(pathname: string): Promise<unknown> | undefined {
  const route = matchAreaRoute(navigationStore.getState().areas, pathname);
  return route && !route.public ? preloadOnce(route.area, route.path) : undefined;
}

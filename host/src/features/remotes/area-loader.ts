import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenModule } from '../../lib/federation';
import { settled } from '../../lib/settled';
import { checkSharedVersions } from './shared-version-check';

export type LoadScreen = (area: string, path: string, fresh: boolean) => Promise<ScreenModule>;
/** A screen already loaded (preloaded), to render without suspending; undefined if not yet. */
export type LoadedScreen = (area: string, path: string) => ScreenModule | undefined;

export interface AreaLoader {
  /**
   * The lazy component of a route's screen, the same one on every render (no reload on
   * navigation); routes with the same `screenKey` get the same one (the screen stays mounted).
   */
  get(area: string, path: string, screenKey?: string): LazyExoticComponent<ComponentType>;
  /** Forgets a failed area: its next `get` loads it afresh (a new lazy, a forced re-register). */
  invalidate(area: string): void;
}

/**
 * A screen that a preload has already brought renders in the same pass as the layout: a lazy
 * component would still suspend for a microtask, show the area's spinner, and React 19 then holds
 * the screen back until 300 ms after that spinner appeared.
 */
export function createAreaLoader(load: LoadScreen, loaded: LoadedScreen = () => undefined): AreaLoader {
  // Here, not in the login page's code: no remote loads before a loader exists.
  checkSharedVersions();
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();
  const stale = new Set<string>();
  return {
    get(area, path, screenKey) {
      const key = `${area} ${screenKey ?? path}`;
      let component = cache.get(key);
      if (!component) {
        const fresh = stale.delete(area);
        component = lazy(() => {
          const screen = fresh ? undefined : loaded(area, path);
          return screen ? settled(screen) : load(area, path, fresh);
        });
        cache.set(key, component);
      }
      return component;
    },
    invalidate(area) {
      for (const key of cache.keys()) if (key.startsWith(`${area} `)) cache.delete(key);
      stale.add(area);
    },
  };
}

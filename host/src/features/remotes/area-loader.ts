import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenModule } from '../../lib/federation';
import { checkSharedVersions } from './shared-version-check';

export type LoadScreen = (area: string, path: string, fresh: boolean) => Promise<ScreenModule>;

export interface AreaLoader {
  /** The lazy component of a route's screen, the same one on every render (no reload on navigation). */
  get(area: string, path: string): LazyExoticComponent<ComponentType>;
  /** Forgets a failed area: its next `get` loads it afresh (a new lazy, a forced re-register). */
  invalidate(area: string): void;
}

export function createAreaLoader(load: LoadScreen): AreaLoader {
  // Here, not in the login page's code: no remote loads before a loader exists.
  checkSharedVersions();
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();
  const stale = new Set<string>();
  return {
    get(area, path) {
      const key = `${area} ${path}`;
      let component = cache.get(key);
      if (!component) {
        const fresh = stale.delete(area);
        component = lazy(() => load(area, path, fresh));
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

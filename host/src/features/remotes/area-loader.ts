import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaModule } from '../../lib/federation';

export type LoadArea = (name: string, fresh: boolean) => Promise<AreaModule>;

export interface AreaLoader {
  /** The lazy component of an area, the same one on every render (no reload on navigation). */
  get(name: string): LazyExoticComponent<ComponentType>;
  /** Forgets a failed area: the next `get` loads it afresh (a new lazy, a forced re-register). */
  invalidate(name: string): void;
}

export function createAreaLoader(load: LoadArea): AreaLoader {
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();
  const stale = new Set<string>();
  return {
    get(name) {
      let component = cache.get(name);
      if (!component) {
        const fresh = stale.delete(name);
        component = lazy(() => load(name, fresh));
        cache.set(name, component);
      }
      return component;
    },
    invalidate(name) {
      cache.delete(name);
      stale.add(name);
    },
  };
}

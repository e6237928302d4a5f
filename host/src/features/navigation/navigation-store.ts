import { readStored, writeStored } from '@gestion/session';
import type { AreaNavigation } from '@gestion/ui/area';
import { useSyncExternalStore } from 'react';
import { NAVIGATION_CACHE_KEY } from './navigation-cache-key';

// The navigation documents of the remotes (`navigation.json`, published beside each
// `mf-manifest.json`): the routes, gates and sidebar entries of every area, without its code.
// Each one is kept in local storage, so a remote that is slow or down still has its sidebar
// entries and routes (its screens then show the retry panel) and a later visit draws the whole
// sidebar at once from the copy while the fresh documents arrive. Without a copy (a first visit)
// the host's own build-time snapshot stands in.

declare const __AREA_NAVIGATION_FALLBACK__: Record<string, AreaNavigation> | undefined;
/** The areas as of the host's build (tools/build): the last resort of a first visit. */
const BUILT_IN: Record<string, AreaNavigation> = typeof __AREA_NAVIGATION_FALLBACK__ === 'undefined' ? {} : __AREA_NAVIGATION_FALLBACK__;
/** How long a first visit waits for a slow remote before drawing without it. */
export const NAVIGATION_WAIT_MS = 2500;

export interface NavigationState {
  /** False only while a first visit still waits for documents it has no copy of. */
  ready: boolean;
  areas: AreaNavigation[];
}

let state: NavigationState = { ready: false, areas: [] };
const listeners = new Set<() => void>();

function set(next: NavigationState) {
  state = next;
  for (const l of listeners) l();
}

export const navigationStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests and the host's own pages: a known set of areas, ready at once. */
  setAreas(areas: AreaNavigation[]) {
    set({ ready: true, areas });
  },
};

export function useNavigation(): NavigationState {
  return useSyncExternalStore(navigationStore.subscribe, navigationStore.getState);
}

export function navigationUrl(manifestUrl: string): string {
  return new URL('navigation.json', new URL(manifestUrl, window.location.href)).href;
}

function isNavigation(value: unknown, name: string): value is AreaNavigation {
  const v = value as AreaNavigation | null;
  return !!v && v.name === name && Array.isArray(v.resources) && Array.isArray(v.nav);
}

/** Fetches every remote's document; until each arrives (or the wait ends) its copy stands in. */
export async function loadNavigation(
  remotes: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
  builtIn: Record<string, AreaNavigation> = BUILT_IN,
): Promise<void> {
  const names = Object.keys(remotes);
  const cached = readStored<Record<string, AreaNavigation>>(NAVIGATION_CACHE_KEY, {});
  const current = new Map<string, AreaNavigation>();
  for (const name of names) {
    const copy = [cached[name], builtIn[name]].find((doc) => isNavigation(doc, name));
    if (copy) current.set(name, copy);
  }
  // Areas in the order of the config (apps.json), whatever order the answers come in.
  const publish = (ready: boolean) => set({ ready, areas: names.flatMap((n) => current.get(n) ?? []) });
  const complete = current.size === names.length;
  publish(complete);

  const fetches = names.map(async (name) => {
    try {
      const res = await fetchImpl(navigationUrl(remotes[name]), { cache: 'no-cache' });
      if (!res.ok) return;
      const doc: unknown = await res.json();
      if (!isNavigation(doc, name)) return;
      // Usually the copy again (a revalidation answered 304): republishing it re-rendered every
      // reader (the routes, the sidebar) synchronously, once per remote, whenever the answers
      // came after the first render (a slow line); storing it rewrote the whole copy each time.
      const fresh = JSON.stringify(doc);
      const sameAs = (copy: AreaNavigation | undefined) => copy !== undefined && JSON.stringify(copy) === fresh;
      const changed = !sameAs(current.get(name));
      current.set(name, doc);
      if (!sameAs(cached[name])) writeStored(NAVIGATION_CACHE_KEY, Object.fromEntries(current));
      if (changed && state.ready) publish(true);
    } catch {
      // A remote that is down keeps its copy; its area shows the retry panel when opened.
    }
  });
  if (complete) return;
  await Promise.race([Promise.all(fetches), new Promise((resolve) => setTimeout(resolve, NAVIGATION_WAIT_MS))]);
  publish(true);
}

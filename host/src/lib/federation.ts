import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { AreaDescriptor } from '@gestion/ui/area';
import type { ComponentType } from 'react';
import type { EarlyManifest } from './early-manifest';
import { isSharedVersionMismatch } from '../features/remotes/shared-version-check';

export type ScreenModule = { default: ComponentType };

let entries: Record<string, string> = {};
/** Areas whose preload failed: their next load registers them again (see loadScreen's `fresh`). */
const failedPreloads = new Set<string>();

/**
 * Hands the runtime the manifest the entry already asked for (lib/early-manifest.ts), once, when
 * it asks for the same address; any other request, or a later one, goes to the network.
 */
export function earlyManifestPlugin(early: EarlyManifest): ModuleFederationRuntimePlugin {
  let pending: EarlyManifest | null = early;
  return {
    name: 'manifiesto-adelantado',
    fetch(url) {
      if (!pending || url !== pending.url) return undefined;
      const { response } = pending;
      pending = null;
      // An early request that failed resolves to undefined: the runtime then asks itself.
      return response as Promise<Response>;
    },
  };
}

/**
 * Remote addresses come from /config.json at run time: nothing is baked into the build. `early`:
 * the current area's manifest, already asked for by the entry.
 */
export function registerAreaRemotes(map: Record<string, string>, early?: EarlyManifest | null): void {
  entries = { ...map };
  // Same name as the build's federation instance, so this reuses it (one share scope, one React).
  init({ name: 'host', remotes: [], plugins: early ? [earlyManifestPlugin(early)] : [] });
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

// Each screen's load, shared by a preload and the real load that follows it: a version mismatch
// is only reported as such by the first attempt (a second import of the same chunk fails with
// another error), so both must see that one. A load that failed otherwise is forgotten (retried).
// `value`: the screen once its load has resolved, what a first render can take at once.
type ScreenLoad = Promise<ScreenModule> & { value?: ScreenModule };
const screens = new Map<string, ScreenLoad>();

/** The screen of `path` of an area if its load has already resolved (a preload), else undefined. */
export const loadedScreen = (area: string, path: string): ScreenModule | undefined => screens.get(`${area} ${path}`)?.value;

/**
 * Loads the screen of the route `path` of an area: the area's descriptor (its exposed `./area`,
 * a few hundred bytes), then that one screen's chunk. With `fresh`, the remote is registered
 * again with `force`, which drops the runtime's caches for it (manifest, entry, module): a retry
 * really goes to the network.
 */
export async function loadScreen(area: string, path: string, fresh = false): Promise<ScreenModule> {
  const entry = entries[area];
  if (!entry) throw new Error(`Remoto sin configurar: ${area}`);
  if (failedPreloads.delete(area) || fresh) {
    registerRemotes([{ name: area, entry }], { force: true });
    for (const key of screens.keys()) if (key.startsWith(`${area} `)) screens.delete(key);
  }
  const key = `${area} ${path}`;
  let pending = screens.get(key);
  if (!pending) {
    const load: ScreenLoad = (async () => {
      const mod = await loadRemote<{ default: AreaDescriptor }>(`${area}/area`);
      const resource = mod?.default?.resources?.find((r) => r.path === path);
      if (!resource) throw new Error(`El remoto ${area} no tiene la ruta ${path}`);
      return resource.screen();
    })();
    screens.set(key, (pending = load));
    load.then(
      (screen) => (load.value = screen),
      (error: unknown) => {
        if (!isSharedVersionMismatch(error) && screens.get(key) === load) screens.delete(key);
      },
    );
  }
  return pending;
}

/**
 * Loads ahead what a later loadScreen will need (an area's manifest, entry and descriptor, and with
 * `path` that screen's chunk) and never fails: a failure (other than a version mismatch) only makes
 * the next real load start afresh, so a remote that was down while it was preloaded gets a real
 * second chance.
 */
export async function preload(area: string, path?: string): Promise<boolean> {
  if (!entries[area]) return false;
  try {
    if (path) await loadScreen(area, path);
    else await loadRemote(`${area}/area`);
    return true;
  } catch (error) {
    // A version mismatch stays until the page is reloaded (its panel says so): registering the
    // remote again could not help, and doing it under a load already under way stalled that load.
    if (!isSharedVersionMismatch(error)) failedPreloads.add(area);
    return false;
  }
}

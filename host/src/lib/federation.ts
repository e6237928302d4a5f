import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type AreaModule = { default: ComponentType };

let entries: Record<string, string> = {};

/** Remote addresses come from /config.json at run time: nothing is baked into the build. */
export function registerAreaRemotes(map: Record<string, string>): void {
  entries = { ...map };
  // Same name as the build's federation instance, so this reuses it (one share scope, one React).
  init({ name: 'host', remotes: [] });
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads an exposed module: `<remote>` means `<remote>/routes` (an area's routes), `<remote>/<module>`
 * any other exposed screen. With `fresh`, the remote is registered again with `force`, which drops
 * the runtime's caches for it (manifest, entry, module): a retry really goes to the network.
 */
export async function loadArea(id: string, fresh = false): Promise<AreaModule> {
  const [name, exposed = 'routes'] = id.split('/');
  const entry = entries[name];
  if (!entry) throw new Error(`Remoto sin configurar: ${name}`);
  if (fresh) registerRemotes([{ name, entry }], { force: true });
  const mod = await loadRemote<AreaModule>(`${name}/${exposed}`);
  if (!mod || typeof mod.default !== 'function') throw new Error(`El remoto ${name} no expone ./${exposed}`);
  return mod;
}

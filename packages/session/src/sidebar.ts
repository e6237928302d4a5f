import { createStore } from './create-store';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** Expanded unless the user collapsed it (spec: key sidebar_expandido, default expanded). */
export const sidebarStore = createStore<{ expanded: boolean }>({
  expanded: readStored<unknown>(STORAGE_KEYS.sidebar, true) !== false,
});

export function setSidebarExpanded(expanded: boolean): void {
  writeStored(STORAGE_KEYS.sidebar, expanded);
  sidebarStore.setState({ expanded });
}

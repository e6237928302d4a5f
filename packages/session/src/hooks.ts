import type { PermissionKey } from '@gestion/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { hasPermission, hasRolePrefix, isSuperuser } from './access';
import { overlayStore, type SessionOverlay } from './session-flow';
import { sessionStore, type SessionState } from './session-store';
import { setSidebarExpanded, sidebarStore } from './sidebar';
import { setTheme, themeStore, toggleTheme, type Theme } from './theme';

export interface SessionView extends SessionState {
  isAuthenticated: boolean;
  isSuperuser: boolean;
  /** The key is typed: a misspelled permission does not compile. */
  hasPermission(key: PermissionKey): boolean;
  hasRolePrefix(prefix: string): boolean;
}

/** What useSession returns for one snapshot (also for code and tests outside React). */
export function sessionView(state: SessionState): SessionView {
  return {
    ...state,
    isAuthenticated: Boolean(state.token),
    isSuperuser: isSuperuser(state),
    hasPermission: (key: PermissionKey) => hasPermission(state, key),
    hasRolePrefix: (prefix: string) => hasRolePrefix(state, prefix),
  };
}

export function useSession(): SessionView {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  return useMemo(() => sessionView(state), [state]);
}

export function useSessionOverlay(): SessionOverlay {
  return useSyncExternalStore(
    overlayStore.subscribe,
    () => overlayStore.getState().overlay,
    () => overlayStore.getState().overlay,
  );
}

export function useTheme(): { theme: Theme; setTheme(t: Theme): void; toggleTheme(): void } {
  const theme = useSyncExternalStore(
    themeStore.subscribe,
    () => themeStore.getState().theme,
    () => themeStore.getState().theme,
  );
  return { theme, setTheme, toggleTheme };
}

export function useSidebarExpanded(): [boolean, (v: boolean) => void] {
  const expanded = useSyncExternalStore(
    sidebarStore.subscribe,
    () => sidebarStore.getState().expanded,
    () => sidebarStore.getState().expanded,
  );
  return [expanded, setSidebarExpanded];
}

export { STORAGE_KEYS, readStored, writeStored, removeStored } from './storage';
export { sessionStore, toSessionUser, readInitialSession } from './session-store';
export { readUserCore, readGroupNames } from './read-user';
export type { UserCore } from './read-user';
export type { SessionState, SessionUser, SignOutNote } from './session-store';
export {
  logout,
  scheduleSignOut,
  watchTokenExpiry,
  overlayStore,
  LOGOUT_DELAY_MS,
  EXPIRY_NOTICE_DELAY_MS,
  EXPIRY_LOGOUT_DELAY_MS,
} from './session-flow';
export type { SessionOverlay } from './session-flow';
export { tokenExpiry, isTokenExpired } from './token';
export { hasPermission, hasRolePrefix, isSuperuser } from './access';
export { themeStore, setTheme, toggleTheme, initialTheme, applyThemeToDocument, FAVICONS } from './theme';
export type { Theme } from './theme';
export { sidebarStore, setSidebarExpanded } from './sidebar';
export { sessionView, useSession, useSessionOverlay, useTheme, useSidebarExpanded } from './hooks';
export type { SessionView } from './hooks';
export { HOME_PATH } from './home-path';

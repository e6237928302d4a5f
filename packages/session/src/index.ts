// The package's public surface: only what the apps import. A shared module is not pruned per
// page (Module Federation loads it whole), so every export here is paid for on /login.
export { STORAGE_KEYS, readStored, writeStored, removeStored } from './storage';
export { sessionStore, toSessionUser } from './session-store';
export { readUserCore } from './read-user';
export type { UserCore } from './read-user';
export type { SessionState, SessionUser, SignOutNote } from './session-store';
export { logout, scheduleSignOut, sessionRejected, watchTokenExpiry } from './session-flow';
export type { SessionOverlay } from './session-flow';
export { tokenExpiry } from './token';
export { hasPermission, hasRolePrefix, isSuperuser } from './access';
export { themeStore, setTheme, toggleTheme } from './theme';
export type { Theme } from './theme';
export { sidebarStore } from './sidebar';
export { sessionView, useSession, useSessionOverlay, useTheme, useSidebarExpanded } from './hooks';
export type { SessionView } from './hooks';
export { HOME_PATH } from './home-path';
export { isSecondFactorPending, setSecondFactorPending, useSecondFactorPending } from './second-factor';

import { createStore } from './create-store';
import { sessionStore, type SignOutNote } from './session-store';
import { tokenExpiry } from './token';

export const LOGOUT_DELAY_MS = 1500;
export const EXPIRY_NOTICE_DELAY_MS = 500;
export const EXPIRY_LOGOUT_DELAY_MS = 2000;

/** Which full-screen notice the host shows while a sign-out is under way. */
export type SessionOverlay = 'logout' | 'expired' | null;

export const overlayStore = createStore<{ overlay: SessionOverlay }>({ overlay: null });

let logoutTimer: ReturnType<typeof setTimeout> | undefined;

/** 'Cerrando sesión...' for 1.5 s, then token, user and flag are cleared. */
export function logout(): void {
  if (overlayStore.getState().overlay === 'logout') return;
  overlayStore.setState({ overlay: 'logout' });
  clearTimeout(logoutTimer);
  logoutTimer = setTimeout(() => {
    sessionStore.clear({});
    overlayStore.setState({ overlay: null });
  }, LOGOUT_DELAY_MS);
}

let signOutTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Ends the session with `note` after `delayMs` (the password change: its overlay, then /login
 * with the note's toast). The timer belongs to this module, not to the page that asked for it:
 * leaving the page (Back) must not cancel a sign-out whose token the server already revoked.
 * A newer sign-in meanwhile (another token) is left alone.
 */
export function scheduleSignOut(note: SignOutNote, delayMs: number): void {
  const { token } = sessionStore.getState();
  // The spec clears the stored session first, then shows the overlay; this page keeps its state
  // until the timer, or the host's guard would leave the overlay for /login at once.
  sessionStore.forgetStored();
  clearTimeout(signOutTimer);
  signOutTimer = setTimeout(() => {
    signOutTimer = undefined;
    const now = sessionStore.getState().token;
    if (now === token || now === null) sessionStore.clear(note);
  }, delayMs);
}

// setTimeout overflows past 2^31-1 ms (about 24.8 days): re-arm instead.
const MAX_TIMEOUT = 2_147_483_647;

/**
 * Watches the token: 0.5 s after its `exp` the 'expired' overlay shows, 2 s later the session
 * is cleared. Returns the unsubscribe function.
 */
export function watchTokenExpiry(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The 2 s between the 'expired' overlay and the sign-out: kept apart from `timer`, so a token
  // change during them does not leave the overlay up, but cancelled by the unsubscribe.
  let logoutTimer: ReturnType<typeof setTimeout> | undefined;
  let watched: string | null = null;

  const arm = () => {
    const { token } = sessionStore.getState();
    if (token === watched) return;
    watched = token;
    clearTimeout(timer);
    const exp = tokenExpiry(token);
    if (!token || exp === null) return;
    const schedule = () => {
      const wait = exp + EXPIRY_NOTICE_DELAY_MS - Date.now();
      if (wait > MAX_TIMEOUT) {
        timer = setTimeout(schedule, MAX_TIMEOUT);
        return;
      }
      timer = setTimeout(() => {
        if (sessionStore.getState().token !== token) return;
        overlayStore.setState({ overlay: 'expired' });
        clearTimeout(logoutTimer);
        logoutTimer = setTimeout(() => {
          logoutTimer = undefined;
          if (sessionStore.getState().token === token) sessionStore.clear();
          if (overlayStore.getState().overlay === 'expired') overlayStore.setState({ overlay: null });
        }, EXPIRY_LOGOUT_DELAY_MS);
      }, Math.max(0, wait));
    };
    schedule();
  };

  arm();
  const unsubscribe = sessionStore.subscribe(arm);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    if (logoutTimer !== undefined) {
      clearTimeout(logoutTimer);
      logoutTimer = undefined;
      // Nobody will take the 'expired' overlay down any more.
      if (overlayStore.getState().overlay === 'expired') overlayStore.setState({ overlay: null });
    }
  };
}

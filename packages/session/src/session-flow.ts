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

/**
 * 'Cerrando sesión...' for 1.5 s, then token, user and flag are cleared. The stored copy goes at
 * once (this page keeps its state for the overlay): a person who clicks 'Salir' and closes the
 * tab or reloads within those 1.5 s, on a shared computer, must not leave the next one signed in.
 */
export function logout(): void {
  if (overlayStore.getState().overlay === 'logout') return;
  sessionStore.forgetStored();
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

// The 2 s between the 'expired' overlay and the sign-out, and the token they end. Module state,
// not the watch's: the watch's timer and a 401 of a request both notice an expired token, and after
// a clock jump (a laptop waking up) either may come first. Each one used to end the session its
// own way (the 401 cleared it at once, the timer then found another token and did nothing): the
// notice showed or not depending on which won. Now whoever notices first starts the one flow.
let expiryLogoutTimer: ReturnType<typeof setTimeout> | undefined;
let expiring: string | null = null;

/** 'Tu sesión ha expirado…' now, the sign-out 2 s later; once per token, whoever asks first. */
export function expireSession(token: string): void {
  if (expiring === token || sessionStore.getState().token !== token) return;
  expiring = token;
  overlayStore.setState({ overlay: 'expired' });
  clearTimeout(expiryLogoutTimer);
  expiryLogoutTimer = setTimeout(() => {
    expiryLogoutTimer = undefined;
    expiring = null;
    if (sessionStore.getState().token === token) sessionStore.clear();
    if (overlayStore.getState().overlay === 'expired') overlayStore.setState({ overlay: null });
  }, EXPIRY_LOGOUT_DELAY_MS);
}

/** Drops a pending expiry sign-out and its overlay (nobody would take the overlay down). */
function cancelExpiry(): void {
  if (expiryLogoutTimer === undefined) return;
  clearTimeout(expiryLogoutTimer);
  expiryLogoutTimer = undefined;
  expiring = null;
  if (overlayStore.getState().overlay === 'expired') overlayStore.setState({ overlay: null });
}

/**
 * The server refused the token (401). A token past its `exp` by this clock has expired: the
 * expiry notice, then the login, as when the watch's timer notices it. Otherwise it was revoked
 * (password change, deactivation, groups) or unreadable: the session ends now.
 */
export function sessionRejected(): void {
  const { token } = sessionStore.getState();
  if (!token || expiring === token) return;
  // 'Salir' is under way: its logout call ended this token on the server, so the screen's last
  // requests may meet a 401; the overlay's own timer clears the session, as the spec says.
  if (overlayStore.getState().overlay === 'logout') return;
  const exp = tokenExpiry(token);
  if (exp !== null && exp <= Date.now()) expireSession(token);
  else sessionStore.clear();
}

// setTimeout overflows past 2^31-1 ms (about 24.8 days): re-arm instead.
const MAX_TIMEOUT = 2_147_483_647;

/**
 * Watches the token: 0.5 s after its `exp` the 'expired' overlay shows, 2 s later the session
 * is cleared (expireSession); a page that wakes up past that moment (focus, visible again) shows
 * it at once. Returns the unsubscribe function.
 */
export function watchTokenExpiry(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
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
      timer = setTimeout(() => expireSession(token), Math.max(0, wait));
    };
    schedule();
  };

  // A timer set before a laptop slept fires late: its clock did not run while the machine was
  // asleep. So the token is also judged the moment the page is looked at again. Not on 'online':
  // a reconnect already re-sends the screen's stale queries, whose 401 tells (sessionRejected).
  const wake = () => {
    const { token } = sessionStore.getState();
    const exp = tokenExpiry(token);
    if (token && exp !== null && Date.now() >= exp + EXPIRY_NOTICE_DELAY_MS) expireSession(token);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') wake();
  };
  const target = typeof window === 'undefined' ? null : window;
  for (const type of WAKE_EVENTS) target?.addEventListener(type, wake);
  target?.document.addEventListener('visibilitychange', onVisible);

  arm();
  const unsubscribe = sessionStore.subscribe(arm);
  return () => {
    unsubscribe();
    for (const type of WAKE_EVENTS) target?.removeEventListener(type, wake);
    target?.document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(timer);
    cancelExpiry();
  };
}

/** Window events after which the page may have slept: the token is judged again. */
const WAKE_EVENTS = ['focus', 'pageshow'] as const;

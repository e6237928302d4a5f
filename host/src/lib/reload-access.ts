import { sessionStore } from '@gestion/session';
import { loadAccess } from './load-access';

type SessionSource = Pick<typeof sessionStore, 'getState' | 'subscribe'>;

/**
 * Loads permissions and groups whenever the token changes to a new one that has none loaded:
 * another tab signing in reloads this tab's session from local storage without them, and
 * nothing else would fetch them (the sidebar and RequirePermission wait for them). A sign-in in
 * this tab also calls loadAccess; loadAccess shares one request per token, so it runs once.
 * Returns the unsubscribe function.
 */
export function reloadAccessOnNewToken(load: () => Promise<void> = loadAccess, store: SessionSource = sessionStore): () => void {
  let last = store.getState().token;
  return store.subscribe(() => {
    const { token, permissionsLoaded } = store.getState();
    if (token === last) return;
    last = token;
    if (token && !permissionsLoaded) void load();
  });
}

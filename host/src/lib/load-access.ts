import { fetchMyAccess } from '@gestion/api';
import { sessionStore } from '@gestion/session';

// One request per token at a time: the sign-in and the new-token watch (reload-access.ts) both
// ask for the same token's access.
let pending: { token: string; promise: Promise<void> } | null = null;

/** Permissions and groups of the signed-in user; a failed call counts as an empty list (spec). */
export function loadAccess(): Promise<void> {
  const token = sessionStore.getState().token;
  if (!token) return Promise.resolve();
  if (pending?.token === token) return pending.promise;
  const promise = fetchAccess(token).finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { token, promise };
  return promise;
}

async function fetchAccess(token: string): Promise<void> {
  const { permissions, groups } = await fetchMyAccess(token);
  // A sign-out (or another sign-in) meanwhile makes this answer stale.
  if (sessionStore.getState().token !== token) return;
  sessionStore.setAccess(permissions, groups);
}

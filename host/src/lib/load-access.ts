import type { MyAccess } from '@gestion/api';
import { sessionStore } from '@gestion/session';
import { apiClient } from './api-client';
import type { EarlyAccess } from './early-access';

// One request per token at a time: the sign-in and the new-token watch (reload-access.ts) both
// ask for the same token's access.
let pending: { token: string; promise: Promise<void> } | null = null;

/**
 * Permissions and groups of the signed-in user; a failed call counts as an empty list (spec).
 * `early`: what the entry already asked for (early-access.ts), used when it answered for this
 * very token; otherwise the calls are made now.
 */
export function loadAccess(early?: Promise<EarlyAccess | null>): Promise<void> {
  const token = sessionStore.getState().token;
  if (!token) return Promise.resolve();
  if (pending?.token === token) return pending.promise;
  const promise = fetchAccess(token, early).finally(() => {
    if (pending?.promise === promise) pending = null;
  });
  pending = { token, promise };
  return promise;
}

async function fetchAccess(token: string, early?: Promise<EarlyAccess | null>): Promise<void> {
  const ready = early ? await early.catch(() => null) : null;
  const { permissions, groups }: MyAccess = ready?.token === token ? ready : await (await apiClient()).fetchMyAccess(token);
  // A sign-out (or another sign-in) meanwhile makes this answer stale.
  if (sessionStore.getState().token !== token) return;
  sessionStore.setAccess(permissions, groups);
}

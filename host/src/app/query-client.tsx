import { sessionStore } from '@gestion/session';
import { QueryClient, QueryClientProvider, type InvalidateOptions, type InvalidateQueryFilters, type Query, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// React Query (~13 KiB compressed) is the signed-in screens' and the remotes', not the login
// page's: it comes with the layout's code and with a public remote screen's (every byte
// of the first draw is waited for on a branch office's slow line).

/** A query whose first answer is still on its way: it may have been read before a write. */
const firstAnswerPending = (q: Query) => q.state.fetchStatus === 'fetching' && q.state.data === undefined;

/**
 * Every screen refreshes what a write changed with invalidateQueries. React Query asks a query
 * again then, cancelling a request in flight, but only when the query already has data: a first
 * request in flight is kept, and its answer, read before the write, lands as fresh. That is a list
 * searched for just before a row was deleted (the search leaves after 800 ms of idle, while the
 * deletion is being written): the deleted row stayed on screen until the next reload
 * (e2e rodox-correcciones, 22 s of wait). Here such a request is cancelled and asked again with
 * the others; one that is not asked again now (nobody shows it, `refetchType: 'none'`, a disabled
 * or static query) is marked stale when it lands.
 */
class WriteAwareQueryClient extends QueryClient {
  override invalidateQueries<K extends QueryKey = QueryKey>(filters: InvalidateQueryFilters<K> = {}, options?: InvalidateOptions): Promise<void> {
    const cache = this.getQueryCache();
    // The queries super asks again (its refetchQueries: of the refetch type, neither disabled nor static).
    const asked = filters.refetchType === 'none' ? [] : cache.findAll({ ...filters, type: filters.refetchType ?? filters.type ?? 'active' });
    const refetched = new Set(asked.filter((q) => !q.isDisabled() && !q.isStatic()));
    for (const q of cache.findAll(filters)) {
      if (!firstAnswerPending(q)) continue;
      // Reverted, so that it is not left fetching should nothing ask again; silent, so that the
      // request asked again in its place answers whoever waits on this one.
      if (refetched.has(q)) void q.cancel({ revert: true, silent: true });
      else void q.promise?.then(() => q.invalidate(), () => undefined);
    }
    return super.invalidateQueries(filters, options);
  }
}

export function createQueryClient(): QueryClient {
  return new WriteAwareQueryClient({
    defaultOptions: {
      // A 401/403 will not fix itself on retry; one retry covers a transient network error.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}

let client: QueryClient | undefined;

/** The page's one query cache, made when first needed. A sign-out empties it: another user's data must not stay. */
export function appQueryClient(): QueryClient {
  if (client) return client;
  const made = createQueryClient();
  let signedIn = Boolean(sessionStore.getState().token);
  sessionStore.subscribe(() => {
    const now = Boolean(sessionStore.getState().token);
    if (signedIn && !now) made.clear();
    signedIn = now;
  });
  return (client = made);
}

/** The query cache for the screens below (the layout's and a public remote screen's). */
export function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

import { sessionStore } from '@gestion/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// React Query (~13 KiB compressed) is the signed-in screens' and the remotes', not the login
// page's: it comes with the layout's code and with a public remote screen's (every byte
// of the first draw is waited for on a branch office's slow line).

export function createQueryClient(): QueryClient {
  return new QueryClient({
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

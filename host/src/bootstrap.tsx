import { configureApi } from '@gestion/api';
import { sessionStore, watchTokenExpiry } from '@gestion/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './app/app';
import { CONFIG_ERROR_TEXT, showStartFailure } from './app/start-failure';
import type { AppConfig } from './config/app-config';
import { loadNavigation } from './features/navigation/navigation-store';
import { preloadCurrent } from './features/preload/preloader';
import { registerAreaRemotes } from './lib/federation';
import type { EarlyAccess } from './lib/early-access';
import { loadAccess } from './lib/load-access';
import { reloadAccessOnNewToken } from './lib/reload-access';

/**
 * `configRequest`: the runtime config, already asked for by the entry (index.ts); `earlyAccess`:
 * a returning user's permissions and groups, likewise.
 */
export async function start(configRequest: Promise<AppConfig>, earlyAccess?: Promise<EarlyAccess | null>) {
  const container = document.getElementById('root')!;
  let config;
  try {
    config = await configRequest;
  } catch (err) {
    console.error(err);
    showStartFailure(container, CONFIG_ERROR_TEXT);
    return;
  }
  const root = createRoot(container);
  configureApi({ baseURL: config.apiBaseUrl });
  registerAreaRemotes(config.remotes);
  void loadNavigation(config.remotes);
  watchTokenExpiry();
  // A reload keeps token and user (local storage); permissions and groups are fetched again.
  if (sessionStore.getState().token) {
    void loadAccess(earlyAccess);
    preloadCurrent(window.location.pathname);
    // The layout's code (antd comes with it: ~65 ms to evaluate) runs while the session's calls
    // are on the line, instead of after they answer and before the screen's remote is asked for.
    void import('./features/shell/signed-in-shell');
  }
  // Another tab signing in gives this tab a new token without permissions and groups.
  reloadAccessOnNewToken();

  const queryClient = createQueryClient();
  // A sign-out must not leave another user's data in the cache.
  let signedIn = Boolean(sessionStore.getState().token);
  sessionStore.subscribe(() => {
    const now = Boolean(sessionStore.getState().token);
    if (signedIn && !now) queryClient.clear();
    signedIn = now;
  });

  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

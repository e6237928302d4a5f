import { sessionStore, watchTokenExpiry } from '@gestion/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { CONFIG_ERROR_TEXT, showStartFailure } from './app/start-failure';
import type { AppConfig } from './config/app-config';
import { loadSignedInShell } from './features/guard/signed-in-shell-loader';
import { loadNavigation } from './features/navigation/navigation-store';
import { preloadCurrent } from './features/preload/preloader';
import { setApiBaseUrl } from './lib/api-client';
import { registerAreaRemotes } from './lib/federation';
import type { EarlyAccess } from './lib/early-access';
import type { EarlyManifest } from './lib/early-manifest';
import { loadAccess } from './lib/load-access';
import { reloadAccessOnNewToken } from './lib/reload-access';

/**
 * How long a signed-in start waits for the layout's code and the current screen's before its
 * first render. React 19 reveals what replaces a Suspense fallback no sooner than 300 ms after
 * the fallback appeared: a spinner drawn for code a few milliseconds away (in the cache on a
 * revisit) holds the screen back by up to 300 ms. Past this wait the code is on the line, and
 * the spinners are worth drawing.
 */
export const FIRST_RENDER_WAIT_MS = 500;
/**
 * `configRequest`: the runtime config, already asked for by the entry (index.ts); `earlyAccess`:
 * a returning user's permissions and groups, likewise; `earlyManifest`: the current area's manifest.
 */
export async function start(configRequest: Promise<AppConfig>, earlyAccess?: Promise<EarlyAccess | null>, earlyManifest?: Promise<EarlyManifest | null>) {
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
  setApiBaseUrl(config.apiBaseUrl);
  registerAreaRemotes(config.remotes, await earlyManifest);
  void loadNavigation(config.remotes);
  watchTokenExpiry();
  // A reload keeps token and user (local storage); permissions and groups are fetched again.
  let code: Promise<unknown> | null = null;
  if (sessionStore.getState().token) {
    void loadAccess(earlyAccess);
    // The layout's code (antd comes with it: ~65 ms to evaluate) runs while the session's calls
    // and the screen's remote are on the line, instead of after they answer.
    code = Promise.all([preloadCurrent(window.location.pathname), loadSignedInShell().catch(() => undefined)]);
  }
  // Another tab signing in gives this tab a new token without permissions and groups.
  reloadAccessOnNewToken();

  if (code) await Promise.race([code, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

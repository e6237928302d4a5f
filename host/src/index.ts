import { showStartFailure } from './app/start-failure';
import { loadAppConfig, type AppConfig } from './config/app-config';
import { requestAccessEarly, type EarlyAccess } from './lib/early-access';
import { requestManifestEarly, type EarlyManifest } from './lib/early-manifest';

// The runtime config (the page's inline copy, else /config.json) needs no shared module: asking
// for it now overlaps a round trip with the download of the bootstrap chunk instead of following
// it. start() reports a failure.
const config: Promise<AppConfig> = loadAppConfig();
config.catch(() => undefined);
// A returning user's permissions and groups, likewise (plain fetch): the layout waits for them.
const earlyAccess: Promise<EarlyAccess | null> = config.then(
  (c) => requestAccessEarly(c.apiBaseUrl),
  () => null,
);

// And the manifest of the area being opened, whose load follows the bootstrap otherwise.
const earlyManifest: Promise<EarlyManifest | null> = config.then(
  (c) => requestManifestEarly(c.remotes, window.location.pathname),
  () => null,
);

// Async boundary: the shared singletons are negotiated before any app code runs. Whatever fails
// before React draws (the chunk, a shared module, start itself) shows the root error panel.
import('./bootstrap')
  .then(({ start }) => start(config, earlyAccess, earlyManifest))
  .catch((err: unknown) => {
    console.error('La aplicación no pudo iniciar', err);
    const root = document.getElementById('root');
    if (root) showStartFailure(root);
  });

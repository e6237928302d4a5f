import { expect, test, type Page } from '@playwright/test';
import { scaled } from '../support/time-scale';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ADMIN, SKEW_PORTS } from '../support/env';
import { trackProcess } from '../support/processes';
import { fillLogin, openFromSidebar, sidebar, sidebarSection } from '../support/ui';
import { buildNext, buildWithForgottenRange, NEXT } from '../../scripts/skew-builds.mjs';
import apps from '../../apps.json' with { type: 'json' };

// Each area deploys on its own schedule. Beside `pnpm start`'s builds (the deployed "before"), this
// serves builds of the next release (scripts/skew-builds.mjs: @gestion/api 1.1.0 with one new
// export; terra with a new screen, its own new call and a sidebar item; main with a screen that
// needs the new export; a host built against it), then opens pages that mix them, as a user meets
// them between two deploys.
const ROOT = path.resolve(import.meta.dirname, '../..');
const manifest = (p: number) => `http://localhost:${p}/mf-manifest.json`;
const deployed = Object.fromEntries(apps.apps.filter((a) => a.name !== 'host').map((a) => [a.name, manifest(a.port)]));
const API_BASE_URL = `http://localhost:${apps.api.port}`;
const VERSION_PANEL = 'Esta sección no es compatible con la versión cargada de la aplicación';
const LOAD_PANEL = 'No se pudo cargar esta sección';

function serve(dir: string, p: number, config?: object) {
  const child = spawn(
    process.execPath,
    ['scripts/serve-static.mjs', '--dir', dir, '--port', String(p), ...(config ? ['--spa', '--config-env', 'RUNTIME_CONFIG'] : ['--cors'])],
    { cwd: ROOT, stdio: 'ignore', detached: true, env: { ...process.env, RUNTIME_CONFIG: JSON.stringify(config ?? {}) } },
  );
  trackProcess(child);
}

async function up(p: number) {
  for (const until = Date.now() + 15_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    try {
      if ((await fetch(`http://127.0.0.1:${p}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
  }
  throw new Error(`nadie responde en ${p}`);
}

const at = (p: number, route: string) => `http://localhost:${p}${route}`;

/** Signs in on a host of this spec at `route`; a fresh server compresses each chunk on its first request. */
async function signInAt(page: Page, hostPort: number, route: string) {
  await page.goto(at(hostPort, route));
  await fillLogin(page, ADMIN);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible({ timeout: 60_000 });
}

async function expectScreen(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.getByText(LOAD_PANEL)).toHaveCount(0);
  await expect(page.getByText(VERSION_PANEL)).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Up to three webpack builds on a loaded two-core machine; reused while the sources stay the same.
  test.setTimeout(scaled(15 * 60_000));
  const next = await buildNext({ log: (line: string) => console.log(line) });
  const { oldHost, nextHost, nextTerra, nextMain } = SKEW_PORTS;
  serve(next.terra, nextTerra);
  serve(next.main, nextMain);
  // The deployed host, with terra and main deployed anew.
  serve('host/dist', oldHost, { apiBaseUrl: API_BASE_URL, remotes: { ...deployed, terra: manifest(nextTerra), main: manifest(nextMain) } });
  // The next host, with the deployed remotes (main's new build too, which needs the next host).
  serve(next.host, nextHost, { apiBaseUrl: API_BASE_URL, remotes: { ...deployed, main: manifest(nextMain) } });
  await Promise.all([nextTerra, nextMain, oldHost, nextHost].map(up));
});

test('un remoto desplegado solo añade una pantalla con una llamada nueva y su entrada en la barra, sin recompilar el host', async ({ page }) => {
  await signInAt(page, SKEW_PORTS.oldHost, '/login');
  await openFromSidebar(page, 'Terra', NEXT.terra.label);
  await expect(page).toHaveURL(at(SKEW_PORTS.oldHost, NEXT.terra.path));
  await expectScreen(page, NEXT.terra.heading);
  // The new call reaches the server through the page's one client (base URL and token).
  await expect(page.getByText(`Conectado como ${ADMIN.username}`)).toBeVisible();
  // The remote's screens of before still work beside it.
  await openFromSidebar(page, 'Terra', 'Precios');
  await expectScreen(page, /Precios/);
});

test('un host nuevo sirve a los remotos desplegados antes', async ({ page }) => {
  await signInAt(page, SKEW_PORTS.nextHost, '/login');
  // The next host: it holds the next minor of @gestion/api, which the deployed remotes' range accepts.
  await expect(page.getByText(NEXT.probe)).toBeVisible();
  await openFromSidebar(page, 'Terra', 'Precios');
  await expectScreen(page, /Precios/);
  await openFromSidebar(page, 'Autenticación', 'Users');
  await expectScreen(page, /Usuarios/);
  // And the remote that needs the next minor works once the page holds it.
  await page.goto(at(SKEW_PORTS.nextHost, NEXT.main.path));
  await expectScreen(page, NEXT.main.heading);
  await expect(page.getByText(NEXT.probe).first()).toBeVisible();
});

test('un remoto que necesita un núcleo compartido más nuevo muestra qué no coincide; el resto sigue', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAt(page, SKEW_PORTS.oldHost, NEXT.main.path);
  await expect(page.getByText(VERSION_PANEL)).toBeVisible();
  await expect(page.getByText(`El módulo «main» necesita @gestion/api ^${NEXT.apiVersion} y la página tiene ${NEXT.apiDeployed}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recargar la página' })).toBeVisible();
  // Its other screens too: the whole build requires the newer core.
  await openFromSidebar(page, 'Main', 'Sprints');
  await expect(page.getByText(VERSION_PANEL)).toBeVisible();
  // The sidebar and the other areas keep working.
  await expect(sidebarSection(page, 'Terra')).toBeVisible();
  await openFromSidebar(page, 'Terra', 'Precios');
  await expectScreen(page, /Precios/);
  await expect(sidebar(page)).toBeVisible();
  expect(errors.filter((e) => /is not a function/.test(e))).toEqual([]);
});

test('un remoto que usa una exportación nueva sin subir su rango no compila', async () => {
  // The team of main forgot to raise its range: its own production build refuses, naming the fix,
  // as `pnpm lint` does; deployed, it would have met the page's older @gestion/api.
  test.setTimeout(scaled(10 * 60_000));
  const { code, stderr } = await buildWithForgottenRange();
  expect(code).not.toBe(0);
  expect(stderr).toContain(
    `remotes/main usa coreProbe de @gestion/api (desde ${NEXT.apiVersion}), pero su rango es "workspace:^${NEXT.apiDeployed}": pon workspace:^${NEXT.apiVersion} o más en remotes/main/package.json`,
  );
});

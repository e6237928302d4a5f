import { expect, test } from '@playwright/test';
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { ADMIN } from '../support/env';
import { openFromSidebar, signInAt } from '../support/ui';
import { trackProcess } from '../support/processes';
import apps from '../../apps.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../..');
const TERRA_PORT = apps.apps.find((a) => a.name === 'terra')?.port;
if (!TERRA_PORT) throw new Error('apps.json has no terra app');

function pidsListeningOn(port: number): number[] {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  return [...out.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]));
}

/** Serves the built terra remote on its port again, as `pnpm start` does. */
function serveTerra() {
  const child = spawn(process.execPath, [
    'scripts/serve-static.mjs', '--dir', 'remotes/terra/dist', '--port', String(TERRA_PORT), '--cors',
  ], { cwd: ROOT, stdio: 'ignore', detached: true });
  trackProcess(child);
  return child;
}

async function waitUntil(check: () => Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('tiempo agotado');
}

test('un remoto caído muestra su panel, el resto sigue y Reintentar funciona sin recargar', async ({ page }) => {
  const original = pidsListeningOn(TERRA_PORT);
  expect(original.length).toBeGreaterThan(0);
  for (const pid of original) process.kill(pid, 'SIGTERM');
  await waitUntil(async () => pidsListeningOn(TERRA_PORT).length === 0);

  let replacement: ReturnType<typeof spawn> | null = null;
  try {
    await signInAt(page, ADMIN, '/terra/checkgrafia/create');
    await expect(page.getByText('No se pudo cargar esta sección')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(retry).toBeVisible();

    // The rest of the app keeps working, through client-side navigation.
    await openFromSidebar(page, 'Usuario', 'Dashboard');
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await expect(page.getByText('No se pudo cargar esta sección')).toHaveCount(0);

    await page.goBack();
    await expect(page.getByText('No se pudo cargar esta sección')).toBeVisible();

    replacement = serveTerra();
    await waitUntil(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${TERRA_PORT}/mf-manifest.json`)).ok;
      } catch {
        return false;
      }
    });
    const navigations: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Crear Checkgrafía' })).toBeVisible();
    expect(navigations).toEqual([]);
  } finally {
    // Leave a terra server running for the tests that follow, as `pnpm start` had it; the
    // global teardown stops it with the rest.
    if (!replacement) serveTerra();
  }
});

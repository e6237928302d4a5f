// Browser protection: the host, the remotes and the API send the security headers
// (tools/build/security-headers.cjs), the page's policy follows its /config.json, it refuses an
// inline script, and the screens that load something special (the worker of the import wizard,
// echarts' canvas, an avatar from any origin, the API's Swagger UI) still work under it. The
// sidebar walk checks every sidebar screen for violations too.
import { expect as baseExpect, test, type APIResponse, type Page } from '@playwright/test';
import { scaled } from '../support/time-scale';
import apps from '../../apps.json' with { type: 'json' };
import { userWithPermissions } from '../support/api';
import { watchCspViolations } from '../support/csp';
import { API } from '../support/env';
import { ensureDemoContext } from '../support/rodox';
import { WIZARD_PERMISSIONS } from '../support/terra-wizard';
import { fillLogin } from '../support/ui';

// Pages of a shared 2-core machine: a first load of a remote takes longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

const port = (name: string) => apps.apps.find((a) => a.name === name)!.port;
const HOST = `http://localhost:${port('host')}`;
const TERRA = `http://localhost:${port('terra')}`;
const NO_PAGE = "default-src 'none'; frame-ancestors 'none'";

/** The directives of a policy: name -> its sources. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));

function expectProtected(res: APIResponse, policy?: string) {
  const h = res.headers();
  expect(h['x-frame-options'], res.url()).toBe('DENY');
  expect(h['x-content-type-options'], res.url()).toBe('nosniff');
  expect(h['referrer-policy'], res.url()).toBe('same-origin');
  expect(h['content-security-policy'], res.url()).toBeTruthy();
  if (policy) expect(h['content-security-policy'], res.url()).toBe(policy);
  return h['content-security-policy']!;
}

/** Opens `path` signed out and signs in from the login it leads to (a first load of a remote is slow here). */
async function signInAt(page: Page, user: Parameters<typeof fillLogin>[1], path: string) {
  await page.goto(path);
  await fillLogin(page, user);
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

async function expectNoViolations(page: Page, violations: string[]) {
  await page.waitForLoadState('networkidle');
  expect(violations, 'violaciones de la política de seguridad (CSP)').toEqual([]);
}

test.describe('seguridad del navegador: cabeceras y política de contenido', () => {
  test('el host, un remoto y la API envían las cabeceras; la política del host sigue a /config.json', async ({ request }) => {
    const config = (await (await request.get(`${HOST}/config.json`)).json()) as { apiBaseUrl: string; remotes: Record<string, string> };
    const page = await request.get(`${HOST}/terra/importar-precios`);
    expect(page.status()).toBe(200);
    const policy = directives(expectProtected(page));
    const remoteOrigins = Object.values(config.remotes).map((u) => new URL(u).origin);
    expect(remoteOrigins.length).toBe(apps.apps.length - 1);
    expect(policy['script-src']).toEqual(["'self'", ...new Set(remoteOrigins)]);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", new URL(config.apiBaseUrl).origin, ...remoteOrigins]));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The same on the host's other answers, a missing file included.
    const theme = /<script src="(\/theme\.\w+\.js)"/.exec(await page.text())?.[1];
    expect(theme, 'la página nombra theme.<hash>.js').toBeTruthy();
    for (const url of [`${HOST}/config.json`, `${HOST}${theme}`, `${HOST}/no-existe.js`]) {
      expect(expectProtected(await request.get(url)), url).toBe(page.headers()['content-security-policy']);
    }

    // A remote serves no page: its files allow nothing as documents.
    const manifest = (await (await request.get(`${TERRA}/mf-manifest.json`)).json()) as { metaData: { remoteEntry: { name: string } } };
    expect(manifest.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{8}\.js$/);
    for (const url of [`${TERRA}/mf-manifest.json`, `${TERRA}/${manifest.metaData.remoteEntry.name}`, `${TERRA}/no-existe.js`]) expectProtected(await request.get(url), NO_PAGE);

    // The API: JSON, strict, on a 200, a 404 and a 401; its Swagger UI may load its own files.
    expectProtected(await request.get(`${API}/healthz`), NO_PAGE);
    expectProtected(await request.get(`${API}/no/existe/`), NO_PAGE);
    expectProtected(await request.get(`${API}/api/auth/users/me/`), NO_PAGE);
    expect(directives(expectProtected(await request.get(`${API}/api/docs`)))['script-src']).toEqual(["'self'"]);
  });

  test('la página rechaza un script en línea y lo informa', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    // theme.js ran (it replaced the inline script): the theme is set before the bundle.
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await expectNoViolations(page, violations);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  test('el asistente lee el CSV en su worker bajo la política', async ({ page }) => {
    const violations = await watchCspViolations(page);
    const user = await userWithPermissions(WIZARD_PERMISSIONS);
    await signInAt(page, user, '/terra/importar-precios');
    await expect(page).toHaveURL('/terra/importar-precios/seleccionar-archivo');
    const csv = 'Producto;Precio;Fecha;Distribuidor;Unidad;Tipo;Categoría\nCemento;350,50;2026-01-15;Ferretería;sc;Material;Obra\n';
    await page.locator('input[type=file]').setInputFiles({ name: 'precios.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL('/terra/importar-precios/mapear-columnas');
    await expect(page.getByRole('list', { name: 'Columnas del archivo' }).getByRole('listitem').filter({ hasText: 'Producto' })).toContainText('Cemento');
    await expectNoViolations(page, violations);
  });

  test('el gráfico de paridad (echarts) y un avatar de otro origen se muestran bajo la política', async ({ page }) => {
    test.setTimeout(scaled(120_000));
    await ensureDemoContext();
    const violations = await watchCspViolations(page);
    const user = await userWithPermissions(['rodox.view_sorteometricaparidad']);
    await signInAt(page, user, '/rodox/lesa/mill/paridad/chart');
    const canvas = page.getByRole('img', { name: 'Gráfico de pares por kardinal' }).locator('canvas');
    await expect(canvas).toBeVisible();
    await expectNoViolations(page, violations);

    // Any http(s) URL is a valid avatar: the page shows it (img-src) from any origin, here the
    // API's (an image that loads: antd replaces one that fails with its icon).
    await page.goto('/user/perfil');
    const avatar = `${API}/api/docs/static/favicon-32x32.png`;
    await page.getByLabel('Avatar (URL)').fill(avatar);
    await expect(page.getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', avatar);
    await expect.poll(() => page.getByRole('img', { name: 'Avatar' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoViolations(page, violations);
  });

  test('la documentación de la API (Swagger UI) se abre bajo su política', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${API}/api/docs`);
    await expect(page.getByRole('heading', { name: /Gestión API/ })).toBeVisible();
    await expectNoViolations(page, violations);
  });
});

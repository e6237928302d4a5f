// The compose topology as staff get it: one origin (the proxy) in front of three API replicas,
// PostgreSQL, the host and the five remotes, each from its own image. Run by
// scripts/compose-test.mjs, which builds the images and brings the stack up first.
import { execFile } from 'node:child_process';
import https from 'node:https';
import { expect, test, type Page } from '@playwright/test';
import { totp } from '../support/totp';
import { ADMIN, adminToken, apiReplicas, call, compose, COMPOSE_URL, keepRecoveryCodes, nextRecoveryCode } from './stack';

/** Texts of the app's error panels (a remote that did not load, an API call refused, a crash). */
const ERROR_TEXT = /No se pudo cargar esta sección|Ocurrió un error|Error al |Error cargando|No se pudo|No tienes permiso|Esta sección no es compatible/;

/** One screen of every area, as its sidebar opens it. */
const SCREENS = [
  { area: 'auth-admin', path: '/auth/user/list', heading: 'Usuarios' },
  { area: 'main', path: '/main/unidad/list', heading: 'Unidades de Medida' },
  { area: 'terra', path: '/terra/producto/precio/list', heading: /Precios/ },
  { area: 'rodox', path: '/rodox/jornada/list/table', heading: /Jornadas/ },
  { area: 'user', path: '/user/dashboard', heading: /Dashboard|Bienvenido/ },
];

async function signIn(page: Page, { codeStep = true } = {}): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(ADMIN.username);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  if (codeStep) {
    await page.getByLabel('Código de verificación').fill(nextRecoveryCode());
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
  await expect(page.getByRole('button', { name: 'Salir' })).toBeVisible();
}

test('el administrador entra por el proxy, activa la verificación en dos pasos obligatoria y cada área abre una pantalla sin panel de error', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.request().method()} ${r.url()} → ${r.status()}`);
  });
  page.on('pageerror', (e) => failed.push(`error de la página: ${e.message}`));
  await signIn(page, { codeStep: false });
  await test.step('la verificación en dos pasos, obligatoria para un superusuario', async () => {
    await expect(page).toHaveURL(/\/user\/perfil$/);
    await expect(page.getByText('Tu cuenta debe usar verificación en dos pasos')).toBeVisible();
    // Nothing else opens until it is enrolled: the guard brings the person back.
    await page.goto('/auth/user/list');
    await expect(page).toHaveURL(/\/user\/perfil$/);
    await page.getByRole('button', { name: 'Configurar verificación en dos pasos' }).click();
    const secreto = (await page.getByLabel('Clave secreta').textContent())?.trim() ?? '';
    await page.getByLabel('2. Escribe el código de 6 cifras que muestra la aplicación').fill(totp(secreto));
    await page.getByRole('button', { name: 'Activar' }).click();
    const codes = page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    keepRecoveryCodes((await codes.allTextContents()).map((c) => c.trim()));
    await page.getByRole('button', { name: 'Ya los guardé' }).click();
  });
  for (const screen of SCREENS) {
    await test.step(`${screen.area}: ${screen.path}`, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(ERROR_TEXT);
    });
  }
  await test.step('una recarga revalida la página (304) y la pantalla sigue entera', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: SCREENS.at(-1)!.heading }).first()).toBeVisible();
  });
  expect(failed).toEqual([]);
});

test('una réplica de la API se detiene bajo carga sin ninguna petición fallida', async () => {
  const replicas = apiReplicas();
  expect(replicas).toHaveLength(3);
  const token = await adminToken();
  const outcomes = { ok: 0, failed: [] as string[] };
  let running = true;
  // Four clients reading and writing as the screens do, before, during and after the stop.
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const write = i % 5 === 4;
      const r = write
        ? await call('POST', '/api/pueblo/unidades/', token, { nombre: `flota ${n}-${i}-${Date.now()}`, abreviatura: `f${n}-${i}` })
        : await call('GET', '/api/pueblo/unidades/?page=1&page_size=10', token);
      if (r.status >= 200 && r.status < 300) outcomes.ok++;
      else outcomes.failed.push(`${write ? 'POST' : 'GET'} → ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    }
  };
  const clients = [1, 2, 3, 4].map(client);
  await sleep(3000);
  // SIGTERM: the replica answers /readyz with 503 and keeps serving its grace period while the
  // proxy takes it out of rotation, then closes.
  await docker('stop', '--time', '30', replicas[0]);
  await sleep(3000);
  running = false;
  await Promise.all(clients);
  console.log(`réplica detenida bajo carga: ${outcomes.ok} peticiones correctas, ${outcomes.failed.length} fallidas`);
  expect(outcomes.failed).toEqual([]);
  expect(outcomes.ok).toBeGreaterThan(100);
  await docker('start', replicas[0]);
  compose('up', '--wait', '--no-recreate', '--scale', 'api=3', 'api');
});

test('los datos siguen ahí tras `docker compose down` y `up`', async ({ page }) => {
  const token = await adminToken();
  const nombre = `Persistente ${Date.now()}`;
  const created = await call<{ id: number }>('POST', '/api/pueblo/unidades/', token, { nombre, abreviatura: `p${Date.now() % 100000}` });
  expect(created.status).toBe(201);
  compose('down');
  compose('up', '--detach', '--wait', '--scale', 'api=3');
  await signIn(page);
  await page.goto('/main/unidad/list');
  await page.getByRole('textbox', { name: 'Buscar' }).fill(nombre);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('cell', { name: nombre })).toBeVisible();
  // The old token still holds: the secret and the users live outside the containers.
  const again = await call('GET', `/api/pueblo/unidades/?search=${encodeURIComponent(nombre)}`, token);
  expect(again.status).toBe(200);
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `docker …` without holding the event loop (the clients above keep running meanwhile). */
function docker(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('docker', args, { timeout: 120_000 }, (err) => (err ? reject(err) : resolve()));
  });
}

test('por HTTPS el proxy envía HSTS; por HTTP no', async () => {
  const tls = process.env.COMPOSE_TLS_URL;
  test.skip(!tls, 'sin COMPOSE_TLS_URL (scripts/compose-test.mjs da al proxy un certificado propio)');
  // The certificate is the run's own, self-signed: checked here by what it serves, not by a CA.
  const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
    https.get(`${tls}/login`, { rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.headers);
    }).on('error', reject);
  });
  expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  const plain = await fetch(`${COMPOSE_URL}/login`);
  expect(plain.headers.get('strict-transport-security')).toBeNull();
});

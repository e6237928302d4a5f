// Browser measurements in headless Chromium: gzip JS bytes downloaded per page (cold cache),
// how many copies of React and antd a page runs, and the time until the login form is usable.
import { chromium } from 'playwright-core';

const HOST = 'http://localhost:3000';
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};
const KIB = 1024;

/** The first screen of each remote, as the sidebar or the spec opens it. */
const FIRST_SCREENS = [
  { remote: 'user', port: 3005, path: '/user/dashboard' },
  { remote: 'auth_admin', port: 3001, path: '/auth/user/list' },
  { remote: 'main', port: 3002, path: '/main/sprint/list' },
  { remote: 'terra', port: 3003, path: '/terra/checkgrafia/create' },
  { remote: 'rodox', port: 3004, path: '/rodox/lesa/mill/paridad/chart' },
];

/** Collects the encoded (gzip) size of every script the page downloads. */
function trackScripts(page) {
  const pending = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    pending.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize })));
  });
  return async () => Promise.all(pending);
}

/** Per shared package, how many distinct copies the federation runtime has loaded. */
async function sharedCopies(page) {
  return page.evaluate(() => {
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const copies = {};
    for (const scopes of Object.values(share)) {
      for (const pkgs of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(pkgs)) {
          for (const info of Object.values(versions)) {
            if (info.loaded || info.lib) (copies[pkg] ??= new Set()).add(info.from);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(copies).map(([k, v]) => [k, v.size]));
  });
}

async function signIn(page, admin) {
  await page.goto(`${HOST}/login`);
  await page.getByLabel('Usuario').fill(admin.username);
  await page.getByLabel('Contraseña').fill(admin.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.getByRole('button', { name: 'Salir' }).waitFor();
}

const sum = (list) => list.reduce((a, b) => a + b.bytes, 0);

export async function measureBundles(report, admin) {
  const browser = await chromium.launch(LAUNCH);
  try {
    // /login, cold.
    let ctx = await browser.newContext();
    let page = await ctx.newPage();
    let done = trackScripts(page);
    await page.goto(`${HOST}/login`, { waitUntil: 'networkidle' });
    const login = await done();
    report('JS gzip de /login (frío)', sum(login) / KIB, 'KiB', 250);
    const loginCopies = await sharedCopies(page);

    // The signed-in layout, from the same cold start.
    await signIn(page, admin);
    await page.waitForLoadState('networkidle');
    const withLayout = await done();
    report('JS gzip del layout con sesión (además de /login)', (sum(withLayout) - sum(login)) / KIB, 'KiB', null);
    const storage = await ctx.storageState();
    await ctx.close();

    // Each remote's first screen, cold, already signed in.
    const copies = { ...loginCopies };
    for (const s of FIRST_SCREENS) {
      ctx = await browser.newContext({ storageState: storage });
      page = await ctx.newPage();
      done = trackScripts(page);
      await page.goto(`${HOST}${s.path}`, { waitUntil: 'networkidle' });
      const scripts = await done();
      const own = scripts.filter((x) => new URL(x.url).port === String(s.port));
      report(`JS gzip de ${s.path} (frío; del remoto ${s.remote}: ${(sum(own) / KIB).toFixed(1)})`, sum(scripts) / KIB, 'KiB', null);
      for (const [pkg, n] of Object.entries(await sharedCopies(page))) copies[pkg] = Math.max(copies[pkg] ?? 0, n);
      await ctx.close();
    }
    for (const pkg of ['react', 'react-dom', 'antd']) {
      report(`copias de ${pkg} cargadas en una página (máximo)`, copies[pkg] ?? 0, 'copia(s)', 1);
    }
  } finally {
    await browser.close();
  }
}

export async function measureLoginReady(report, runs = 7) {
  const browser = await chromium.launch(LAUNCH);
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      const started = Date.now();
      await page.goto(`${HOST}/login`, { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Ingresar' }).waitFor({ state: 'visible' });
      await page.getByLabel('Usuario').fill('x', { timeout: 10_000 });
      times.push(Date.now() - started);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  report(`login usable en Chromium headless (mediana de ${runs}, frío)`, times[Math.floor(runs / 2)], 'ms', 1500);
}

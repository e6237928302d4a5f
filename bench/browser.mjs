// Browser measurements in headless Chromium: encoded (compressed) JS bytes downloaded per page
// (cold cache), how many copies of each shared module a page runs, and the time until the login
// form is usable and until the first table shows its rows.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { appPort } from '../scripts/lib.mjs';
import { HOST, LAUNCH, signIn } from './stack.mjs';
import { calibrate, laptopNote, throttle } from './laptop.mjs';

const KIB = 1024;

/**
 * Byte budgets of the screens (KiB, whole page, cold). Only /login's is still a budget: the others
 * became budgets of time on a branch office's line, what a person actually waits for
 * (bench/branch-line.mjs); they are reported beside their old figure for reference.
 */
export const BUDGETS = { login: 170, layout: 330, remoteScreen: 430 };

/** The screens of each remote that open first (sidebar or spec); the heaviest one is reported. */
const REMOTE_SCREENS = [
  { remote: 'user', paths: ['/user/dashboard', '/user/desnudar', '/user/password/edit'] },
  { remote: 'auth_admin', paths: ['/auth/user/list', '/auth/group/list', '/auth/permiso/list', '/auth/usuario/create'] },
  { remote: 'main', paths: ['/main/sprint/list', '/main/sprint/list/view/extended', '/main/sprint/create', '/main/subproyecto/list', '/main/unidad/list'] },
  { remote: 'terra', paths: ['/terra/checkgrafia/create', '/terra/informe/create'] },
  { remote: 'rodox', paths: ['/rodox/lesa/mill/paridad/chart'] },
].map((r) => ({ ...r, port: appPort(r.remote) }));
/** A remote opened after another one in the same tab: it must add only what the first did not load. */
const SECOND_REMOTE = { first: '/main/sprint/list', second: '/auth/user/list', port: appPort('auth_admin') };
const TABLE_SCREEN = '/auth/user/list';

/** Collects the encoded size of every script the page downloads, and when it was asked for (epoch ms). */
export function trackScripts(page) {
  const pending = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    // A context closed while a response is still being accounted for rejects: that script is dropped.
    pending.push(req.sizes().then((s) => ({ url: req.url(), bytes: s.responseBodySize, start: req.timing().startTime }), () => null));
  });
  return async () => (await Promise.all(pending)).filter(Boolean);
}

/**
 * Waits until the screen has rendered (no loading indicator left), then for the network to be
 * idle again: parsing a large chunk can leave the network idle for 500 ms before the remote's
 * own scripts are even requested, which 'networkidle' alone takes for the end of the load.
 */
async function settle(page) {
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .ant-spin-spinning, .remote-loading'), null, { timeout: 30_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

/** Per share key, how many distinct builds the federation runtime has loaded it from. */
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

const sum = (list) => list.reduce((a, b) => a + b.bytes, 0);
const kib = (list) => sum(list) / KIB;
const fromPort = (list, port) => list.filter((x) => new URL(x.url).port === String(port));

/** Cold load of one signed-in screen: its scripts and the shared copies it ran. */
async function coldScreen(browser, storage, path) {
  const ctx = await browser.newContext({ storageState: storage });
  try {
    const page = await ctx.newPage();
    const done = trackScripts(page);
    await page.goto(`${HOST}${path}`, { waitUntil: 'networkidle' });
    await settle(page);
    return { scripts: await done(), copies: await sharedCopies(page) };
  } finally {
    await ctx.close();
  }
}

/**
 * `/login`, cold: the JS it downloads until 'Ingresar' is usable (its own), as sent (encoded), raw
 * (decoded) and gzipped at level 9 by us (the same figure whatever encoding the browser
 * negotiated), with the number of scripts. What the page fetches afterwards, while it sits idle
 * (the signed-in layout and the remotes' entries, fetched while the person types), is reported
 * apart.
 */
/**
 * The wall-clock time (epoch ms) at which 'Ingresar' became usable, read in the page (checked every
 * frame): what was asked for before it is the page's own; the warm-up starts in the next idle
 * period, sooner than a check from here would notice the button.
 */
export async function loginUsableAt(page) {
  const handle = await page.waitForFunction(() => globalThis.__loginUsableAt ?? false, null, { polling: 'raf', timeout: 120_000 });
  return handle.jsonValue();
}

/**
 * Marks the moment 'Ingresar' is usable (wall clock, ms), from a DOM mutation: the page's warm-up
 * starts in the first idle period after that and must not count as the login's own JS, and a
 * check polled per frame could notice the button only after the warm-up's first requests went out.
 * Call before the page's navigation.
 */
export async function watchLoginUsable(page) {
  await page.addInitScript(() => {
    const usable = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Ingresar');
      return !!button && !button.disabled;
    };
    const watch = new MutationObserver(() => {
      if (globalThis.__loginUsableAt === undefined && usable()) {
        globalThis.__loginUsableAt = performance.timeOrigin + performance.now();
        watch.disconnect();
      }
    });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

export async function measureLoginJs(report, { alone = false } = {}) {
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage();
    const bodies = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body().then((b) => ({ url: res.url(), body: b }), () => null));
    });
    const done = trackScripts(page);
    await watchLoginUsable(page);
    await page.goto(`${HOST}/login`, { waitUntil: 'commit', timeout: 120_000 });
    const usableAt = await loginUsableAt(page);
    // `alone`: the host served without the API and the remotes (an A/B of two host builds), whose
    // failing requests keep the network from going idle: the page gets 3 s instead.
    if (alone) await page.waitForTimeout(3000);
    else await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const all = await done();
    const sent = all.filter((s) => s.start < usableAt);
    const own = new Set(sent.map((s) => s.url));
    const scripts = (await Promise.all(bodies)).filter((s) => s && own.has(s.url));
    const raw = scripts.reduce((a, s) => a + s.body.length, 0);
    const gzip = scripts.reduce((a, s) => a + zlib.gzipSync(s.body, { level: 9 }).length, 0);
    report("JS de /login hasta 'Ingresar' usable (frío, como se envía)", kib(sent), 'KiB', BUDGETS.login);
    report('JS de /login (frío, gzip 9)', gzip / KIB, 'KiB', null);
    report('JS de /login (frío, sin comprimir)', raw / KIB, 'KiB', null);
    report('scripts de /login', scripts.length, 'script(s)', null);
    report('JS que /login adelanta en reposo (layout con sesión, remotos)', kib(all.filter((s) => !own.has(s.url))), 'KiB', null);
  } finally {
    await browser.close();
  }
}

export async function measureBundles(report, admin) {
  const browser = await chromium.launch(LAUNCH);
  const copies = {};
  const addCopies = (c) => {
    for (const [pkg, n] of Object.entries(c)) copies[pkg] = Math.max(copies[pkg] ?? 0, n);
  };
  try {
    // /login, cold, then signing in lands on the dashboard (the signed-in layout) in the same tab.
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    const done = trackScripts(page);
    // Until 'Ingresar' is usable: what the page fetches at idle afterwards is for the next one.
    await watchLoginUsable(page);
    await page.goto(`${HOST}/login`, { waitUntil: 'commit' });
    const usableAt = await loginUsableAt(page);
    await page.waitForLoadState('networkidle');
    const login = (await done()).filter((s) => s.start < usableAt);
    report("JS de /login hasta 'Ingresar' usable (frío)", kib(login), 'KiB', BUDGETS.login);
    await signIn(page, admin);
    await page.waitForLoadState('networkidle');
    await settle(page);
    const layout = await done();
    report(`JS del layout con sesión (/login + /user/dashboard, en total; presupuesto anterior: ${BUDGETS.layout})`, kib(layout), 'KiB', null);
    addCopies(await sharedCopies(page));
    const storage = await ctx.storageState();
    await ctx.close();

    // Each remote's screens, cold, already signed in: the heaviest one against the budget.
    for (const r of REMOTE_SCREENS) {
      let worst = null;
      for (const path of r.paths) {
        const { scripts, copies: c } = await coldScreen(browser, storage, path);
        addCopies(c);
        if (!worst || kib(scripts) > kib(worst.scripts)) worst = { path, scripts };
      }
      const own = kib(fromPort(worst.scripts, r.port)).toFixed(1);
      report(`JS de ${worst.path} (frío, la más pesada de ${r.remote}; propia del remoto: ${own}; presupuesto anterior: ${BUDGETS.remoteScreen})`, kib(worst.scripts), 'KiB', null);
    }

    // A second remote after the first, same tab: nothing the first loaded comes again.
    const second = await browser.newContext({ storageState: storage });
    try {
      const p = await second.newPage();
      const track = trackScripts(p);
      await p.goto(`${HOST}${SECOND_REMOTE.first}`, { waitUntil: 'networkidle' });
      await settle(p);
      const before = await track();
      await p.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, SECOND_REMOTE.second);
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(500);
      await settle(p);
      const after = (await track()).slice(before.length);
      const seen = new Set(before.map((s) => s.url));
      const again = after.filter((s) => seen.has(s.url)).length;
      const own = kib(fromPort(after, SECOND_REMOTE.port)).toFixed(1);
      report(`JS añadido al abrir ${SECOND_REMOTE.second} tras ${SECOND_REMOTE.first} (propio: ${own})`, kib(after), 'KiB', null);
      report('scripts descargados dos veces en esa pestaña', again, 'script(s)', 0);
      addCopies(await sharedCopies(p));
    } finally {
      await second.close();
    }

    const twice = Object.entries(copies).filter(([, n]) => n > 1);
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@gestion/session']) {
      report(`copias de ${pkg} cargadas en una página (máximo)`, copies[pkg] ?? 0, 'copia(s)', 1);
    }
    report(`módulos compartidos con más de una copia en una página${twice.length ? ` (${twice.map(([k]) => k).join(', ')})` : ''}`, twice.length, 'módulo(s)', 0);
  } finally {
    await browser.close();
  }
}

/** Median of `runs` cold loads of `url` until `ready(page)` resolves, the page's CPU slowed to `rate`. */
async function medianColdTime(browser, url, ready, runs, rate, contextOptions = {}) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext(contextOptions);
    try {
      const page = await ctx.newPage();
      await throttle(page, rate);
      const started = Date.now();
      await page.goto(url, { waitUntil: 'commit' });
      await ready(page);
      times.push(Date.now() - started);
    } finally {
      await ctx.close();
    }
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(runs / 2)];
}

/** Both figures on the reference staff laptop (bench/laptop.mjs). */
export async function measureLoginReady(report, runs = 7, admin = null) {
  const browser = await chromium.launch(LAUNCH);
  try {
    let cal = await calibrate();
    const login = await medianColdTime(browser, `${HOST}/login`, async (page) => {
      await page.getByRole('button', { name: 'Ingresar' }).waitFor({ state: 'visible' });
      await page.getByLabel('Usuario').fill('x', { timeout: 10_000 });
    }, runs, cal.rate);
    report(`login usable en Chromium headless (mediana de ${runs}, frío)`, login, 'ms', 1500, 'lower', laptopNote(cal));
    if (!admin) return;

    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await signIn(page, admin);
    const storageState = await ctx.storageState();
    await ctx.close();
    cal = await calibrate();
    const table = await medianColdTime(browser, `${HOST}${TABLE_SCREEN}`, async (p) => {
      await p.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 20_000 });
    }, runs, cal.rate, { storageState });
    report(`primera tabla visible en ${TABLE_SCREEN} (mediana de ${runs}, frío)`, table, 'ms', null, 'lower', laptopNote(cal));
  } finally {
    await browser.close();
  }
}

// A person on a branch office's line, where every byte and every round trip is time waited.
// Chromium throttled by CDP to 4 Mbit/s down,
// 1 Mbit/s up and 80 ms of latency; each run starts cold (a new browser context: its own empty
// HTTP cache and connections). In each run, in one tab:
//   1. /login opened → 'Ingresar' usable (from the navigation's start);
//   2. 3 s of a person typing (from 'Ingresar' usable to its click): only its bytes count;
//   3. 'Ingresar' clicked → the dashboard's heading;
//   4. the sidebar's 'Terra' opened, then 'Precios' clicked → the first price row;
// and then, in a new tab of the same context (its cache kept):
//   5. /user/dashboard again → its heading.
// Median of RUNS for each figure, with the bytes the step transferred and its floor on the line:
// bytes ÷ bandwidth (down and up) + the round trips the step cannot avoid (FLOOR_RTTS).
// Each run is on the reference staff laptop (bench/laptop.mjs): the machine is
// calibrated just before it, and the tab measured is slowed to the laptop's CPU.
// Last, the deploy of one remote: DEPLOYED is rebuilt with a new hash salt (every hashed file of
// it changes, as in a deploy), and a returning user's visit to the dashboard must download that
// remote's changed files and nothing else (the API's answers are data, listed apart).
//
//   pnpm bench --line        (the stack of `pnpm bench`: built, started, on a fresh database)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { appPort, ROOT } from '../scripts/lib.mjs';
import { API, apiCall, HOST, LAUNCH } from './stack.mjs';
import { calibrate, laptopNotes, throttle } from './laptop.mjs';
import { mainThreadsSince, rendererMainThreads } from './faults.mjs';
import { addInto, profileLines, startProfile } from './profile.mjs';
import { startPrintedTimeline } from './timeline.mjs';
import { watchSession, when } from './page-wait.mjs';

/**
 * BENCH_LINE_PROFILE=1: each step's main-thread time by origin (bench/profile.mjs), summed over
 * the runs; the profiler slows the page, so the figures of such a run are not for the budgets.
 */
const PROFILE = process.env.BENCH_LINE_PROFILE ? { signIn: new Map(), area: new Map(), repeat: new Map() } : null;
const profiling = async (page, step) => {
  if (!PROFILE) return async () => {};
  const stop = await startProfile(page);
  return async () => addInto(PROFILE[step], await stop());
};

/**
 * BENCH_LINE_TIMELINE=1: the main thread's tasks of the login and of the repeat visit, each run,
 * from a Chrome trace (bench/timeline.mjs).
 */
const timeline = async (browser, page, step) => {
  if (!process.env.BENCH_LINE_TIMELINE) return async () => {};
  const print = await startPrintedTimeline(browser, page);
  return () => print(`tareas del hilo principal en ${step} (traza de Chrome; ms desde la primera):`);
};

export const LINE = { downBytesPerSec: 4_000_000 / 8, upBytesPerSec: 1_000_000 / 8, latencyMs: 80 };
// BENCH_LINE_RUNS: more passes, to tell two builds apart (a pass's figures vary by ±0.1 s here).
export const RUNS = Number(process.env.BENCH_LINE_RUNS) || 5;
export const TYPING_MS = 3000;
/** Budgets on the branch office's line (seconds, KiB; loginKiB is /login's JS). */
export const LINE_BUDGETS = { loginS: 0.8, loginKiB: 170, signInS: 0.9, areaS: 0.6, repeatS: 0.5, repeatKiB: 10 };
/**
 * The round trips each step needs whatever the code does, each one LINE.latencyMs:
 * - login: the document, then the scripts it names (all of them can be named by the document);
 * - sign-in: the credentials (a token), then the session's reads with that token (users/me,
 *   permissions, groups: side by side); the layout's and the dashboard's code can be fetched while
 *   the person types, and the heading does not wait for the dashboard's data;
 * - another area: its data (its code can be fetched when its sidebar item is pointed at);
 * - repeat visit: the entry points' (the remote's manifest, the session's permissions and groups:
 *   side by side at best); the document and the host's code are in the service worker's copy
 *   (tools/build/script-cache.cjs), the remote's code in the HTTP cache.
 */
export const FLOOR_RTTS = { login: 2, signIn: 2, area: 1, repeat: 1 };
const DEPLOYED = { name: 'user', dir: 'remotes/user' };
const KIB = 1024;
const PRICE_ROWS = 30;

/** The floor of a step on the line, in seconds. */
export function floorSeconds({ down, up }, rtts, line = LINE) {
  return down / line.downBytesPerSec + up / line.upBytesPerSec + (rtts * line.latencyMs) / 1000;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Prices for the Terra list to show (the bench's database starts empty). */
async function arrange(admin) {
  const { access } = await apiCall('POST', '/api/auth/jwt/create/', null, admin);
  const stamp = Date.now().toString(36).toUpperCase();
  const unidad = await apiCall('POST', '/api/pueblo/unidades/', access, { nombre: `Unidad línea ${stamp}`, abreviatura: `UL${stamp}`.slice(0, 18) });
  const datos = Array.from({ length: PRICE_ROWS }, (_, i) => ({
    descripcion: `Producto de la sucursal ${i + 1}`,
    tipo: 'Material línea',
    categoria: 'Categoría línea',
    unidad: unidad.abreviatura,
    precio: `${(10 + i).toFixed(2)}`,
  }));
  await apiCall('POST', '/api/terra/importar-precios/', access, { datos });
}

/**
 * Every request of a tab, by CDP: the step it started in, its size on the wire (headers
 * included) both ways, and whether the cache answered. Upload is estimated from the request
 * line, its headers and body (what CDP tells before sending).
 */
async function trackNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  const requests = new Map();
  const tracker = { step: 'other', requests };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, wallTime, timestamp }) => {
    const up = request.url.length + 16 + Object.entries(request.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0) + (request.postData?.length ?? 0);
    const early = requests.get(requestId)?.pendingWire;
    requests.set(requestId, { url: request.url, type, step: tracker.step, at: wallTime * 1000, t0: timestamp * 1000, up, down: 0, status: 0, wire: early, cached: false, done: false });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.status = response.status;
    r.headerBytes = response.encodedDataLength ?? 0;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) r.cached = true;
  });
  // The status on the wire: after a revalidation, responseReceived gives the cached 200.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const r = requests.get(requestId);
    if (r) r.wire = statusCode;
    else requests.set(requestId, { pendingWire: statusCode });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength, timestamp }) => {
    const r = requests.get(requestId);
    if (!r) return;
    r.t1 = timestamp * 1000;
    r.down = r.cached ? 0 : encodedDataLength;
    r.done = true;
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    const r = requests.get(requestId);
    if (r) r.done = true;
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINE.latencyMs,
    downloadThroughput: LINE.downBytesPerSec,
    uploadThroughput: LINE.upBytesPerSec,
  });
  tracker.bytes = (step, type = null, bodyOnly = false) => {
    let down = 0;
    let up = 0;
    for (const r of requests.values()) {
      if (r.step !== step || (type && r.type !== type)) continue;
      down += bodyOnly ? Math.max(0, r.down - (r.headerBytes ?? 0)) : r.down;
      if (!r.cached) up += r.up;
    }
    return { down, up };
  };
  return tracker;
}

/**
 * The host's service worker's own requests (it stores the host's scripts while it installs): a
 * tab's CDP session does not see them, the context does. Each is counted in the step that
 * `into` (a trackNetwork tracker) is in when it starts. Not throttled: CDP throttles a tab, and
 * the worker is not one; it installs while the person types, after the login page is usable.
 */
function trackWorker(ctx) {
  const worker = { into: null };
  ctx.on('requestfinished', async (request) => {
    if (!request.serviceWorker() || !worker.into) return;
    const tracker = worker.into;
    const step = tracker.step;
    const sizes = await request.sizes().catch(() => null);
    if (!sizes) return;
    const status = (await request.response())?.status() ?? 0;
    // Taken from the HTTP cache: a 200 with no body on the wire.
    const cached = sizes.responseBodySize === 0 && status === 200;
    tracker.requests.set(request, {
      url: request.url(), type: 'Worker', step, status, wire: cached ? undefined : status, up: cached ? 0 : sizes.requestHeadersSize + sizes.requestBodySize,
      down: cached ? 0 : sizes.responseHeadersSize + sizes.responseBodySize, cached, done: true,
    });
  });
  return worker;
}

/**
 * BENCH_LINE_TRACE=1: a step's requests as a waterfall (start and end in ms from the step's first
 * request, wire status, bytes), to see which round trips chain.
 */
function printTrace(tracker, step, doneAtMs) {
  const rs = [...tracker.requests.values()].filter((r) => r.step === step && r.url && r.t0 !== undefined).sort((a, b) => a.t0 - b.t0);
  const origin = rs[0]?.t0 ?? 0;
  console.log(`   traza de ${step} (título a los ${doneAtMs.toFixed(0)} ms del inicio del paso):`);
  for (const r of rs) {
    const u = new URL(r.url);
    const how = r.cached ? 'caché' : String(r.wire ?? r.status);
    console.log(`     ${String(Math.round(r.t0 - origin)).padStart(5)} → ${r.t1 ? String(Math.round(r.t1 - origin)).padStart(5) : '    ?'} ms  ${how.padEnd(5)} ${(r.down / KIB).toFixed(1).padStart(6)} KiB  ${u.port} ${u.pathname}${u.search}`);
  }
}

// Set by recordClicks' init script the moment the form is in the document (a DOM mutation, before
// any idle callback of the page runs), so the page's warm-up is never counted as the login's.
export const LOGIN_USABLE = () => globalThis.__loginUsableAt ?? false;
const HEADING = (text) => [...document.querySelectorAll('h1')].some((h) => h.textContent.trim() === text) && performance.now();
// A row of the price list itself (the arranged prices' names): during the navigation the screen
// left stays on view (host: ScreenSuspense), and a table of its own must not count as the list's.
const FIRST_ROW = () => [...document.querySelectorAll('.ant-table-row')].some((r) => r.textContent.includes('Producto de la sucursal')) && performance.now();

/** The page's clock at its last click (capture phase: before any handler of the app). */
async function recordClicks(page) {
  await page.addInitScript(() => {
    document.addEventListener('click', () => (globalThis.__lastClick = performance.now()), true);
    const usable = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Ingresar');
      return !!button && !button.disabled && !!document.querySelector('input[name="username"]');
    };
    const watch = new MutationObserver(() => {
      if (globalThis.__loginUsableAt === undefined && usable()) {
        globalThis.__loginUsableAt = performance.now();
        watch.disconnect();
      }
    });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
  });
}
const lastClick = (page) => page.evaluate(() => globalThis.__lastClick);

/**
 * A new browser context's first tab as the line's runs open it: the laptop's throttle at `rate`,
 * clicks and the login's usable moment recorded, the branch office's line and its requests tracked.
 */
export async function openLinePage(browser, rate) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  const slowed = await throttle(page, rate);
  await watchSession(page);
  await recordClicks(page);
  const net = await trackNetwork(page);
  return { ctx, page, slowed, net };
}

/** One run; `rate`: the CPU throttling that makes this machine the laptop. */
async function oneRun(browser, admin, rate) {
  const { ctx, page, slowed, net } = await openLinePage(browser, rate);
  try {
    const worker = trackWorker(ctx);
    worker.into = net;
    const out = {};

    net.step = 'login';
    let kernel = rendererMainThreads();
    let traced = await timeline(browser, page, 'login');
    await page.goto(`${HOST}/login`, { waitUntil: 'commit' });
    const usableAt = await when(page, LOGIN_USABLE);
    await traced();
    const loginKernel = mainThreadsSince(kernel);
    // A person's 3 s: from 'Ingresar' usable to its click.
    net.step = 'typing';
    // What the page asked for once usable (its warm-up starts in the next idle period, sooner than
    // this check notices) belongs to the typing.
    const usableWall = (await page.evaluate(() => performance.timeOrigin)) + usableAt;
    for (const r of net.requests.values()) if (r.step === 'login' && r.at >= usableWall) r.step = 'typing';
    out.login = { s: usableAt / 1000, kernel: loginKernel };
    if (process.env.BENCH_LINE_TRACE) printTrace(net, 'login', usableAt);
    const typingStarted = Date.now();
    await page.getByLabel('Usuario').pressSequentially(admin.username, { delay: 120 });
    await page.getByLabel('Contraseña').pressSequentially(admin.password, { delay: 80 });
    await page.waitForTimeout(Math.max(0, TYPING_MS - (Date.now() - typingStarted)));

    net.step = 'signIn';
    let profiled = await profiling(page, 'signIn');
    kernel = rendererMainThreads();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const clickedAt = await lastClick(page);
    const headingAt = await when(page, HEADING, 'Dashboard');
    out.signIn = { s: (headingAt - clickedAt) / 1000, kernel: mainThreadsSince(kernel) };
    await profiled();
    await page.waitForLoadState('networkidle');
    if (process.env.BENCH_LINE_TRACE) printTrace(net, 'signIn', headingAt - clickedAt);

    // Opening the section is not counted: the figure starts at the click on its item.
    net.step = 'menu';
    await page.getByRole('menuitem', { name: 'Terra' }).click();
    const item = page.getByRole('link', { name: 'Precios', exact: true });
    await item.waitFor();
    await page.waitForTimeout(300);
    net.step = 'area';
    profiled = await profiling(page, 'area');
    kernel = rendererMainThreads();
    await item.click();
    const itemAt = await lastClick(page);
    const rowAt = await when(page, FIRST_ROW);
    out.area = { s: (rowAt - itemAt) / 1000, kernel: mainThreadsSince(kernel) };
    await profiled();
    await page.waitForLoadState('networkidle');
    if (process.env.BENCH_LINE_TRACE) printTrace(net, 'area', rowAt - itemAt);
    // Bytes once every request of the steps has finished (a step's may end in the next one).
    Object.assign(out.login, net.bytes('login'), { js: net.bytes('login', 'Script', true).down });
    out.typing = net.bytes('typing');
    Object.assign(out.signIn, net.bytes('signIn'));
    Object.assign(out.area, net.bytes('area'));

    // The dashboard again, in a new tab of the same browser (its cache as the first tab left it).
    // The first tab is no longer measured: throttled, it would keep a core spinning (laptop.mjs).
    await slowed.release();
    const again = await ctx.newPage();
    await throttle(again, rate);
    await watchSession(again);
    const net2 = await trackNetwork(again);
    net2.step = 'repeat';
    worker.into = net2;
    kernel = rendererMainThreads();
    traced = await timeline(browser, again, 'repeat');
    await again.goto(`${HOST}/user/dashboard`, { waitUntil: 'commit' });
    // From the document's arrival (a profiler started before it would stay in the blank tab's process).
    profiled = await profiling(again, 'repeat');
    const againAt = await when(again, HEADING, 'Dashboard');
    const repeatKernel = mainThreadsSince(kernel);
    await traced();
    await profiled();
    await again.waitForLoadState('networkidle');
    out.repeat = { s: againAt / 1000, kernel: repeatKernel, ...net2.bytes('repeat') };
    if (process.env.BENCH_LINE_TRACE) printTrace(net2, 'repeat', againAt);
    return out;
  } finally {
    await ctx.close();
  }
}

/**
 * Rebuilds one remote in place with a new hash salt (every hashed file of it changes). The build
 * runs from a script file, not `node -e`: webpack's minifier workers are forked with the parent's
 * exec arguments, and `-e` would make each of them run the whole build again.
 */
function redeploy(remoteDir, salt) {
  const dir = path.join(ROOT, remoteDir);
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-line-build-')), 'build.cjs');
  fs.writeFileSync(
    script,
    `const webpack = require(require.resolve('webpack', { paths: [${JSON.stringify(dir)}] }));
const config = require(${JSON.stringify(path.join(dir, 'webpack.config.cjs'))})({}, { mode: 'production' });
config.output.hashSalt = ${JSON.stringify(salt)};
const compiler = webpack(config);
compiler.run((err, stats) => {
  const failed = Boolean(err || stats.hasErrors());
  if (failed) console.error(err || stats.toString('errors-only'));
  compiler.close(() => process.exit(failed ? 1 : 0));
});
`,
  );
  try {
    const res = spawnSync(process.execPath, [script], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], timeout: 15 * 60_000, killSignal: 'SIGKILL' });
    if (res.status !== 0) throw new Error(`no se pudo recompilar ${remoteDir}`);
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

const listFiles = (dir) => new Set(fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isFile()));

/**
 * A returning user (cache filled by a visit) after a deploy of DEPLOYED: what their next visit
 * to the dashboard downloads. Returns the check's verdict and prints every download.
 */
async function deployCheck(browser, admin, report) {
  const dist = path.join(ROOT, DEPLOYED.dir, 'dist');
  const saved = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-line-dist-'));
  fs.cpSync(dist, saved, { recursive: true });
  const before = new Map([...listFiles(dist)].map((f) => [f, fs.readFileSync(path.join(dist, f))]));
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await ctx.newPage();
    await page.goto(`${HOST}/login`);
    await page.getByLabel('Usuario').fill(admin.username);
    await page.getByLabel('Contraseña').fill(admin.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await when(page, HEADING, 'Dashboard');
    await page.waitForLoadState('networkidle');
    // A returning user has opened the dashboard's address before: its document is in the cache.
    await page.goto(`${HOST}/user/dashboard`);
    await when(page, HEADING, 'Dashboard');
    await page.waitForLoadState('networkidle');
    await page.close();

    redeploy(DEPLOYED.dir, `line-${Date.now()}`);
    const changed = new Set([...listFiles(dist)].filter((f) => !before.get(f)?.equals(fs.readFileSync(path.join(dist, f)))));

    const again = await ctx.newPage();
    const net = await trackNetwork(again);
    net.step = 'deploy';
    trackWorker(ctx).into = net;
    await again.goto(`${HOST}/user/dashboard`, { waitUntil: 'commit' });
    await when(again, HEADING, 'Dashboard');
    await again.waitForLoadState('networkidle');
    const remotePort = String(appPort(DEPLOYED.name));
    const apiOrigin = new URL(API).port;
    const all = [...net.requests.values()].filter((r) => r.done && r.url);
    const data = all.filter((r) => new URL(r.url).port === apiOrigin);
    const files = all.filter((r) => new URL(r.url).port !== apiOrigin);
    const downloaded = files.filter((r) => !r.cached && (r.wire ?? r.status) === 200);
    const revalidated = files.filter((r) => r.wire === 304);
    const wrong = downloaded.filter((r) => {
      const u = new URL(r.url);
      return u.port !== remotePort || !changed.has(path.posix.basename(u.pathname));
    });
    console.log(`   despliegue de ${DEPLOYED.name} (${changed.size} archivos cambiados); la visita siguiente descarga:`);
    for (const r of downloaded) {
      const u = new URL(r.url);
      console.log(`     ${wrong.includes(r) ? '✗' : '✓'} ${u.host}${u.pathname}  ${(r.down / KIB).toFixed(1)} KiB`);
    }
    console.log(`     (${revalidated.length} respondidos 304, ${files.filter((r) => r.cached).length} de la caché, ${data.length} llamadas a la API: ${(data.reduce((n, r) => n + r.down, 0) / KIB).toFixed(1)} KiB)`);
    report(`línea: tras desplegar ${DEPLOYED.name}, archivos descargados que no son suyos o no cambiaron`, wrong.length, 'archivo(s)', 0);
  } finally {
    await ctx.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(saved, dist, { recursive: true });
    fs.rmSync(saved, { recursive: true, force: true });
  }
}

const fmtS = (s) => `${s.toFixed(2)} s`;
/** '; hilo principal en el núcleo 120 ms, 5400 páginas nuevas (medianas; …)', or nothing off Linux. */
const kernelNote = (kernels) =>
  kernels.every(Boolean)
    ? `; hilo principal en el núcleo ${median(kernels.map((k) => k.kernelMs)).toFixed(0)} ms, ${median(kernels.map((k) => k.pages))} páginas nuevas (medianas; bench/faults.mjs)`
    : '';
const fmtKiB = (b) => `${(b / KIB).toFixed(1)} KiB`;

export async function measureBranchLine(report, admin, runs = RUNS) {
  await arrange(admin);
  const load = [os.loadavg()[0]];
  const browser = await chromium.launch(LAUNCH);
  try {
    const results = [];
    const cals = [];
    for (let i = 0; i < runs; i++) {
      // Calibrated before each run, no tab open: the other tenants' load changes from one to the next.
      cals.push(await calibrate());
      results.push(await oneRun(browser, admin, cals.at(-1).rate));
      load.push(os.loadavg()[0]);
    }
    const laptop = laptopNotes(cals);
    const steps = (key) => results.map((r) => r[key]);
    const line = (key, label, rtts, budgetS, budgetKiB) => {
      const all = steps(key);
      const s = median(all.map((x) => x.s));
      const down = median(all.map((x) => x.down));
      const up = median(all.map((x) => x.up));
      const floor = floorSeconds({ down, up }, rtts);
      const note = `${laptop}; suelo ${fmtS(floor)} (${fmtKiB(down)} ↓ + ${fmtKiB(up)} ↑ + ${rtts} × ${LINE.latencyMs} ms); tiempos ${all.map((x) => x.s.toFixed(2)).join(', ')} s${kernelNote(all.map((x) => x.kernel))}`;
      report(`línea: ${label} (mediana de ${runs}, s)`, s, 's', budgetS, 'lower', note);
      report(`línea: ${label} (bytes, KiB)`, down / KIB, 'KiB', budgetKiB ?? null, 'lower', `en las ${runs} pasadas: ${all.map((x) => (x.down / KIB).toFixed(0)).join(', ')} KiB`);
    };
    line('login', "/login abierto → 'Ingresar' usable", FLOOR_RTTS.login, LINE_BUDGETS.loginS);
    // The budget of /login itself is its JS (the byte budget `pnpm bench --login` measures); the
    // step's bytes above add the document, config.json, the navigation documents and the headers.
    const js = steps('login').map((x) => x.js);
    report("línea: JS de /login hasta 'Ingresar' usable (KiB)", median(js) / KIB, 'KiB', LINE_BUDGETS.loginKiB, 'lower', `en las ${runs} pasadas: ${js.map((b) => (b / KIB).toFixed(1)).join(', ')} KiB (cuerpos, como pnpm bench --login)`);
    const typing = steps('typing').map((x) => x.down);
    report(`línea: mientras se escribe (${TYPING_MS / 1000} s, bytes)`, median(typing) / KIB, 'KiB', null, 'lower', `en las ${runs} pasadas: ${typing.map((b) => (b / KIB).toFixed(0)).join(', ')} KiB`);
    line('signIn', "'Ingresar' → título del dashboard", FLOOR_RTTS.signIn, LINE_BUDGETS.signInS);
    line('area', 'Terra › Precios → primera fila', FLOOR_RTTS.area, LINE_BUDGETS.areaS);
    line('repeat', 'el dashboard otra vez (mismo navegador)', FLOOR_RTTS.repeat, LINE_BUDGETS.repeatS, LINE_BUDGETS.repeatKiB);
    for (const [step, total] of Object.entries(PROFILE ?? {})) {
      console.log(`   hilo principal en ${step} (perfil de CPU, ms por pasada, por origen):`);
      for (const line of profileLines(total, runs, Number(process.env.BENCH_PROFILE_TOP) || 10)) console.log(`     ${line}`);
    }
    await deployCheck(browser, admin, report);
    load.push(os.loadavg()[0]);
    console.log(`   carga media (1 min) durante la medición: ${load.map((l) => l.toFixed(1)).join(' → ')} (${os.cpus().length} núcleos)`);
  } finally {
    await browser.close();
  }
}

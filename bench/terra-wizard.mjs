// The price-import wizard with a 100,000-row file, in headless Chromium against the real stack:
// parse time in the worker, the whole import (file chosen → summary, chunked and confirmed on
// the server), the longest main-thread task on the way, and the gzip JS the wizard and the price
// list add to the terra remote. The page's figures are taken on the reference staff laptop
// (bench/laptop.mjs), the server's with the page unthrottled. `node bench/terra-wizard.mjs` runs it alone (it starts the stack like run.mjs);
// `node bench/terra-wizard.mjs --pg` on PostgreSQL (a fresh database gestion_bench_wizard on
// BENCH_PG_URL, dropped afterwards; skipped, saying so, without PostgreSQL).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { appPort } from '../scripts/lib.mjs';
import { API, apiCall, HOST, LAUNCH, signIn } from './stack.mjs';
import { machineLine } from './machine.mjs';
import { calibrate, laptopNote, unfitSummary, throttle } from './laptop.mjs';
import { startPrintedTimeline } from './timeline.mjs';
import { profileLines, startProfile } from './profile.mjs';

const ROWS = 100_000;
// The wizard's budgets, for a file of 100,000 rows: parse ≤ 0.5 s, no main-thread task over 50 ms,
// the import from «Importar» to the summary ≤ 5 s on the embedded database and ≤ 3 s on PostgreSQL.
export const WIZARD_BUDGETS = { parseMs: 500, importMs: 15_000, longTaskMs: 50, commitMs: { PGlite: 5000, PostgreSQL: 3000 } };

/** A catalogue the file matches by itself, and a 100,000-row CSV (2,000 products × 50 dates) of about 8 MB. */
async function arrange(admin) {
  const token = (await apiCall('POST', '/api/auth/jwt/create/', null, admin)).access;
  const tag = Date.now().toString(36).toUpperCase();
  const unidad = await apiCall('POST', '/api/pueblo/unidades/', token, { nombre: `Saco bench ${tag}`, abreviatura: `SB${tag}` });
  const tipos = ['A', 'B', 'C'].map((x) => `Tipo bench ${tag} ${x}`);
  const categorias = ['A', 'B'].map((x) => `Categoría bench ${tag} ${x}`);
  const distribuidores = ['Norte', 'Sur', 'Este', 'Oeste'].map((x) => `Distribuidor bench ${tag} ${x}`);
  for (const nombre of tipos) await apiCall('POST', '/api/pueblo/recursotipos/', token, { nombre });
  for (const nombre of categorias) await apiCall('POST', '/api/pueblo/recursocategorias/', token, { nombre });
  for (const nombre of distribuidores) await apiCall('POST', '/api/terra/distribuidores/', token, { nombre });
  const lines = ['Producto;Precio;Fecha;Distribuidor;Unidad;Tipo;Categoria'];
  for (let i = 0; i < ROWS; i++) {
    const producto = i % 2000;
    const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 2000))).toISOString().slice(0, 10);
    lines.push(
      `Producto bench ${tag} número ${producto} con descripción larga;${(100 + (i % 997) * 1.25).toFixed(2).replace('.', ',')};${day};${distribuidores[producto % 4]};${unidad.abreviatura};${tipos[producto % 3]};${categorias[producto % 2]}`,
    );
  }
  return { csv: Buffer.from(lines.join('\n') + '\n'), tag };
}

const TERRA_PORT = String(appPort('terra'));

/** Encoded bytes of the scripts served by the terra remote (its port in apps.json) while opening `to`. */
async function terraScriptBytes(context, admin, to) {
  const page = await context.newPage();
  await signIn(page, admin);
  const sizes = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() === 'script' && new URL(req.url()).port === TERRA_PORT) sizes.push(req.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(`${HOST}${to}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  // The context, not only the page: left open, each with the service worker the host installs,
  // the three of them made the import measured afterwards 0.5-1.5 s slower (4.9-5.9 s against
  // 4.3-4.4 s, its `confirmar` 3.1-3.9 s against 2.6-2.8 s: the API's own work ran slower beside
  // them, on the same two cores). A person's browser holds one worker per origin, on their machine.
  await context.close();
  return total;
}

/**
 * One walk through the wizard in a new context, from the file chosen to the summary, the page's
 * CPU (and its reading worker's) slowed to `rate`: its figures, and where the import's time went;
 * with `undo`, the import is then undone as a person with terra.delete_precioproducto does, timed.
 */
async function walkWizard(browser, admin, rate, { undo = false } = {}) {
  const { csv } = await arrange(admin);
  // Chosen from disk, as a user does: Playwright hands a path to the browser, which reads the
  // file itself. Given as bytes, Playwright would decode their base64 into a File on the page's
  // main thread, a 3-4 s task of the harness that the long-task observer would charge to the app.
  const csvDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-bench-wizard-csv-'));
  const csvFile = path.join(csvDir, 'bench.csv');
  fs.writeFileSync(csvFile, csv);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) globalThis.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
      // What ran in each long frame (Chromium's long-animation-frame entries): printed with BENCH_WIZARD_LOAF=1.
      globalThis.__frames = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.duration > 50) globalThis.__frames.push({ start: e.startTime, duration: e.duration, blocking: e.blockingDuration, render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0, scripts: e.scripts.map((x) => ({ d: Math.round(x.duration), inv: x.invoker, fn: x.sourceFunctionName, src: (x.sourceURL || '').split('/').pop(), at: x.sourceCharPosition, layout: Math.round(x.forcedStyleAndLayoutDuration) })) });
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const page = await context.newPage();
    await throttle(page, rate);
    await signIn(page, admin);
    await page.goto(`${HOST}/terra/importar-precios/seleccionar-archivo`);
    await page.getByText('Arrastra aquí el archivo CSV').waitFor();
    await page.evaluate(() => (globalThis.__longTasks = []));
    // Where the import's time goes: each Terra call's time to its last byte, summed per endpoint
    // (calls that overlap are each counted whole).
    const calls = new Map();
    page.on('requestfinished', (req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith('/api/terra/') || req.method() === 'OPTIONS') return;
      const key = `${req.method()} ${url.pathname.replace(/\/[0-9a-f-]{6,}\//g, '/{id}/').replace(/\/\d+\//g, '/{id}/')}`;
      const call = calls.get(key) ?? { n: 0, ms: 0 };
      call.n++;
      call.ms += Math.max(0, req.timing().responseEnd);
      calls.set(key, call);
    });
    // The import the summary names (its undo is timed after the walk), and the caller's credentials.
    let importacion = null;
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (res.request().method() !== 'POST' || res.status() !== 200 || !/^\/api\/terra\/(importaciones\/\d+\/confirmar|precios-productos\/importar)\/$/.test(url.pathname)) return;
      const body = await res.json().catch(() => null);
      if (body?.importacion_id && body.preciosRegistrados > 0) importacion = { id: body.importacion_id, origin: url.origin, authorization: res.request().headers().authorization };
    });
    const continuar = page.getByRole('button', { name: 'Continuar' });
    const started = Date.now();
    // Where each step starts on the page's clock, so that a long task is named by its step.
    const marks = [['seleccionar-archivo', await page.evaluate(() => performance.now())]];
    // BENCH_WIZARD_TIMELINE=archivo (or BENCH_WIZARD_PROFILE=archivo): the same as below, for the
    // file's reading instead of 'Importar' → summary: what the rows' arrival costs the page.
    const archivo = (name) => process.env[name] === 'archivo' && rate === 1;
    const tracedFile = archivo('BENCH_WIZARD_TIMELINE') ? await startPrintedTimeline(browser, page) : null;
    const profiledFile = archivo('BENCH_WIZARD_PROFILE') ? await startProfile(page) : null;
    await page.locator('input[type=file]').setInputFiles(csvFile);
    await page.getByText('100.000', { exact: true }).waitFor({ timeout: 60_000 });
    await tracedFile?.('tareas del hilo principal del archivo elegido a sus filas leídas (traza de Chrome):');
    if (profiledFile) {
      console.log('   hilo principal del archivo elegido a sus filas leídas, por origen (perfil de CPU):');
      for (const line of profileLines(await profiledFile(), 1, 20)) console.log(`     ${line}`);
    }
    const parseMs = await page.evaluate(() => performance.getEntriesByName('importacion:lectura').at(-1)?.duration ?? -1);
    const steps = [['seleccionar-archivo', Date.now() - started]];
    for (const step of ['mapear-columnas', 'normalizar-unidades', 'normalizar-tipos', 'normalizar-categorias', 'normalizar-distribuidores', 'finalizar-importacion']) {
      const from = Date.now();
      marks.push([step, await page.evaluate(() => performance.now())]);
      // The step's own button, and on only once it is gone: the address changes before the next
      // step replaces this one, and a click in between went to this step's button again (twice,
      // on the laptop's walk under load: the wizard then waited at the columns step for good).
      const button = await continuar.elementHandle({ timeout: 60_000 });
      await button.click({ timeout: 60_000 });
      await page.waitForURL(`**/terra/importar-precios/${step}`, { timeout: 60_000 }).catch(async (err) => {
        // What the page showed, to tell a slow step from a stuck one.
        const shot = path.join(os.tmpdir(), `gestion-bench-wizard-${step}-${Date.now()}.png`);
        await page.screenshot({ path: shot, fullPage: true }).catch(() => {});
        const text = (await page.evaluate(() => document.body.innerText).catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
        throw new Error(`'Continuar' no llevó a ${step} (en ${page.url()}; captura ${shot}; la página: ${text})`, { cause: err });
      });
      await page.waitForFunction((b) => !b.isConnected, button, { timeout: 60_000 });
      await button.dispose();
      steps.push([step, Date.now() - from]);
    }
    const importar = page.getByRole('button', { name: `Importar ${ROWS.toLocaleString('es')} precios` });
    await importar.waitFor({ timeout: 60_000 });
    const clicked = Date.now();
    marks.push(['importar', await page.evaluate(() => performance.now())]);
    steps.push(['finalizar-importacion (revisión)', clicked - started - steps.reduce((n, [, ms]) => n + ms, 0)]);
    // 'Importar' → summary on the page's own clock: from the click event to the frame that draws
    // the summary's heading. Playwright's wait polls a missing element every 500 ms at most, so
    // its end overshot by up to that: a trace (BENCH_WIZARD_TIMELINE=1) showed the last answer
    // ~500 ms before the wait ended, with the page idle between them.
    await page.evaluate(() => {
      const at = (globalThis.__resumen = { click: null, shown: null });
      document.addEventListener('click', (e) => (at.click ??= e.timeStamp), { capture: true, once: true });
      const drawn = () => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((h) => h.textContent.trim() === 'Resumen de la importación');
      new MutationObserver((_, observer) => {
        if (!drawn()) return;
        observer.disconnect();
        requestAnimationFrame(() => (at.shown = performance.now()));
      }).observe(document.body, { childList: true, subtree: true });
    });
    // BENCH_WIZARD_TIMELINE=1: the main thread's tasks from 'Importar' to the summary, at this
    // machine's speed (bench/timeline.mjs): what the page itself adds to the calls' times.
    const traced = process.env.BENCH_WIZARD_TIMELINE === '1' && rate === 1 ? await startPrintedTimeline(browser, page) : null;
    // BENCH_WIZARD_PROFILE=1: that stretch's main-thread time by origin (bench/profile.mjs; with
    // BENCH_PROFILE_BY=function, by function), unthrottled; it slows the page it profiles.
    const profiled = process.env.BENCH_WIZARD_PROFILE === '1' && rate === 1 ? await startProfile(page) : null;
    await importar.click({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Resumen de la importación' }).waitFor({ timeout: 300_000 });
    const importMs = Date.now() - started;
    const waitedMs = Date.now() - clicked;
    const at = await page.waitForFunction(() => globalThis.__resumen.shown !== null && globalThis.__resumen, null, { polling: 'raf' }).then((h) => h.jsonValue());
    if (at.click === null) throw new Error('el clic en «Importar» no llegó a la página');
    const commitMs = Math.round(at.shown - at.click);
    if (profiled) {
      console.log('   hilo principal de «Importar» al resumen, por origen (perfil de CPU):');
      for (const line of profileLines(await profiled(), 1, 20)) console.log(`     ${line}`);
    }
    await traced?.(`tareas del hilo principal de «Importar» al resumen (traza de Chrome; ${commitMs} ms en la página, ${waitedMs} ms esperados por Playwright):`);
    const failure = page.getByText('Error al registrar los datos en el backend.');
    if (await failure.isVisible()) throw new Error(`la importación falló: ${await failure.locator('xpath=ancestor::*[@role="alert"][1]').innerText()}`);
    const registrados = await page.getByRole('row', { name: /Precios registrados/ }).innerText();
    if (!/100\.000/.test(registrados)) throw new Error(`resumen inesperado: ${registrados}`);
    const tasks = await page.evaluate(() => globalThis.__longTasks);
    if (process.env.BENCH_WIZARD_LOAF) {
      const frames = await page.evaluate(() => globalThis.__frames);
      for (const f of frames) {
        const step = marks.filter(([, at]) => at <= f.start).at(-1)?.[0] ?? 'antes';
        console.log(`[loaf ${rate === 1 ? 'aquí' : 'portátil'}] ${step}: ${Math.round(f.duration)} ms (blocking ${Math.round(f.blocking)}, render ${Math.round(f.render)})`, JSON.stringify(f.scripts));
      }
    }
    const longTasks = tasks.map((t) => t.duration);
    /** The longest task of each step (the step whose mark it follows). */
    const longestByStep = new Map();
    for (const t of tasks) {
      const step = marks.filter(([, at]) => at <= t.start).at(-1)?.[0] ?? 'antes';
      longestByStep.set(step, Math.max(longestByStep.get(step) ?? 0, t.duration));
    }
    let undoMs = null;
    if (undo) {
      if (!importacion) throw new Error('la importación no respondió su importacion_id');
      const from = Date.now();
      const res = await context.request.post(`${importacion.origin}/api/terra/importaciones/${importacion.id}/deshacer/`, { headers: { authorization: importacion.authorization }, timeout: 300_000 });
      undoMs = Date.now() - from;
      const body = await res.json();
      if (res.status() !== 200 || body.precios !== ROWS) throw new Error(`deshacer respondió ${res.status()}: ${JSON.stringify(body)}`);
    }
    return { parseMs, importMs, commitMs, waitedMs, longTasks, longestByStep, steps, calls, undoMs };
  } finally {
    // Closed before the next walk: a throttled tab left open keeps a core spinning (laptop.mjs).
    await context.close();
    fs.rmSync(csvDir, { recursive: true, force: true });
  }
}

/**
 * `engine` ('PGlite' or 'PostgreSQL'): the database the running stack uses, for the labels and the
 * commit budget. Two walks, because the browser benches run on the reference staff laptop but the
 * server is not the laptop: first with the page at this machine's speed, for the
 * figures that are the server's ('Importar' → summary and the whole import: the server is not the
 * laptop), on a database without the second walk's rows; then on the reference staff laptop
 * (bench/laptop.mjs), for the page's own (the reading and the main thread's tasks).
 */
export async function measureTerraWizard(report, admin, engine = 'PGlite') {
  const browser = await chromium.launch(LAUNCH);
  try {
    // JS: the wizard's and the price list's screens against a plain terra screen, each in a cold context
    const stub = await terraScriptBytes(await browser.newContext(), admin, '/terra/checkgrafia/create');
    const wizard = await terraScriptBytes(await browser.newContext(), admin, '/terra/importar-precios');
    report('terra: JS gzip añadido por el asistente de importación', (wizard - stub) / 1024, 'KiB', null);
    const lista = await terraScriptBytes(await browser.newContext(), admin, '/terra/producto/precio/list');
    report('terra: JS gzip añadido por la lista de precios', (lista - stub) / 1024, 'KiB', null);

    const tag = engine === 'PGlite' ? 'asistente' : `asistente (${engine})`;
    const here = await walkWizard(browser, admin, 1, { undo: true });
    const unthrottled = 'sin limitar: el servidor no es el portátil';
    report(`${tag}: importación completa de ${ROWS.toLocaleString('es')} filas`, here.importMs, 'ms', WIZARD_BUDGETS.importMs, 'lower', unthrottled);
    report(`${tag}: de «Importar» al resumen`, here.commitMs, 'ms', WIZARD_BUDGETS.commitMs[engine], 'lower', `${unthrottled}; del clic al dibujo del resumen, en el reloj de la página (la espera de Playwright: ${here.waitedMs} ms)`);
    // Its undo takes at most what the import took (the same prices, one transaction).
    report(`${tag}: deshacer la importación de ${ROWS.toLocaleString('es')} precios`, here.undoMs, 'ms', here.commitMs, 'lower', 'presupuesto: lo que tardó la importación, medida arriba');
    for (const [key, call] of [...here.calls].sort((a, b) => b[1].ms - a[1].ms)) report(`${tag}: ${key} (${call.n}×)`, call.ms, 'ms', null);

    const cal = await calibrate();
    const laptop = await walkWizard(browser, admin, cal.rate);
    const note = laptopNote(cal);
    report(`${tag}: lectura de ${ROWS.toLocaleString('es')} filas en el worker`, laptop.parseMs, 'ms', WIZARD_BUDGETS.parseMs, 'lower', note);
    report(`${tag}: tarea más larga del hilo principal`, Math.max(0, ...laptop.longTasks), 'ms', WIZARD_BUDGETS.longTaskMs, 'lower', note);
    report(`${tag}: tareas largas (> 50 ms) en todo el recorrido`, laptop.longTasks.length, 'tareas', null, 'lower', note);
    for (const [step, ms] of laptop.longestByStep) report(`${tag}: tarea más larga tras el paso ${step}`, ms, 'ms', null, 'lower', note);
    for (const [step, ms] of laptop.steps) report(`${tag}: paso ${step}`, ms, 'ms', null, 'lower', note);
    report(`${tag}: de «Importar» al resumen, en el portátil`, laptop.commitMs, 'ms', null, 'lower', `${note}; la pestaña limitada gira en un núcleo que el servidor comparte aquí`);
  } finally {
    await browser.close();
  }
}

const PG_DB = 'gestion_bench_wizard';

/**
 * The stack (`scripts/start.mjs`) on a fresh database: embedded in a temporary folder, or with
 * `pg` a database PG_DB made anew on BENCH_PG_URL (null, after saying so, when PostgreSQL is not
 * reachable). Answers `stop()`, which also drops what it made.
 */
export async function startWizardStack(root, admin, { pg = false, env: extra = {} } = {}) {
  const { waitUp } = await import('./wait-up.mjs');
  const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gestion-bench-wizard-'));
  let dropDb = async () => undefined;
  const env = { ...process.env, ...extra, DATA_DIR, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, SEED_DEMO: '0', LOG_LEVEL: 'warn', SEGUNDO_FACTOR_OBLIGATORIO: '0' };
  if (pg) {
    const { adminQuery, PG_URL, withDatabase } = await import('./pg-stack.mjs');
    try {
      await adminQuery(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`);
      await adminQuery(`CREATE DATABASE ${PG_DB}`);
    } catch (err) {
      console.log(`- Asistente en PostgreSQL: omitido, no hay PostgreSQL en ${PG_URL} (${err.message}).`);
      fs.rmSync(DATA_DIR, { recursive: true, force: true });
      return null;
    }
    env.DATABASE_URL = withDatabase(PG_URL, PG_DB);
    dropDb = () => adminQuery(`DROP DATABASE IF EXISTS ${PG_DB} WITH (FORCE)`).catch(() => undefined);
  }
  const stack = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const exited = new Promise((resolve) => stack.on('exit', resolve));
  const kill = () => {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('exit', kill);
  const stop = async () => {
    kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await dropDb();
    fs.rmSync(DATA_DIR, { recursive: true, force: true });
  };
  try {
    await waitUp(`${API}/healthz`, 120_000);
    await waitUp(`${HOST}/`, 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { stop };
}

// Alone: build is assumed done; start the stack on a fresh database, measure, stop.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await machineLine());
  const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const pg = process.argv.includes('--pg');
  const admin = { username: 'admin', password: 'Bench-admin-2025!' };
  const stack = await startWizardStack(ROOT, admin, { pg });
  if (!stack) process.exit(0);
  let failed = 0;
  const results = [];
  try {
    await measureTerraWizard(
      (name, value, unit, budget, _better, note = '') => {
        const ok = budget == null || value <= budget;
        if (!ok) failed++;
        results.push({ budget, note });
        console.log(`${ok ? '✓' : '✗'} ${name.padEnd(56)} ${`${Math.round(value * 10) / 10} ${unit}`.padStart(14)}   ${budget == null ? '(referencia)' : `presupuesto ≤ ${budget} ${unit}`}${note ? `   ${note}` : ''}`);
      },
      admin,
      pg ? 'PostgreSQL' : 'PGlite',
    );
  } finally {
    await stack.stop();
  }
  const unfit = unfitSummary(results);
  if (unfit) console.log(unfit);
  process.exit(failed ? 1 : 0);
}

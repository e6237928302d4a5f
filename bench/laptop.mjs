// The browser benches run on a reference staff laptop, whatever the machine: the same bench on
// two machines gave figures 1.6-4.8× apart (bench/machine.mjs), so a figure is only a budget's
// verdict once it is the laptop's. Like
// Lighthouse, the machine is measured first (bench/machine.mjs) and Chromium's CPU is slowed so
// that the page runs as on a laptop whose CPU reference is LAPTOP_CPU_MS; the server is not the
// laptop and is never slowed.
//
// What Chromium throttles, measured with `node bench/laptop.mjs` (Chromium 156, Linux):
// - `Emulation.setCPUThrottlingRate` slows the renderer's main thread only. Set on a blank tab, it
//   holds across the navigation to the app (a new renderer process). On Linux it does so by
//   busy-waiting in a signal handler: a throttled tab keeps its main thread spinning ((rate − 1) /
//   rate of the time) even while idle, taking that share of a core from everything else on the
//   machine. So a tab is throttled only while it is measured, and released after.
// - A dedicated worker (the CSV wizard reads the file in one) is NOT slowed by it, and its own
//   target answers "Operation is only supported for pages, not workers". Its thread is slowed
//   here by the debugger instead (throttleWorkers), from before its first statement (its target
//   waits for us on start).
// - A service worker (the host's) is not slowed: it only answers from its cache, on its own thread.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { cpuReferenceMs, memoryParts, pairReferenceMs } from './machine.mjs';
import { LAUNCH } from './stack.mjs';

/** The reference staff laptop: bench/machine.mjs's CPU reference on it, in ms (more is slower). */
export const LAPTOP_CPU_MS = 300;
/**
 * The slowest fresh page (bench/machine.mjs's faultReferenceUs, µs) on which this machine's
 * throttled browser still stands for the laptop. Throttling can only slow the CPU down; it cannot
 * make memory quicker. Machines of this kind gave (the first two with a CPU reference of 150-230 ms):
 * - 2026-11-30, KVM: fresh page 1.9-3.4 µs; the line's medians 0.71-0.83, 0.62-0.70, 0.41-0.50,
 *   0.46-0.62 s over 8 runs.
 * - 2026-11-29, a virtual machine in a virtual machine (PVM): 14-19 µs; 1.33-1.41, 1.15-1.41,
 *   0.68-0.75, 1.26-1.35 s at the same rates.
 * - 2026-12-03, AMD EPYC: 11-16 µs and a CPU reference of 128-150 ms (rates 1.9-2.35): 1.04, 0.91,
 *   0.58, 0.87 s at those rates (10 passes); unthrottled, 0.75, 0.59, 0.40, 0.50 s (5 passes),
 *   about what the first machine gave at the laptop's rate.
 * The second machine was 0.26-0.75 s slower a step, and its main thread alone spent 2-4 times the
 * kernel time. The laptop's own fresh page was not measured: on bare metal it is taken to be no
 * slower than the first machine's. Past this limit the figures are this machine's, and each says
 * so (laptopNotes, unfitSummary).
 */
export const LAPTOP_FAULT_US_MAX = 5;
/** A pair reference this many times the one-thread one was disturbed (calibrate). */
const PAIR_DISTURBED = 1.4;
const PAIR_RETRIES = 3;
// A pause whose event comes later than this (and than two round trips) was asked of a waiting worker.
const LATE_MS = 5;
const PAUSE_MS = 20;

/**
 * This machine's reference now (the load of the other tenants included) and the rate that brings
 * the page to the laptop: never below 1 (a machine slower than the laptop is not sped up). The
 * rate is taken from the reference with a second thread busy beside it (machine.mjs's `pair`):
 * the page's main thread runs so during the figures, beside its worker, the API and PGlite on the
 * same cores, while a laptop has them to itself (the server is not on it). Chromium's throttle
 * counts wall time, so a thread slowed by its neighbours here is slowed by the rate on top of it.
 */
export async function calibrate() {
  const aloneMs = cpuReferenceMs();
  let machineMs = await pairReferenceMs();
  const disturbed = () => machineMs > PAIR_DISTURBED * aloneMs;
  // Two threads normally run 1.0-1.2 times as long as one alone here. Twice as long, a core was
  // taken by something passing: seen for four calibrations in a row (314-327 ms against 148-168
  // alone), whose rate fell to 1 and whose page then ran unthrottled, 0.56-0.60 s where the laptop's
  // rate gave 0.65-0.71. Measured again after a pause, at most PAIR_RETRIES times; the lowest kept.
  for (let retry = 0; retry < PAIR_RETRIES && disturbed(); retry++) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    machineMs = Math.min(machineMs, await pairReferenceMs());
  }
  // BENCH_CPU_RATE: a rate of one's own (1: unthrottled), to compare; printed as such.
  const forced = Number(process.env.BENCH_CPU_RATE) || null;
  const rate = forced ?? Math.max(1, LAPTOP_CPU_MS / machineMs);
  // Not in the rate: what the CPU reference misses, printed so that two machines' figures can be
  // told apart (machine.mjs, faultReferenceUs and latencyReferenceNs).
  const memory = memoryParts();
  return {
    aloneMs,
    machineMs,
    laptopMs: LAPTOP_CPU_MS,
    rate,
    forced: forced !== null,
    disturbed: disturbed(),
    // Slower than the laptop, the page runs at this machine's speed: its figure is not the laptop's.
    cpuFit: forced !== null || machineMs <= LAPTOP_CPU_MS,
    ...memory,
    memoryFit: memory.faultUs <= LAPTOP_FAULT_US_MAX,
  };
}

const list = (cals, key, digits) => cals.map((c) => c[key].toFixed(digits)).join(', ');

/**
 * 'portátil: CPU ×1.88 (referencia aquí 160 ms con otro hilo al lado, 124 ms sola; portátil 300 ms);
 * memoria aquí, fuera de la tasa: página nueva 13.8 µs, lectura sin caché 209 ns',
 * printed beside every browser time; with several calibrations (one per run), each one's.
 */
export function laptopNotes(cals) {
  const unfit =
    (cals.some((c) => !c.cpuFit) ? `; ${CPU_UNFIT}` : '') +
    (cals.some((c) => !c.memoryFit) ? `; ${MEMORY_UNFIT}` : '') +
    (cals.some((c) => c.disturbed) ? `; ${PAIR_DISTURBED_NOTE}` : '');
  return `${cals[0].forced ? 'tasa de BENCH_CPU_RATE, no la del portátil' : 'portátil'}: CPU ×${list(cals, 'rate', 2)} (referencia aquí ${list(cals, 'machineMs', 0)} ms con otro hilo al lado, ${list(cals, 'aloneMs', 0)} ms sola; portátil ${cals[0].laptopMs} ms); memoria aquí, fuera de la tasa: página nueva ${list(cals, 'faultUs', 1)} µs (portátil ≤ ${LAPTOP_FAULT_US_MAX} µs), lectura sin caché ${list(cals, 'latencyNs', 0)} ns${unfit}`;
}

/** Beside a figure some of whose calibrations stayed disturbed (calibrate): its rate is too low. */
const PAIR_DISTURBED_NOTE = `⚠ con otro hilo al lado, la referencia pasó de ${PAIR_DISTURBED} veces la de un hilo solo tras ${PAIR_RETRIES} intentos: algo ocupaba un núcleo y la tasa quedó baja`;

/** What a figure taken where a fresh page is slower than the laptop's says about itself. */
export const MEMORY_UNFIT = '⚠ aquí la memoria nueva es más lenta que en el portátil y la limitación no la acelera: cifra de esta máquina, no del portátil';

/**
 * What a figure taken on a machine slower than the laptop says about itself: the rate stays 1
 * (throttling cannot speed a CPU up), so the page ran slower than on the laptop. Seen 2026-12-01:
 * a KVM guest of this kind whose CPU reference was 335-441 ms, 332-437 with a thread beside it.
 */
export const CPU_UNFIT = `⚠ aquí la CPU es más lenta que la del portátil (${LAPTOP_CPU_MS} ms) y no se puede acelerar: cifra de esta máquina, no del portátil`;

/**
 * The summary's warnings when some browser figure came from a machine unfit to stand for the
 * laptop (`results`: the reports, their notes), else null. Its verdicts are printed as they came:
 * a budget missed there is still missed, and the warning says where to measure again.
 */
export function unfitSummary(results) {
  const count = (mark) => results.filter((r) => r.budget != null && r.note?.includes(mark)).length;
  const memory = count(MEMORY_UNFIT);
  const cpu = count(CPU_UNFIT);
  const lines = [
    cpu > 0 &&
      `⚠ ${cpu} cifra(s) con presupuesto se tomaron en una máquina cuya CPU, con otro hilo al lado, es más lenta que la del portátil (${LAPTOP_CPU_MS} ms, bench/machine.mjs): son de esta máquina, más lentas que las del portátil; su veredicto vale en una máquina al menos tan rápida como él.`,
    memory > 0 &&
      `⚠ ${memory} cifra(s) con presupuesto se tomaron donde la página nueva pasa de ${LAPTOP_FAULT_US_MAX} µs (bench/machine.mjs): son de esta máquina, no del portátil; su veredicto vale en una máquina cuya memoria no sea más lenta que la del portátil (bench/laptop.mjs, LAPTOP_FAULT_US_MAX).`,
  ].filter(Boolean);
  return lines.length === 0 ? null : lines.join('\n');
}

export const laptopNote = (cal) => laptopNotes([cal]);

/**
 * Slows `page` (call it before its navigation) and every dedicated worker it starts to `rate`.
 * Answers `release()`, which lifts both (and stops the main thread's spinning).
 */
export async function throttle(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const stopWorkers = rate > 1 ? await throttleWorkers(cdp, rate) : () => {};
  return {
    async release() {
      stopWorkers();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
      await cdp.detach().catch(() => {});
    },
  };
}

/**
 * Each dedicated worker of the session's page, paused by its debugger (rate − 1) times as long as
 * it ran. A pause is asked once PAUSE_MS are owed (every PAUSE_MS ÷ (rate − 1) of running), and
 * held for what is owed less the round trip it takes anyway: asked every few ms, the round trips
 * alone slowed the reading by a tenth at a rate of 1. A pause asked while the worker waits (for
 * a message) only takes effect at its next statement: that one is lifted at once, or each
 * wake-up would cost a whole pause (it did: the reading took 4.4 times as long at a rate of 1.85).
 * The workers are reached through the session's own targets, not flattened (Playwright's API has
 * no session for a worker): messages to them go through Target.sendMessageToTarget.
 */
async function throttleWorkers(cdp, rate) {
  let nextId = 0;
  const replies = new Map();
  const onPaused = new Map();
  const live = new Set();
  let stopped = false;
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    const m = JSON.parse(message);
    if (m.method === 'Debugger.paused') onPaused.get(sessionId)?.();
    if (m.id === undefined) return;
    replies.get(m.id)?.(m);
    replies.delete(m.id);
  });
  const call = (sessionId, method, params = {}) =>
    new Promise((resolve) => {
      const id = ++nextId;
      replies.set(id, resolve);
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch(() => resolve(null));
    });
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const gone = (sessionId) => {
    live.delete(sessionId);
    onPaused.get(sessionId)?.();
  };
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => gone(sessionId));
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker' || stopped) {
      await call(sessionId, 'Runtime.runIfWaitingForDebugger');
      return;
    }
    live.add(sessionId);
    await call(sessionId, 'Debugger.enable');
    await call(sessionId, 'Runtime.runIfWaitingForDebugger');
    let resumedAt = performance.now();
    let trip = 0;
    while (live.has(sessionId) && !stopped) {
      await sleep(PAUSE_MS / (rate - 1));
      if (!live.has(sessionId) || stopped) break;
      const asked = performance.now();
      const paused = new Promise((resolve) => onPaused.set(sessionId, resolve));
      call(sessionId, 'Debugger.pause');
      await paused;
      const pausedAt = performance.now();
      onPaused.delete(sessionId);
      if (!live.has(sessionId)) break;
      // From the resume's answer to the pause's event: both come the same way, their delays
      // cancel. Paused later than a round trip (the last resume's) allows: it was waiting, and has
      // just woken; it had not run since the last resume.
      const late = pausedAt - asked > LATE_MS + 2 * trip;
      const hold = late ? 0 : (rate - 1) * (pausedAt - resumedAt) - trip;
      if (hold > 0 && !stopped) await sleep(hold);
      const resuming = performance.now();
      await call(sessionId, 'Debugger.resume');
      resumedAt = performance.now();
      trip = resumedAt - resuming;
    }
    if (live.has(sessionId)) {
      // Drops a pause still pending, then lets it go.
      await call(sessionId, 'Debugger.disable');
      await call(sessionId, 'Debugger.resume');
    }
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return () => {
    stopped = true;
    for (const sessionId of live) onPaused.get(sessionId)?.();
  };
}

// `node bench/laptop.mjs [rate]`: what the throttle does here. A fixed piece of JS (allocation
// and arithmetic) on the page's main thread and in a dedicated worker, unthrottled and at `rate`
// (default: the calibrated one); the slowdown of each should be the rate.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cal = await calibrate();
  const rate = Number(process.argv[2] ?? cal.rate);
  console.log(laptopNote(cal));
  const WORK = `function work(){const t=performance.now();let x=0;const a=[];for(let i=0;i<2e7;i++){x=(x*31+i)%1000003;if(i%100===0)a.push({x,s:String(x)});}return performance.now()-t+(a.length<0?x:0);}`;
  const browser = await chromium.launch(LAUNCH);
  try {
    const ctx = await browser.newContext();
    await ctx.route('http://laptop.test/**', (route) =>
      new URL(route.request().url()).pathname === '/w.js'
        ? route.fulfill({ contentType: 'text/javascript', body: `${WORK}; onmessage = () => { work(); postMessage(work()); };` })
        : route.fulfill({ contentType: 'text/html', body: `<script>${WORK}</script>` }),
    );
    const measure = async (r) => {
      const page = await ctx.newPage();
      const t = await throttle(page, r);
      await page.goto('http://laptop.test/');
      const main = await page.evaluate(() => (globalThis.work(), globalThis.work()));
      const worker = await page.evaluate(
        () =>
          new Promise((resolve) => {
            const w = new Worker('/w.js');
            w.onmessage = (e) => resolve(e.data);
            w.postMessage(0);
          }),
      );
      await t.release();
      await page.close();
      return { main, worker };
    };
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const runs = { 1: [], [rate]: [] };
    for (let i = 0; i < 3; i++) for (const r of [1, rate]) runs[r].push(await measure(r));
    const at = (r, k) => median(runs[r].map((x) => x[k]));
    for (const k of ['main', 'worker']) {
      console.log(`${k === 'main' ? 'hilo principal' : 'worker dedicado'}: ${at(1, k).toFixed(0)} ms sin límite, ${at(rate, k).toFixed(0)} ms a ×${rate.toFixed(2)}: ×${(at(rate, k) / at(1, k)).toFixed(2)} (medianas de 3)`);
    }
  } finally {
    await browser.close();
  }
}

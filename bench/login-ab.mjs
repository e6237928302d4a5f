// Two builds of the host, one figure: /login opened → 'Ingresar' usable on the branch office's line
// (branch-line.mjs: its line, its throttle, its test of usable), the builds alternated run by run.
// On a shared machine the line bench's medians of 5 move by ±0.05 s from one sitting to the next;
// alternating the two builds many times in one sitting gives both the same neighbours.
//
//   node bench/login-ab.mjs <dist-a> <dist-b> [runs per build, 15]
//
// Each <dist> is a copy of host/dist (for instance, `cp -r host/dist /tmp/antes` before a change
// and the build after it). Only the host's page is served: the login needs nothing else to be usable.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { runtimeConfig, ROOT } from '../scripts/lib.mjs';
import { LOGIN_USABLE, openLinePage } from './branch-line.mjs';
import { when } from './page-wait.mjs';
import { calibrate, laptopNote } from './laptop.mjs';
import { machineLine } from './machine.mjs';
import { LAUNCH } from './stack.mjs';
import { waitUp } from './wait-up.mjs';

const [dirA, dirB, runsArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('uso: node bench/login-ab.mjs <dist-a> <dist-b> [pasadas por build]');
  process.exit(2);
}
const RUNS = Number(runsArg ?? 15);
const BUILDS = [
  { name: 'a', dir: path.resolve(dirA), port: 3100 },
  { name: 'b', dir: path.resolve(dirB), port: 3101 },
];

const servers = BUILDS.map((b) =>
  spawn(process.execPath, [path.join(ROOT, 'scripts/serve-static.mjs'), '--dir', b.dir, '--port', String(b.port), '--spa', '--config-env', 'RUNTIME_CONFIG'], {
    env: { ...process.env, RUNTIME_CONFIG: JSON.stringify(runtimeConfig({})) },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
const stopServers = () => servers.forEach((s) => s.kill());
process.on('exit', stopServers);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** One cold visit of `build`'s /login: ms from the navigation's start to 'Ingresar' usable. */
async function usableMs(browser, build, rate) {
  const { ctx, page, slowed } = await openLinePage(browser, rate);
  try {
    await page.goto(`http://localhost:${build.port}/login`, { waitUntil: 'commit' });
    const at = await when(page, LOGIN_USABLE);
    await slowed.release();
    return at;
  } finally {
    await ctx.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await Promise.all(BUILDS.map((b) => waitUp(`http://127.0.0.1:${b.port}/`, 30_000)));
console.log(await machineLine());
const cal = await calibrate();
console.log(laptopNote(cal));
const browser = await chromium.launch(LAUNCH);
try {
  for (const b of BUILDS) await usableMs(browser, b, cal.rate); // warm-up: the servers' caches
  const times = { a: [], b: [] };
  for (let i = 0; i < RUNS; i++) {
    // Each pair in the other order than the last, so neither build always follows the other.
    for (const b of i % 2 ? [...BUILDS].reverse() : BUILDS) times[b.name].push(await usableMs(browser, b, cal.rate));
  }
  for (const b of BUILDS) {
    console.log(`${b.name} (${b.dir}): 'Ingresar' usable, mediana ${median(times[b.name]).toFixed(0)} ms; pasadas ${times[b.name].map((t) => t.toFixed(0)).join(', ')}`);
  }
} finally {
  await browser.close();
  // The servers' processes keep this one running until they end.
  stopServers();
}

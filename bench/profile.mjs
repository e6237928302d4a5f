// Where a page's main thread spends a step, from a V8 CPU profile of the page: its self time by
// where the code came from (a package of node_modules, a file of the app, or V8's own rows:
// "(program)" is the browser's work outside JS, style and layout among it; "(garbage collector)").
// The production build's code is minified, so each function's position is looked up in the
// source maps the build keeps beside each dist/ (<app>/dist-maps/, tools/build/source-maps-aside.cjs).
// For diagnosis only: profiling slows the page, so its figures are not for the budgets.
import fs from 'node:fs';
import path from 'node:path';
import { APPS, ROOT } from '../scripts/lib.mjs';

/** Starts profiling `page`'s main thread; answers stop(), which answers self time (ms) by origin. */
export async function startProfile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  return async () => {
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.detach().catch(() => {});
    return selfTimeByOrigin(profile);
  };
}

function selfTimeByOrigin(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOrigin = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frame = nodes.get(profile.samples[i]).callFrame;
    // V8's own rows ('(program)', '(idle)'…) keep their name either way, so '(idle)' is left out below.
    const origin = BY_FUNCTION && frame.url ? `${originOf(frame, true)} · ${frame.functionName || 'anónima'}` : originOf(frame);
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
  }
  byOrigin.delete('(idle)');
  return byOrigin;
}

/** BENCH_PROFILE_BY=function: self time by source file and function, not by package. */
const BY_FUNCTION = process.env.BENCH_PROFILE_BY === 'function';

/**
 * '(program)', 'antd', '@ant-design/cssinjs', 'host/src/layout/…', or the script's own name;
 * `file`: a package's file too.
 */
function originOf({ url, functionName, lineNumber, columnNumber }, file = false) {
  // V8's own rows, and functions of no script (the engine's built-ins: JSON.parse, a RegExp's exec…).
  if (!url) return functionName.startsWith('(') ? functionName : `${functionName || 'anónima'} (sin archivo)`;
  const source = sourceAt(url, lineNumber, columnNumber);
  if (!source) return path.posix.basename(new URL(url).pathname);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)(.*)/.exec(source);
  if (pkg) return file ? `${pkg[1]}/${pkg[2]}` : pkg[1];
  return source.replace(/^webpack:\/\/[^/]*\/(?:\.\.\/)*/, '').replace(/^\.\//, '');
}

const maps = new Map();

/** The original file of a (0-based) position of a script served by one of the apps, or null. */
function sourceAt(url, line, column) {
  let map = maps.get(url);
  if (map === undefined) {
    map = loadMap(url);
    maps.set(url, map);
  }
  if (!map) return null;
  const segments = map.lines[line];
  if (!segments?.length) return null;
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid][0] <= column) lo = mid;
    else hi = mid - 1;
  }
  return map.sources[segments[lo][1]] ?? null;
}

function loadMap(url) {
  const { port, pathname } = new URL(url);
  const app = APPS.find((a) => String(a.port) === port);
  const file = app && path.join(ROOT, app.dir, 'dist-maps', `${path.posix.basename(pathname)}.map`);
  if (!file || !fs.existsSync(file)) return null;
  const raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { sources: raw.sources, lines: decodeMappings(raw.mappings) };
}

const BASE64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Per generated line, [column, source index] of each segment (the source map's base-64 VLQ). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const text of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const c of segment) {
        const digit = BASE64.get(c);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) {
        source += fields[1];
        segments.push([column, source]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** Adds one profile's self times into `total` (a Map). */
export function addInto(total, byOrigin) {
  for (const [origin, ms] of byOrigin) total.set(origin, (total.get(origin) ?? 0) + ms);
}

/** The `top` origins of `total` (summed over `runs`), as lines of ms per run and share. */
export function profileLines(total, runs, top = 10) {
  const all = [...total.values()].reduce((a, b) => a + b, 0);
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([origin, ms]) => `${(ms / runs).toFixed(0).padStart(6)} ms  ${((ms / all) * 100).toFixed(0).padStart(3)} %  ${origin}`);
}

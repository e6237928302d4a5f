#!/usr/bin/env node
// The JS that /login downloads (compressed, cold), for one host build served alone: no API and no
// remote is needed for the login page. Compares builds side by side, e.g. before and after a change:
//   node bench/login-js.mjs host/dist [/otra/copia/de/host/dist ...]
// Budget: bench/browser.mjs (BUDGETS.login); `pnpm bench --browser` measures it on the whole stack.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from '../scripts/lib.mjs';
import { BUDGETS, loginUsableAt, trackScripts, watchLoginUsable } from './browser.mjs';
import { LAUNCH } from './stack.mjs';
import { waitUp } from './wait-up.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) dirs.push('host/dist');
const PORT = 3090;

const browser = await chromium.launch(LAUNCH);
try {
  for (const dir of dirs) {
    const server = spawn(process.execPath, ['scripts/serve-static.mjs', '--dir', path.resolve(dir), '--port', String(PORT), '--spa'], { cwd: ROOT, stdio: 'ignore' });
    try {
      await waitUp(`http://127.0.0.1:${PORT}/healthz`, 15_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      const done = trackScripts(page);
      await watchLoginUsable(page);
      // The page's own JS: what it asked for until 'Ingresar' is usable (what it fetches at idle
      // afterwards is the signed-in layout's, fetched while the person types).
      await page.goto(`http://localhost:${PORT}/login`, { waitUntil: 'commit', timeout: 120_000 });
      const usableAt = await loginUsableAt(page);
      // The remotes' navigation documents are asked for and fail here (none is served): not JS.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
      const scripts = (await done()).filter((s) => s.start < usableAt);
      const bytes = scripts.reduce((n, s) => n + s.bytes, 0);
      console.log(`${dir}: /login ${bytes} B de JS (${(bytes / 1024).toFixed(1)} KiB, presupuesto ${BUDGETS.login} KiB) en ${scripts.length} archivos`);
      await context.close();
    } finally {
      server.kill();
    }
  }
} finally {
  await browser.close();
}

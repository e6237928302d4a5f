import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_TMP } from './env';

/** Servers a test starts itself outlive the test; the global teardown stops them. */
export const TRACK_FILE = path.join(E2E_TMP, 'pids');

export function trackProcess(child: ChildProcess): void {
  child.unref();
  if (!child.pid) return;
  fs.mkdirSync(E2E_TMP, { recursive: true });
  fs.appendFileSync(TRACK_FILE, `${child.pid}\n`);
}

export function stopTracked(): void {
  if (!fs.existsSync(TRACK_FILE)) return;
  for (const line of fs.readFileSync(TRACK_FILE, 'utf8').split('\n')) {
    const pid = Number(line);
    if (!pid) continue;
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(TRACK_FILE, { force: true });
}

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Servers a test starts itself outlive the test; the global teardown stops them. */
export const TRACK_FILE = path.join(os.tmpdir(), 'gestion-e2e-pids');

export function trackProcess(child: ChildProcess): void {
  child.unref();
  if (child.pid) fs.appendFileSync(TRACK_FILE, `${child.pid}\n`);
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

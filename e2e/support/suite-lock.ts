import fs from 'node:fs';
import path from 'node:path';
import { E2E_LOCKS as LOCKS } from './env';

/** A lock older than this was left by a worker that died holding it during this run. */
const STALE_MS = 120_000;

/**
 * Runs `fn` while no other worker of the suite holds `name`. The suite runs on two workers, and
 * the arrangements that create a shared object when it is missing (the expectativas sprint, the
 * demo context and its feed file) would otherwise both find it missing and both create it.
 */
export async function exclusively<T>(name: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(LOCKS, { recursive: true });
  const lock = path.join(LOCKS, name.replace(/[^\w-]+/g, '_'));
  for (;;) {
    try {
      fs.mkdirSync(lock); // atomic: exactly one worker creates it
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

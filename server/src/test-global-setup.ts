// vitest globalSetup: with PGlite, migrate one database once and save it as a snapshot that every
// test app starts from (creating a PGlite database costs ~4 s, loading a snapshot ~1 s).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from './db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'gestion-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const handle = await openDatabase({ driver: 'pglite', dataDir: null });
  try {
    await handle.migrate();
    const dump = await handle.pglite!.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

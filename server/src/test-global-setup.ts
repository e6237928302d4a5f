// vitest globalSetup: migrate one database once, and start every test app from a copy of it.
// PGlite: a saved snapshot (creating a PGlite database costs ~4 s, loading a snapshot ~1 s).
// PostgreSQL: a template database, copied by CREATE DATABASE ... TEMPLATE (no migrations per app).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from './db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    project.provide('pgliteSnapshot', '');
    const template = `gestion_test_tpl_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS "${template}"`);
    await adminQuery(url, `CREATE DATABASE "${template}"`);
    const u = new URL(url);
    u.pathname = `/${template}`;
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const handle = await openDatabase({ driver: 'postgres', url: u.toString() });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide('pgTemplate', template);
    return () => adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  project.provide('pgTemplate', '');
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

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import * as schema from './schema/index.js';

// The schema in TypeScript and the migrations are two descriptions of one database: a change to
// the first without `pnpm db:generate` would pass every test (they migrate with the second) and
// then differ from what the code expects. This compares the schema with the last migration's
// snapshot, as drizzle-kit generate does.
const DRIZZLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

describe('drizzle migrations', () => {
  it('the last migration describes the schema: generating one would find nothing to do', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(fs.readFileSync(path.join(DRIZZLE, 'meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8'));
    expect(fs.existsSync(path.join(DRIZZLE, `${last.tag}.sql`))).toBe(true);
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  }, 30_000);
});

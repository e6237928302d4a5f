import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';

export async function getMeta(db: Executor, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

export async function setMeta(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updated_at: new Date() } });
}

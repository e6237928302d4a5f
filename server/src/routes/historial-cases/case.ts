import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { historial } from '../../db/schema/index.js';
import type { CambioCampo } from '../../db/schema/index.js';
import { buildTestApp, createUser, request } from '../../test-utils.js';
import type { Config } from '../../config.js';
import type { TestApp, TestUser } from '../../test-utils.js';

// The history tests' registry: each write route of the OpenAPI document has a case (each
// area's in areas/<area>/historial-cases.ts; pueblo's are main's, terra's dashboard preferences
// and profile are rodox's) that calls it and names the entry it must write.
// routes/historial-coverage.test.ts fails for a write route that has no case (or no stated
// exemption): a new write route without its history entry does not go unnoticed.

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ExpectedEntry {
  objeto_tipo: string;
  objeto_id: string | number;
  accion: string;
  /** Who the entry names; the case's caller (`ctx.admin`) by default. */
  usuario?: string;
  /** Fields that must be among the entry's changes, with the values given. */
  cambios?: Partial<CambioCampo>[];
  /** Must be part of the entry's `detalle`. */
  detalle?: Record<string, unknown>;
}

export interface CaseContext {
  app: TestApp;
  /** A superuser: the cases test the history, not the permissions. */
  admin: TestUser;
  call<T = Record<string, unknown>>(method: 'GET' | WriteMethod, url: string, payload?: unknown, who?: TestUser | null): Promise<{ status: number; body: T }>;
}

export interface HistorialCase {
  method: WriteMethod;
  /** The route as the OpenAPI document writes it: '/api/auth/users/{id}/'. */
  route: string;
  /** Prepares what the call needs (written before the entries are counted). */
  setup?: (ctx: CaseContext) => Promise<unknown>;
  /** Makes the call (expecting success) and names the entry it must have written. */
  run: (ctx: CaseContext, prepared: unknown) => Promise<ExpectedEntry>;
}

export async function caseContext(app: TestApp): Promise<CaseContext> {
  const admin = await createUser(app, { is_superuser: true });
  return {
    app,
    admin,
    call: (method, url, payload, who = admin) =>
      request(app, { method, url, headers: who ? who.headers : {}, ...(payload === undefined ? {} : { payload: payload as object }) }) as never,
  };
}

const lastId = async (app: TestApp) => Number(rowsOf<{ n: number }>(await app.db.execute(sql`select coalesce(max(id), 0)::bigint as n from historial`))[0]!.n);

/** Runs one case: exactly one entry for its object and action is new, naming the caller and the changes. */
export async function checkCase(ctx: CaseContext, c: HistorialCase): Promise<void> {
  const prepared = c.setup ? await c.setup(ctx) : undefined;
  const before = await lastId(ctx.app);
  const expected = await c.run(ctx, prepared);
  const rows = await ctx.app.db
    .select()
    .from(historial)
    .where(and(gt(historial.id, before), eq(historial.objeto_tipo, expected.objeto_tipo), eq(historial.objeto_id, String(expected.objeto_id))));
  const mine = rows.filter((r) => r.accion === expected.accion);
  expect(mine, `${c.method} ${c.route}: one '${expected.accion}' entry of ${expected.objeto_tipo} ${expected.objeto_id} (found ${JSON.stringify(rows.map((r) => r.accion))})`).toHaveLength(1);
  const entry = mine[0]!;
  expect(entry.usuario_username).toBe(expected.usuario ?? ctx.admin.user.username);
  expect(entry.objeto_repr.length).toBeGreaterThan(0);
  for (const cambio of expected.cambios ?? []) expect(entry.cambios).toContainEqual(expect.objectContaining(cambio));
  if (expected.detalle) expect(entry.detalle).toMatchObject(expected.detalle);
  expect(JSON.stringify(entry)).not.toMatch(/scrypt|"password"|token_hash/);
}

/** A test file's suite: one app (with `config`), each case a test of its own, `cleanup` after. */
export function describeCases(title: string, cases: readonly HistorialCase[], config: Partial<Config> = {}, cleanup?: () => void): void {
  let app: TestApp;
  let ctx: CaseContext;
  beforeAll(async () => {
    app = await buildTestApp(config);
    ctx = await caseContext(app);
  });
  afterAll(async () => {
    await app?.close();
    cleanup?.();
  });
  describe(title, () => {
    for (const c of cases) it(`${c.method} ${c.route} writes its entry`, () => checkCase(ctx, c));
  });
}

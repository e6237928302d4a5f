import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.js';
import { historial } from '../db/schema/index.js';
import { buildTestApp } from '../test-utils.js';
import type { TestApp } from '../test-utils.js';
import { changedFields, purgeHistorial, writeHistorial } from './historial.js';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const actor = { id: 7, username: 'auditora' };

/** The database's own message (drizzle wraps it as the cause of 'Failed query: …'). */
async function refused(statement: Promise<unknown>): Promise<void> {
  const err = await statement.then(() => null, (e: unknown) => e as { cause?: { message?: string; code?: string } });
  expect(err, 'the statement was accepted').not.toBeNull();
  expect(err!.cause?.message).toMatch(/solo admite añadir/);
  expect(err!.cause?.code).toBe('42501');
}

describe('changedFields', () => {
  it('lists only what changed, before and after', () => {
    expect(changedFields({ nombre: 'a', activo: true, n: 1 }, { nombre: 'b', activo: true, n: 1 })).toEqual([
      { campo: 'nombre', antes: 'a', despues: 'b' },
    ]);
  });

  it('a new object lists every field from null; a removed one every field to null', () => {
    expect(changedFields(null, { nombre: 'x', grupos: [1, 2] })).toEqual([
      { campo: 'nombre', antes: null, despues: 'x' },
      { campo: 'grupos', antes: null, despues: [1, 2] },
    ]);
    expect(changedFields({ name: 'g' }, null)).toEqual([{ campo: 'name', antes: 'g', despues: null }]);
  });

  it('never keeps a password, token, hash or secret, nested ones included', () => {
    const cambios = changedFields(
      { password: 'pbkdf2$old', email: 'a@x.es', token_hash: 'h1', api_key: 'k' },
      { password: 'scrypt$new', email: 'b@x.es', token_hash: 'h2', api_key: 'k2', perfil: { secreto: 's', apodo: 'p', access_token: 't' } },
    );
    expect(cambios).toEqual([
      { campo: 'email', antes: 'a@x.es', despues: 'b@x.es' },
      { campo: 'perfil', antes: null, despues: { apodo: 'p' } },
    ]);
    expect(JSON.stringify(cambios)).not.toMatch(/scrypt|pbkdf2|h2|k2|"t"/);
  });

  it('dates become ISO text; arrays compare by content and order', () => {
    const d = new Date('2030-01-02T03:04:05.000Z');
    expect(changedFields({ f: d, l: [1, 2] }, { f: d, l: [2, 1] })).toEqual([{ campo: 'l', antes: [1, 2], despues: [2, 1] }]);
    expect(changedFields(null, { f: d })).toEqual([{ campo: 'f', antes: null, despues: '2030-01-02T03:04:05.000Z' }]);
  });
});

describe('writeHistorial', () => {
  it('writes one entry with actor, action, object, label and changed fields, in the caller\'s transaction', async () => {
    await writeHistorial(app.db, {
      actor,
      accion: 'modificar',
      objetoTipo: 'auth.user',
      objetoId: 42,
      repr: 'pepa',
      antes: { email: 'a@x.es', password: 'old' },
      despues: { email: 'b@x.es', password: 'new' },
      detalle: { archivo: 'x.csv', token: 'no' },
    });
    const [row] = await app.db.select().from(historial).where(eq(historial.objeto_id, '42'));
    expect(row).toMatchObject({
      usuario_id: 7,
      usuario_username: 'auditora',
      accion: 'modificar',
      objeto_tipo: 'auth.user',
      objeto_repr: 'pepa',
      cambios: [{ campo: 'email', antes: 'a@x.es', despues: 'b@x.es' }],
      detalle: { archivo: 'x.csv' },
    });
    expect(row!.fecha).toBeInstanceOf(Date);
  });

  it('an entry written in a transaction that rolls back is gone with the change', async () => {
    await expect(
      app.db.transaction(async (tx) => {
        await writeHistorial(tx, { actor, accion: 'crear', objetoTipo: 'main.sprint', objetoId: 'rollback-1', repr: 's' });
        throw new Error('falla la escritura');
      }),
    ).rejects.toThrow('falla la escritura');
    expect(await app.db.select().from(historial).where(eq(historial.objeto_id, 'rollback-1'))).toEqual([]);
  });
});

// The rule is the database's own: proven with plain SQL, as any client of the database would send it.
describe('append-only, in the database', () => {
  const count = async () => Number(rowsOf<{ n: number }>(await app.db.execute(sql`select count(*)::int as n from historial`))[0]!.n);

  it('refuses a plain UPDATE, DELETE and TRUNCATE', async () => {
    await writeHistorial(app.db, { actor, accion: 'crear', objetoTipo: 'auth.group', objetoId: 1, repr: 'g' });
    const before = await count();
    await refused(app.db.execute(sql`update historial set objeto_repr = 'falso'`));
    await refused(app.db.execute(sql`delete from historial`));
    await refused(app.db.execute(sql`delete from historial where id = -1`));
    await refused(app.db.execute(sql`truncate historial`));
    expect(await count()).toBe(before);
    expect(rowsOf(await app.db.execute(sql`select 1 from historial where objeto_repr = 'falso'`))).toEqual([]);
  });

  it('the retention setting outside historial_purgar() does not open an UPDATE', async () => {
    await refused(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('historial.purga', 'on', true)`);
        await tx.execute(sql`update historial set objeto_repr = 'falso'`);
      }),
    );
  });

  it('historial_purgar() removes only entries older than the cutoff, oldest first, at most a batch', async () => {
    const old = (days: number) => new Date(Date.now() - days * 86_400_000);
    await app.db.insert(historial).values(
      [400, 300, 200].map((d) => ({ fecha: old(d), usuario_username: 'x', accion: 'crear', objeto_tipo: 'purga', objeto_id: String(d), objeto_repr: 'r' })),
    );
    const before = await count();
    expect(await purgeHistorial(app.db, old(250), 1)).toBe(1);
    const left = await app.db.select({ id: historial.objeto_id }).from(historial).where(eq(historial.objeto_tipo, 'purga'));
    expect(left.map((r) => r.id).sort()).toEqual(['200', '300']);
    expect(await purgeHistorial(app.db, old(250), 100)).toBe(1);
    expect(await purgeHistorial(app.db, old(250), 100)).toBe(0);
    expect(await count()).toBe(before - 2);
    // The function leaves the setting off: the same transaction cannot delete afterwards.
    await refused(
      app.db.transaction(async (tx) => {
        await tx.execute(sql`select historial_purgar(now() - interval '1000 days', 10)`);
        await tx.execute(sql`delete from historial`);
      }),
    );
  });
});

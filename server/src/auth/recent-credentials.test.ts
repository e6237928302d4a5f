import { describe, expect, it } from 'vitest';
import { RecentCredentials } from './recent-credentials.js';

const STORED = 'scrypt$131072$8$1$c2FsdA$aGFzaA';

describe('RecentCredentials', () => {
  it('stands in for scrypt once, for the password it accepted', () => {
    const recent = new RecentCredentials(60_000);
    recent.remember(7, 'Clave-buena-1', STORED, 1_000);
    expect(recent.take(7, 'Clave-buena-1', STORED, 2_000)).toBe(true);
    expect(recent.take(7, 'Clave-buena-1', STORED, 2_000)).toBe(false);
  });

  it('a wrong password, another user or another stored hash does not match, and uses the entry up', () => {
    const recent = new RecentCredentials(60_000);
    recent.remember(7, 'Clave-buena-1', STORED, 0);
    expect(recent.take(8, 'Clave-buena-1', STORED, 0)).toBe(false);
    expect(recent.take(7, 'Clave-mala-1', STORED, 0)).toBe(false);
    // The guess used it: the right password now needs scrypt again.
    expect(recent.take(7, 'Clave-buena-1', STORED, 0)).toBe(false);
    recent.remember(7, 'Clave-buena-1', STORED, 0);
    // The password changed (or its hash was upgraded) since: the stored hash differs.
    expect(recent.take(7, 'Clave-buena-1', `${STORED}x`, 0)).toBe(false);
  });

  it('lapses after its moment', () => {
    const recent = new RecentCredentials(60_000);
    recent.remember(7, 'Clave-buena-1', STORED, 0);
    expect(recent.take(7, 'Clave-buena-1', STORED, 60_000)).toBe(false);
  });

  it('compares passwords as scrypt does (NFKC)', () => {
    const recent = new RecentCredentials(60_000);
    recent.remember(7, 'Contrase\u00f1a-1', STORED, 0);
    expect(recent.take(7, 'Contrasen\u0303a-1', STORED, 0)).toBe(true);
  });

  it('keeps at most its bound, the oldest going first', () => {
    const recent = new RecentCredentials(60_000, 2);
    for (const id of [1, 2, 3]) recent.remember(id, 'x', STORED, 0);
    expect(recent.take(1, 'x', STORED, 0)).toBe(false);
    expect(recent.take(2, 'x', STORED, 0)).toBe(true);
    expect(recent.take(3, 'x', STORED, 0)).toBe(true);
  });
});

describe('RecentCredentials.shared', () => {
  /** A check that answers `ok` when released, counting how many ran. */
  function slowCheck(ok: boolean) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let runs = 0;
    const verify = async () => {
      runs++;
      await gate;
      return ok;
    };
    return { verify, release, runs: () => runs };
  }

  it('a second check of the same password for the same hash waits for the running one', async () => {
    const recent = new RecentCredentials(60_000);
    const check = slowCheck(true);
    const first = recent.shared(7, 'Clave-buena-1', STORED, check.verify);
    const second = recent.shared(7, 'Clave-buena-1', STORED, check.verify);
    check.release();
    expect(await first).toEqual({ ok: true, joined: false });
    expect(await second).toEqual({ ok: true, joined: true });
    expect(check.runs()).toBe(1);
    // Once done, the next check runs its own.
    expect(await recent.shared(7, 'Clave-buena-1', STORED, async () => false)).toEqual({ ok: false, joined: false });
  });

  it('another password, another user or another stored hash runs its own check', async () => {
    const recent = new RecentCredentials(60_000);
    const check = slowCheck(false);
    const first = recent.shared(7, 'Clave-mala-1', STORED, check.verify);
    const others = [
      recent.shared(7, 'Clave-mala-2', STORED, check.verify),
      recent.shared(8, 'Clave-mala-1', STORED, check.verify),
      recent.shared(7, 'Clave-mala-1', `${STORED}x`, check.verify),
    ];
    check.release();
    expect(await first).toEqual({ ok: false, joined: false });
    for (const other of others) expect(await other).toEqual({ ok: false, joined: false });
    expect(check.runs()).toBe(4);
  });

  it('a check that fails fails its joiner too, and is forgotten', async () => {
    const recent = new RecentCredentials(60_000);
    let fail = (_: Error) => {};
    const failing = () => new Promise<boolean>((_, reject) => (fail = reject));
    const first = recent.shared(7, 'Clave-buena-1', STORED, failing);
    const second = recent.shared(7, 'Clave-buena-1', STORED, failing);
    fail(new Error('scrypt'));
    await expect(first).rejects.toThrow('scrypt');
    await expect(second).rejects.toThrow('scrypt');
    expect(await recent.shared(7, 'Clave-buena-1', STORED, async () => true)).toEqual({ ok: true, joined: false });
  });
});

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

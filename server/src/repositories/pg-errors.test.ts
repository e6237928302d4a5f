import { describe, expect, it } from 'vitest';
import { isUniqueViolation, unlessTaken } from './pg-errors.js';

const violation = (constraint: string) => Object.assign(new Error('duplicate key'), { code: '23505', constraint });
// drizzle wraps the driver's error in its own, the original as `cause`
const wrapped = (constraint: string) => new Error('Failed query', { cause: violation(constraint) });

describe('unique violations', () => {
  it('isUniqueViolation sees through the wrapping, optionally for one index', () => {
    expect(isUniqueViolation(wrapped('a_uq'))).toBe(true);
    expect(isUniqueViolation(wrapped('a_uq'), 'a_uq')).toBe(true);
    expect(isUniqueViolation(wrapped('a_uq'), 'b_uq')).toBe(false);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
  });

  it('unlessTaken answers `taken` for its index (any, when none is named) and rethrows the rest', async () => {
    expect(await unlessTaken(async () => 1, 'a_uq', null)).toBe(1);
    expect(await unlessTaken(() => Promise.reject(wrapped('a_uq')), 'a_uq', null)).toBeNull();
    expect(await unlessTaken(() => Promise.reject(wrapped('b_uq')), undefined, 'taken')).toBe('taken');
    await expect(unlessTaken(() => Promise.reject(wrapped('b_uq')), 'a_uq', null)).rejects.toThrow('Failed query');
    await expect(unlessTaken(() => Promise.reject(new Error('other')), undefined, null)).rejects.toThrow('other');
  });
});

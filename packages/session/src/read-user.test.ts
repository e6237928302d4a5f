import { describe, expect, it } from 'vitest';
import { readGroupNames, readUserCore } from './read-user';

describe('readUserCore (spec section 3 spellings)', () => {
  it('reads the standard fields', () => {
    expect(readUserCore({ id: 4, username: 'ana', email: 'a@x.es', first_name: 'Ana', last_name: 'P', is_active: false, is_superuser: true, groups: ['g'] })).toEqual({
      id: 4,
      username: 'ana',
      email: 'a@x.es',
      first_name: 'Ana',
      last_name: 'P',
      is_active: false,
      is_superuser: true,
      groups: ['g'],
    });
  });

  it('takes the id from pk or user_id, is_active from activo, and group objects by name', () => {
    expect(readUserCore({ pk: 7, username: 'b', activo: false, groups: [{ id: 1, name: 'terra_x' }, 'acmia_y', 3] })).toMatchObject({
      id: 7,
      is_active: false,
      groups: ['terra_x', 'acmia_y'],
    });
    expect(readUserCore({ user_id: '12', username: 'c' })).toMatchObject({ id: 12, is_active: true, groups: [] });
  });

  it('never throws on junk', () => {
    expect(readUserCore(null)).toMatchObject({ id: NaN, username: '', groups: [] });
    expect(readGroupNames('x')).toEqual([]);
  });
});

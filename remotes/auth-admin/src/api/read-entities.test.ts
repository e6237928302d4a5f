import { describe, expect, it } from 'vitest';
import { readGroup, readUserListItem } from './read-entities';

describe('read-entities (spec section 3 spellings)', () => {
  it('a users-list row with pk, activo and group objects', () => {
    expect(readUserListItem({ pk: 3, username: 'ana', activo: false, groups: [{ name: 'terra_a' }], permisosCount: 2 })).toMatchObject({
      id: 3,
      username: 'ana',
      is_active: false,
      groups: ['terra_a'],
      permisosCount: 2,
      last_login: null,
    });
  });

  it('a group whose permissions are codename strings or objects', () => {
    const g = readGroup({ id: 5, name: 'lectores', permissions: ['auth.view_user', { id: 9, codename: 'main.view_sprint', name: 'Ver sprint' }] });
    expect(g.id).toBe(5);
    expect(g.permissions.map((p) => p.codename)).toEqual(['auth.view_user', 'main.view_sprint']);
    expect(g.permissions[0]!.id).toBeNaN();
    expect(g.permissions[1]).toEqual({ id: 9, codename: 'main.view_sprint', name: 'Ver sprint' });
  });
});

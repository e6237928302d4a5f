import { sessionView, type SessionState } from '@gestion/session';
import { AREAS } from '../../test/navigation-fixture';
import { matchAreaRoute, sidebarSections, visibleSections } from './routes';

const SECTIONS = sidebarSections(AREAS);

function access(permissions: string[], roles: string[] = [], superuser = false) {
  const s: SessionState = {
    token: 't',
    user: { id: 1, username: 'u', email: '', first_name: '', last_name: '', is_superuser: superuser, is_active: true, must_change_password: false, groups: [] },
    permissions,
    roles: roles.map((name, id) => ({ id, name })),
    permissionsLoaded: true,
    mustChangePassword: false,
    signedOut: null,
  };
  return sessionView(s);
}

const labels = (a: ReturnType<typeof access>) => visibleSections(SECTIONS, a).map((s) => `${s.label}: ${s.items.map((i) => i.label).join(', ')}`);

describe('sidebar visibility', () => {
  it('gathers every area\'s items: the spec\'s sections in order, items by their order, sections shared by areas', () => {
    expect(SECTIONS.map((s) => `${s.label}: ${s.items.map((i) => i.label).join(', ')}`)).toEqual([
      'Usuario: Dashboard',
      'Autenticación: Users, Groups',
      'Main: Sprints',
      'Terra: Precios, Tareas Terra',
      'Acmia: Tareas Acmia',
      'Rodox: Jornadas, Metrica Config',
    ]);
  });

  it('a superuser sees every item', () => {
    const all = AREAS.flatMap((a) => a.nav).length;
    expect(visibleSections(SECTIONS, access([], [], true)).flatMap((s) => s.items)).toHaveLength(all);
  });

  it('no permission: only the items without one; empty sections are hidden', () => {
    expect(labels(access([]))).toEqual(['Usuario: Dashboard']);
  });

  it('one permission shows its item and section only', () => {
    expect(labels(access(['auth.view_group']))).toEqual(['Usuario: Dashboard', 'Autenticación: Groups']);
    expect(labels(access(['rodox.view_metricaconfig']))).toEqual(['Usuario: Dashboard', 'Rodox: Metrica Config']);
  });

  it('an item with a role prefix needs the permission AND a group starting with it, compared case-insensitively', () => {
    expect(labels(access(['main.view_tareasprint']))).toEqual(['Usuario: Dashboard']);
    expect(labels(access([], ['terra_coordinadores']))).toEqual(['Usuario: Dashboard']);
    expect(labels(access(['main.view_tareasprint'], ['TERRA_Coordinadores']))).toEqual(['Usuario: Dashboard', 'Terra: Tareas Terra']);
    expect(labels(access(['main.view_tareasprint'], ['Acmia_miembros']))).toEqual(['Usuario: Dashboard', 'Acmia: Tareas Acmia']);
    expect(labels(access(['main.view_tareasprint'], ['miembros_terra_']))).toEqual(['Usuario: Dashboard']);
  });
});

describe('area routes', () => {
  it.each([
    ['/terra/unidad/list', 'main', '/terra/unidad/list'],
    ['/terra/tareas/list', 'main', '/:subproyecto/tareas/list'],
    ['/terra/checkgrafia/create', 'terra', '/terra/checkgrafia/create'],
    ['/main/sprint/7', 'main', '/main/sprint/:id'],
    ['/main/sprint/create', 'main', '/main/sprint/create'],
    ['/auth/usuario/ana/activate', 'auth_admin', '/auth/usuario/:username/activate'],
  ])('%s is served by %s as %s', (pathname, area, path) => {
    expect(matchAreaRoute(AREAS, pathname)).toMatchObject({ area, path });
  });

  it('an unknown path matches nothing', () => {
    expect(matchAreaRoute(AREAS, '/main/nada')).toBeNull();
    expect(matchAreaRoute(AREAS, '/no/existe')).toBeNull();
  });

  it('sections a later area adds go after the known ones', () => {
    const extra = { name: 'x', resources: [], nav: [{ section: 'Nueva', label: 'Algo', to: '/x', order: 1 }] };
    expect(sidebarSections([extra, ...AREAS]).map((s) => s.label).at(-1)).toBe('Nueva');
  });
});

import { sessionView, type SessionState } from '@gestion/session';
import { SIDEBAR_SECTIONS, visibleSections } from './sidebar-items';

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

const labels = (a: ReturnType<typeof access>) => visibleSections(a).map((s) => `${s.label}: ${s.items.map((i) => i.label).join(', ')}`);

describe('sidebar visibility', () => {
  it('a superuser sees every item', () => {
    const all = SIDEBAR_SECTIONS.flatMap((s) => s.items).length;
    expect(visibleSections(access([], [], true)).flatMap((s) => s.items)).toHaveLength(all);
    expect(all).toBe(13);
  });

  it('no permission: only Usuario / Dashboard; empty sections are hidden', () => {
    expect(labels(access([]))).toEqual(['Usuario: Dashboard']);
  });

  it('one permission shows its item and section only', () => {
    expect(labels(access(['auth.view_group']))).toEqual(['Usuario: Dashboard', 'Autenticación: Groups']);
  });

  it('Tareas Terra needs the permission AND a terra_ group, compared case-insensitively', () => {
    expect(labels(access(['main.view_tareasprint']))).toEqual(['Usuario: Dashboard']);
    expect(labels(access([], ['terra_coordinadores']))).toEqual(['Usuario: Dashboard']);
    expect(labels(access(['main.view_tareasprint'], ['TERRA_Coordinadores']))).toEqual(['Usuario: Dashboard', 'Terra: Tareas Terra']);
    expect(labels(access(['main.view_tareasprint'], ['Acmia_miembros']))).toEqual(['Usuario: Dashboard', 'Acmia: Tareas Acmia']);
    expect(labels(access(['main.view_tareasprint'], ['miembros_terra_']))).toEqual(['Usuario: Dashboard']);
  });

  it('Metrica Config needs rodox.view_metricaconfig (not visible to everyone)', () => {
    expect(labels(access(['rodox.view_jornada']))).toEqual(['Usuario: Dashboard', 'Rodox: Jornadas']);
    expect(labels(access(['rodox.view_metricaconfig']))).toEqual(['Usuario: Dashboard', 'Rodox: Metrica Config']);
  });

  it('keeps the spec paths', () => {
    const paths = Object.fromEntries(SIDEBAR_SECTIONS.flatMap((s) => s.items).map((i) => [i.label, i.path]));
    expect(paths).toMatchObject({
      Dashboard: '/user/dashboard',
      Users: '/auth/user/list',
      Unidades: '/main/unidad/list',
      'Importar Precios': '/terra/importar-precios',
      'Paridad Chart': '/rodox/lesa/mill/paridad/chart',
      Paquete: '/rodox/lesa/mill/paquete',
      'Metrica Config': '/rodox/metrica-config/list/table',
    });
  });
});

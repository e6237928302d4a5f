import type { AreaNavItem } from '@gestion/ui/area';
import { AreaRoutes } from '@gestion/ui';
import { screen } from '@testing-library/react';
import area from './area';
import { renderAt, signInAs } from './test/render';

describe('auth-admin area', () => {
  it('an unknown sub-path goes to the dashboard', () => {
    renderAt(<AreaRoutes area={area} />, '/auth/nada', '*', { '/user/dashboard': 'en /user/dashboard' });
    expect(screen.getByText('en /user/dashboard')).toBeTruthy();
  });

  it('the users list is gated by auth.view_user', async () => {
    signInAs({ permissions: ['auth.view_group'] });
    renderAt(<AreaRoutes area={area} />, '/auth/user/list', '*', { '/error/403': 'en /error/403' });
    expect(await screen.findByText('en /error/403')).toBeTruthy();
  });

  it('the history is gated by auth.view_historial', async () => {
    signInAs({ permissions: ['auth.view_user', 'auth.view_group'] });
    renderAt(<AreaRoutes area={area} />, '/auth/historial', '*', { '/error/403': 'en /error/403' });
    expect(await screen.findByText('en /error/403')).toBeTruthy();
  });
});

// The area's own sidebar entries, as the spec lists them (the host's tests use a fixture).
it("declares the spec's sidebar entries", () => {
  const nav: AreaNavItem[] = area.nav;
  expect(nav.map((i) => [i.section, i.label, i.to, i.permission, i.rolePrefix].filter((x) => x !== undefined))).toEqual([
    ['Autenticación', 'Users', '/auth/user/list', 'auth.view_user'],
    ['Autenticación', 'Groups', '/auth/group/list', 'auth.view_group'],
    ['Autenticación', 'Historial', '/auth/historial', 'auth.view_historial'],
  ]);
});

// The tab's name of each screen (the host writes '<title> · Gestión'), from the spec's heading or sidebar label.
it('names every screen for the browser tab', () => {
  const titles = new Map(area.resources.map((r) => [r.path, r.title]));
  expect(area.resources.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  expect([...titles.entries()].filter(([path]) => EXPECTED_TITLES.some(([p]) => p === path))).toEqual(EXPECTED_TITLES);
});

const EXPECTED_TITLES = [
    ['/auth/user/list', 'Usuarios'],
    ['/auth/usuario/list', 'Usuarios'],
    ['/auth/usuario/create', 'Crear usuario'],
    ['/auth/group/list', 'Groups'],
    ['/auth/permiso/list', 'Permisos por grupo'],
    ['/auth/historial', 'Historial'],
    ['/auth/usuario/:id/roles', 'Roles del usuario'],
    ['/auth/usuario/:username/activate', 'Activación de usuario'],
];

import type { AreaNavItem } from '@gestion/ui/area';
import area from './area';
import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

describe('terra area', () => {
  it.each([
    ['/terra/checkgrafia/create', 'Crear Checkgrafía'],
    ['/terra/informe/create', 'Crear Informe de Tasación'],
  ])('%s shows its heading', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it('an unknown sub-path goes to the dashboard', () => {
    renderAt('/terra/nada', { '/user/dashboard': 'en /user/dashboard' });
    expect(screen.getByText('en /user/dashboard')).toBeTruthy();
  });
});

// The area's own sidebar entries, as the spec lists them (the host's tests use a fixture).
it("declares the spec's sidebar entries", () => {
  const nav: AreaNavItem[] = area.nav;
  expect(nav.map((i) => [i.section, i.label, i.to, i.permission, i.rolePrefix].filter((x) => x !== undefined))).toEqual([
    ['Terra', 'Precios', '/terra/producto/precio/list', 'terra.view_precioproducto'],
    ['Terra', 'Importar Precios', '/terra/importar-precios', 'terra.import_precioproducto'],
    ['Terra', 'Inmuebles', '/terra/inmueble/list', 'terra.view_inmueble'],
  ]);
});

// The tab's name of each screen (the host writes '<title> · Gestión'), from the spec's heading or sidebar label.
it('names every screen for the browser tab', () => {
  const titles = new Map(area.resources.map((r) => [r.path, r.title]));
  expect(area.resources.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  expect([...titles.entries()].filter(([path]) => EXPECTED_TITLES.some(([p]) => p === path))).toEqual(EXPECTED_TITLES);
});

const EXPECTED_TITLES = [
    ['/terra/producto/precio/list', 'Precios'],
    ['/terra/producto/precio/import', 'Importar precios desde CSV'],
    ['/terra/checkgrafia/create', 'Crear Checkgrafía'],
    ['/terra/informe/create', 'Crear Informe de Tasación'],
    ['/terra/equipo/create', 'Crear Equipo'],
    ['/terra/equipo/list', 'Mis Equipos'],
    ['/terra/inmueble/create', 'Registrar Inmueble'],
    ['/terra/inmueble/list', 'Inmuebles'],
    ['/terra/inmueble/:id', 'Inmueble {id}'],
    ['/terra/importar-precios', 'Importar Precios'],
];

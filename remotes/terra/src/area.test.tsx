import type { AreaNavItem } from '@gestion/ui/area';
import area from './area';
import { screen } from '@testing-library/react';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { http, HttpResponse } from 'msw';
import { renderAt } from './test/render';

const server = mockApi();

describe('terra area', () => {
  it.each([
    ['/terra/checkgrafia/create', 'Crear Checkgrafía'],
    ['/terra/informe/create', 'Crear Informe de Tasación'],
  ])('%s shows its heading', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each([
    ['/terra/producto/list', 'terra.view_producto', 'Productos', '/api/terra/productos/'],
    ['/pueblo/variante/list', 'pueblo.view_unidadmedidavariante', 'Variantes de unidad', '/api/pueblo/variantes/'],
    ['/terra/equipos/list', 'terra.view_equipo', 'Equipos', '/api/terra/equipos/'],
    ['/terra/profesion/list', 'terra.view_profesion', 'Profesiones', '/api/terra/profesiones/'],
  ] as const)('%s is the declared list for holders of %s, a 403 for others', async (path, permission, heading, url) => {
    server.use(http.get(`${TEST_API}${url}`, () => HttpResponse.json({ count: 0, results: [] })));
    signInForTest({ permissions: [permission] });
    const { unmount } = renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    unmount();
    signInForTest({ permissions: [] });
    renderAt(path, { '/error/403': 'prohibido' });
    expect(await screen.findByText('prohibido')).toBeTruthy();
  });

  it("keeps the spec's team screens where they are", async () => {
    signInForTest({ permissions: ['terra.add_equipo', 'terra.view_equipo'] });
    renderAt('/terra/equipo/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear Equipo' })).toBeTruthy();
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
    ['Terra', 'Importaciones', '/terra/importacion/list', 'terra.view_precioproducto'],
    ['Terra', 'Inmuebles', '/terra/inmueble/list', 'terra.view_inmueble'],
    ['Terra', 'Productos', '/terra/producto/list', 'terra.view_producto'],
    ['Terra', 'Distribuidores', '/terra/distribuidor/list', 'terra.view_distribuidor'],
    ['Terra', 'Variantes de unidad', '/pueblo/variante/list', 'pueblo.view_unidadmedidavariante'],
    ['Terra', 'Tipos de recurso', '/pueblo/recursotipo/list', 'pueblo.view_recursotipo'],
    ['Terra', 'Categorías de recurso', '/pueblo/recursocategoria/list', 'pueblo.view_recursocategoria'],
    ['Terra', 'Todos los equipos', '/terra/equipos/list', 'terra.view_equipo'],
    ['Terra', 'Invitaciones a equipos', '/terra/invitacion/list', 'terra.view_invitacion'],
    ['Terra', 'Perfiles', '/terra/usuarioextra/list', 'terra.view_usuarioextra'],
    ['Terra', 'Profesiones', '/terra/profesion/list', 'terra.view_profesion'],
  ]);
});

// The tab's name of each screen (the host writes '<title> · Gestión'), from the spec's heading or sidebar label.
it('names every screen for the browser tab', () => {
  const titles = new Map(area.resources.map((r) => [r.path, r.title]));
  expect(area.resources.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  expect(EXPECTED_TITLES.map(([path]) => [path, titles.get(path!)])).toEqual(EXPECTED_TITLES);
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
    ['/terra/importacion/list', 'Importaciones'],
    ['/terra/producto/list', 'Productos'],
    ['/terra/producto/:id', 'Producto {id}'],
    ['/terra/distribuidor/list', 'Distribuidores'],
    ['/pueblo/variante/list', 'Variantes de unidad'],
    ['/pueblo/variante/:id', 'Variante de unidad {id}'],
    ['/pueblo/recursotipo/list', 'Tipos de recurso'],
    ['/pueblo/recursocategoria/list', 'Categorías de recurso'],
    ['/terra/equipos/list', 'Equipos'],
    ['/terra/equipos/:id', 'Equipo {id}'],
    ['/terra/invitacion/list', 'Invitaciones a equipos'],
    ['/terra/usuarioextra/list', 'Perfiles'],
    ['/terra/profesion/list', 'Profesiones'],
    ['/terra/importar-precios', 'Importar Precios'],
];

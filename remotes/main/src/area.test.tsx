import type { AreaNavItem } from '@gestion/ui/area';
import area from './area';
import { screen } from '@testing-library/react';
import { renderAt } from './test/render';

it('an unknown sub-path goes to the dashboard', () => {
  renderAt('/main/nada');
  expect(screen.getByTestId('location').textContent).toBe('/user/dashboard');
});

// The area's own sidebar entries, as the spec lists them (the host's tests use a fixture).
it("declares the spec's sidebar entries", () => {
  const nav: AreaNavItem[] = area.nav;
  expect(nav.map((i) => [i.section, i.label, i.to, i.permission, i.rolePrefix].filter((x) => x !== undefined))).toEqual([
    ['Main', 'Sprints', '/main/sprint/list', 'main.view_sprint'],
    ['Main', 'Unidades', '/main/unidad/list', 'pueblo.view_unidadmedida'],
    ['Terra', 'Tareas Terra', '/terra/tareas/list', 'main.view_tareasprint', 'terra_'],
    ['Acmia', 'Tareas Acmia', '/acmia/tareas/list', 'main.view_tareasprint', 'acmia_'],
  ]);
});

// The tab's name of each screen (the host writes '<title> · Gestión'), from the spec's heading or sidebar label.
it('names every screen for the browser tab', () => {
  const titles = new Map(area.resources.map((r) => [r.path, r.title]));
  expect(area.resources.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  expect([...titles.entries()].filter(([path]) => EXPECTED_TITLES.some(([p]) => p === path))).toEqual(EXPECTED_TITLES);
});

const EXPECTED_TITLES = [
    ['/main/sprint/list', 'Sprints'],
    ['/main/sprint/list/view/extended', 'Sprints y tareas'],
    ['/main/sprint/create', 'Crear sprint'],
    ['/main/sprint/:id', 'Sprint'],
    ['/main/subproyecto/list', 'Subproyectos'],
    ['/main/unidad/list', 'Unidades de Medida'],
    ['/terra/unidad/list', 'Unidades de Medida'],
    ['/:subproyecto/tareas/list', 'Tareas {Subproyecto}'],
];

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

import type { AreaNavItem } from '@gestion/ui/area';
import area from './area';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, mockApi, renderAt } from './test/render';

// The dashboard's parts that need no permission load at once.
mockApi(
  http.get(`${API}/api/terra/notificaciones/pendientes/`, () => HttpResponse.json([])),
  http.get(`${API}/api/terra/invitaciones/`, () => HttpResponse.json([])),
  http.get(`${API}/api/acmia/expectativas/`, () => HttpResponse.json([])),
);

describe('user area', () => {
  it('sends unknown paths of the area to the dashboard', async () => {
    renderAt('/user/nada');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('mounts the password change', async () => {
    renderAt('/user/password/edit');
    expect(await screen.findByLabelText('Contraseña actual')).toBeTruthy();
  });
});

// The area's own sidebar entries, as the spec lists them (the host's tests use a fixture).
it("declares the spec's sidebar entries", () => {
  const nav: AreaNavItem[] = area.nav;
  expect(nav.map((i) => [i.section, i.label, i.to, i.permission, i.rolePrefix].filter((x) => x !== undefined))).toEqual([
    ['Usuario', 'Dashboard', '/user/dashboard'],
  ]);
});

// The tab's name of each screen (the host writes '<title> · Gestión'), from the spec's heading or sidebar label.
it('names every screen for the browser tab', () => {
  const titles = new Map(area.resources.map((r) => [r.path, r.title]));
  expect(area.resources.filter((r) => !r.title).map((r) => r.path)).toEqual([]);
  expect([...titles.entries()].filter(([path]) => EXPECTED_TITLES.some(([p]) => p === path))).toEqual(EXPECTED_TITLES);
});

const EXPECTED_TITLES = [
    ['/user/dashboard', 'Dashboard'],
    ['/user/password/edit', 'Cambiar contraseña'],
    ['/user/perfil', 'Completar Perfil'],
    ['/user/preferencia/edit', 'Preferencias del dashboard'],
    ['/user/desnudar', 'Desnudar'],
];

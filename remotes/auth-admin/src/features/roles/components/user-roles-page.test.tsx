import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API, renderAt, signInAs, mockApi } from '../../../test/render';
import { UserRolesPage } from './user-roles-page';

let mine = [{ id: 1, name: 'administradores' }];
const calls: { action: string; body: unknown }[] = [];
const server = mockApi(
  mock.get(`${API}/api/user-roles/groups/`, () =>
    HttpResponse.json([
      { id: 1, name: 'administradores' },
      { id: 2, name: 'acmia_miembros' },
    ]),
  ),
  mock.get(`${API}/api/user-roles/7/user_groups/`, () => HttpResponse.json(mine)),
  mock.post(`${API}/api/user-roles/7/:action/`, async ({ request, params }) => {
    const body = (await request.json()) as { group_id: number };
    calls.push({ action: String(params.action), body });
    mine = params.action === 'add_group' ? [...mine, { id: body.group_id, name: 'acmia_miembros' }] : mine.filter((g) => g.id !== body.group_id);
    return HttpResponse.json({ detail: 'ok', ids: mine.map((g) => g.id) });
  }),
);
afterEach(() => {
  mine = [{ id: 1, name: 'administradores' }];
  calls.length = 0;
});

describe('UserRolesPage', () => {
  it("shows 'Cargando roles...', then Asignar/Quitar per group", async () => {
    signInAs({ superuser: true });
    renderAt(<UserRolesPage />, '/auth/usuario/7/roles', '/auth/usuario/:id/roles');
    expect(screen.getByText('Cargando roles...')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Asignar acmia_miembros' }));
    expect(await screen.findByRole('button', { name: 'Quitar acmia_miembros' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar administradores' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Asignar administradores' })).toBeTruthy());
    expect(calls).toEqual([
      { action: 'add_group', body: { group_id: 2 } },
      { action: 'remove_group', body: { group_id: 1 } },
    ]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('Back goes to the users list when the page was opened directly', async () => {
    signInAs({ superuser: true });
    renderAt(<UserRolesPage />, '/auth/usuario/7/roles', '/auth/usuario/:id/roles', { '/auth/user/list': 'lista de usuarios' });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('lista de usuarios')).toBeTruthy();
  });

  it('shows the load and toggle errors', async () => {
    server.use(mock.post(`${API}/api/user-roles/7/:action/`, () => HttpResponse.json({}, { status: 500 })));
    signInAs({ superuser: true });
    renderAt(<UserRolesPage />, '/auth/usuario/7/roles', '/auth/usuario/:id/roles');
    await userEvent.click(await screen.findByRole('button', { name: 'Asignar acmia_miembros' }));
    expect(await screen.findByText('No se pudo actualizar el rol')).toBeTruthy();
  });

  it("shows 'No se pudieron cargar los roles'", async () => {
    server.use(mock.get(`${API}/api/user-roles/7/user_groups/`, () => HttpResponse.json({}, { status: 404 })));
    signInAs({ superuser: true });
    renderAt(<UserRolesPage />, '/auth/usuario/7/roles', '/auth/usuario/:id/roles');
    expect(await screen.findByText('No se pudieron cargar los roles')).toBeTruthy();
  });
});

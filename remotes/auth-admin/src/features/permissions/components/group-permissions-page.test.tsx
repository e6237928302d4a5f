import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API, renderAt, signInAs, mockApi } from '../../../test/render';
import { GroupPermissionsPage } from './group-permissions-page';

let assigned = new Set([10]);
const catalogue = [
  { id: 10, codename: 'auth.view_user', name: 'Can view user' },
  { id: 11, codename: 'auth.add_user', name: 'Can add user' },
];
const calls: { action: string; body: unknown }[] = [];
const server = mockApi(
  mock.get(`${API}/api/user-roles/groups/`, () => HttpResponse.json([{ id: 5, name: 'terra_coordinadores' }])),
  mock.get(`${API}/api/all-permissions/`, ({ request }) => {
    expect(new URL(request.url).searchParams.get('group_id')).toBe('5');
    return HttpResponse.json(catalogue.map((p) => ({ ...p, asignado: assigned.has(p.id) })));
  }),
  mock.get(`${API}/api/group-permissions/5/permissions/`, () => HttpResponse.json(catalogue.filter((p) => assigned.has(p.id)))),
  mock.post(`${API}/api/group-permissions/5/:action/`, async ({ request, params }) => {
    const body = (await request.json()) as { permiso_id: number };
    calls.push({ action: String(params.action), body });
    if (params.action === 'add_permission') assigned.add(body.permiso_id);
    else assigned.delete(body.permiso_id);
    return HttpResponse.json({ detail: 'ok', ids: [...assigned] });
  }),
);
afterEach(() => {
  assigned = new Set([10]);
  calls.length = 0;
});

async function chooseGroup() {
  await userEvent.click(screen.getByRole('combobox', { name: 'Grupo' }));
  await userEvent.click(await screen.findByTitle('terra_coordinadores'));
}

describe('GroupPermissionsPage', () => {
  it('lists permissions with Sí/No and toggles them, then reloads', async () => {
    signInAs({ superuser: true });
    renderAt(<GroupPermissionsPage />, '/auth/permiso/list');
    await chooseGroup();
    const viewRow = (await screen.findByText('auth.view_user')).closest('tr')!;
    expect(within(viewRow).getByText('Sí')).toBeTruthy();
    const addRow = screen.getByText('auth.add_user').closest('tr')!;
    expect(within(addRow).getByText('No')).toBeTruthy();
    await userEvent.click(within(addRow).getByRole('button', { name: 'Asignar auth.add_user' }));
    expect(await screen.findByText('Permiso actualizado')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByText('auth.add_user').closest('tr')!).getByText('Sí')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Quitar auth.view_user' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      { action: 'add_permission', body: { permiso_id: 11 } },
      { action: 'remove_permission', body: { permiso_id: 10 } },
    ]);
  });

  it('pages the permissions by 10, the generic table default', async () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ id: 100 + i, codename: `app.perm_${i}`, name: `Perm ${i}` }));
    server.use(
      mock.get(`${API}/api/all-permissions/`, () => HttpResponse.json(many.map((p) => ({ ...p, asignado: false })))),
      mock.get(`${API}/api/group-permissions/5/permissions/`, () => HttpResponse.json([])),
    );
    signInAs({ superuser: true });
    renderAt(<GroupPermissionsPage />, '/auth/permiso/list');
    await chooseGroup();
    expect(await screen.findByText('app.perm_0')).toBeTruthy();
    expect(screen.getByText('app.perm_9')).toBeTruthy();
    expect(screen.queryByText('app.perm_10')).toBeNull();
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(screen.getByTitle('10 por página')).toBeTruthy();
  });

  it("shows 'Error al cargar permisos'", async () => {
    server.use(mock.get(`${API}/api/all-permissions/`, () => HttpResponse.json({}, { status: 500 })));
    signInAs({ superuser: true });
    renderAt(<GroupPermissionsPage />, '/auth/permiso/list');
    await chooseGroup();
    expect(await screen.findByText('Error al cargar permisos')).toBeTruthy();
  });
});

import type { Group } from '@gestion/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { API, renderAt, signInAs, mockApi } from '../../../test/render';
import { GroupsList } from './groups-list';

const groups: Group[] = [
  {
    id: 1,
    name: 'administradores',
    permissions: [
      { id: 10, codename: 'auth.view_user', name: 'Can view user' },
      { id: 11, codename: 'auth.add_user', name: 'Can add user' },
    ],
  },
  { id: 2, name: 'terra_coordinadores', permissions: [] },
];
const requests: URL[] = [];
const patches: unknown[] = [];
let requiring = new Set([1]);
const server = mockApi(
  mock.get(`${API}/api/auth/groups/segundo-factor/`, () => HttpResponse.json({ ids: [...requiring] })),
  mock.patch(`${API}/api/auth/groups/:id/segundo-factor/`, async ({ params, request }) => {
    const body = (await request.json()) as { requiere_segundo_factor: boolean };
    patches.push({ id: Number(params.id), ...body });
    if (body.requiere_segundo_factor) requiring.add(Number(params.id));
    else requiring.delete(Number(params.id));
    return HttpResponse.json({ id: Number(params.id), ...body });
  }),
  mock.get(`${API}/api/auth/groups/`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const q = url.searchParams.get('search') ?? '';
    const rows = groups.filter((g) => g.name.includes(q));
    return HttpResponse.json({ count: rows.length, results: rows });
  }),
  mock.get(`${API}/api/auth/permissions/all/pagination/none/`, () =>
    HttpResponse.json([
      { id: 10, codename: 'auth.view_user', name: 'Can view user' },
      { id: 11, codename: 'auth.add_user', name: 'Can add user' },
      { id: 12, codename: 'auth.view_group', name: 'Can view group' },
    ]),
  ),
);
afterEach(() => {
  requests.length = 0;
  patches.length = 0;
  requiring = new Set([1]);
});

describe('GroupsList', () => {
  it('shows Rol and the codenames joined by commas', async () => {
    signInAs({ permissions: ['auth.view_group'] });
    renderAt(<GroupsList />, '/auth/group/list');
    expect(screen.getByRole('heading', { name: 'Groups' })).toBeTruthy();
    expect(await screen.findByText('auth.view_user, auth.add_user')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Rol/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Permissions/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '+ Crear grupo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar administradores' })).toBeNull();
  });

  it("offers 'Historial' of a group only to holders of auth.view_historial", async () => {
    signInAs({ permissions: ['auth.view_group'] });
    const { unmount } = renderAt(<GroupsList />, '/auth/group/list');
    await screen.findByText('terra_coordinadores');
    expect(screen.queryByRole('link', { name: /^Historial de/ })).toBeNull();
    unmount();

    signInAs({ permissions: ['auth.view_group', 'auth.view_historial'] });
    renderAt(<GroupsList />, '/auth/group/list');
    const link = await screen.findByRole('link', { name: 'Historial de terra_coordinadores' });
    expect(link.getAttribute('href')).toBe('/auth/historial?objeto_tipo=auth.group&objeto_id=2');
  });

  it('searches after 800 ms of idle and goes back to page 1', async () => {
    signInAs({ permissions: ['auth.view_group'] });
    renderAt(<GroupsList />, '/auth/group/list');
    await screen.findByText('terra_coordinadores');
    const box = screen.getByPlaceholderText('Buscar por nombre de rol');
    fireEvent.change(box, { target: { value: 'terra' } });
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(requests.some((u) => u.searchParams.get('search') === 'terra')).toBe(false);
    await waitFor(() => expect(screen.queryByText('administradores')).toBeNull());
    const last = requests.at(-1)!;
    expect(last.searchParams.get('search')).toBe('terra');
    expect(last.searchParams.get('page')).toBe('1');
  });

  it('shows the empty text and the load error', async () => {
    server.use(mock.get(`${API}/api/auth/groups/`, () => HttpResponse.json({ count: 0, results: [] })));
    signInAs({ superuser: true });
    const { unmount } = renderAt(<GroupsList />, '/auth/group/list');
    expect(await screen.findByText('No hay groups para mostrar')).toBeTruthy();
    unmount();
    server.use(mock.get(`${API}/api/auth/groups/`, () => HttpResponse.json({}, { status: 500 })));
    renderAt(<GroupsList />, '/auth/group/list');
    expect(await screen.findByText('Error al cargar groups')).toBeTruthy();
  });

  it('saves permissions_ids from the permissions modal', async () => {
    let body: unknown;
    server.use(
      mock.patch(`${API}/api/auth/groups/1/permissions/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(groups[0]);
      }),
    );
    signInAs({ superuser: true });
    renderAt(<GroupsList />, '/auth/group/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Permisos de administradores' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: /auth\.view_group/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /auth\.add_user/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(body).toEqual({ permissions_ids: [10, 12] }));
  });

  it('reads permissions given as bare codenames (spec section 3) in the list and the modal', async () => {
    let body: unknown;
    server.use(
      mock.get(`${API}/api/auth/groups/`, () =>
        HttpResponse.json({ count: 1, results: [{ id: 3, name: 'lectores', permissions: ['auth.view_user'] }] }),
      ),
      mock.patch(`${API}/api/auth/groups/3/permissions/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 3, name: 'lectores', permissions: [] });
      }),
    );
    signInAs({ superuser: true });
    renderAt(<GroupsList />, '/auth/group/list');
    expect(await screen.findByText('auth.view_user')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Permisos de lectores' }));
    const dialog = await screen.findByRole('dialog');
    const viewUser = await within(dialog).findByRole('checkbox', { name: /auth\.view_user/ });
    expect((viewUser as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /auth\.view_group/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(body).toEqual({ permissions_ids: [10, 12] }));
  });

  it("shows 'Error al cargar permisos' and 'Error al guardar permisos'", async () => {
    server.use(mock.patch(`${API}/api/auth/groups/1/permissions/`, () => HttpResponse.json({}, { status: 500 })));
    signInAs({ superuser: true });
    renderAt(<GroupsList />, '/auth/group/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Permisos de administradores' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: /auth\.view_group/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Error al guardar permisos')).toBeTruthy();
  });

  it('creates a group with auth.add_group', async () => {
    let body: unknown;
    server.use(
      mock.post(`${API}/api/auth/groups/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 3, name: 'nuevo', permissions: [] }, { status: 201 });
      }),
    );
    signInAs({ permissions: ['auth.view_group', 'auth.add_group'] });
    renderAt(<GroupsList />, '/auth/group/list');
    await userEvent.click(await screen.findByRole('button', { name: '+ Crear grupo' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Nombre'), ' nuevo ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(body).toEqual({ name: 'nuevo' }));
  });

  it('marks a group as requiring a second factor (auth.change_group); without it the switch is read-only', async () => {
    signInAs({ permissions: ['auth.view_group', 'auth.change_group'] });
    const { unmount } = renderAt(<GroupsList />, '/auth/group/list');
    const admins = await screen.findByRole('switch', { name: 'Exigir verificación en dos pasos a los miembros de administradores' });
    await waitFor(() => expect(admins.getAttribute('aria-checked')).toBe('true'));
    const terra = screen.getByRole('switch', { name: 'Exigir verificación en dos pasos a los miembros de terra_coordinadores' });
    expect(terra.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(terra);
    await waitFor(() => expect(patches).toEqual([{ id: 2, requiere_segundo_factor: true }]));
    await waitFor(() => expect(terra.getAttribute('aria-checked')).toBe('true'));
    unmount();

    signInAs({ permissions: ['auth.view_group'] });
    renderAt(<GroupsList />, '/auth/group/list');
    const readOnly = await screen.findByRole('switch', { name: 'Exigir verificación en dos pasos a los miembros de administradores' });
    expect((readOnly as HTMLButtonElement).disabled).toBe(true);
  });
});

import type { UserListItem } from '@gestion/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, renderAt, signInAs, mockApi } from '../../../test/render';
import { UsersList } from './users-list';

const ana: UserListItem = {
  id: 7,
  username: 'ana',
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'López',
  is_active: true,
  is_superuser: false,
  groups: ['terra_coordinadores'],
  permisosCount: 3,
  date_joined: '2025-01-01T00:00:00Z',
  last_login: null,
};

const requests: URL[] = [];
const server = mockApi(
  mock.get(`${API}/api/auth/users/`, ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ count: 1, results: [ana] });
  }),
  mock.get(`${API}/api/auth/groups/`, () =>
    HttpResponse.json({
      count: 2,
      results: [
        { id: 1, name: 'terra_coordinadores', permissions: [] },
        { id: 2, name: 'acmia_miembros', permissions: [] },
      ],
    }),
  ),
);
afterEach(() => {
  requests.length = 0;
  vi.restoreAllMocks();
});

describe('UsersList', () => {
  it('lists users sorted by username with their groups, count and estado', async () => {
    signInAs({ permissions: ['auth.view_user'] });
    renderAt(<UsersList />, '/auth/user/list');
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    expect(within(row).getByText('terra_coordinadores')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('Activo')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Desactivar ana' })).toBeTruthy();
    expect(requests[0]!.searchParams.get('ordering')).toBe('username');
    expect(requests[0]!.searchParams.get('page')).toBe('1');
    for (const h of ['Usuario', 'Email', 'Groups', 'Permisos', 'Estado', 'Acciones']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(h) })).toBeTruthy();
    }
    expect(screen.queryByRole('link', { name: '+ Crear usuario' })).toBeNull();
    // The corrections are for holders of their permissions only.
    for (const name of ['Editar ana', 'Contraseña temporal de ana', 'Eliminar ana']) expect(within(row).queryByRole('button', { name })).toBeNull();
  });

  it("gives holders of auth.change_user 'Editar' (names and email, errors at the field) and 'Contraseña temporal', not 'Eliminar'", async () => {
    const patched: unknown[] = [];
    server.use(
      mock.get(`${API}/api/auth/users/7/`, () => HttpResponse.json(ana)),
      mock.patch(`${API}/api/auth/users/7/`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        patched.push(body);
        if (body.email === 'ocupado@example.com') return HttpResponse.json({ email: ['Ya existe un usuario con este correo electrónico.'] }, { status: 400 });
        return HttpResponse.json({ ...ana, ...body });
      }),
    );
    signInAs({ permissions: ['auth.view_user', 'auth.change_user'] });
    renderAt(<UsersList />, '/auth/user/list');
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Contraseña temporal de ana' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Eliminar ana' })).toBeNull();

    await userEvent.click(within(row).getByRole('button', { name: 'Editar ana' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar: ana@example.com')).toBeTruthy();
    const email = await within(dialog).findByRole('textbox', { name: 'Email' });
    expect((within(dialog).getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('Ana');
    expect((within(dialog).getByRole('textbox', { name: 'Apellidos' }) as HTMLInputElement).value).toBe('López');
    await userEvent.clear(email);
    await userEvent.type(email, 'ocupado@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ya existe un usuario con este correo electrónico.')).toBeTruthy();
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.lopez@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByText('Editar: ana@example.com')).toBeNull());
    // Only what changed is sent.
    expect(patched).toEqual([{ email: 'ocupado@example.com' }, { email: 'ana.lopez@example.com' }]);
  });

  it("does not offer one's own temporary password", async () => {
    server.use(mock.get(`${API}/api/auth/users/`, () => HttpResponse.json({ count: 2, results: [{ ...ana, id: 1, username: 'admin', email: 'admin@example.com' }, ana] })));
    signInAs({ permissions: ['auth.view_user', 'auth.change_user'] });
    renderAt(<UsersList />, '/auth/user/list');
    expect((await screen.findByRole('button', { name: 'Contraseña temporal de admin' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Contraseña temporal de ana' }).hasAttribute('disabled')).toBe(false);
  });

  it("gives holders of auth.delete_user 'Eliminar': what goes with the user, then DELETE; or the refusal's reason", async () => {
    let deleted = 0;
    server.use(
      mock.get(`${API}/api/auth/users/7/eliminar/`, () => HttpResponse.json({ repr: 'ana', impide: null, arrastra: ['2 sesiones abiertas', 'su perfil'] })),
      mock.delete(`${API}/api/auth/users/7/`, () => {
        deleted++;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signInAs({ permissions: ['auth.view_user', 'auth.delete_user'] });
    const { unmount } = renderAt(<UsersList />, '/auth/user/list');
    const row = (await screen.findByText('ana@example.com')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Editar ana' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar ana' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('¿Eliminar «ana»? Esta acción no se puede deshacer.')).toBeTruthy();
    expect(within(dialog).getByText('Se eliminará también: 2 sesiones abiertas, su perfil.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleted).toBe(1));
    unmount();

    server.use(
      mock.get(`${API}/api/auth/users/7/eliminar/`, () =>
        HttpResponse.json({ repr: 'ana', impide: 'coordina 1 equipo con otras personas (2 invitaciones).', arrastra: [] }),
      ),
    );
    renderAt(<UsersList />, '/auth/user/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar ana' }));
    const refusal = await screen.findByRole('dialog');
    expect(await within(refusal).findByText('Coordina 1 equipo con otras personas (2 invitaciones).')).toBeTruthy();
    expect(within(refusal).queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it("shows '+ Crear usuario' only with auth.add_user", async () => {
    signInAs({ permissions: ['auth.view_user', 'auth.add_user'] });
    renderAt(<UsersList />, '/auth/user/list');
    expect(await screen.findByRole('link', { name: '+ Crear usuario' })).toBeTruthy();
  });

  it("offers 'Historial' of a user only to holders of auth.view_historial, opening that user's history", async () => {
    signInAs({ permissions: ['auth.view_user'] });
    const { unmount } = renderAt(<UsersList />, '/auth/user/list');
    await screen.findByText('ana@example.com');
    expect(screen.queryByRole('link', { name: 'Historial de ana' })).toBeNull();
    unmount();

    signInAs({ permissions: ['auth.view_user', 'auth.view_historial'] });
    renderAt(<UsersList />, '/auth/user/list', '*', { '/auth/historial': 'en /auth/historial' });
    const link = await screen.findByRole('link', { name: 'Historial de ana' });
    expect(link.getAttribute('href')).toBe('/auth/historial?objeto_tipo=auth.user&objeto_id=7');
    await userEvent.click(link);
    expect(await screen.findByText('en /auth/historial')).toBeTruthy();
  });

  it('shows the empty text', async () => {
    server.use(mock.get(`${API}/api/auth/users/`, () => HttpResponse.json({ count: 0, results: [] })));
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    expect(await screen.findByText('No hay usuarios para mostrar')).toBeTruthy();
  });

  it('shows the server detail when the list fails', async () => {
    server.use(mock.get(`${API}/api/auth/users/`, () => HttpResponse.json({ detail: 'No tiene permiso.' }, { status: 403 })));
    signInAs({ permissions: [] });
    renderAt(<UsersList />, '/auth/user/list');
    expect(await screen.findByText('No tiene permiso.')).toBeTruthy();
  });

  it('deactivates a user with PATCH is_active', async () => {
    let body: unknown;
    server.use(
      mock.patch(`${API}/api/auth/users/7/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...ana, is_active: false });
      }),
    );
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Desactivar ana' }));
    await waitFor(() => expect(body).toEqual({ is_active: false }));
  });

  it('does not offer Desactivar on the signed-in user themself', async () => {
    // signInAs gives the session user id 1.
    server.use(mock.get(`${API}/api/auth/users/`, () => HttpResponse.json({ count: 2, results: [{ ...ana, id: 1, username: 'admin', email: 'admin@example.com' }, ana] })));
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    expect((await screen.findByRole('button', { name: 'Desactivar admin' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Desactivar ana' }).hasAttribute('disabled')).toBe(false);
  });

  it('replaces the groups from the modal with numeric ids', async () => {
    let body: unknown;
    const groupsAsked: URL[] = [];
    server.use(
      mock.get(`${API}/api/auth/groups/`, ({ request }) => {
        groupsAsked.push(new URL(request.url));
        return HttpResponse.json({
          count: 2,
          results: [
            { id: 1, name: 'terra_coordinadores', permissions: [] },
            { id: 2, name: 'acmia_miembros', permissions: [] },
          ],
        });
      }),
      mock.patch(`${API}/api/auth/users/7/groups/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ana);
      }),
    );
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Groups de ana' }));
    const dialog = await screen.findByRole('dialog');
    const terra = await within(dialog).findByRole('checkbox', { name: 'terra_coordinadores' });
    expect((terra as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'acmia_miembros' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(body).toEqual({ groups_ids: [1, 2] }));
    expect(groupsAsked[0]!.searchParams.get('page_size')).toBe('1000');
  });

  it("alerts 'Error al guardar grupos'", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(mock.patch(`${API}/api/auth/users/7/groups/`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Groups de ana' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'acmia_miembros' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error al guardar grupos'));
  });

  it("a refusal alerts 'Error al guardar grupos' with the server's reason", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(mock.patch(`${API}/api/auth/users/7/groups/`, () => HttpResponse.json({ detail: 'Solo un superusuario puede dar un grupo al que no pertenece.' }, { status: 403 })));
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Groups de ana' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('checkbox', { name: 'acmia_miembros' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error al guardar grupos. Motivo: Solo un superusuario puede dar un grupo al que no pertenece.'));
  });

  it("shows 'Error al cargar grupos' when the groups cannot load", async () => {
    server.use(mock.get(`${API}/api/auth/groups/`, () => HttpResponse.json({ detail: 'x' }, { status: 500 })));
    signInAs({ superuser: true });
    renderAt(<UsersList />, '/auth/user/list');
    await userEvent.click(await screen.findByRole('button', { name: 'Groups de ana' }));
    expect(await screen.findByText('Error al cargar grupos')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderAt, signInAs, mockApi } from '../../../test/render';
import { CreateUserForm } from './create-user-form';

const server = mockApi();

function fill() {
  fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: 'nuevo' } });
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Nue' } });
  fireEvent.change(screen.getByLabelText('Apellido'), { target: { value: 'Vo' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nuevo@example.com' } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'Clave-segura-2025' } });
}

describe('CreateUserForm', () => {
  it("shows a 'Rol' select defaulting to usuario", async () => {
    signInAs({ permissions: ['auth.add_user'] });
    renderAt(<CreateUserForm />, '/auth/usuario/create', '/auth/usuario/create');
    expect(screen.getByLabelText('Rol')).toBeTruthy();
    expect(screen.getByTitle('usuario')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Rol'));
    expect(await screen.findByRole('option', { name: 'administrador' })).toBeTruthy();
  });

  it('posts the five fields (never the role) and goes to /auth/usuario/list', async () => {
    let body: unknown;
    server.use(
      mock.post(`${API}/api/auth/users/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    signInAs({ permissions: ['auth.add_user'] });
    renderAt(<CreateUserForm />, '/auth/usuario/create', '/auth/usuario/create');
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    await screen.findByText('lista tras crear');
    expect(body).toEqual({
      username: 'nuevo',
      first_name: 'Nue',
      last_name: 'Vo',
      email: 'nuevo@example.com',
      password: 'Clave-segura-2025',
    });
    expect(body).not.toHaveProperty('rol');
  });

  it('validates empty fields in the app', async () => {
    signInAs({ permissions: ['auth.add_user'] });
    renderAt(<CreateUserForm />, '/auth/usuario/create', '/auth/usuario/create');
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    // antd shows each field's error as its validation settles: wait for all five.
    await waitFor(() => expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(5));
  });

  it("shows 'Error al crear usuario' and the server's field errors", async () => {
    server.use(
      mock.post(`${API}/api/auth/users/`, () =>
        HttpResponse.json({ username: ['Ya existe un usuario con este nombre.'] }, { status: 400 }),
      ),
    );
    signInAs({ permissions: ['auth.add_user'] });
    renderAt(<CreateUserForm />, '/auth/usuario/create', '/auth/usuario/create');
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Error al crear usuario')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Ya existe un usuario con este nombre.')).toBeTruthy());
  });

  it("titles a server failure exactly 'Error al crear usuario', with the detail below", async () => {
    server.use(
      mock.post(`${API}/api/auth/users/`, () =>
        HttpResponse.json({ detail: 'No tienes permiso para realizar esta acción.' }, { status: 403 }),
      ),
    );
    signInAs({ permissions: ['auth.add_user'] });
    renderAt(<CreateUserForm />, '/auth/usuario/create', '/auth/usuario/create');
    fill();
    await userEvent.click(screen.getByRole('button', { name: 'Crear usuario' }));
    const title = await screen.findByText('Error al crear usuario');
    expect(title.textContent).toBe('Error al crear usuario');
    expect(screen.getByText('No tienes permiso para realizar esta acción.')).toBeTruthy();
    expect(screen.queryByText(/Error al crear usuario:/)).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

const equipo = (nombre: string, descripcion: string) => ({
  id: 7,
  nombre,
  descripcion,
  coordinador: { id: 1, username: 'ana' },
  miembros: [],
  invitaciones: [],
});

let created: unknown[] = [];
let invited: unknown[] = [];
const server = mockApi(
  http.post(`${TEST_API}/terra/equipos/`, async ({ request }) => {
    const body = (await request.json()) as { nombre: string; descripcion: string };
    created.push(body);
    return HttpResponse.json(equipo(body.nombre, body.descripcion), { status: 201 });
  }),
  http.post(`${TEST_API}/terra/equipos/:id/invitar/`, async ({ params, request }) => {
    invited.push({ id: params.id, ...((await request.json()) as object) });
    return HttpResponse.json({}, { status: 201 });
  }),
);

beforeEach(() => {
  created = [];
  invited = [];
  // The creator is the coordinator, and that alone lets them invite (no terra.add_invitacion).
  signInForTest({ permissions: ['terra.add_equipo'], user: { id: 1, username: 'ana' } });
});

async function createTeam(nombre = 'Tasadores') {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Nombre' }), nombre);
  await userEvent.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Zona norte');
  await userEvent.click(screen.getByRole('button', { name: 'Crear equipo' }));
}

describe('EquipoCreatePage', () => {
  it('requires nombre and shows no invite step before the team exists', async () => {
    renderAt('/terra/equipo/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear Equipo' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Crear equipo' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    expect(created).toHaveLength(0);
  });

  it("creates the team, says 'Equipo creado correctamente', then invites a user to it", async () => {
    renderAt('/terra/equipo/create');
    await createTeam();
    expect(await screen.findByText('Equipo creado correctamente')).toBeTruthy();
    expect(created).toEqual([{ nombre: 'Tasadores', descripcion: 'Zona norte' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Debes ingresar un username')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('No puedes invitarte a ti mismo')).toBeTruthy();
    expect(invited).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Usuario' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Usuario' }), ' luis ');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Invitación enviada')).toBeTruthy();
    expect(invited).toEqual([{ id: '7', username: 'luis' }]);
  });

  it("says 'Error al invitar usuario' with the server's reason", async () => {
    server.use(http.post(`${TEST_API}/terra/equipos/:id/invitar/`, () => HttpResponse.json({ detail: 'El usuario no existe' }, { status: 400 })));
    renderAt('/terra/equipo/create');
    await createTeam();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'nadie');
    await userEvent.click(screen.getByRole('button', { name: 'Invitar' }));
    expect(await screen.findByText('Error al invitar usuario')).toBeTruthy();
    expect(screen.getByText('El usuario no existe')).toBeTruthy();
  });

  it("says 'Error al crear equipo' and keeps the form (no invite step)", async () => {
    server.use(http.post(`${TEST_API}/terra/equipos/`, () => HttpResponse.json({ nombre: ['Este campo no puede estar en blanco.'] }, { status: 400 })));
    renderAt('/terra/equipo/create');
    await createTeam();
    expect(await screen.findByText('Error al crear equipo')).toBeTruthy();
    expect(screen.getByText('Este campo no puede estar en blanco.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Usuario' })).toBeNull();
  });

  it('without terra.add_equipo goes to /error/403', async () => {
    signInForTest({ permissions: ['terra.add_invitacion'] });
    renderAt('/terra/equipo/create', { '/error/403': '403' });
    expect(await screen.findByText('403')).toBeTruthy();
  });
});

import type { Equipo, Invitacion } from '@gestion/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, signInForTest, TEST_API } from '@gestion/ui/testing';
import { http, HttpResponse } from 'msw';
import { renderAt } from '../../../test/render';

const ana = { id: 1, username: 'ana' };
const luis = { id: 2, username: 'luis' };

function inv(id: number, equipo: Pick<Equipo, 'id' | 'nombre' | 'coordinador'>, invitado: { id: number; username: string }, estado: Invitacion['estado']): Invitacion {
  return { id, equipo: equipo.id, equipo_nombre: equipo.nombre, equipo_coordinador: equipo.coordinador.username, invitado: invitado.id, invitado_username: invitado.username, estado, mensaje: '' };
}

function team(id: number, nombre: string, coordinador: typeof ana, invitaciones: [typeof ana, Invitacion['estado']][]): Equipo {
  const base = { id, nombre, coordinador };
  const list = invitaciones.map(([u, estado], i) => inv(id * 10 + i, base, u, estado));
  return {
    ...base,
    descripcion: `Descripción de ${nombre}`,
    miembros: list.filter((i) => i.estado === 'aceptada').map((i) => ({ id: i.invitado, username: i.invitado_username })),
    invitaciones: list,
  };
}

let propios: Equipo[] = [];
let invitado: Equipo[] = [];
let invited: unknown[] = [];
let answered: unknown[] = [];
const server = mockApi(
  http.get(`${TEST_API}/terra/equipos/propios/`, () => HttpResponse.json(propios)),
  http.get(`${TEST_API}/terra/equipos/invitado/`, () => HttpResponse.json(invitado)),
  http.post(`${TEST_API}/terra/equipos/:id/invitar/`, async ({ params, request }) => {
    invited.push({ id: params.id, ...((await request.json()) as object) });
    return HttpResponse.json({}, { status: 201 });
  }),
  http.post(`${TEST_API}/terra/invitaciones/:id/responder/`, async ({ params, request }) => {
    const body = (await request.json()) as { estado: Invitacion['estado'] };
    answered.push({ id: params.id, ...body });
    invitado = invitado.map((e) => {
      const invitaciones = e.invitaciones.map((i) => (i.id === Number(params.id) ? { ...i, estado: body.estado } : i));
      const miembros = invitaciones.filter((i) => i.estado === 'aceptada').map((i) => ({ id: i.invitado, username: i.invitado_username }));
      return { ...e, invitaciones, miembros };
    });
    return HttpResponse.json({});
  }),
);

const section = (name: string) => screen.getByRole('region', { name });
const card = (nombre: string) => screen.getByRole('article', { name: `Equipo ${nombre}` });

beforeEach(() => {
  propios = [];
  invitado = [];
  invited = [];
  answered = [];
  signInForTest({ permissions: ['terra.add_equipo'], user: ana });
});

describe('EquipoListPage', () => {
  it('shows both empty texts', async () => {
    renderAt('/terra/equipo/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Equipos' })).toBeTruthy();
    expect(await screen.findByText('No tienes equipos propios.')).toBeTruthy();
    expect(await screen.findByText('No tienes invitaciones activas.')).toBeTruthy();
  });

  it('shows each card with coordinator, members, invitations by estado and its badge; only the coordinator may invite', async () => {
    const marta = { id: 3, username: 'marta' };
    const pedro = { id: 4, username: 'pedro' };
    propios = [team(1, 'Tasadores', ana, [[luis, 'aceptada'], [marta, 'pendiente'], [pedro, 'rechazada']])];
    invitado = [team(2, 'Catastro', luis, [[ana, 'aceptada']])];
    renderAt('/terra/equipo/list');

    const own = await waitFor(() => within(section('Equipos que coordino')).getByRole('article', { name: 'Equipo Tasadores' }));
    expect(within(own).getByText('Propio')).toBeTruthy();
    expect(within(own).getByText('Descripción de Tasadores')).toBeTruthy();
    expect(within(own).getByText('ana')).toBeTruthy();
    expect(within(within(own).getByRole('group', { name: 'Miembros' })).getByText('luis')).toBeTruthy();
    expect(within(within(own).getByRole('group', { name: 'Aceptadas' })).getByText('luis')).toBeTruthy();
    expect(within(within(own).getByRole('group', { name: 'Pendientes' })).getByText('marta')).toBeTruthy();
    expect(within(within(own).getByRole('group', { name: 'Rechazadas' })).getByText('pedro')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Invitar miembro' })).toBeTruthy();

    const other = within(section('Equipos donde soy invitado')).getByRole('article', { name: 'Equipo Catastro' });
    expect(within(other).getByText('Invitado')).toBeTruthy();
    expect(within(other).getByText('luis')).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Invitar miembro' })).toBeNull();
    expect(within(other).queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('checks the username as spec section 5 says before sending it, then sends it', async () => {
    propios = [team(1, 'Tasadores', ana, [[luis, 'aceptada'], [{ id: 3, username: 'marta' }, 'pendiente']])];
    renderAt('/terra/equipo/list');
    await waitFor(() => card('Tasadores'));
    await userEvent.click(within(card('Tasadores')).getByRole('button', { name: 'Invitar miembro' }));
    const input = screen.getByRole('textbox', { name: 'Username a invitar a Tasadores' });
    const enviar = () => userEvent.click(within(card('Tasadores')).getByRole('button', { name: 'Enviar' }));

    await enviar();
    expect(await screen.findByText('Debes ingresar un username')).toBeTruthy();
    for (const [typed, text] of [
      ['ana', 'No puedes invitarte a ti mismo'],
      ['luis', 'El usuario ya es miembro del equipo'],
      [' marta ', 'El usuario ya tiene una invitación pendiente'],
    ]) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      await enviar();
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(invited).toHaveLength(0);

    await userEvent.clear(input);
    await userEvent.type(input, ' sofia ');
    await enviar();
    expect(await screen.findByText('Invitación enviada')).toBeTruthy();
    expect(invited).toEqual([{ id: '1', username: 'sofia' }]);
  });

  it("shows 'Error al invitar: ' with the server detail", async () => {
    propios = [team(1, 'Tasadores', ana, [])];
    server.use(http.post(`${TEST_API}/terra/equipos/:id/invitar/`, () => HttpResponse.json({ detail: 'El usuario no existe' }, { status: 400 })));
    renderAt('/terra/equipo/list');
    await waitFor(() => card('Tasadores'));
    await userEvent.click(within(card('Tasadores')).getByRole('button', { name: 'Invitar miembro' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username a invitar a Tasadores' }), 'nadie');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Error al invitar: El usuario no existe')).toBeTruthy();
  });

  it('the invitee accepts a pending invitation from the card', async () => {
    invitado = [team(2, 'Catastro', luis, [[ana, 'pendiente']])];
    renderAt('/terra/equipo/list');
    await waitFor(() => card('Catastro'));
    // The message is optional: a blank one is not sent.
    await userEvent.type(within(card('Catastro')).getByRole('textbox', { name: 'Mensaje (opcional)' }), '   ');
    await userEvent.click(within(card('Catastro')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    expect(answered).toEqual([{ id: '20', estado: 'aceptada' }]);
    await waitFor(() => expect(within(within(card('Catastro')).getByRole('group', { name: 'Miembros' })).queryByText('Ninguno')).toBeNull());
    expect(within(card('Catastro')).queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it("the invitee answers with a message, trimmed, as the call's mensaje", async () => {
    invitado = [team(2, 'Catastro', luis, [[ana, 'pendiente']])];
    renderAt('/terra/equipo/list');
    await waitFor(() => card('Catastro'));
    await userEvent.type(within(card('Catastro')).getByRole('textbox', { name: 'Mensaje (opcional)' }), '  Esta semana no puedo  ');
    await userEvent.click(within(card('Catastro')).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Respuesta enviada')).toBeTruthy();
    expect(answered).toEqual([{ id: '20', estado: 'rechazada', mensaje: 'Esta semana no puedo' }]);
    await waitFor(() => expect(within(card('Catastro')).queryByRole('textbox', { name: 'Mensaje (opcional)' })).toBeNull());
  });

  it("a refused answer reads 'Error: ' and the server's reason", async () => {
    invitado = [team(2, 'Catastro', luis, [[ana, 'pendiente']])];
    server.use(http.post(`${TEST_API}/terra/invitaciones/:id/responder/`, () => HttpResponse.json({ detail: 'Esta invitación ya fue respondida.' }, { status: 400 })));
    renderAt('/terra/equipo/list');
    await waitFor(() => card('Catastro'));
    await userEvent.click(within(card('Catastro')).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Error: Esta invitación ya fue respondida.')).toBeTruthy();
  });

  it('a coordinator without any permission still invites (the spec: only the coordinator); without terra.add_equipo no create button', async () => {
    signInForTest({ permissions: [], user: ana });
    propios = [team(1, 'Tasadores', ana, [])];
    invitado = [team(2, 'Catastro', luis, [[ana, 'aceptada']])];
    renderAt('/terra/equipo/list');
    await waitFor(() => card('Tasadores'));
    expect(screen.queryByRole('button', { name: '+ Crear equipo' })).toBeNull();
    expect(within(card('Catastro')).queryByRole('button', { name: 'Invitar miembro' })).toBeNull();
    await userEvent.click(within(card('Tasadores')).getByRole('button', { name: 'Invitar miembro' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Username a invitar a Tasadores' }), 'sofia');
    await userEvent.click(within(card('Tasadores')).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Invitación enviada')).toBeTruthy();
    expect(invited).toEqual([{ id: '1', username: 'sofia' }]);
  });
});

import type { Invitacion } from '@gestion/contract';
import { inviteProblem } from './invite-check';

const inv = (invitado_username: string, estado: Invitacion['estado']): Invitacion => ({
  id: 1,
  equipo: 1,
  equipo_nombre: 'E',
  equipo_coordinador: 'ana',
  invitado: 2,
  invitado_username,
  estado,
  mensaje: '',
});
const equipo = { miembros: [{ id: 2, username: 'Luis' }], invitaciones: [inv('Luis', 'aceptada'), inv('marta', 'pendiente'), inv('pedro', 'rechazada')] };

describe('inviteProblem', () => {
  it.each([
    ['', 'Debes ingresar un username'],
    ['ANA', 'No puedes invitarte a ti mismo'],
    ['luis', 'El usuario ya es miembro del equipo'],
    ['Marta', 'El usuario ya tiene una invitación pendiente'],
  ])('%j gives %s', (username, text) => {
    expect(inviteProblem(username, 'ana', equipo)).toBe(text);
  });

  it('lets a rejected invitee or a stranger be invited', () => {
    expect(inviteProblem('pedro', 'ana', equipo)).toBeNull();
    expect(inviteProblem('sofia', 'ana', equipo)).toBeNull();
    expect(inviteProblem('luis', 'ana')).toBeNull();
  });
});

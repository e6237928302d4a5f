import { screen, waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API, renderAt, mockApi } from '../../../test/render';
import { ActivateUser, usernameFromPath } from './activate-user';

const asked: URL[] = [];
const server = mockApi(
  mock.get(`${API}/api/auth/users/activate/:username/`, ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({ detail: 'Usuario activado.' });
  }),
);
afterEach(() => {
  asked.length = 0;
  vi.restoreAllMocks();
});

describe('ActivateUser', () => {
  it('reads the username from the path', () => {
    expect(usernameFromPath('/auth/usuario/ana.p/activate')).toBe('ana.p');
    expect(usernameFromPath('/auth/usuario/jos%C3%A9/activate/')).toBe('josé');
    expect(usernameFromPath('/login')).toBe('');
  });

  it('activates once with the token, alerts and goes to /login', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt(
      <StrictMode>
        <ActivateUser />
      </StrictMode>,
      '/auth/usuario/ana/activate?token=abc',
      '/auth/usuario/:username/activate',
    );
    expect(await screen.findByText('pantalla de login')).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('Usuario "ana" activado correctamente.');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/api/auth/users/activate/ana/');
    expect(asked[0]!.searchParams.get('token')).toBe('abc');
  });

  it('works without a route param (public host route) and reports a 404', async () => {
    server.use(mock.get(`${API}/api/auth/users/activate/:username/`, () => HttpResponse.json({ detail: 'x' }, { status: 404 })));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt(<ActivateUser />, '/auth/usuario/ana/activate?token=abc');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Usuario no encontrado o ya activado.'));
    expect(screen.getByText('No se pudo activar el usuario ana.')).toBeTruthy();
    // An expired or lost link: the way to a new one.
    expect(screen.getByRole('link', { name: 'Pedir un nuevo enlace de activación' }).getAttribute('href')).toBe('/register?reenviar');
  });

  it('reports any other error', async () => {
    server.use(mock.get(`${API}/api/auth/users/activate/:username/`, () => HttpResponse.json({ detail: 'x' }, { status: 400 })));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt(<ActivateUser />, '/auth/usuario/ana/activate', '/auth/usuario/:username/activate');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Error inesperado al activar el usuario.'));
  });
});

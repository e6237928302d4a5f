import type { DashboardConfigSetRequest } from '@gestion/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sessionStore } from '@gestion/session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API, mockApi, renderAt, signInAs } from '../../../test/render';

// No pause between key strokes: the form's behaviour is under test, not the typing speed.
const userEvent = userEventLib.setup({ delay: null });

const posts: DashboardConfigSetRequest[] = [];
const contexto = (id: number, sigla: string) => ({ id, sigla, familia: 'f', tipo: 't', nombre: `Contexto ${sigla}`, numero_min: 1, numero_max: 40, cantidad: 3, fuente_url: null });

const server = mockApi(
  http.get(`${API}/api/terra/dashboard_config/`, () => HttpResponse.json({ contextos_favoritos: ['zeta'] })),
  http.get(`${API}/api/rodox/contextos/`, () => HttpResponse.json([contexto(1, 'alfa'), contexto(2, 'beta'), contexto(3, 'zeta')])),
  http.post(`${API}/terra/dashboard_config/set_contextos/`, async ({ request }) => {
    const body = (await request.json()) as DashboardConfigSetRequest;
    posts.push(body);
    return HttpResponse.json(body);
  }),
);

beforeEach(() => {
  posts.length = 0;
});
afterEach(() => act(() => sessionStore.clear()));

describe('PreferenciasPage', () => {
  it("keeps the order the contexts are chosen in and saves them: 'Preferencias guardadas'", async () => {
    signInAs(['rodox.view_contexto']);
    renderAt('/user/preferencia/edit');
    expect(await screen.findByTitle('zeta')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Contextos favoritos' }));
    await userEvent.click(await screen.findByTitle('beta'));
    await userEvent.click(await screen.findByTitle('alfa'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Preferencias guardadas')).toBeTruthy();
    expect(posts).toEqual([{ contextos_favoritos: ['zeta', 'beta', 'alfa'] }]);
  });

  it("says 'Error al guardar' with the server's reason", async () => {
    server.use(
      http.post(`${API}/terra/dashboard_config/set_contextos/`, () => HttpResponse.json({ contextos_favoritos: ['Contexto desconocido: omega.'] }, { status: 400 })),
    );
    signInAs([], { superuser: true });
    renderAt('/user/preferencia/edit');
    expect(await screen.findByTitle('zeta')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error al guardar');
    expect(alert.textContent).toContain('Contexto desconocido: omega.');
    expect(screen.queryByText('Preferencias guardadas')).toBeNull();
  });

  it('is refused without rodox.view_contexto', async () => {
    signInAs(['main.view_sprint']);
    renderAt('/user/preferencia/edit');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/error/403'));
  });
});

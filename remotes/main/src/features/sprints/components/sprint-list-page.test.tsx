import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderAt, signInAs } from '../../../test/render';

const server = mockServer(
  http.get(`${API}/api/main/sprints/`, () => HttpResponse.json([{ id: 4, nombre: 'Sprint 4', descripcion: 'Cuarto' }])),
  http.get(`${API}/api/main/sprints/with/tareas/pagination/none/`, () =>
    HttpResponse.json([{ id: 4, nombre: 'Sprint 4', descripcion: 'Cuarto', tareas: [{ id: 1, descripcion: 'Tarea uno', estado: 'pendiente', sprint_id: 4 }] }]),
  ),
);

beforeEach(() => signInAs(['main.view_sprint']));

describe('sprint lists', () => {
  it("lists nombre, descripcion and 'Ver tareas'; '+ Crear sprint' opens the create screen", async () => {
    renderAt('/main/sprint/list');
    expect(await screen.findByText('Sprint 4')).toBeTruthy();
    expect(screen.getByText('Cuarto')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver tareas' }).getAttribute('href')).toBe('/main/sprint/4');
    await userEvent.click(screen.getByRole('button', { name: '+ Crear sprint' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/main/sprint/create'));
  });

  it('the extended view shows every sprint with its tasks', async () => {
    renderAt('/main/sprint/list/view/extended');
    expect(await screen.findByText('Tarea uno')).toBeTruthy();
    expect(screen.getByText('Sprint 4')).toBeTruthy();
  });

  it("the extended view says 'No hay sprints' when empty", async () => {
    server.use(http.get(`${API}/api/main/sprints/with/tareas/pagination/none/`, () => HttpResponse.json([])));
    renderAt('/main/sprint/list/view/extended');
    expect(await screen.findByText('No hay sprints')).toBeTruthy();
  });

  it('an unknown path of the area goes to the dashboard', async () => {
    renderAt('/main/nada');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/dashboard'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
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

describe("the sprint list's 'Editar' and 'Eliminar'", () => {
  let stored: { id: number; nombre: string; descripcion: string }[] = [];
  const sent: { method: string; url: string; body?: unknown }[] = [];
  beforeEach(() => {
    stored = [
      { id: 4, nombre: 'Sprint 4', descripcion: 'Cuarto' },
      { id: 5, nombre: 'Sprint 5', descripcion: 'Quinto' },
    ];
    sent.length = 0;
    server.use(
      http.get(`${API}/api/main/sprints/`, () => HttpResponse.json(stored)),
      http.get(`${API}/api/main/sprints/:id/`, ({ params }) => HttpResponse.json({ ...stored.find((s) => s.id === Number(params.id)), tareas: [] })),
      http.patch(`${API}/api/main/sprints/:id/`, async ({ params, request }) => {
        const body = (await request.json()) as object;
        sent.push({ method: 'PATCH', url: request.url, body });
        stored = stored.map((s) => (s.id === Number(params.id) ? { ...s, ...body } : s));
        return HttpResponse.json(stored.find((s) => s.id === Number(params.id)));
      }),
      http.get(`${API}/api/main/sprints/:id/eliminar/`, () => HttpResponse.json({ repr: 'Sprint 4', impide: null, arrastra: ['2 tareas'] })),
      http.delete(`${API}/api/main/sprints/:id/`, ({ params, request }) => {
        sent.push({ method: 'DELETE', url: request.url });
        stored = stored.filter((s) => s.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  const rowOf = async (nombre: string) => (await screen.findByText(nombre)).closest('tr')!;

  it('are absent for a user with main.view_sprint only: the row keeps just its Ver tareas', async () => {
    renderAt('/main/sprint/list');
    const row = await rowOf('Sprint 4');
    expect(within(row).getByRole('link', { name: 'Ver tareas' })).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it("give a holder of main.change_sprint only 'Editar': the rename is sent and the list shows it", async () => {
    signInAs(['main.view_sprint', 'main.change_sprint']);
    renderAt('/main/sprint/list');
    const row = await rowOf('Sprint 4');
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar: Sprint 4')).toBeTruthy();
    const nombre = await within(dialog).findByLabelText('Nombre');
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Sprint cuatro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Sprint cuatro')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', url: `${API}/api/main/sprints/4/`, body: { nombre: 'Sprint cuatro' } }]);
  });

  it("give a holder of main.delete_sprint 'Eliminar', whose confirmation names its tasks; the list loses it", async () => {
    signInAs(['main.view_sprint', 'main.delete_sprint']);
    renderAt('/main/sprint/list');
    const row = await rowOf('Sprint 4');
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Se eliminará también: 2 tareas.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Sprint 4')).toBeNull());
    expect(screen.getByText('Sprint 5')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', url: `${API}/api/main/sprints/4/` }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderAt, signInAs } from '../../../test/render';

let tareas = [
  { id: 1, descripcion: 'Definir alcance', estado: 'pendiente', sprint_id: 3 },
  { id: 2, descripcion: 'Cerrar', estado: 'completada', sprint_id: 3 },
];
const asked: string[] = [];
const server = mockServer(
  http.get(`${API}/api/main/sprints/`, ({ request }) => {
    const nombre = new URL(request.url).searchParams.get('nombre') ?? '';
    asked.push(nombre);
    return HttpResponse.json(nombre === 'terra - expectativas' ? [{ id: 3, nombre, descripcion: '' }] : []);
  }),
  http.get(`${API}/api/main/tareas/`, ({ request }) => {
    const sprint = new URL(request.url).searchParams.get('sprint');
    return HttpResponse.json(sprint === '3' ? tareas : []);
  }),
  http.post(`${API}/api/main/tareas/:id/estado/`, async ({ params, request }) => {
    const { estado } = (await request.json()) as { estado: string };
    tareas = tareas.map((t) => (t.id === Number(params.id) ? { ...t, estado } : t));
    return HttpResponse.json(tareas.find((t) => t.id === Number(params.id)));
  }),
);

beforeEach(() => {
  asked.length = 0;
  tareas = tareas.map((t) => (t.id === 1 ? { ...t, estado: 'pendiente' } : t));
});

describe('TareasSubproyectoPage', () => {
  it("reads the sprint '{subproyecto} - expectativas' and its tasks", async () => {
    signInAs(['main.view_tareasprint', 'main.change_tareasprint']);
    renderAt('/terra/tareas/list');
    expect(await screen.findByText('Definir alcance')).toBeTruthy();
    expect(asked).toContain('terra - expectativas');
    expect(screen.getByRole('heading', { name: 'Tareas Terra' })).toBeTruthy();
    const row = screen.getByText('Definir alcance').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Completar/ }));
    await waitFor(() => expect(within(screen.getByText('Definir alcance').closest('tr')!).getByText('completada')).toBeTruthy());
  });

  it('says when the sprint is missing', async () => {
    signInAs(['main.view_tareasprint']);
    renderAt('/acmia/tareas/list');
    expect(await screen.findByText('No se encontró el sprint de expectativas para este subproyecto.')).toBeTruthy();
  });

  it('says when the search fails, with the server detail', async () => {
    server.use(http.get(`${API}/api/main/sprints/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })));
    signInAs(['main.view_tareasprint']);
    renderAt('/terra/tareas/list');
    expect(await screen.findByText('Error al buscar el sprint de expectativas.')).toBeTruthy();
    expect(screen.getByText('No tienes permiso.')).toBeTruthy();
  });

  it('shows the server detail when the tasks fail', async () => {
    server.use(http.get(`${API}/api/main/tareas/`, () => HttpResponse.json({ detail: 'Prohibido.' }, { status: 403 })));
    signInAs(['main.view_tareasprint']);
    renderAt('/terra/tareas/list');
    expect(await screen.findByText('Prohibido.')).toBeTruthy();
    expect(screen.queryByText('Error al cargar tareas.')).toBeNull();
  });

  it("says 'Error al cargar tareas.' when the server gives no detail", async () => {
    server.use(http.get(`${API}/api/main/tareas/`, () => new HttpResponse(null, { status: 500 })));
    signInAs(['main.view_tareasprint']);
    renderAt('/terra/tareas/list');
    expect(await screen.findByText('Error al cargar tareas.')).toBeTruthy();
    expect(screen.queryByText('Request failed with status code 500')).toBeNull();
  });

  it("alerts 'Error al cambiar el estado' when a change fails", async () => {
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(http.post(`${API}/api/main/tareas/:id/estado/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })));
    signInAs(['main.view_tareasprint']);
    renderAt('/terra/tareas/list');
    const row = (await screen.findByText('Definir alcance')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Descartar/ }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error al cambiar el estado'));
    alertSpy.mockRestore();
  });

  it('is refused without main.view_tareasprint', async () => {
    signInAs(['main.view_sprint'], { groups: ['terra_equipo'] });
    renderAt('/terra/tareas/list');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/error/403'));
  });
});

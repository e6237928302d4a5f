import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderAt, signInAs } from '../../../test/render';

let posted: unknown = null;
const server = mockServer(
  http.post(`${API}/api/main/sprints/`, async ({ request }) => {
    posted = await request.json();
    return HttpResponse.json({ id: 7, ...(posted as object), tareas: [] }, { status: 201 });
  }),
  http.get(`${API}/api/main/sprints/7/`, () =>
    HttpResponse.json({ id: 7, nombre: 'Sprint 7', descripcion: 'd', tareas: [{ id: 1, descripcion: 'a', estado: 'pendiente', sprint_id: 7 }] }),
  ),
);

beforeEach(() => {
  posted = null;
  signInAs(['main.add_sprint', 'main.view_sprint']);
});

async function typeText(text: string) {
  const box = await screen.findByRole('textbox', { name: 'Texto del sprint' });
  await userEvent.click(box);
  await userEvent.paste(text);
}

describe('SprintCreatePage', () => {
  it('rejects text without a name or tasks with the spec message and calls nothing', async () => {
    renderAt('/main/sprint/create');
    await typeText('Descripcion: sin nombre');
    await userEvent.click(screen.getByRole('button', { name: 'Crear sprint' }));
    expect(await screen.findByText('Debes ingresar un Nombre y al menos una Tarea.')).toBeTruthy();
    expect(posted).toBeNull();
  });

  it('posts the parsed payload, shows the success toast and opens the sprint', async () => {
    renderAt('/main/sprint/create');
    await typeText('Nombre: Sprint 7\nDescripción: d\nTareas:\n- a\n– b');
    await userEvent.click(screen.getByRole('button', { name: 'Crear sprint' }));
    await waitFor(() => expect(posted).toEqual({ nombre: 'Sprint 7', descripcion: 'd', tareas: ['a', 'b'] }));
    expect(await screen.findByText('Sprint creado correctamente')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/main/sprint/7'));
    expect(await screen.findByRole('heading', { name: 'Sprint 7' })).toBeTruthy();
  });

  it('a server refusal shows "Error al crear sprint" and the reason', async () => {
    server.use(
      http.post(`${API}/api/main/sprints/`, () =>
        HttpResponse.json({ nombre: ['Ya existe un sprint con este nombre.'] }, { status: 400 }),
      ),
    );
    renderAt('/main/sprint/create');
    await typeText('Nombre: Repetido\nTareas:\n- a');
    await userEvent.click(screen.getByRole('button', { name: 'Crear sprint' }));
    expect(await screen.findByText('Error al crear sprint')).toBeTruthy();
    expect(screen.getByText('Ya existe un sprint con este nombre.')).toBeTruthy();
  });

  it("a refused task shows the server's nested field error as the reason", async () => {
    server.use(
      http.post(`${API}/api/main/sprints/`, () =>
        HttpResponse.json({ tareas: { '1': ['Los caracteres nulos no están permitidos.'] } }, { status: 400 }),
      ),
    );
    renderAt('/main/sprint/create');
    await typeText('Nombre: Con tareas\nTareas:\n- a\n- b');
    await userEvent.click(screen.getByRole('button', { name: 'Crear sprint' }));
    expect(await screen.findByText('Error al crear sprint')).toBeTruthy();
    expect(screen.getByText('Los caracteres nulos no están permitidos.')).toBeTruthy();
    expect(screen.queryByText(/object Object/)).toBeNull();
  });
});

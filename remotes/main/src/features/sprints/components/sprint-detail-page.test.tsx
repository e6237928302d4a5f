import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderAt, signInAs } from '../../../test/render';

let tareas = [{ id: 11, descripcion: 'Escribir pruebas', estado: 'pendiente', sprint_id: 5 }];
let created: unknown = null;
const server = mockServer(
  http.get(`${API}/api/main/sprints/5/`, () => HttpResponse.json({ id: 5, nombre: 'Sprint 5', descripcion: 'Cierre', tareas })),
  http.get(`${API}/api/main/sprints/404/`, () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })),
  http.post(`${API}/api/tareas/:id/estado/`, async ({ params, request }) => {
    const { estado } = (await request.json()) as { estado: string };
    tareas = tareas.map((t) => (t.id === Number(params.id) ? { ...t, estado } : t));
    return HttpResponse.json(tareas[0]);
  }),
  http.post(`${API}/api/main/tareas/`, async ({ request }) => {
    created = await request.json();
    const t = { id: 12, estado: 'pendiente', ...(created as { descripcion: string; sprint_id: number }) };
    tareas = [...tareas, t];
    return HttpResponse.json(t, { status: 201 });
  }),
);

beforeEach(() => {
  tareas = [{ id: 11, descripcion: 'Escribir pruebas', estado: 'pendiente', sprint_id: 5 }];
  created = null;
  signInAs(['main.view_sprint', 'main.change_tareasprint', 'main.add_tareasprint']);
});

const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('SprintDetailPage', () => {
  it('shows the sprint, completes a task through /api/tareas/{id}/estado/ and adds one', async () => {
    renderAt('/main/sprint/5');
    expect(await screen.findByRole('heading', { name: 'Sprint 5' })).toBeTruthy();
    await userEvent.click(within(row('Escribir pruebas')).getByRole('button', { name: /Completar/ }));
    await waitFor(() => expect(within(row('Escribir pruebas')).getByText('completada')).toBeTruthy());

    await userEvent.click(screen.getByRole('button', { name: '+ Nueva Tarea' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'Publicar');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Publicar')).toBeTruthy();
    expect(created).toEqual({ descripcion: 'Publicar', sprint_id: 5 });
  });

  it("'No se encontró el sprint' for an unknown or malformed id", async () => {
    renderAt('/main/sprint/404');
    expect(await screen.findByText('No se encontró el sprint')).toBeTruthy();
  });

  it.each([
    [{ detail: 'No tienes permiso para realizar esta acción.' }, 403, 'Motivo: No tienes permiso para realizar esta acción.'],
    [null, 403, 'No tienes permisos para modificar esta tarea.'],
    [null, 404, 'La tarea no existe o fue eliminada.'],
    [null, 500, 'Error interno del servidor.'],
  ])('a failed change shows the sprint screen texts (%j, %i)', async (body, status, text) => {
    server.use(http.post(`${API}/api/tareas/:id/estado/`, () => new HttpResponse(body ? JSON.stringify(body) : null, { status, headers: { 'Content-Type': 'application/json' } })));
    renderAt('/main/sprint/5');
    await screen.findByRole('heading', { name: 'Sprint 5' });
    await userEvent.click(within(row('Escribir pruebas')).getByRole('button', { name: /Descartar/ }));
    expect(await screen.findByText('No se pudo actualizar la tarea.')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it("a failed creation says 'Error al crear la tarea' and keeps the dialog", async () => {
    server.use(http.post(`${API}/api/main/tareas/`, () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    renderAt('/main/sprint/5');
    await screen.findByRole('heading', { name: 'Sprint 5' });
    await userEvent.click(screen.getByRole('button', { name: '+ Nueva Tarea' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'Publicar');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error al crear la tarea')).toBeTruthy();
    expect(screen.queryByText(/Error al crear la tarea:/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeTruthy();
  });
});

describe("a task's 'Editar' and 'Eliminar' on the sprint screen", () => {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  beforeEach(() => {
    tareas = [
      { id: 11, descripcion: 'Escribir pruebas', estado: 'pendiente', sprint_id: 5 },
      { id: 12, descripcion: 'Publicar', estado: 'pendiente', sprint_id: 5 },
    ];
    sent.length = 0;
    server.use(
      http.get(`${API}/api/main/tareas/:id/`, ({ params }) => HttpResponse.json(tareas.find((t) => t.id === Number(params.id)))),
      http.patch(`${API}/api/main/tareas/:id/`, async ({ params, request }) => {
        const body = (await request.json()) as object;
        sent.push({ method: 'PATCH', url: request.url, body });
        tareas = tareas.map((t) => (t.id === Number(params.id) ? { ...t, ...body } : t));
        return HttpResponse.json(tareas.find((t) => t.id === Number(params.id)));
      }),
      http.get(`${API}/api/main/tareas/:id/eliminar/`, ({ params }) =>
        HttpResponse.json({ repr: tareas.find((t) => t.id === Number(params.id))?.descripcion, impide: null, arrastra: [] }),
      ),
      http.delete(`${API}/api/main/tareas/:id/`, ({ params, request }) => {
        sent.push({ method: 'DELETE', url: request.url });
        tareas = tareas.filter((t) => t.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

  it('are absent without main.change_ and main.delete_tareasprint: the spec\'s three actions only', async () => {
    signInAs(['main.view_sprint', 'main.view_tareasprint']);
    renderAt('/main/sprint/5');
    await screen.findByRole('heading', { name: 'Sprint 5' });
    const names = within(row('Escribir pruebas')).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Copiar', 'Completar', 'Descartar']);
  });

  it("give a holder of main.delete_tareasprint 'Eliminar': the task leaves the sprint's list", async () => {
    signInAs(['main.view_sprint', 'main.view_tareasprint', 'main.delete_tareasprint']);
    renderAt('/main/sprint/5');
    await screen.findByRole('heading', { name: 'Sprint 5' });
    expect(within(row('Escribir pruebas')).queryByRole('button', { name: 'Editar' })).toBeNull();
    await userEvent.click(within(row('Escribir pruebas')).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('¿Eliminar «Escribir pruebas»? Esta acción no se puede deshacer.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Escribir pruebas')).toBeNull());
    expect(screen.getByText('Publicar')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', url: `${API}/api/main/tareas/11/` }]);
  });

  it("give a holder of main.change_tareasprint 'Editar': the stored description, corrected and shown", async () => {
    signInAs(['main.view_sprint', 'main.view_tareasprint', 'main.change_tareasprint']);
    renderAt('/main/sprint/5');
    await screen.findByRole('heading', { name: 'Sprint 5' });
    expect(within(row('Publicar')).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(row('Publicar')).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const descripcion = await within(dialog).findByLabelText('Descripción');
    expect((descripcion as HTMLInputElement).value).toBe('Publicar');
    await userEvent.type(descripcion, ' la versión');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Publicar la versión')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', url: `${API}/api/main/tareas/12/`, body: { descripcion: 'Publicar la versión' } }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderAt, signInAs } from '../../../test/render';

type Sub = { id: number; nombre: string; descripcion: string; activo: boolean };
let subs: Sub[] = [];
const server = mockServer(
  http.get(`${API}/subproyectos/`, () => HttpResponse.json(subs)),
  http.post(`${API}/subproyectos/`, async ({ request }) => {
    const body = (await request.json()) as { nombre: string; descripcion: string };
    const sub = { id: subs.length + 1, nombre: body.nombre, descripcion: body.descripcion ?? '', activo: true };
    subs = [...subs, sub];
    return HttpResponse.json(sub, { status: 201 });
  }),
  http.patch(`${API}/api/subproyectos/:id/`, async ({ params, request }) => {
    const { activo } = (await request.json()) as { activo: boolean };
    subs = subs.map((s) => (s.id === Number(params.id) ? { ...s, activo } : s));
    return HttpResponse.json(subs.find((s) => s.id === Number(params.id)));
  }),
);

beforeEach(() => {
  subs = [{ id: 1, nombre: 'acmia', descripcion: 'Acmia', activo: true }];
  signInAs([], { superuser: true });
});

describe('SubproyectoListPage', () => {
  it('requires Nombre, creates with an optional Descripción and lists the new one', async () => {
    renderAt('/main/subproyecto/list');
    expect(await screen.findByText('acmia')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('El nombre es obligatorio.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'terra');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('terra')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('');
  });

  it('toggles Activar/Desactivar', async () => {
    renderAt('/main/subproyecto/list');
    const row = (await screen.findByText('acmia')).closest('tr')!;
    expect(within(row).getByText('Activo')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Desactivar acmia' }));
    await waitFor(() => expect(within(screen.getByText('acmia').closest('tr')!).getByText('Inactivo')).toBeTruthy());
    await userEvent.click(within(screen.getByText('acmia').closest('tr')!).getByRole('button', { name: 'Activar acmia' }));
    await waitFor(() => expect(within(screen.getByText('acmia').closest('tr')!).getByText('Activo')).toBeTruthy());
  });

  it('shows the three error texts', async () => {
    server.use(
      http.post(`${API}/subproyectos/`, () => HttpResponse.json({ nombre: ['Ya existe un subproyecto con este nombre.'] }, { status: 400 })),
      http.patch(`${API}/api/subproyectos/:id/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })),
    );
    renderAt('/main/subproyecto/list');
    await screen.findByText('acmia');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'ACMIA');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('No se pudo crear el subproyecto')).toBeTruthy();
    expect(screen.getByText('Ya existe un subproyecto con este nombre.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Desactivar acmia' }));
    expect(await screen.findByText('No se pudo cambiar el estado')).toBeTruthy();
  });

  it("a load failure shows 'No se pudieron cargar los subproyectos'", async () => {
    server.use(http.get(`${API}/subproyectos/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })));
    renderAt('/main/subproyecto/list');
    expect(await screen.findByText('No se pudieron cargar los subproyectos')).toBeTruthy();
  });
});

describe("a sub-project's 'Editar' and 'Eliminar'", () => {
  const sent: { method: string; url: string; body?: unknown }[] = [];
  beforeEach(() => {
    subs = [
      { id: 1, nombre: 'acmia', descripcion: 'Acmia', activo: true },
      { id: 2, nombre: 'terra', descripcion: 'Terra', activo: true },
    ];
    sent.length = 0;
    server.use(
      http.get(`${API}/api/subproyectos/:id/`, ({ params }) => HttpResponse.json(subs.find((s) => s.id === Number(params.id)))),
      http.patch(`${API}/api/subproyectos/:id/`, async ({ params, request }) => {
        const body = (await request.json()) as object;
        sent.push({ method: 'PATCH', url: request.url, body });
        subs = subs.map((s) => (s.id === Number(params.id) ? { ...s, ...body } : s));
        return HttpResponse.json(subs.find((s) => s.id === Number(params.id)));
      }),
      http.get(`${API}/api/subproyectos/:id/eliminar/`, () => HttpResponse.json({ repr: 'acmia', impide: null, arrastra: [] })),
      http.delete(`${API}/api/subproyectos/:id/`, ({ params, request }) => {
        sent.push({ method: 'DELETE', url: request.url });
        subs = subs.filter((s) => s.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });
  const rowOf = async (nombre: string) => (await screen.findByText(nombre)).closest('tr')!;

  it('are absent without main.change_ and main.delete_subproyecto: the row keeps its toggle only', async () => {
    signInAs(['main.view_subproyecto', 'main.add_subproyecto']);
    renderAt('/main/subproyecto/list');
    const names = within(await rowOf('acmia')).getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Desactivar']);
  });

  it("give a holder of main.change_subproyecto 'Editar': the correction is sent and listed", async () => {
    signInAs(['main.view_subproyecto', 'main.change_subproyecto']);
    renderAt('/main/subproyecto/list');
    const row = await rowOf('acmia');
    expect(within(row).queryByRole('button', { name: 'Eliminar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog');
    const descripcion = await within(dialog).findByLabelText('Descripción');
    await userEvent.clear(descripcion);
    await userEvent.type(descripcion, 'Acmia norte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Acmia norte')).toBeTruthy();
    expect(sent).toEqual([{ method: 'PATCH', url: `${API}/api/subproyectos/1/`, body: { descripcion: 'Acmia norte' } }]);
  });

  it("give a holder of main.delete_subproyecto 'Eliminar': the list loses it", async () => {
    signInAs(['main.view_subproyecto', 'main.delete_subproyecto']);
    renderAt('/main/subproyecto/list');
    const row = await rowOf('acmia');
    expect(within(row).queryByRole('button', { name: 'Editar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('¿Eliminar «acmia»? Esta acción no se puede deshacer.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('acmia')).toBeNull());
    expect(screen.getByText('terra')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', url: `${API}/api/subproyectos/1/` }]);
  });
});

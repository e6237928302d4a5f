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

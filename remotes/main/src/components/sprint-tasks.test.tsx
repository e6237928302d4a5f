import type { Tarea } from '@gestion/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, mockServer, renderComponent, signInAs } from '../test/render';
import { SprintTasks, type SprintTasksProps } from './sprint-tasks';

const TAREAS: Tarea[] = [
  { id: 1, descripcion: 'Definir alcance', estado: 'pendiente', sprint_id: 3 },
  { id: 2, descripcion: 'Cerrar', estado: 'completada', sprint_id: 3 },
];

const server = mockServer();

function mount(props: Partial<SprintTasksProps> = {}) {
  return renderComponent(<SprintTasks sprintId={3} tareas={TAREAS} {...props} />);
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  alertSpy.mockRestore();
});

describe('SprintTasks', () => {
  it("list variant: a failed change is the alert 'Error al cambiar el estado', nothing inline", async () => {
    server.use(http.post(`${API}/api/main/tareas/:id/estado/`, () => HttpResponse.json({ detail: 'No tienes permiso.' }, { status: 403 })));
    signInAs(['main.view_tareasprint', 'main.change_tareasprint']);
    mount();
    await userEvent.click(within(row('Definir alcance')).getByRole('button', { name: /Descartar/ }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Error al cambiar el estado'));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No tienes permiso.')).toBeNull();
  });

  it("sprint variant: keeps the inline 'No se pudo actualizar la tarea.' + 'Motivo:' and no window alert", async () => {
    server.use(http.post(`${API}/api/tareas/:id/estado/`, () => HttpResponse.json({ detail: 'Cerrado.' }, { status: 400 })));
    signInAs(['main.view_tareasprint', 'main.change_tareasprint']);
    mount({ variant: 'sprint' });
    await userEvent.click(within(row('Definir alcance')).getByRole('button', { name: /Descartar/ }));
    expect(await screen.findByText('No se pudo actualizar la tarea.')).toBeTruthy();
    expect(screen.getByText('Motivo: Cerrado.')).toBeTruthy();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("a failed creation toasts exactly 'Error al crear la tarea', without the server detail", async () => {
    server.use(http.post(`${API}/api/main/tareas/`, () => HttpResponse.json({ detail: 'Prohibido.' }, { status: 403 })));
    signInAs(['main.view_tareasprint', 'main.add_tareasprint']);
    mount();
    await userEvent.click(screen.getByRole('button', { name: '+ Nueva Tarea' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Descripción' }), 'Publicar');
    await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error al crear la tarea')).toBeTruthy();
    expect(screen.queryByText(/Prohibido/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeTruthy();
  });
});

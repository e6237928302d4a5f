import { act, fireEvent, render as rtlRender, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TaskTable, taskEstadoKind, type Task } from './task-table';
import { WIDE_TABLE_CLASS } from './wide-table';

const tasks: Task[] = [
  { id: 1, descripcion: 'Revisar precios', estado: 'pendiente' },
  { id: 2, descripcion: 'Cerrar sprint', estado: 'completada' },
  { id: 3, descripcion: 'Migrar datos', estado: 'descartada' },
  { id: 4, descripcion: 'Otra cosa', estado: 'en_progreso' },
];

// Without motion the dialog unmounts at once (happy-dom never ends CSS transitions).
const render = (ui: ReactElement) => rtlRender(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const button = (row: HTMLElement, name: string) =>
  Array.from(row.querySelectorAll('button')).find((b) => b.textContent?.includes(name)) as HTMLButtonElement;

describe('TaskTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the columns Descripción, Estado and Acciones', () => {
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} />);
    for (const title of ['Descripción', 'Estado', 'Acciones']) expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();
  });

  it('scrolls sideways by its class, with no column measured on mount (antd scroll.x)', () => {
    const { container } = render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} />);
    expect(container.querySelector(`.ant-table-wrapper.${WIDE_TABLE_CLASS}`)).not.toBeNull();
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
  });

  it("names each row's buttons by their text alone: the icons are decorative", () => {
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} />);
    const row = within(rowOf('Revisar precios'));
    // exact names: the old icons' own labels made them 'copy Copiar', 'check Completar'…
    for (const name of ['Copiar', 'Completar', 'Descartar']) expect(row.getByRole('button', { name })).toBeTruthy();
    expect(rowOf('Revisar precios').querySelectorAll('.anticon svg')).toHaveLength(3);
  });

  it('treats any estado other than completada/descartada as pending, shown yellow', () => {
    expect(taskEstadoKind('en_progreso')).toBe('pendiente');
    expect(taskEstadoKind('')).toBe('pendiente');
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} />);
    expect(screen.getByText('en_progreso').className).toContain('gold');
    expect(screen.getByText('pendiente').className).toContain('gold');
    expect(screen.getByText('completada').className).toContain('green');
  });

  it('disables Completar when completada and Descartar when descartada', () => {
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} />);
    expect(button(rowOf('Cerrar sprint'), 'Completar').disabled).toBe(true);
    expect(button(rowOf('Cerrar sprint'), 'Descartar').disabled).toBe(false);
    expect(button(rowOf('Migrar datos'), 'Descartar').disabled).toBe(true);
    expect(button(rowOf('Migrar datos'), 'Completar').disabled).toBe(false);
    expect(button(rowOf('Otra cosa'), 'Completar').disabled).toBe(false);
  });

  it('calls onChangeEstado with the task and the new estado', async () => {
    const onChangeEstado = vi.fn().mockResolvedValue(undefined);
    render(<TaskTable tasks={tasks} onChangeEstado={onChangeEstado} />);
    fireEvent.click(button(rowOf('Revisar precios'), 'Completar'));
    expect(onChangeEstado).toHaveBeenCalledWith(tasks[0], 'completada');
    fireEvent.click(button(rowOf('Otra cosa'), 'Descartar'));
    await waitFor(() => expect(onChangeEstado).toHaveBeenCalledWith(tasks[3], 'descartada'));
  });

  it('copies the description to the clipboard and confirms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} />);
    await act(async () => {
      fireEvent.click(button(rowOf('Revisar precios'), 'Copiar'));
    });
    expect(writeText).toHaveBeenCalledWith('Revisar precios');
    expect(button(rowOf('Revisar precios'), 'Copiado')).toBeTruthy();
  });

  it("creates a task from the '+ Nueva Tarea' dialog, refusing a blank description", async () => {
    const onCreate = vi.fn().mockResolvedValue(undefined);
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole('button', { name: '+ Nueva Tarea' }));
    const input = await screen.findByRole('textbox', { name: 'Descripción' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(screen.getByText('La descripción no puede estar vacía.')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '  Nueva revisión  ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    });
    expect(onCreate).toHaveBeenCalledWith('Nueva revisión');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Descripción' })).toBeNull());
  });

  it('keeps the dialog open when creation fails, and Cancelar closes it', async () => {
    const onCreate = vi.fn().mockRejectedValue(new Error('x'));
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} onCreate={onCreate} />);
    fireEvent.click(screen.getByRole('button', { name: '+ Nueva Tarea' }));
    const input = await screen.findByRole('textbox', { name: 'Descripción' });
    fireEvent.change(input, { target: { value: 'Algo' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    });
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Descripción' })).toBeNull());
  });

  it('hides the create button when canCreate is false', () => {
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} onCreate={vi.fn()} canCreate={false} />);
    expect(screen.queryByRole('button', { name: '+ Nueva Tarea' })).toBeNull();
  });

  it("shows a row's further actions after its estado buttons, in both layouts", () => {
    const rowActions = (task: Task) => <button type="button">Editar {task.descripcion}</button>;
    const { unmount } = render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} rowActions={rowActions} />);
    const row = rowOf('Revisar precios');
    const names = Array.from(row.querySelectorAll('button')).map((b) => b.textContent);
    expect(names.at(-1)).toBe('Editar Revisar precios');
    expect(names.indexOf('Descartar')).toBe(names.length - 2);
    unmount();
    render(<TaskTable tasks={tasks} onChangeEstado={vi.fn()} rowActions={rowActions} mobile />);
    expect(screen.getAllByRole('listitem')[1].textContent).toContain('Editar Cerrar sprint');
  });

  describe('narrow layout', () => {
    it('shows each task as a list item with its whole description, estado and named icon actions', async () => {
      const onChangeEstado = vi.fn().mockResolvedValue(undefined);
      render(<TaskTable tasks={tasks} onChangeEstado={onChangeEstado} mobile />);
      expect(screen.queryByRole('table')).toBeNull();
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(tasks.length);
      const first = items[0];
      expect(first.textContent).toContain('Revisar precios');
      expect(first.textContent).toContain('pendiente');
      const completar = Array.from(first.querySelectorAll('button')).find((b) => b.getAttribute('aria-label') === 'Completar') as HTMLButtonElement;
      expect(completar.textContent).toBe('');
      await act(async () => {
        fireEvent.click(completar);
      });
      expect(onChangeEstado).toHaveBeenCalledWith(tasks[0], 'completada');
      const done = Array.from(items[1].querySelectorAll('button')).find((b) => b.getAttribute('aria-label') === 'Completar') as HTMLButtonElement;
      expect(done.disabled).toBe(true);
    });

    it('shows the empty message when there are no tasks', () => {
      render(<TaskTable tasks={[]} onChangeEstado={vi.fn()} emptyMessage="No hay tareas en este sprint." mobile />);
      expect(screen.getByText('No hay tareas en este sprint.')).toBeTruthy();
    });
  });
});

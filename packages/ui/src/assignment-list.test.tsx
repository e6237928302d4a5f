import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AssignmentDialog } from './assignment-dialog';
import { AssignmentList } from './assignment-list';
import { renderArea } from './testing';

type Item = { id: number; name: string; label: string };
const ITEMS: Item[] = [
  { id: 1, name: 'auth.view_user', label: 'Ver usuarios' },
  { id: 2, name: 'auth.add_user', label: 'Crear usuarios' },
  { id: 3, name: 'main.view_sprint', label: 'Ver sprints' },
];
const base = { itemId: (i: Item) => i.id, itemName: (i: Item) => i.name, emptyMessage: 'Nada que mostrar' };

function Picker({ onSave }: { onSave(ids: number[]): void }) {
  const [selected, setSelected] = useState([1]);
  return (
    <AssignmentDialog
      {...base}
      title="Permisos"
      items={ITEMS}
      describe={(i) => i.label}
      selected={selected}
      onSelect={setSelected}
      filterPlaceholder="Filtrar permisos"
      showCount
      canSave
      saving={false}
      onSave={() => onSave(selected)}
      onClose={() => {}}
    />
  );
}

describe('AssignmentList', () => {
  it('checks: filters by name or description, counts and hands the picks over', async () => {
    const onSave = vi.fn();
    renderArea(<Picker onSave={onSave} />, '/');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 seleccionados')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Filtrar permisos'), 'sprints');
    expect(within(dialog).queryByRole('checkbox', { name: /auth\.view_user/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /main\.view_sprint/ }));
    expect(within(dialog).getByText('2 seleccionados')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith([1, 3]);
  });

  it('toggles: Asignar/Quitar per item, busy until it settles, the texts of success and failure', async () => {
    let assigned = new Set([1]);
    const onToggle = vi.fn(async (item: Item, assign: boolean) => {
      if (item.id === 3) throw new Error('no');
      assigned = new Set(assign ? [...assigned, item.id] : [...assigned].filter((id) => id !== item.id));
    });
    function Rows() {
      const [, rerender] = useState(0);
      return (
        <AssignmentList
          {...base}
          mode="toggle"
          listLabel="Roles"
          items={ITEMS}
          isAssigned={(i) => assigned.has(i.id)}
          onToggle={async (i, a) => {
            await onToggle(i, a);
            rerender((n) => n + 1);
          }}
          toggleSuccessText="Rol actualizado"
          toggleErrorText="No se pudo actualizar el rol"
        />
      );
    }
    renderArea(<Rows />, '/');
    const list = screen.getByRole('list', { name: 'Roles' });
    expect(within(list).getByText('Asignado')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Asignar auth.add_user' }));
    expect(await screen.findByText('Rol actualizado')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quitar auth.add_user' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Asignar main.view_sprint' }));
    expect(await screen.findByText('No se pudo actualizar el rol')).toBeTruthy();
    expect(onToggle.mock.calls.map(([i, a]) => [i.id, a])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it('toggles in a table with Asignado Sí/No, and shows load states', () => {
    const { unmount } = renderArea(
      <AssignmentList
        {...base}
        mode="toggle"
        items={ITEMS}
        columns={[{ key: 'name', title: 'Codename', dataIndex: 'name' }]}
        isAssigned={(i) => i.id === 1}
        onToggle={async () => {}}
        toggleErrorText="x"
      />,
      '/',
    );
    const row = screen.getByText('auth.view_user').closest('tr')!;
    expect(within(row).getByText('Sí')).toBeTruthy();
    expect(within(screen.getByText('auth.add_user').closest('tr')!).getByText('No')).toBeTruthy();
    unmount();
    const states = (extra: object) => <AssignmentList {...base} mode="toggle" items={[]} isAssigned={() => false} onToggle={async () => {}} toggleErrorText="x" {...extra} />;
    const view = renderArea(states({ loading: true, loadingText: 'Cargando roles...' }), '/');
    expect(screen.getByText('Cargando roles...')).toBeTruthy();
    view.rerender(states({ error: 'No se pudieron cargar los roles' }));
    expect(screen.getByText('No se pudieron cargar los roles')).toBeTruthy();
  });
});

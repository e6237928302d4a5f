import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  nombre: string;
  ciudad: string;
}

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: i + 1,
  nombre: `Persona ${String(i + 1).padStart(2, '0')}`,
  ciudad: i % 2 ? 'Santiago' : 'Bogotá',
}));

const columns: DataTableColumn<Row>[] = [
  { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortable: true },
  { key: 'ciudad', title: 'Ciudad', dataIndex: 'ciudad' },
];

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('DataTable', () => {
  it('pages 10 rows by default with Página X de Y, Anterior and Siguiente', () => {
    render(<DataTable data={rows} columns={columns} rowKey="id" />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    const prev = screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect(bodyRows()).toHaveLength(5);
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
  });

  it('offers page sizes 10, 20 and 50 and resets to the first page', async () => {
    render(<DataTable data={rows} columns={columns} rowKey="id" />);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filas por página' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 por página', '20 por página', '50 por página']);
    fireEvent.click(screen.getByTitle('50 por página'));
    await waitFor(() => expect(screen.getByText('Página 1 de 1')).toBeTruthy());
    expect(bodyRows()).toHaveLength(25);
  });

  it('searches across columns, accent- and case-insensitively, from page 1', () => {
    render(<DataTable data={rows} columns={columns} rowKey="id" />);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    fireEvent.change(screen.getByPlaceholderText('Buscar…'), { target: { value: 'BOGOTA' } });
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Buscar…'), { target: { value: 'persona 07' } });
    expect(bodyRows()).toHaveLength(1);
  });

  it('shows the default empty message, or the one given', () => {
    const { rerender } = render(<DataTable data={[]} columns={columns} rowKey="id" />);
    expect(screen.getByText('No hay datos para mostrar')).toBeTruthy();
    rerender(<DataTable data={[]} columns={columns} rowKey="id" emptyMessage="No hay usuarios para mostrar" />);
    expect(screen.getByText('No hay usuarios para mostrar')).toBeTruthy();
  });

  it('sorts by a sortable header, ascending then descending', () => {
    render(<DataTable data={rows} columns={columns} rowKey="id" />);
    const header = document.querySelector<HTMLElement>('.ant-table-thead th.ant-table-column-has-sorters')!;
    fireEvent.click(header);
    expect(bodyRows()[0].textContent).toContain('Persona 01');
    fireEvent.click(header);
    expect(bodyRows()[0].textContent).toContain('Persona 25');
  });

  it('switches density between Compacta, Cómoda and Amplia', () => {
    render(<DataTable data={rows} columns={columns} rowKey="id" />);
    for (const label of ['Compacta', 'Cómoda', 'Amplia']) expect(screen.getByText(label)).toBeTruthy();
    const box = () => document.querySelector('.gestion-data-table')!.getAttribute('data-density');
    expect(box()).toBe('comfortable');
    fireEvent.click(screen.getByText('Compacta'));
    expect(box()).toBe('compact');
    expect(document.querySelector('.ant-table-small')).not.toBeNull();
    fireEvent.click(screen.getByText('Amplia'));
    expect(box()).toBe('spacious');
    expect(document.querySelector('.ant-table-small')).toBeNull();
  });

  it('hides a column from the Columnas picker', async () => {
    render(<DataTable data={rows} columns={columns} rowKey="id" />);
    fireEvent.click(screen.getByRole('button', { name: /Columnas/ }));
    const picker = await screen.findByRole('checkbox', { name: 'Ciudad' });
    fireEvent.click(picker);
    const head = document.querySelector('.ant-table-thead')!;
    expect(within(head as HTMLElement).queryByText('Ciudad')).toBeNull();
    expect(within(head as HTMLElement).getByText('Nombre')).toBeTruthy();
  });

  it('shows a skeleton while loading and the error panel on error', () => {
    const { rerender } = render(<DataTable data={rows} columns={columns} rowKey="id" loading />);
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    rerender(<DataTable data={rows} columns={columns} rowKey="id" error={new Error('Network Error')} />);
    expect(screen.getByText('Ocurrió un error.')).toBeTruthy();
    expect(screen.getByText('Network Error')).toBeTruthy();
  });

  it('uses cards on mobile', () => {
    render(<DataTable data={rows.slice(0, 3)} columns={columns} rowKey="id" mobile />);
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByText('Ciudad')).toHaveLength(3);
  });
});

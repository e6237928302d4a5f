import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServerTable, type ServerTableColumn, type ServerTableParams, type ServerTableProps } from './server-table';

interface Row {
  id: number;
  nombre: string;
}

const columns: ServerTableColumn<Row>[] = [
  { key: 'id', title: 'Id', dataIndex: 'id', sortField: 'id' },
  { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortField: 'producto__nombre' },
];

const rows: Row[] = [
  { id: 1, nombre: 'Arroz' },
  { id: 2, nombre: 'Habichuela' },
];

function Harness({ onParams, ...rest }: Partial<ServerTableProps<Row>> & { onParams(p: ServerTableParams): void }) {
  const [params, setParams] = useState<ServerTableParams>({ page: 3, pageSize: 20, search: '', ordering: '' });
  return (
    <ServerTable<Row>
      columns={columns}
      rows={rows}
      total={95}
      rowKey="id"
      {...params}
      onChange={(next) => {
        onParams(next);
        setParams(next);
      }}
      {...rest}
    />
  );
}

describe('ServerTable', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows Página X de Y from the total and moves with Anterior/Siguiente', () => {
    const onParams = vi.fn();
    render(<Harness onParams={onParams} />);
    expect(screen.getByText('Página 3 de 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onParams).toHaveBeenLastCalledWith({ page: 4, pageSize: 20, search: '', ordering: '' });
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onParams).toHaveBeenLastCalledWith({ page: 3, pageSize: 20, search: '', ordering: '' });
  });

  it('shows an exact count with es-ES separators, and an estimate as such: ≈ rounded, ≈ pages, Siguiente past them', () => {
    const onParams = vi.fn();
    const { rerender } = render(<Harness onParams={onParams} total={12500} />);
    expect(screen.getByText('12.500 registros')).toBeTruthy();
    expect(screen.getByText('Página 3 de 625')).toBeTruthy();
    rerender(<Harness onParams={onParams} total={12121} totalApproximate />);
    expect(screen.getByText('≈ 12.100 registros')).toBeTruthy();
    expect(screen.getByText('Página 3 de ≈607')).toBeTruthy();
    // An estimate below the page reached: the page is not hidden and the next one stays offered.
    rerender(<Harness onParams={onParams} total={41} totalApproximate />);
    expect(screen.getByText('≈ 41 registros')).toBeTruthy();
    expect(screen.getByText('Página 3 de ≈3')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect((next as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(next);
    expect(onParams).toHaveBeenLastCalledWith({ page: 4, pageSize: 20, search: '', ordering: '' });
    // Exact again (the walk's end): the last page has no Siguiente.
    rerender(<Harness onParams={onParams} total={41} />);
    expect(screen.getByText('41 registros')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers page sizes 10, 20 and 50 by default (spec section 9) and resets to page 1', async () => {
    vi.useRealTimers();
    const onParams = vi.fn();
    render(<Harness onParams={onParams} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filas por página' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 por página', '20 por página', '50 por página']);
    fireEvent.click(screen.getByTitle('50 por página'));
    expect(onParams).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, search: '', ordering: '' });
  });

  it('applies the search after the debounce time and resets the page to 1', () => {
    const onParams = vi.fn();
    render(<Harness onParams={onParams} debounceMs={1500} />);
    fireEvent.change(screen.getByPlaceholderText('Buscar…'), { target: { value: 'arr' } });
    act(() => vi.advanceTimersByTime(1499));
    expect(onParams).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onParams).toHaveBeenCalledTimes(1);
    expect(onParams).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: 'arr', ordering: '' });
    expect(screen.getByText('Página 1 de 5')).toBeTruthy();
  });

  it("applies the search at once with 'Buscar', without a second call after the debounce", () => {
    const onParams = vi.fn();
    render(<Harness onParams={onParams} debounceMs={1000} searchButton />);
    fireEvent.change(screen.getByPlaceholderText('Buscar…'), { target: { value: 'kg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onParams).toHaveBeenCalledWith({ page: 1, pageSize: 20, search: 'kg', ordering: '' });
    act(() => vi.advanceTimersByTime(2000));
    expect(onParams).toHaveBeenCalledTimes(1);
  });

  it('maps header sorting to ordering: campo, then -campo', () => {
    const onParams = vi.fn();
    render(<Harness onParams={onParams} />);
    const header = () => document.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-column-has-sorters')[1];
    fireEvent.click(header());
    expect(onParams).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: '', ordering: 'producto__nombre' });
    fireEvent.click(header());
    expect(onParams).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, search: '', ordering: '-producto__nombre' });
    expect(header().getAttribute('aria-sort')).toBe('descending');
  });

  it('changes the page size and returns to page 1', () => {
    const onParams = vi.fn();
    render(<Harness onParams={onParams} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filas por página' }));
    act(() => vi.runOnlyPendingTimers());
    fireEvent.click(screen.getByTitle('50 por página'));
    expect(onParams).toHaveBeenLastCalledWith({ page: 1, pageSize: 50, search: '', ordering: '' });
  });

  it('renders the error passed in, and the empty message', () => {
    const { rerender } = render(
      <ServerTable<Row> columns={columns} rows={[]} total={0} rowKey="id" page={1} pageSize={20} search="" onChange={() => {}} emptyMessage="No hay jornadas registradas." />,
    );
    expect(screen.getByText('No hay jornadas registradas.')).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    rerender(
      <ServerTable<Row> columns={columns} rows={[]} total={0} rowKey="id" page={1} pageSize={20} search="" onChange={() => {}} error={new Error('Request failed with status code 500')} />,
    );
    expect(screen.getByText('Ocurrió un error.')).toBeTruthy();
    expect(screen.getByText('Request failed with status code 500')).toBeTruthy();
  });

  it('shows a skeleton on the first load', () => {
    render(<ServerTable<Row> columns={columns} rows={[]} total={0} rowKey="id" page={1} pageSize={20} search="" onChange={() => {}} loading />);
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
  });
});

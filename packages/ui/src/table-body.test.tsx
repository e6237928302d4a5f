import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';
import { ServerTable } from './server-table';
import { WIDE_TABLE_CLASS } from './wide-table';

interface Row {
  id: number;
  nombre: string;
  ciudad: string;
}

const rows: Row[] = [
  { id: 1, nombre: 'Ana', ciudad: 'Bogotá' },
  { id: 2, nombre: 'Luis', ciudad: 'Quito' },
];

/**
 * The column header a screen reader reads for a body cell: the `th` of the same column in the
 * same table's header (or the ones its `headers` attribute names). A header drawn as a table of
 * its own (antd's fixed header) gives the body's cells none.
 */
function headerOf(cell: HTMLTableCellElement): string | null {
  const table = cell.closest('table')!;
  const named = cell.getAttribute('headers');
  if (named) return named.split(/\s+/).map((id) => table.ownerDocument.getElementById(id)?.textContent ?? '').join(' ');
  const headerRow = table.querySelector('thead tr');
  if (!headerRow) return null;
  let column = 0;
  for (const c of Array.from(cell.parentElement!.children) as HTMLTableCellElement[]) {
    if (c === cell) break;
    column += c.colSpan;
  }
  let at = 0;
  for (const th of Array.from(headerRow.children) as HTMLTableCellElement[]) {
    if (column < at + th.colSpan) return th.tagName === 'TH' ? th.textContent : null;
    at += th.colSpan;
  }
  return null;
}

function expectEveryCellNamed(container: HTMLElement, titles: string[]) {
  const bodyRows = container.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row');
  expect(bodyRows).toHaveLength(rows.length);
  for (const row of bodyRows) {
    const cells = Array.from(row.querySelectorAll<HTMLTableCellElement>(':scope > td'));
    expect(cells.map(headerOf)).toEqual(titles);
  }
}

describe('shared tables: header and cells in one table', () => {
  it('ServerTable: every body cell has its column header', () => {
    const { container } = render(
      <ServerTable<Row>
        columns={[
          { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortField: 'nombre' },
          { key: 'ciudad', title: 'Ciudad', dataIndex: 'ciudad' },
        ]}
        rows={rows}
        total={2}
        rowKey="id"
        page={1}
        pageSize={20}
        search=""
        ordering="nombre"
        onChange={() => {}}
        mobile={false}
      />,
    );
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expectEveryCellNamed(container, ['Nombre', 'Ciudad']);
  });

  it('DataTable: every body cell has its column header', () => {
    const { container } = render(
      <DataTable<Row>
        data={rows}
        columns={[
          { key: 'nombre', title: 'Nombre', dataIndex: 'nombre', sortable: true },
          { key: 'ciudad', title: 'Ciudad', dataIndex: 'ciudad' },
        ]}
        rowKey="id"
        mobile={false}
      />,
    );
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expectEveryCellNamed(container, ['Nombre', 'Ciudad']);
  });

  it('on a phone, every value of a card follows its column title', () => {
    const { container } = render(
      <DataTable<Row> data={rows} columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre' }, { key: 'ciudad', title: 'Ciudad', dataIndex: 'ciudad' }]} rowKey="id" mobile />,
    );
    const cards = container.querySelectorAll('[role="listitem"]');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      const pairs = Array.from(card.querySelectorAll('dd')).map((dd) => [dd.previousElementSibling?.tagName, dd.previousElementSibling?.textContent]);
      expect(pairs).toEqual([
        ['DT', 'Nombre'],
        ['DT', 'Ciudad'],
      ]);
    }
  });

  it('a wide table scrolls sideways by its class, with no column measured on mount', () => {
    const { container } = render(
      <DataTable<Row> data={rows} columns={[{ key: 'nombre', title: 'Nombre', dataIndex: 'nombre' }, { key: 'ciudad', title: 'Ciudad', dataIndex: 'ciudad' }]} rowKey="id" mobile={false} />,
    );
    expect(container.querySelector(`.ant-table-wrapper.${WIDE_TABLE_CLASS}`)).not.toBeNull();
    // antd's scroll.x draws a hidden row of one measuring cell per column, and renders again once measured.
    expect(container.querySelector('.ant-table-measure-row')).toBeNull();
    expect(container.querySelector('.ant-table-scroll-horizontal')).toBeNull();
  });
});

import type { TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

/** What both tables need to show a column, as a table header and as a card line on mobile. */
export interface TableColumn<T> {
  key: string;
  title: string;
  /** Field read when there is no `render`. */
  dataIndex?: keyof T & string;
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export type RowKey<T> = (keyof T & string) | ((row: T) => Key);

export function getRowKey<T>(row: T, rowKey: RowKey<T>): Key {
  return typeof rowKey === 'function' ? rowKey(row) : (row[rowKey] as Key);
}

export function cellValue<T>(column: TableColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  if (!column.dataIndex) return null;
  const value = row[column.dataIndex];
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** How a sortable column is sorted now, as antd wants it. */
export interface ColumnSort {
  order: 'ascend' | 'descend' | null;
  /** The order of antd's click cycle, when not the default (ascend, descend, none). */
  directions?: ('ascend' | 'descend')[];
}

/**
 * The columns as antd's Table wants them (header, width, sorter, cell renderer). `sortOf` tells
 * how a column is sorted; undefined makes its header not sortable.
 */
export function toAntColumns<T, C extends TableColumn<T>>(columns: C[], sortOf: (column: C) => ColumnSort | undefined): TableProps<T>['columns'] {
  return columns.map((c) => {
    const sort = sortOf(c);
    return {
      key: c.key,
      title: c.title,
      width: c.width,
      align: c.align,
      sorter: sort ? true : undefined,
      sortOrder: sort ? sort.order : undefined,
      sortDirections: sort?.directions,
      render: (_: unknown, row: T, index: number) => cellValue(c, row, index),
    };
  });
}

/** What every table of the app takes besides its rows, columns and paging. */
export interface CommonTableProps<T> {
  rowKey: RowKey<T>;
  loading?: boolean;
  /** Anything truthy shows 'Ocurrió un error.' and its message. */
  error?: unknown;
  emptyMessage?: ReactNode;
  pageSizeOptions?: number[];
  /** Extra controls at the right of the toolbar (e.g. a create button). */
  toolbarExtra?: ReactNode;
  /** Forces the card layout on or off; by default it follows the screen width (< 768 px). */
  mobile?: boolean;
}

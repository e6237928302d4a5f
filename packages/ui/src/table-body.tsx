import { Skeleton, Table } from 'antd';
import type { TableProps } from 'antd';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { RowCards } from './row-cards';
import { getRowKey, type RowKey, type TableColumn } from './table-column';
import { WIDE_TABLE_CLASS } from './wide-table';

export interface TableBodyProps<T> {
  rows: T[];
  columns: TableColumn<T>[];
  /** The same columns as antd wants them (sorters, renderers). */
  antColumns: TableProps<T>['columns'];
  rowKey: RowKey<T>;
  error?: unknown;
  /** Lines of the loading skeleton; nothing or 0 shows the rows. */
  skeletonRows?: number;
  mobile: boolean;
  emptyMessage: ReactNode;
  /** The spinner over rows already shown. */
  loading?: boolean;
  size: 'small' | 'middle' | 'large';
  onChange: TableProps<T>['onChange'];
}

/** What both tables show under their toolbar: the error panel, a skeleton, cards on mobile, or the table. */
export function TableBody<T>({ rows, columns, antColumns, rowKey, error, skeletonRows, mobile, emptyMessage, loading, size, onChange }: TableBodyProps<T>) {
  if (error) return <ErrorPanel error={error} />;
  if (skeletonRows) return <Skeleton active title={false} paragraph={{ rows: skeletonRows }} />;
  if (mobile) return <RowCards rows={rows} columns={columns} rowKey={rowKey} empty={emptyMessage} compact={size === 'small'} />;
  return (
    <Table<T>
      columns={antColumns}
      dataSource={rows}
      rowKey={(row) => getRowKey(row, rowKey)}
      pagination={false}
      loading={loading}
      size={size}
      onChange={onChange}
      showSorterTooltip={false}
      locale={{ emptyText: emptyMessage }}
      // Horizontal scrolling only (wide-table.css), never a fixed header (`scroll.y`, `sticky`):
      // antd draws that header as a table of its own, and the body's cells lose their column
      // names for screen readers (table-body.test.tsx).
      className={WIDE_TABLE_CLASS}
    />
  );
}

import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { cellValue, getRowKey, type RowKey, type TableColumn } from './table-column';

export interface RowCardsProps<T> {
  rows: T[];
  columns: TableColumn<T>[];
  rowKey: RowKey<T>;
  empty: ReactNode;
  compact?: boolean;
}

/** The mobile layout of the tables: one card per row, one "Título: valor" line per column. */
export function RowCards<T>({ rows, columns, rowKey, empty, compact }: RowCardsProps<T>) {
  if (rows.length === 0) {
    return (
      <Card size="small">
        <Typography.Text type="secondary">{empty}</Typography.Text>
      </Card>
    );
  }
  return (
    <Flex orientation="vertical" gap={compact ? 6 : 10} role="list">
      {rows.map((row, index) => (
        <Card key={getRowKey(row, rowKey)} size="small" role="listitem" styles={{ body: { padding: compact ? 8 : 12 } }}>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, 35%) 1fr', rowGap: 4, columnGap: 8 }}>
            {columns.map((column) => (
              <div key={column.key} style={{ display: 'contents' }}>
                <dt>
                  <Typography.Text type="secondary">{column.title}</Typography.Text>
                </dt>
                <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{cellValue(column, row, index)}</dd>
              </div>
            ))}
          </dl>
        </Card>
      ))}
    </Flex>
  );
}

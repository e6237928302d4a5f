import { SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import type { TableProps } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@gestion/contract/page-sizes';
import { useEffect, useRef, useState } from 'react';
import { Pager } from './pager';
import { TableBody } from './table-body';
import { toAntColumns, type CommonTableProps, type TableColumn } from './table-column';
import { useDebouncedValue } from './use-debounced-value';
import { useIsMobile } from './use-media-query';

/**
 * The list parameters the server understands (docs/domain.md, «Convenciones de la API»): 1-based
 * page, `campo` or `-campo`.
 */
export interface ServerTableParams {
  page: number;
  pageSize: number;
  search: string;
  ordering: string;
}

export interface ServerTableColumn<T> extends TableColumn<T> {
  /** Server field this column orders by; its presence makes the header sortable. */
  sortField?: string;
}

export interface ServerTableProps<T> extends CommonTableProps<T> {
  columns: ServerTableColumn<T>[];
  rows: T[];
  total: number;
  /** `total` is the server's estimate (`count_approximate`): the pager says so. */
  totalApproximate?: boolean;
  page: number;
  pageSize: number;
  search: string;
  ordering?: string;
  /**
   * The ordering a cleared sort goes back to (shown as `ordering`): its column cycles from that
   * direction to the other and back, instead of sticking on it.
   */
  defaultOrdering?: string;
  onChange(next: ServerTableParams): void;
  /** Idle time before a typed search applies (the screens use 600/800/1000/1500). */
  debounceMs?: number;
  /** Shows a 'Buscar' button that applies the search at once. */
  searchButton?: boolean;
  searchPlaceholder?: string;
}

export function orderingToSort(ordering: string | undefined, field: string): 'ascend' | 'descend' | null {
  if (!ordering) return null;
  if (ordering === field) return 'ascend';
  if (ordering === `-${field}`) return 'descend';
  return null;
}

/** Server-paginated table: fully controlled, it only reports the parameters the user asked for. */
export function ServerTable<T>({
  columns,
  rows,
  total,
  totalApproximate = false,
  rowKey,
  page,
  pageSize,
  search,
  ordering = '',
  defaultOrdering,
  onChange,
  loading = false,
  error,
  emptyMessage = 'No hay datos para mostrar',
  debounceMs = 800,
  searchButton = false,
  searchPlaceholder = 'Buscar…',
  pageSizeOptions = [...PAGE_SIZE_OPTIONS],
  toolbarExtra,
  mobile,
}: ServerTableProps<T>) {
  const autoMobile = useIsMobile();
  const isMobile = mobile ?? autoMobile;
  const [input, setInput] = useState(search);
  const debounced = useDebouncedValue(input, debounceMs);

  const params: ServerTableParams = { page, pageSize, search, ordering };
  const latest = useRef({ params, onChange });
  latest.current = { params, onChange };

  const applySearch = (term: string) => {
    const { params: current, onChange: emit } = latest.current;
    if (term === current.search) return;
    emit({ ...current, search: term, page: 1 });
  };

  // Only a change of the debounced text applies it, so a search set from outside is not undone.
  useEffect(() => {
    applySearch(debounced);
  }, [debounced]);

  useEffect(() => {
    setInput((current) => (current === search ? current : search));
    // Follow a search changed by the parent (e.g. a reset), not our own echo.
  }, [search]);

  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const antColumns = toAntColumns<T, ServerTableColumn<T>>(columns, (c) =>
    c.sortField
      ? {
          order: orderingToSort(ordering, c.sortField),
          directions: orderingToSort(defaultOrdering, c.sortField) === 'descend' ? ['descend', 'ascend'] : undefined,
        }
      : undefined,
  );

  const onTableChange: TableProps<T>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = columns.find((c) => c.key === String(s?.columnKey));
    let next = '';
    if (column?.sortField && s?.order) next = s.order === 'descend' ? `-${column.sortField}` : column.sortField;
    if (next === ordering) return;
    onChange({ ...params, ordering: next, page: 1 });
  };

  const body = (
    <TableBody<T>
      rows={rows}
      columns={columns}
      antColumns={antColumns}
      rowKey={rowKey}
      error={error}
      skeletonRows={loading && rows.length === 0 ? 6 : 0}
      mobile={isMobile}
      emptyMessage={emptyMessage}
      loading={loading}
      size="middle"
      onChange={onTableChange}
    />
  );

  return (
    <div className="gestion-server-table">
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            applySearch(input);
          }}
          style={{ display: 'flex', gap: 8, flex: isMobile ? '1 1 100%' : '0 1 420px' }}
        >
          <Input
            allowClear
            aria-label="Buscar"
            placeholder={searchPlaceholder}
            prefix={<SearchOutlined />}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
          {searchButton && (
            <Button type="primary" htmlType="submit">
              Buscar
            </Button>
          )}
        </form>
        {toolbarExtra && (
          <Flex wrap gap={8} align="center">
            {toolbarExtra}
          </Flex>
        )}
      </Flex>
      {body}
      {!error && (
        <Pager
          page={page}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b)}
          total={total}
          approximate={totalApproximate}
          disabled={loading && rows.length === 0}
          onPageChange={(p) => onChange({ ...params, page: p })}
          onPageSizeChange={(n) => onChange({ ...params, pageSize: n, page: 1 })}
        />
      )}
    </div>
  );
}

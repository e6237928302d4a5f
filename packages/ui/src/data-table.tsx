import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Popover, Segmented } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { Pager } from './pager';
import { TableBody } from './table-body';
import { toAntColumns, type CommonTableProps, type TableColumn } from './table-column';
import { normalizeText } from './text';
import { useIsMobile } from './use-media-query';

export type Density = 'compact' | 'comfortable' | 'spacious';

export const DENSITY_LABELS: Record<Density, string> = {
  compact: 'Compacta',
  comfortable: 'Cómoda',
  spacious: 'Amplia',
};

const DENSITY_SIZE = { compact: 'small', comfortable: 'middle', spacious: 'large' } as const;

export interface DataTableColumn<T> extends TableColumn<T> {
  /** Sort by this column when its header is clicked (by `sortValue`, else `dataIndex`). */
  sortable?: boolean;
  sortValue?: (row: T) => string | number | boolean | null | undefined;
  /** Text the global search matches; defaults to the `dataIndex` value. */
  searchValue?: (row: T) => string;
  /** false keeps the column out of the 'Columnas' picker (always shown). */
  hideable?: boolean;
  defaultHidden?: boolean;
}

export interface DataTableProps<T> extends CommonTableProps<T> {
  data: T[];
  columns: DataTableColumn<T>[];
  defaultPageSize?: number;
  defaultDensity?: Density;
  searchable?: boolean;
}

type SortState = { key: string; order: 'ascend' | 'descend' } | null;

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'es', { numeric: true, sensitivity: 'base' });
}

/** Client-side table: search, column picker, density, sorting, paging and a card layout on phones. */
export function DataTable<T>({
  data,
  columns,
  rowKey,
  loading = false,
  error,
  emptyMessage = 'No hay datos para mostrar',
  pageSizeOptions = [10, 20, 50],
  defaultPageSize = 10,
  defaultDensity = 'comfortable',
  searchable = true,
  toolbarExtra,
  mobile,
}: DataTableProps<T>) {
  const autoMobile = useIsMobile();
  const isMobile = mobile ?? autoMobile;
  const [search, setSearch] = useState('');
  const [density, setDensity] = useState<Density>(defaultDensity);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(null);
  const [hidden, setHidden] = useState<Set<string>>(
    () => new Set(columns.filter((c) => c.defaultHidden).map((c) => c.key)),
  );

  const visibleColumns = columns.filter((c) => !hidden.has(c.key));

  const filtered = useMemo(() => {
    const term = normalizeText(search.trim());
    if (!term) return data;
    return data.filter((row) =>
      columns.some((c) => {
        const text = c.searchValue ? c.searchValue(row) : c.dataIndex ? row[c.dataIndex] : '';
        return normalizeText(text).includes(term);
      }),
    );
  }, [data, columns, search]);

  const sorted = useMemo(() => {
    if (!sort) return filtered;
    const column = columns.find((c) => c.key === sort.key);
    if (!column) return filtered;
    const read = column.sortValue ?? ((row: T) => (column.dataIndex ? (row[column.dataIndex] as unknown) : undefined));
    const sign = sort.order === 'ascend' ? 1 : -1;
    return [...filtered].sort((a, b) => sign * compareValues(read(a), read(b)));
  }, [filtered, columns, sort]);

  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const currentPage = Math.min(page, pageCount);
  const pageRows = sorted.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  const antColumns = toAntColumns<T, DataTableColumn<T>>(visibleColumns, (c) =>
    c.sortable ? { order: sort?.key === c.key ? sort.order : null } : undefined,
  );

  const onTableChange: TableProps<T>['onChange'] = (_p, _f, sorter) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    setSort(s?.order && s.columnKey ? { key: String(s.columnKey), order: s.order } : null);
    setPage(1);
  };

  const hideable = columns.filter((c) => c.hideable !== false);
  const columnPicker = (
    <Flex orientation="vertical" gap={4}>
      {hideable.map((c) => (
        <Checkbox
          key={c.key}
          checked={!hidden.has(c.key)}
          onChange={(e) =>
            setHidden((prev) => {
              const next = new Set(prev);
              if (e.target.checked) next.delete(c.key);
              else next.add(c.key);
              return next;
            })
          }
        >
          {c.title}
        </Checkbox>
      ))}
    </Flex>
  );

  const body = (
    <TableBody<T>
      rows={pageRows}
      columns={visibleColumns}
      antColumns={antColumns}
      rowKey={rowKey}
      error={error}
      skeletonRows={loading ? Math.min(pageSize, 8) : 0}
      mobile={isMobile}
      emptyMessage={emptyMessage}
      size={DENSITY_SIZE[density]}
      onChange={onTableChange}
    />
  );

  return (
    <div className="gestion-data-table" data-density={density}>
      <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        {searchable ? (
          <Input.Search
            allowClear
            placeholder="Buscar…"
            aria-label="Buscar"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            style={{ maxWidth: isMobile ? '100%' : 320 }}
          />
        ) : (
          <span />
        )}
        <Flex wrap gap={8} align="center">
          <Segmented<Density>
            aria-label="Densidad"
            size="small"
            value={density}
            onChange={setDensity}
            options={(Object.keys(DENSITY_LABELS) as Density[]).map((d) => ({ value: d, label: DENSITY_LABELS[d] }))}
          />
          {hideable.length > 0 && (
            <Popover trigger="click" placement="bottomRight" content={columnPicker}>
              <Button size="small" icon={<SettingOutlined />}>
                Columnas
              </Button>
            </Popover>
          )}
          {toolbarExtra}
        </Flex>
      </Flex>
      {body}
      {!error && !loading && (
        <Pager
          page={currentPage}
          pageCount={pageCount}
          pageSize={pageSize}
          pageSizeOptions={pageSizeOptions}
          total={sorted.length}
          onPageChange={setPage}
          onPageSizeChange={(n) => {
            setPageSize(n);
            setPage(1);
          }}
        />
      )}
    </div>
  );
}

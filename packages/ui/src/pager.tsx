import { Button, Flex, Select, Typography } from 'antd';

export interface PagerProps {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: number[];
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** Rows behind all pages; shown beside the page number when given. */
  total?: number;
  disabled?: boolean;
}

/** 'Página X de Y' with 'Anterior'/'Siguiente' and the page-size select, shared by both tables. */
export function Pager({
  page,
  pageCount,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  total,
  disabled,
}: PagerProps) {
  const pages = Math.max(1, pageCount);
  return (
    <Flex className="gestion-pager" align="center" justify="space-between" wrap gap={8} style={{ marginTop: 12 }}>
      <Flex align="center" gap={8}>
        <Select
          aria-label="Filas por página"
          size="small"
          virtual={false}
          value={pageSize}
          disabled={disabled}
          onChange={(value: number) => onPageSizeChange(value)}
          options={pageSizeOptions.map((n) => ({ value: n, label: `${n} por página` }))}
          style={{ minWidth: 130 }}
        />
        {total !== undefined && (
          <Typography.Text type="secondary">
            {total} {total === 1 ? 'registro' : 'registros'}
          </Typography.Text>
        )}
      </Flex>
      <Flex align="center" gap={8}>
        <Button size="small" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Anterior
        </Button>
        <Typography.Text aria-live="polite">{`Página ${Math.min(page, pages)} de ${pages}`}</Typography.Text>
        <Button size="small" disabled={disabled || page >= pages} onClick={() => onPageChange(page + 1)}>
          Siguiente
        </Button>
      </Flex>
    </Flex>
  );
}

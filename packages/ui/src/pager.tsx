import { Button, Flex, Select, Typography } from 'antd';
import { spanishNumbers } from './number-format';

export interface PagerProps {
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizeOptions: number[];
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** Rows behind all pages; shown beside the page number when given. */
  total?: number;
  /**
   * `total` (and so `pageCount`) is the server's estimate (`count_approximate`): both are shown with
   * '≈', and 'Siguiente' stays on, since the server estimates only on a full page that has another
   * after it (the page where its walk ends answers the exact count).
   */
  approximate?: boolean;
  disabled?: boolean;
}

const number = spanishNumbers();

/** An estimate rounded to three significant digits (12.121 → 12.100): its last digits mean nothing. */
export function roundEstimate(n: number): number {
  if (n < 1000) return n;
  const step = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / step) * step;
}

/** '12.500 registros', or '≈ 12.100 registros' for an estimate (es-ES separators). */
export function countText(total: number, approximate = false): string {
  const shown = approximate ? roundEstimate(total) : total;
  return `${approximate ? '≈ ' : ''}${number(shown)} ${shown === 1 ? 'registro' : 'registros'}`;
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
  approximate = false,
  disabled,
}: PagerProps) {
  // An estimate may be below the page reached: never 'Página 608 de ≈607'.
  const pages = Math.max(1, pageCount, approximate ? page : 1);
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
            {countText(total, approximate)}
          </Typography.Text>
        )}
      </Flex>
      <Flex align="center" gap={8}>
        <Button size="small" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
          Anterior
        </Button>
        <Typography.Text aria-live="polite">{`Página ${Math.min(page, pages)} de ${approximate ? '≈' : ''}${number(pages)}`}</Typography.Text>
        <Button size="small" disabled={disabled || (!approximate && page >= pages)} onClick={() => onPageChange(page + 1)}>
          Siguiente
        </Button>
      </Flex>
    </Flex>
  );
}

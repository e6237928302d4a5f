import type { FilaRechazada } from './validation';

const quote = (value: string) => (/[";\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The rejected rows as a CSV for the user to fix and import again: the row number, the reason,
 * then the row as it was. `;`-separated with a BOM, so Excel in Spanish opens it as columns.
 */
export function rejectedRowsCsv(headers: readonly string[], rows: readonly (readonly string[])[], errores: readonly FilaRechazada[]): string {
  const lines = [['fila', 'motivo', ...headers].map(quote).join(';')];
  for (const e of errores) lines.push([String(e.fila), e.mensaje, ...(rows[e.fila - 2] ?? [])].map(quote).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

import Papa from 'papaparse';
import type { Rows } from './csv-table';
import type { FilaRechazada } from './validation';

/**
 * The rejected rows as a CSV for the user to fix and import again: the row number, the reason,
 * then the row as it was. `;`-separated with a BOM, so Excel in Spanish opens it as columns;
 * through papaparse, which quotes what needs it and defuses formulas.
 */
export function rejectedRowsCsv(headers: readonly string[], rows: Rows, errores: readonly FilaRechazada[]): string {
  const lines = [['fila', 'motivo', ...headers], ...errores.map((e) => [String(e.fila), e.mensaje, ...(e.fila - 2 < rows.length ? rows.row(e.fila - 2) : [])])];
  // escapeFormulae: a cell that begins with = + - @ (a formula to a spreadsheet, e.g.
  // =HYPERLINK(...) typed into the file) is written as text, behind a quote, so a spreadsheet never runs it.
  return `\uFEFF${Papa.unparse(lines, { delimiter: ';', newline: '\r\n', escapeFormulae: true })}\r\n`;
}

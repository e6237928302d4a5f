// Arranges for the Terra price specs through the real API (kept apart from api.ts so the Terra
// helpers working at the same time do not edit one file).
import type { UnidadConVariantes } from '@gestion/contract';
import { admin, call, unique } from './api';

/** A unit of measure with a unique name and abbreviation, for a CSV to point at. */
export async function createUnidad(): Promise<UnidadConVariantes> {
  const nombre = unique('Unidad precios ');
  const abreviatura = unique('UP').slice(0, 18).toUpperCase();
  return call('POST', '/api/pueblo/unidades/', await admin(), { nombre, abreviatura });
}

export interface CsvRow {
  descripcion: string;
  tipo: string;
  categoria: string;
  unidad: string;
  precio: string;
}

/** A simple-import CSV file (headers of the spec) for Playwright's setInputFiles. */
export function preciosCsv(rows: CsvRow[], name = 'precios.csv') {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const lines = ['DESCRIPCION,TIPO,CATEGORIA,UNIDAD,PRECIO', ...rows.map((r) => [r.descripcion, r.tipo, r.categoria, r.unidad, r.precio].map(quote).join(','))];
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') };
}

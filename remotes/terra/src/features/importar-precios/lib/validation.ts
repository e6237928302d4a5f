import type { Target } from './columns';
import type { Rows } from './csv-table';
import { normalizeText } from '../../../lib/normalize';
import { parsePrecio } from '../../../lib/precio';

/** The final step's messages (spec section 5), letter for letter. */
export const ROW_MESSAGES = {
  incompleta: 'Datos incompletos o inválidos',
  precio: 'Precio no válido',
  fecha: 'Fecha inválida',
  distribuidor: 'Distribuidor no encontrado',
  duplicada: 'Fila duplicada. Seran omitidas.',
} as const;

export type LocalId = number | `nuevo-${string}`;

export interface ValidationContext {
  /** column index of each target */
  columns: Record<Target, number>;
  unidades: Record<string, number>;
  tipos: Record<string, LocalId>;
  categorias: Record<string, number>;
  distribuidores: Record<string, LocalId>;
}

export interface FilaValida {
  /** the CSV row number: index + 2 (the header is row 1) */
  fila: number;
  producto: string;
  /** two decimals, '1250.50' */
  precio: string;
  /** 'yyyy-mm-dd' */
  fecha: string;
  unidad: number;
  tipo: LocalId;
  categoria: number;
  distribuidor: LocalId;
}

export interface FilaRechazada {
  fila: number;
  mensaje: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as 'yyyy-mm-dd', or null: 'yyyy-mm-dd' and 'yyyy/mm/dd', or day first ('dd/mm/yyyy',
 * 'dd-mm-yyyy', 'dd.mm.yyyy', as Spanish spreadsheets write it); a time after it is ignored.
 */
export function parseFecha(raw: string): string | null {
  const text = raw.trim().split(/[ T]/)[0] ?? '';
  let y: number, m: number, d: number;
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (match) [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  const day = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

/** Above this the server's numeric(14,2) cannot hold the price. */
const MAX_PRECIO = 999_999_999_999.99;

/**
 * A lookup of the step's matches by cell text: the steps list each value once whatever its case
 * and accents ('FERRETERÍA', 'Ferreteria'), so a cell is looked up by its normalised text;
 * each spelling is normalised once.
 */
function matcher<Id>(matches: Record<string, Id>): (text: string) => Id | undefined {
  const byKey = new Map(Object.entries(matches).map(([k, v]) => [normalizeText(k), v]));
  const bySpelling = new Map<string, Id | undefined>();
  return (text) => {
    if (!bySpelling.has(text)) bySpelling.set(text, byKey.get(normalizeText(text)));
    return bySpelling.get(text);
  };
}

const matchers = new WeakMap<ValidationContext, ReturnType<typeof buildMatchers>>();
const buildMatchers = (ctx: ValidationContext) => ({
  unidad: matcher(ctx.unidades),
  tipo: matcher(ctx.tipos),
  categoria: matcher(ctx.categorias),
  distribuidor: matcher(ctx.distribuidores),
});

/** Checks rows [from, to) of `rows`, appending to `out`; `seen` carries the duplicate keys across slices. */
export function validateSlice(
  rows: Rows,
  from: number,
  to: number,
  ctx: ValidationContext,
  seen: Set<string>,
  out: { validas: FilaValida[]; errores: FilaRechazada[] },
): void {
  const { columns } = ctx;
  let match = matchers.get(ctx);
  if (!match) matchers.set(ctx, (match = buildMatchers(ctx)));
  for (let i = from; i < to; i++) {
    const fila = i + 2;
    const cell = (t: Target) => rows.cell(i, columns[t]).trim();
    const producto = cell('producto');
    const distribuidorTexto = cell('distribuidor');
    const fechaTexto = cell('fecha');
    const unidadTexto = cell('unidad');
    const tipoTexto = cell('tipo');
    const categoriaTexto = cell('categoria');
    const precio = parsePrecio(cell('precio'));
    const reject = (mensaje: string) => out.errores.push({ fila, mensaje });
    if (!producto || !distribuidorTexto || !fechaTexto || !unidadTexto || !tipoTexto || !categoriaTexto || Number.isNaN(precio)) {
      reject(ROW_MESSAGES.incompleta);
      continue;
    }
    if (precio <= 0 || precio > MAX_PRECIO) {
      reject(ROW_MESSAGES.precio);
      continue;
    }
    const fecha = parseFecha(fechaTexto);
    if (!fecha) {
      reject(ROW_MESSAGES.fecha);
      continue;
    }
    const distribuidor = match.distribuidor(distribuidorTexto);
    if (distribuidor === undefined) {
      reject(ROW_MESSAGES.distribuidor);
      continue;
    }
    const unidad = match.unidad(unidadTexto);
    const tipo = match.tipo(tipoTexto);
    const categoria = match.categoria(categoriaTexto);
    if (unidad === undefined || tipo === undefined || categoria === undefined) {
      reject(ROW_MESSAGES.incompleta);
      continue;
    }
    const key = `${normalizeText(producto)}\u0000${distribuidor}\u0000${fecha}\u0000${unidad}`;
    if (seen.has(key)) {
      reject(ROW_MESSAGES.duplicada);
      continue;
    }
    seen.add(key);
    // The server keeps two decimals: a third one is rounded here, as a cashier would.
    out.validas.push({ fila, producto, precio: (Math.round(precio * 100) / 100).toFixed(2), fecha, unidad, tipo, categoria, distribuidor });
  }
}

export function validateRows(rows: Rows, ctx: ValidationContext) {
  const out = { validas: [] as FilaValida[], errores: [] as FilaRechazada[] };
  validateSlice(rows, 0, rows.length, ctx, new Set(), out);
  return out;
}

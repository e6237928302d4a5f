import type { SorteoCrudo } from './sorteo-validation.js';

// Reads a draw feed's text into raw rows, without judging the draws (sorteo-validation.ts does).
// Formats (docs/domain.md, «Fuentes de sorteos»): JSON, an array of {kardinal, fecha_utc,
// numeros_lista} or an object whose `results` is one; CSV with the header
// `kardinal,fecha_utc,numeros`, numbers separated by spaces or '-'.

export type FormatoFuente = 'json' | 'csv';

export interface LimitesFuente {
  /** Largest source accepted, in bytes (UTF-8). */
  maxBytes: number;
  /** Most draws accepted in one source. */
  maxSorteos: number;
}

/** About 40 bytes a CSV line: 5 MiB holds a century of daily draws, well above any real history. */
export const LIMITES_FUENTE: LimitesFuente = { maxBytes: 5 * 1024 * 1024, maxSorteos: 50_000 };

export interface FilaFuente extends SorteoCrudo {
  /** Where the row stands, for messages while its kardinal is unknown: 'Línea 3', 'Elemento 2'. */
  posicion: string;
}

export type LecturaFuente = { ok: true; filas: FilaFuente[] } | { ok: false; detail: string };

export const CABECERA_CSV = 'kardinal,fecha_utc,numeros';

const tamano = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB` : `${Math.ceil(bytes / 1024)} KiB`;

export const mensajeTamanoExcedido = (limites: LimitesFuente) =>
  `La fuente de sorteos supera el tamaño máximo de ${tamano(limites.maxBytes)}.`;

const demasiados = (limites: LimitesFuente) =>
  `La fuente de sorteos tiene más de ${limites.maxSorteos} sorteos, el máximo aceptado.`;

/** JSON when the text starts like JSON, else CSV: feeds rarely label themselves correctly. */
export function detectarFormato(texto: string): FormatoFuente {
  const inicio = texto.replace(/^\uFEFF/, '').trimStart()[0];
  return inicio === '[' || inicio === '{' ? 'json' : 'csv';
}

export function leerFuente(texto: string, formato: FormatoFuente | 'auto' = 'auto', limites: LimitesFuente = LIMITES_FUENTE): LecturaFuente {
  // Length in UTF-16 units is at most the UTF-8 byte count, so only long texts are measured.
  if (texto.length > limites.maxBytes || (texto.length * 3 > limites.maxBytes && Buffer.byteLength(texto, 'utf8') > limites.maxBytes)) {
    return { ok: false, detail: mensajeTamanoExcedido(limites) };
  }
  const limpio = texto.replace(/^\uFEFF/, '');
  if (limpio.trim() === '') return { ok: false, detail: 'La fuente de sorteos está vacía.' };
  const elegido = formato === 'auto' ? detectarFormato(limpio) : formato;
  return elegido === 'json' ? leerJson(limpio, limites) : leerCsv(limpio, limites);
}

function leerJson(texto: string, limites: LimitesFuente): LecturaFuente {
  let datos: unknown;
  try {
    datos = JSON.parse(texto);
  } catch {
    return { ok: false, detail: 'La fuente de sorteos no es un JSON válido.' };
  }
  const lista = Array.isArray(datos)
    ? datos
    : datos !== null && typeof datos === 'object' && Array.isArray((datos as { results?: unknown }).results)
      ? ((datos as { results: unknown[] }).results)
      : null;
  if (lista === null) {
    return { ok: false, detail: 'La fuente JSON debe ser una lista de sorteos o un objeto cuyo campo "results" lo sea.' };
  }
  if (lista.length > limites.maxSorteos) return { ok: false, detail: demasiados(limites) };
  const filas: FilaFuente[] = [];
  for (const [i, item] of lista.entries()) {
    const posicion = `Elemento ${i + 1}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) {
      return { ok: false, detail: `${posicion}: cada sorteo debe ser un objeto con kardinal, fecha_utc y numeros_lista.` };
    }
    const { kardinal, fecha_utc, numeros_lista } = item as Record<string, unknown>;
    filas.push({ posicion, kardinal, fecha_utc, numeros_lista });
  }
  return { ok: true, filas };
}

/** One CSV field: surrounding spaces and one pair of double quotes are dropped. */
const campo = (texto: string) => {
  const t = texto.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1).replace(/""/g, '"').trim() : t;
};

function leerCsv(texto: string, limites: LimitesFuente): LecturaFuente {
  const lineas = texto.split(/\r\n|\n|\r/);
  const primera = lineas.findIndex((l) => l.trim() !== '');
  const cabecera = lineas[primera]!.split(',').map((c) => campo(c).toLowerCase());
  // The header is checked before any row is echoed in a message: a wrong path must not turn
  // into a way of reading the server's files.
  if (cabecera.join(',') !== CABECERA_CSV) {
    return { ok: false, detail: `La fuente CSV debe empezar con la cabecera ${CABECERA_CSV}.` };
  }
  const filas: FilaFuente[] = [];
  for (let i = primera + 1; i < lineas.length; i++) {
    const linea = lineas[i]!;
    if (linea.trim() === '') continue;
    const posicion = `Línea ${i + 1}`;
    const campos = linea.split(',');
    if (campos.length !== 3) {
      return { ok: false, detail: `${posicion}: se esperaban 3 columnas (${CABECERA_CSV}) y hay ${campos.length}.` };
    }
    if (filas.length === limites.maxSorteos) return { ok: false, detail: demasiados(limites) };
    const [kardinal, fecha_utc, numeros] = campos.map(campo) as [string, string, string];
    filas.push({ posicion, kardinal, fecha_utc, numeros_lista: numeros });
  }
  return { ok: true, filas };
}

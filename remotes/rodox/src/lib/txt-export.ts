// 'Descargar TXT' (spec section 9): the selections as text, and the file's name. Only the browser
// writes the file, so this is the one copy (the server had an unused twin).

export interface SeleccionTxt {
  sonador_sigla: string;
  ordinal: number;
  numeros_lista: readonly number[];
}

export const dosDigitos = (n: number) => String(n).padStart(2, '0');

/**
 * One line per selection, grouped by dreamer (sigla order) and sorted by ordinal inside each,
 * written as the projection screen shows them: `A:1 --> 03 07 12 19 25 31`.
 */
export function lineasTxt(selecciones: readonly SeleccionTxt[]): string[] {
  return [...selecciones]
    .sort((a, b) => (a.sonador_sigla < b.sonador_sigla ? -1 : a.sonador_sigla > b.sonador_sigla ? 1 : a.ordinal - b.ordinal))
    .map((s) => `${s.sonador_sigla}:${s.ordinal} --> ${s.numeros_lista.map(dosDigitos).join(' ')}`);
}

/** The file's text: the lines, each ending with a newline. */
export const textoTxt = (selecciones: readonly SeleccionTxt[]): string => lineasTxt(selecciones).map((l) => `${l}\n`).join('');

/**
 * `selecciones_{sigla}_{date}.txt`, date = the last draw's UTC date plus one day (the day the
 * selections are for), YYYY-MM-DD. Null when the last draw's date cannot be read.
 */
export function nombreArchivoTxt(sigla: string, fechaUltimoSorteo: string): string | null {
  const ms = Date.parse(fechaUltimoSorteo);
  if (Number.isNaN(ms)) return null;
  const dia = new Date(ms);
  dia.setUTCDate(dia.getUTCDate() + 1);
  return `selecciones_${sigla}_${dia.toISOString().slice(0, 10)}.txt`;
}

/** Saves `text` as a file named `fileName` through a temporary object URL. */
export function descargarTexto(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

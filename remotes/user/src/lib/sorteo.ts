/** A draw's instant as the spec shows dates (YYYY-MM-DD, its UTC day, as the server counts days). */
export function fechaDia(fechaUtc: string): string {
  const ms = Date.parse(fechaUtc);
  return Number.isNaN(ms) ? fechaUtc : new Date(ms).toISOString().slice(0, 10);
}

/** A draw's numbers, zero-padded to two digits (as the Rodox screens show them), separated by spaces. */
export function numerosTexto(numeros: readonly number[]): string {
  return numeros.map((n) => String(n).padStart(2, '0')).join(' ');
}

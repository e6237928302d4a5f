/** A draw's instant shown as the spec asks (YYYY-MM-DD, its UTC day, as the server counts days). */
export function fechaDia(fechaUtc: string): string {
  const ms = Date.parse(fechaUtc);
  return Number.isNaN(ms) ? fechaUtc : new Date(ms).toISOString().slice(0, 10);
}

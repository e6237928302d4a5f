// ISO 8601 instants for `fecha_utc`. Date.parse alone is too lenient (it rolls 2025-02-30 over to
// March and reads offset-less times in local time), so the calendar is checked by hand.

const INSTANTE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|z|[+-]\d{2}(?::?\d{2})?))?$/;

/**
 * Milliseconds since the epoch, or null when the text is not an instant. A bare date
 * (`2025-03-01`) is taken as midnight UTC, since draw histories often carry dates only; a time
 * without an offset is refused, because its instant would depend on the server's zone. An hour-only
 * offset (`+00`) is accepted: it is how PostgreSQL writes a timestamptz as text.
 */
export function parseInstante(texto: string): number | null {
  const m = INSTANTE.exec(texto.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s, frac, zona] = m;
  const anio = Number(y);
  const mes = Number(mo);
  const dia = Number(d);
  const hora = h === undefined ? 0 : Number(h);
  const minuto = mi === undefined ? 0 : Number(mi);
  const segundo = s === undefined ? 0 : Number(s);
  if (mes < 1 || mes > 12 || hora > 23 || minuto > 59 || segundo > 59) return null;
  const fecha = new Date(Date.UTC(anio, mes - 1, dia));
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear puts them back.
  fecha.setUTCFullYear(anio);
  if (fecha.getUTCMonth() !== mes - 1 || fecha.getUTCDate() !== dia) return null;
  const milis = frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0'));
  let offsetMin = 0;
  if (zona !== undefined && zona !== 'Z' && zona !== 'z') {
    const signo = zona.startsWith('-') ? -1 : 1;
    const digitos = zona.slice(1).replace(':', '');
    const oh = Number(digitos.slice(0, 2));
    const om = Number(digitos.slice(2) || '0');
    if (oh > 23 || om > 59) return null;
    offsetMin = signo * (oh * 60 + om);
  }
  return fecha.getTime() + ((hora * 60 + minuto - offsetMin) * 60 + segundo) * 1000 + milis;
}

/** The instant as `Date.toISOString()` writes it (UTC, milliseconds), or null. */
export function normalizarInstante(texto: string): string | null {
  const ms = parseInstante(texto);
  if (ms === null) return null;
  const fecha = new Date(ms);
  return Number.isNaN(fecha.getTime()) ? null : fecha.toISOString();
}


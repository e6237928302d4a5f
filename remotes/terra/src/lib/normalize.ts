/** Text as the wizard compares it: no accents, lower case, single spaces, trimmed ('  Kilógramo ' → 'kilogramo'). */
export function normalizeText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

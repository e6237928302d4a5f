import { errorMessage } from '@gestion/api';

// Accent- and case-insensitive comparison for the client-side search ('Categoría' ~ 'categoria').
export function normalizeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * The text of an error passed to a table: a string as it is, else what the server said or the
 * error's own message (never axios's English plumbing), else 'Error desconocido.'.
 */
export function describeError(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  return errorMessage(error, 'Error desconocido.');
}

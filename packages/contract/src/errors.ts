// Error shapes (docs/domain.md, «Convenciones de la API»), as Django REST Framework sends them.
import { Type } from 'typebox';
import type { Static } from 'typebox';

/** A whole-request error: 401, 403, 404, 429, and 400 when no single field is at fault. */
export const ErrorDetailSchema = Type.Object(
  { detail: Type.String() },
  { $id: 'ErrorDetail', description: 'Error de toda la solicitud (texto en español).' },
);
export interface ErrorDetail extends Static<typeof ErrorDetailSchema> {}

/** Field validation (400): `{ "campo": ["texto", ...] }`; `non_field_errors` for cross-field rules. */
export type FieldErrors = Record<string, string[]>;

/**
 * A field's errors as DRF nests them: its messages; one entry per item of a list of objects
 * (`{}` for a valid item); or by key, for a nested object or a list of scalars (`{"1": [...]}`).
 */
export type FieldErrorValue = string[] | NestedFieldErrors | NestedFieldErrors[];

/** Field validation (400) as answered: `FieldErrors` whose nested fields are nested, as DRF does. */
export interface NestedFieldErrors {
  [field: string]: FieldErrorValue;
}

// The server imports the list types from here; they live in list.ts.
export type { ListQuery, Paginated } from './list.js';

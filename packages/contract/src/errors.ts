// Error shapes (docs/domain.md, «Convenciones de la API»), as Django REST Framework sends them.
import { Type } from 'typebox';
import type { Static } from 'typebox';

/** A whole-request error: 401, 403, 404, 429, and 400 when no single field is at fault. */
export const ErrorDetailSchema = Type.Object(
  { detail: Type.String() },
  { $id: 'ErrorDetail', description: 'Error de toda la solicitud (texto en español).' },
);
export interface ErrorDetail extends Static<typeof ErrorDetailSchema> {}

// A field's errors as DRF nests them: its messages; one entry per item of a list of objects (`{}`
// for a valid item); or by key, for a nested object or a list of scalars (`{"1": [...]}`). Deeper
// levels are not spelled out (free JSON), so the response serializer keeps them whole.
const NestedErrorsSchema = Type.Record(Type.String(), Type.Unknown());
const FieldErrorValueSchema = Type.Union([Type.Array(Type.String()), Type.Array(NestedErrorsSchema), NestedErrorsSchema]);

/**
 * Field validation (400): `{ "campo": ["texto", ...] }`, `non_field_errors` for cross-field rules,
 * nested fields nested as DRF does.
 */
export const FieldErrorsSchema = Type.Record(Type.String(), FieldErrorValueSchema, {
  $id: 'FieldErrors',
  description:
    'Errores de validación por campo: {"campo": ["texto", ...]}. Los campos anidados se anidan como en DRF: ' +
    'lista de objetos {"tareas": [{}, {"descripcion": ["texto"]}]} (una entrada por elemento), ' +
    'lista de valores {"tareas": {"1": ["texto"]}}, objeto {"campo": {"sub": ["texto"]}}.',
});
export type FieldErrors = Static<typeof FieldErrorsSchema>;

// The server imports the list types from here; they live in list.ts.
export type { ListQuery, Paginated } from './list.js';

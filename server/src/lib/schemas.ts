import { Type } from '@fastify/type-provider-typebox';
import type { TSchema } from '@fastify/type-provider-typebox';
import { ErrorDetailSchema, FieldErrorsSchema } from '@gestion/contract/errors';
import { IdSchema } from '@gestion/contract/wire';

// TypeBox schemas shared by routes. `Type` comes from the type provider's TypeBox, so that
// the handler types follow the schemas.

export { ErrorDetailSchema } from '@gestion/contract/errors';
export { DetailResponseSchema } from '@gestion/contract/session';

export { FieldErrorsSchema } from '@gestion/contract/errors';

export { IdSchema, MAX_ID } from '@gestion/contract/wire';
export const IdParamsSchema = Type.Object({ id: IdSchema });

export const NotFoundSchema = Type.Object({ detail: Type.String() }, { description: 'No encontrado.' });

export function PaginatedSchema<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer({ minimum: 0 }),
    count_approximate: Type.Optional(
      Type.Literal(true, { description: '`count` es una estimación (búsqueda amplia); ausente cuando es exacto.' }),
    ),
    results: Type.Array(item),
  });
}

/** Error responses documented on every route (the central error handler produces them). */
export const errorResponses = {
  400: Type.Union([ErrorDetailSchema, FieldErrorsSchema], { description: 'Datos inválidos.' }),
  401: Type.Object({ detail: Type.String() }, { description: 'No autenticado o token inválido.' }),
  403: Type.Object({ detail: Type.String() }, { description: 'Sin permiso.' }),
} as const;

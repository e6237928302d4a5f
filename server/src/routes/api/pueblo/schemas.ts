import { Type } from '@fastify/type-provider-typebox';
import { IdSchema } from '../../../lib/schemas.js';

export const UnidadVarianteSchema = Type.Object({ id: Type.Integer(), abreviatura_equivalente: Type.String() });

export const UnidadSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), abreviatura: Type.String() });

export const UnidadConVariantesSchema = Type.Object({ ...UnidadSchema.properties, variantes: Type.Array(UnidadVarianteSchema) });

export const UnidadCreateBodySchema = Type.Object({
  nombre: Type.String({ maxLength: 100 }),
  abreviatura: Type.String({ maxLength: 20 }),
});

export const VincularVarianteBodySchema = Type.Object({
  unidad_id: IdSchema,
  abreviatura_equivalente: Type.String({ maxLength: 50 }),
});

export const VincularVarianteResponseSchema = Type.Object({
  id: Type.Integer(),
  unidad_id: Type.Integer(),
  abreviatura_equivalente: Type.String(),
});

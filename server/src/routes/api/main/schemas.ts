import { Type } from '@fastify/type-provider-typebox';
import { IdSchema } from '../../../lib/schemas.js';

export const EstadoSchema = Type.Union([Type.Literal('pendiente'), Type.Literal('completada'), Type.Literal('descartada')]);

export { IdParamsSchema, NotFoundSchema } from '../../../lib/schemas.js';

export const TareaSchema = Type.Object({
  id: Type.Integer(),
  descripcion: Type.String(),
  estado: EstadoSchema,
  sprint_id: Type.Integer(),
});

export const SprintSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
});

export const SprintConTareasSchema = Type.Object({ ...SprintSchema.properties, tareas: Type.Array(TareaSchema) });

export const SprintCreateBodySchema = Type.Object({
  nombre: Type.String({ maxLength: 200 }),
  descripcion: Type.Optional(Type.String({ maxLength: 10_000 })),
  tareas: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 500 })),
});

export const TareaCreateBodySchema = Type.Object({
  descripcion: Type.String({ maxLength: 2000 }),
  sprint_id: IdSchema,
});

export const TareaEstadoBodySchema = Type.Object({
  estado: EstadoSchema,
});

export const SubproyectoSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  activo: Type.Boolean(),
});

export const SubproyectoCreateBodySchema = Type.Object({
  nombre: Type.String({ maxLength: 100 }),
  descripcion: Type.Optional(Type.String({ maxLength: 2000 })),
  activo: Type.Optional(Type.Boolean()),
});

export const SubproyectoPatchBodySchema = Type.Object({
  activo: Type.Boolean(),
});

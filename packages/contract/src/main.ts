// The Main area's wire (spec section 7 "Main"): each request and response schema, the one the
// server validates and serializes with, and its type. The browser imports the types only.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { TAREA_ESTADOS } from './enums.js';
import { IdSchema, OneOf } from './wire.js';
import type { Same } from './wire.js';

export const TareaEstadoSchema = OneOf(TAREA_ESTADOS);
/**
 * Written out, and held to its schema below: TypeScript names a union only where it is spelled,
 * and @gestion/api's report (scripts/api-report.mjs) prints its TareaEstadoChange with this name.
 */
export type TareaEstado = 'pendiente' | 'completada' | 'descartada';
const tareaEstadoHeld: Same<TareaEstado, Static<typeof TareaEstadoSchema>> = true;
void tareaEstadoHeld;

export const TareaSchema = Type.Object({
  id: Type.Integer(),
  descripcion: Type.String(),
  estado: TareaEstadoSchema,
  sprint_id: Type.Integer(),
});
export interface Tarea extends Static<typeof TareaSchema> {}

export const SprintSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
});
export interface Sprint extends Static<typeof SprintSchema> {}

export const SprintConTareasSchema = Type.Object({ ...SprintSchema.properties, tareas: Type.Array(TareaSchema) });
export interface SprintConTareas extends Static<typeof SprintConTareasSchema> {}

/** GET /api/main/sprints/ (plain list; `nombre`: exact match, case-insensitive). */
export const SprintListQuerySchema = Type.Object({ nombre: Type.Optional(Type.String({ maxLength: 200 })) });
export interface SprintListQuery extends Static<typeof SprintListQuerySchema> {}

/** GET /api/main/sprints/with/tareas/pagination/none/ */
export const SprintConTareasQuerySchema = Type.Object({ sprint_nombre: Type.Optional(Type.String({ maxLength: 200 })) });
export interface SprintConTareasQuery extends Static<typeof SprintConTareasQuerySchema> {}

/** POST /api/main/sprints/ : the sprint and its tasks in one transaction (no `tareas`: none). */
export const SprintCreateRequestSchema = Type.Object({
  nombre: Type.String({ maxLength: 200 }),
  descripcion: Type.Optional(Type.String({ maxLength: 10_000 })),
  tareas: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 500 })),
});
export interface SprintCreateRequest extends Static<typeof SprintCreateRequestSchema> {}

/** PATCH /api/main/sprints/{id}/ : the fields sent, checked as the create checks them (its tasks have their own calls). */
export const SprintUpdateRequestSchema = Type.Object({
  nombre: Type.Optional(SprintCreateRequestSchema.properties.nombre),
  descripcion: SprintCreateRequestSchema.properties.descripcion,
});
export interface SprintUpdateRequest extends Static<typeof SprintUpdateRequestSchema> {}

/** GET /api/main/tareas/?sprint={id} */
export const TareaListQuerySchema = Type.Object({ sprint: Type.Optional(IdSchema) });
export interface TareaListQuery extends Static<typeof TareaListQuerySchema> {}

/** POST /api/main/tareas/ */
export const TareaCreateRequestSchema = Type.Object({
  descripcion: Type.String({ maxLength: 2000 }),
  sprint_id: IdSchema,
});
export interface TareaCreateRequest extends Static<typeof TareaCreateRequestSchema> {}

/** PATCH /api/main/tareas/{id}/ : its description (the estado has its own call). */
export const TareaUpdateRequestSchema = Type.Object({ descripcion: Type.Optional(TareaCreateRequestSchema.properties.descripcion) });
export interface TareaUpdateRequest extends Static<typeof TareaUpdateRequestSchema> {}

/** POST /api/main/tareas/{id}/estado/ and /api/tareas/{id}/estado/ */
export const TareaEstadoRequestSchema = Type.Object({ estado: TareaEstadoSchema });
export interface TareaEstadoRequest extends Static<typeof TareaEstadoRequestSchema> {}

export const SubproyectoSchema = Type.Object({
  id: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  activo: Type.Boolean(),
});
export interface Subproyecto extends Static<typeof SubproyectoSchema> {}

/** POST /subproyectos/ (and /api/subproyectos/); `activo` defaults to true. */
export const SubproyectoCreateRequestSchema = Type.Object({
  nombre: Type.String({ maxLength: 100 }),
  descripcion: Type.Optional(Type.String({ maxLength: 2000 })),
  activo: Type.Optional(Type.Boolean()),
});
export interface SubproyectoCreateRequest extends Static<typeof SubproyectoCreateRequestSchema> {}

/**
 * PATCH /api/subproyectos/{id}/ : the spec sends `activo`; `nombre` and `descripcion` correct
 * what was typed, checked as the create checks them. Each field is optional.
 */
export const SubproyectoPatchRequestSchema = Type.Partial(SubproyectoCreateRequestSchema);
export interface SubproyectoPatchRequest extends Static<typeof SubproyectoPatchRequestSchema> {}

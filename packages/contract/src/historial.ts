// The history: GET /api/auth/historial/ answers `Paginated<HistorialEntry>`, newest first. Each
// schema the server validates and serializes with, and its type; the browser imports the types only.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { IdSchema } from './wire.js';

/** One changed field: its value before and after (null when it did not exist). */
export const HistorialCambioSchema = Type.Object({ campo: Type.String(), antes: Type.Unknown(), despues: Type.Unknown() });
export interface HistorialCambio extends Static<typeof HistorialCambioSchema> {}

export const HistorialEntrySchema = Type.Object({
  id: Type.Integer(),
  /** ISO date-time of the change. */
  fecha: Type.String({ format: 'date-time' }),
  /** Who: null for a write nobody signed in made (the username is then empty). */
  usuario: Type.Union([Type.Integer(), Type.Null()]),
  /** The username as it was at the moment of the change. */
  usuario_username: Type.String(),
  /** crear, modificar, eliminar, activar, desactivar, cambiar_contrasena, importar, confirmar, descartar, proyectar, actualizar, responder */
  accion: Type.String(),
  /** `app.model`: auth.user, auth.group, main.sprint, ... */
  objeto_tipo: Type.String(),
  objeto_id: Type.String(),
  objeto_repr: Type.String(),
  cambios: Type.Array(HistorialCambioSchema),
  /** What is not a field: an import's counts and file name, a projection's figures. */
  detalle: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export interface HistorialEntry extends Static<typeof HistorialEntrySchema> {}

/** The list's filters (with page, page_size and search), shared by its pages and its file. */
export const HistorialFiltrosSchema = Type.Object({
  usuario: Type.Optional(IdSchema),
  objeto_tipo: Type.Optional(Type.String({ maxLength: 60 })),
  objeto_id: Type.Optional(Type.String({ maxLength: 100 })),
  /** yyyy-mm-dd, inclusive */
  desde: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-mm-dd' })),
  /** yyyy-mm-dd, inclusive */
  hasta: Type.Optional(Type.String({ maxLength: 10, description: 'yyyy-mm-dd' })),
});
export interface HistorialFiltros extends Static<typeof HistorialFiltrosSchema> {}

// The history (issue 24): GET /api/auth/historial/ answers `Paginated<HistorialEntry>`, newest first.

/** One changed field: its value before and after (null when it did not exist). */
export interface HistorialCambio {
  campo: string;
  antes: unknown;
  despues: unknown;
}

export interface HistorialEntry {
  id: number;
  /** ISO date-time of the change. */
  fecha: string;
  /** Who: null for a write nobody signed in made (the username is then empty). */
  usuario: number | null;
  /** The username as it was at the moment of the change. */
  usuario_username: string;
  /** crear, modificar, eliminar, activar, desactivar, cambiar_contrasena, importar, confirmar, descartar, proyectar, actualizar, responder */
  accion: string;
  /** `app.model`: auth.user, auth.group, main.sprint, ... */
  objeto_tipo: string;
  objeto_id: string;
  objeto_repr: string;
  cambios: HistorialCambio[];
  /** What is not a field: an import's counts and file name, a projection's figures. */
  detalle: Record<string, unknown> | null;
}

/** The list's filters (with page, page_size and search). */
export interface HistorialFiltros {
  usuario?: number;
  objeto_tipo?: string;
  objeto_id?: string;
  /** yyyy-mm-dd, inclusive */
  desde?: string;
  /** yyyy-mm-dd, inclusive */
  hasta?: string;
}

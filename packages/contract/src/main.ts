// Request/response types of the Main area (spec section 7 "Main").
// Types only: the server and @gestion/api both import them with `import type`.

export type TareaEstado = 'pendiente' | 'completada' | 'descartada';

export interface Tarea {
  id: number;
  descripcion: string;
  estado: TareaEstado;
  sprint_id: number;
}

export interface Sprint {
  id: number;
  nombre: string;
  descripcion: string;
}

export interface SprintConTareas extends Sprint {
  tareas: Tarea[];
}

/** GET /api/main/sprints/ (plain list; query `nombre`: exact match, case-insensitive). */
export interface SprintListQuery {
  nombre?: string;
}

/** GET /api/main/sprints/with/tareas/pagination/none/ */
export interface SprintConTareasQuery {
  sprint_nombre?: string;
}

/** POST /api/main/sprints/ : the sprint and its tasks in one transaction. */
export interface SprintCreateRequest {
  nombre: string;
  descripcion?: string;
  tareas: string[];
}

/** GET /api/main/tareas/?sprint={id} */
export interface TareaListQuery {
  sprint?: number;
}

/** POST /api/main/tareas/ */
export interface TareaCreateRequest {
  descripcion: string;
  sprint_id: number;
}

/** POST /api/main/tareas/{id}/estado/ and /api/tareas/{id}/estado/ */
export interface TareaEstadoRequest {
  estado: TareaEstado;
}

export interface Subproyecto {
  id: number;
  nombre: string;
  descripcion: string;
  activo: boolean;
}

/** POST /subproyectos/ */
export interface SubproyectoCreateRequest {
  nombre: string;
  descripcion?: string;
}

/** PATCH /api/subproyectos/{id}/ */
export interface SubproyectoPatchRequest {
  activo: boolean;
}

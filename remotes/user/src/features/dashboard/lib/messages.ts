/** Texts of the dashboard from the spec (section 8), letter for letter. */
export const DASHBOARD_LOAD_FAILED = 'Error al cargar datos del dashboard';
export const CONTEXTOS_LOAD_FAILED = 'Error al cargar los contextos.';
export const EXPECTATIVAS_NOT_FOUND = 'No se encontró el sprint de expectativas para este subproyecto.';
export const EXPECTATIVAS_FAILED = 'Error al buscar el sprint de expectativas.';
export const TAREAS_FAILED = 'Error al cargar tareas.';
export const ESTADO_CHANGE_FAILED = 'Error al cambiar el estado';
export const TASK_CREATE_FAILED = 'Error al crear la tarea';

/** The sub-projects whose task tables the dashboard shows (spec section 9), in this order. */
export const SUBPROYECTOS = ['acmia', 'terra'] as const;
export type SubproyectoDashboard = (typeof SUBPROYECTOS)[number];

/** The sprint a sub-project's task table reads (spec section 9). */
export function expectativasSprintName(subproyecto: string): string {
  return `${subproyecto} - expectativas`;
}

import { subproyectos } from '../../db/schema/index.js';
import { rowHistorial } from '../../repositories/historial-row.js';
import { SPRINTS, TAREAS } from './repositories/sprints.js';

// What the history records of a sprint, a task and a sub-project.

export const SPRINT_HISTORIAL = SPRINTS.historial!;

export const TAREA_HISTORIAL = TAREAS.historial!;

export const SUBPROYECTO_HISTORIAL = rowHistorial(
  'main.subproyecto',
  subproyectos,
  subproyectos.id,
  { nombre: subproyectos.nombre, descripcion: subproyectos.descripcion, activo: subproyectos.activo },
  (r) => String(r.nombre),
);

// The Main area's resources, declared once (see ../resource.ts). Their lists are the spec's own
// (plain arrays, the sprint list limited by the sub-project rule, docs/domain.md «Subproyectos»):
// what these declarations add is the correction and removal of one record.
import type { Sprint, Subproyecto, Tarea } from '../main.js';
import { defineResource } from '../resource.js';

/**
 * The main app's models, each with what a person calls one record. A model here has its four
 * permissions, `main.${action}_${model}` (../permissions.ts), and its history entries are named so.
 */
export const MAIN_MODELS = {
  sprint: 'Sprint',
  tareasprint: 'Tarea de sprint',
  subproyecto: 'Subproyecto',
} as const;

/**
 * The acmia app's models (the expectativas: the sub-projects' sprints, read on the person's dashboard), each with what a person calls one record. A model here has its four
 * permissions, `acmia.${action}_${model}` (../permissions.ts), and its history entries are named so.
 */
export const ACMIA_MODELS = {
  expectativa: 'Expectativa',
} as const;

export const SPRINT_RESOURCE = defineResource<Sprint>()({
  app: 'main',
  model: 'sprint',
  url: '/api/main/sprints/',
  plural: 'sprints',
  fileName: 'sprints',
  fields: {
    nombre: { label: 'Nombre', sorted: true, required: true, max: 200 },
    descripcion: { label: 'Descripción', max: 10_000 },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'id',
  editable: ['nombre', 'descripcion'],
  // Its tasks go with it.
  removable: true,
});

export const TAREA_RESOURCE = defineResource<Tarea>()({
  app: 'main',
  model: 'tareasprint',
  url: '/api/main/tareas/',
  plural: 'tareas',
  fileName: 'tareas',
  fields: {
    descripcion: { label: 'Descripción', required: true, max: 2000 },
    estado: { label: 'Estado' },
    sprint_id: { label: 'Sprint', listed: false },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'id',
  // The estado has its own call (POST …/tareas/{id}/estado/, the same permission).
  editable: ['descripcion'],
  removable: true,
});

export const SUBPROYECTO_RESOURCE = defineResource<Subproyecto>()({
  app: 'main',
  model: 'subproyecto',
  url: '/api/subproyectos/',
  plural: 'subproyectos',
  fileName: 'subproyectos',
  fields: {
    nombre: { label: 'Nombre', sorted: true, required: true, max: 100 },
    descripcion: { label: 'Descripción', max: 2000 },
    activo: { label: 'Estado', text: (s) => (s.activo ? 'Activo' : 'Inactivo'), input: 'boolean' },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
  // The spec's PATCH (activo), which also corrects the name and description.
  editable: ['nombre', 'descripcion', 'activo'],
  // Nothing refers to it: the sprint rule follows the sprint's name, so removing it closes or
  // opens nothing, and its sprint stays.
  removable: true,
});

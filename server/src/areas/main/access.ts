// The access each route of the area must have: its rows of the authorization matrix
// (routes/authorization-matrix.test.ts), which fails for a route without one.
import type { AccessRow } from '../../resource/access-rows.js';
import { RESOURCES } from './resources.js';
import { declaredReads, declaredWrites } from '../../resource/access-rows.js';
import { SPRINTS, TAREAS } from './repositories/sprints.js';

/** The sprints, tasks, sub-projects and ACMIA. */
export const ACCESS: readonly AccessRow[] = [
  // the declared reads, and the writes each declares (resources.ts)
  ...RESOURCES.flatMap((resource) => [...declaredReads(resource), ...declaredWrites(resource)]),

  // main: sprints, tasks, sub-projects (spec 7 "Main")
  ['GET', '/api/main/sprints/', { any: ['main.view_sprint', 'main.view_tareasprint'] }],
  ['POST', '/api/main/sprints/', 'main.add_sprint'],
  ['GET', '/api/main/sprints/:id/', { any: ['main.view_sprint', 'main.view_tareasprint'] }],
  ['GET', '/api/main/sprints/with/tareas/pagination/none/', { any: ['main.view_sprint', 'main.view_tareasprint'] }],
  ['GET', '/api/main/tareas/', 'main.view_tareasprint'],
  ['POST', '/api/main/tareas/', 'main.add_tareasprint'],
  ['GET', '/api/main/tareas/:id/', 'main.view_tareasprint', { url: '/api/main/tareas/999999/' }],
  ['POST', '/api/main/tareas/:id/estado/', 'main.change_tareasprint', { payload: { estado: 'completada' } }],
  ['POST', '/api/tareas/:id/estado/', 'main.change_tareasprint', { payload: { estado: 'completada' } }],
  ...declaredWrites(SPRINTS),
  ...declaredWrites(TAREAS),
  ['GET', '/subproyectos/', 'main.view_subproyecto'],
  ['POST', '/subproyectos/', 'main.add_subproyecto'],
  ['GET', '/subproyectos/:id/', 'main.view_subproyecto', { url: '/subproyectos/999999/' }],
  ['PATCH', '/subproyectos/:id/', 'main.change_subproyecto', { payload: { activo: false } }],
  ['DELETE', '/subproyectos/:id/', 'main.delete_subproyecto', { url: '/subproyectos/999999/' }],
  ['GET', '/subproyectos/:id/eliminar/', 'main.delete_subproyecto', { url: '/subproyectos/999999/eliminar/' }],
  ['GET', '/api/subproyectos/', 'main.view_subproyecto'],
  ['POST', '/api/subproyectos/', 'main.add_subproyecto'],
  ['GET', '/api/subproyectos/:id/', 'main.view_subproyecto', { url: '/api/subproyectos/999999/' }],
  ['PATCH', '/api/subproyectos/:id/', 'main.change_subproyecto', { payload: { activo: false } }],
  ['DELETE', '/api/subproyectos/:id/', 'main.delete_subproyecto', { url: '/api/subproyectos/999999/' }],
  ['GET', '/api/subproyectos/:id/eliminar/', 'main.delete_subproyecto', { url: '/api/subproyectos/999999/eliminar/' }],

  // ACMIA: the expectations of the sub-projects a person takes part in
  ['GET', '/api/acmia/expectativas/', 'authenticated'],
];

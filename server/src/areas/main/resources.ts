import type { AnyTableResource } from '../../resource/resource-routes.js';

/**
 * Main's declared reads, registered by the area's routes with their authorization-matrix rows
 * (see ../auth/resources.ts). None yet: the sprints' and tasks' reads are the spec's own calls
 * (routes/sprints.ts, routes/tareas.ts), and their declarations give only the corrections and
 * removals. A list over one of the area's tables goes here.
 */
export const RESOURCES: readonly AnyTableResource[] = [];

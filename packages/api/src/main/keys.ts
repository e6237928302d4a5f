/** Key prefixes of the Main area: invalidating a prefix refreshes every query under it. */
export const mainKeys = {
  all: ['main'] as const,
  sprints: ['main', 'sprints'] as const,
  tareas: ['main', 'tareas'] as const,
  subproyectos: ['main', 'subproyectos'] as const,
};

/**
 * Where each remote's routes are mounted (paths relative to the root, the remote's own routes
 * are relative to the mount). `/terra/unidad/list` and `/{sub}/tareas/list` belong to `main`;
 * more specific patterns win over `terra/*` in the router's ranking.
 */
export const AREA_MOUNTS: { path: string; remote: string }[] = [
  { path: 'auth/*', remote: 'auth_admin' },
  { path: 'main/*', remote: 'main' },
  { path: 'terra/unidad/list', remote: 'main' },
  { path: ':subproyecto/tareas/list', remote: 'main' },
  { path: 'terra/*', remote: 'terra' },
  { path: 'rodox/*', remote: 'rodox' },
  { path: 'user/*', remote: 'user' },
];

export const FORBIDDEN_PATH = 'error/403';

/** Every path the signed-in app knows; anything else is "unknown" (spec section 2). */
export const PROTECTED_ROUTES = [{ path: FORBIDDEN_PATH }, ...AREA_MOUNTS.map(({ path }) => ({ path }))];

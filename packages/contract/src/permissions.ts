// The permission catalogue, written once: every model of the product per app, and the extra keys.
// The server synchronises its table from these lists (server/src/db/permission-catalogue.ts); the
// browser takes the keys' type, so a misspelled key in a screen or a route does not compile on
// either side.

/** The four actions every model has. */
export const PERMISSION_ACTIONS = ['view', 'add', 'change', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Every model of the product, per app (Django's app labels). */
export const PERMISSION_MODELS = {
  auth: ['user', 'group', 'permission'],
  main: ['sprint', 'tareasprint', 'subproyecto'],
  pueblo: ['unidadmedida', 'unidadmedidavariante', 'recursotipo', 'recursocategoria'],
  terra: ['producto', 'precioproducto', 'distribuidor', 'equipo', 'invitacion', 'notificacion', 'inmueble', 'dashboardconfig', 'usuarioextra', 'profesion'],
  acmia: ['expectativa'],
  rodox: ['contexto', 'sorteo', 'sorteometricaparidad', 'metricaconfig', 'metrica', 'jornada', 'proyeccion', 'seleccion', 'sonador'],
} as const;

type ModelsOfApps = { [A in keyof typeof PERMISSION_MODELS]: (typeof PERMISSION_MODELS)[A][number] };

/** Each app's models, as a type (named, so that messages and the API reports print it by name). */
export interface PermissionModels extends ModelsOfApps {}

export type PermissionApp = keyof PermissionModels;

/** Keys beyond view/add/change/delete, with the name Django would give them. */
export const EXTRA_PERMISSIONS = [
  { key: 'terra.import_precioproducto', name: 'Can import precioproducto' },
  // The history is read only: no add/change/delete exists for it, so only its view.
  { key: 'auth.view_historial', name: 'Can view historial' },
] as const;

export type ExtraPermissionKey = (typeof EXTRA_PERMISSIONS)[number]['key'];

/** Every valid permission key (`app.action_model`). */
export type PermissionKey =
  | { [A in PermissionApp]: `${A}.${PermissionAction}_${PermissionModels[A]}` }[PermissionApp]
  | ExtraPermissionKey;

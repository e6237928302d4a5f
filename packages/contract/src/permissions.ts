// The permission catalogue as types: every model of the product per app, and the extra keys.
// The server's catalogue (server/src/db/permission-catalogue.ts) is checked against these at
// compile time, so a misspelled key in a screen or a route does not compile on either side.

export type PermissionAction = 'view' | 'add' | 'change' | 'delete';

export interface PermissionModels {
  auth: 'user' | 'group' | 'permission';
  main: 'sprint' | 'tareasprint' | 'subproyecto';
  pueblo: 'unidadmedida' | 'unidadmedidavariante' | 'recursotipo' | 'recursocategoria';
  terra:
    | 'producto'
    | 'precioproducto'
    | 'distribuidor'
    | 'equipo'
    | 'invitacion'
    | 'notificacion'
    | 'inmueble'
    | 'dashboardconfig'
    | 'usuarioextra'
    | 'profesion';
  acmia: 'expectativa';
  rodox:
    | 'contexto'
    | 'sorteo'
    | 'sorteometricaparidad'
    | 'metricaconfig'
    | 'metrica'
    | 'jornada'
    | 'proyeccion'
    | 'seleccion'
    | 'sonador';
}

export type PermissionApp = keyof PermissionModels;

/** Keys beyond view/add/change/delete. */
export type ExtraPermissionKey = 'terra.import_precioproducto' | 'auth.view_historial';

/** Every valid permission key (`app.action_model`). */
export type PermissionKey =
  | { [A in PermissionApp]: `${A}.${PermissionAction}_${PermissionModels[A]}` }[PermissionApp]
  | ExtraPermissionKey;

// The only entry point apps import at run time: Module Federation shares `@gestion/api` as one
// singleton by this name, so one axios instance (base URL, token, 401 handling) serves them all.
export { http, configureApi, isTokenCreation } from './http';
export type { ApiConfig } from './http';
export { errorMessage, serverReason, withServerReason, errorDetail, errorStatus, fieldErrorMessages, firstErrorText } from './error-message';
export { retryUnlessClientError } from './retry-policy';
export { getPage, getList, listParams } from './list';
export type { PageQueryOptions } from './list';
export { useInvalidatingMutation } from './use-invalidating-mutation';
export * from './session';

export { authKeys } from './auth/keys';
export { readGroup, readPermission, readUserListItem } from './auth/read-entities';
export * from './auth/activate-user';
export * from './auth/create-group';
export * from './auth/create-user';
export * from './auth/delete-group';
export * from './auth/list-all-permissions';
export * from './auth/list-assignable-permissions';
export * from './auth/list-group-permissions';
export * from './auth/list-groups';
export * from './auth/list-role-groups';
export * from './auth/list-user-role-groups';
export * from './auth/list-users';
export * from './auth/rename-group';
export * from './auth/set-group-permissions';
export * from './auth/set-user-active';
export * from './auth/set-user-groups';
export * from './auth/toggle-group-permission';
export * from './auth/toggle-user-group';

export { mainKeys } from './main/keys';
export * from './main/change-tarea-estado';
export * from './main/create-sprint';
export * from './main/create-subproyecto';
export * from './main/create-tarea';
export * from './main/get-sprint';
export * from './main/get-sprints';
export * from './main/get-sprints-con-tareas';
export * from './main/get-subproyectos';
export * from './main/get-tareas';
export * from './main/update-subproyecto';

export { puebloKeys } from './pueblo/keys';
export * from './pueblo/create-unidad';
export * from './pueblo/get-unidades';

export { rodoxListKeys } from './rodox/list-keys';
export * from './rodox/get-metrica-configs';
export * from './rodox/create-metrica-config';
export * from './rodox/crear-metricas-faltantes';
export * from './rodox/get-jornadas';
export * from './rodox/create-jornada';
export * from './rodox/proyectar-jornada';
export * from './rodox/get-proyecciones';
export * from './rodox/get-selecciones-de-proyeccion';
export { rodoxDrawKeys } from './rodox/draw-keys';
export * from './rodox/actualizar-sorteos';
export * from './rodox/get-contextos';
export * from './rodox/get-paridad';
export * from './rodox/get-selecciones-del-dia';
export * from './rodox/get-selecciones-kardinal';
export * from './rodox/get-sorteos';
export * from './rodox/get-ultimos-sorteos';

export { importacionKeys } from './importacion/keys';
export * from './importacion/get-unidades-con-variantes';
export * from './importacion/vincular-variante';
export * from './importacion/get-recurso-tipos';
export * from './importacion/create-recurso-tipo';
export * from './importacion/get-recurso-categorias';
export * from './importacion/create-recurso-categoria';
export * from './importacion/get-distribuidores';
export * from './importacion/create-distribuidor';
export * from './importacion/importar-productos';
export * from './importacion/importar-precios-productos';
export * from './importacion/abrir-importacion';
export * from './importacion/confirmar-importacion';
export * from './importacion/descartar-importacion';

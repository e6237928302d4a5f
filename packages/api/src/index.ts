// The only entry point apps import at run time: Module Federation shares `@gestion/api` as one
// singleton by this name, so one axios instance (base URL, token, 401 handling) serves them all.
// A small, stable core: the client, the session calls, error texts, lists, mutations, and the few
// calls that several apps make. A call only one app makes lives in that app's feature
// (`features/<feature>/api/`), so adding one never needs a new export here.
export { http, configureApi, isTokenCreation } from './http';
export type { ApiConfig } from './http';
export { errorMessage, serverReason, withServerReason, errorBody, errorDetail, errorStatus, fieldErrorMessages, formFieldErrors, firstErrorText } from './error-message';
export { retryUnlessClientError } from './retry-policy';
export { getPage, getList, listParams, listQueryOptions } from './list';
export type { PageQueryOptions } from './list';
export { useInvalidatingMutation } from './use-invalidating-mutation';
export * from './session';

// Sprints and their tareas: main's screens and the user dashboard's task tables.
export { mainKeys } from './main/keys';
export * from './main/change-tarea-estado';
export * from './main/create-tarea';
export * from './main/get-sprints';
export * from './main/get-tareas';

// Rodox contexts: rodox's screens and the user's preferences; the user dashboard keys its
// contexts under rodoxKeys.contextos.
export { rodoxKeys } from './rodox/keys';
export * from './rodox/get-contextos';

// Answering an invitation: InvitationAnswer of @gestion/ui, on terra's teams and the user
// dashboard; the dashboard keys its invitations under terraEquipoKeys.
export { terraEquipoKeys } from './terra/equipo-keys';
export * from './terra/responder-invitacion';

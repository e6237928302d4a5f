export { http, configureApi, isTokenCreation } from './http';
export type { ApiConfig } from './http';
export { errorMessage, errorDetail, errorStatus, fieldErrorMessages, firstErrorText } from './error-message';
export { queryKeys } from './query-keys';

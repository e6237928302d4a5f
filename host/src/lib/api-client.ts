import type * as Api from '@gestion/api';

// The API package brings axios (~21 KiB compressed): the login page is drawn without it, and it
// arrives while the person types (on a branch office's slow line the first
// draw's bytes are what a person waits for). Whatever calls the API from the host takes it from
// here, configured with the runtime config's base address before its first call; the screens of
// the remotes are drawn only once the layout that loads it is there.
let baseURL: string | undefined;
let loading: Promise<typeof Api> | undefined;
let api: typeof Api | undefined;

/** The API's base address from the runtime config (bootstrap, before anything asks for the API). */
export function setApiBaseUrl(url: string): void {
  baseURL = url;
  api?.configureApi({ baseURL: url });
}

/** The shared API package, loaded once and configured. */
export function apiClient(): Promise<typeof Api> {
  return (loading ??= import('@gestion/api').then((loaded) => {
    if (baseURL !== undefined) loaded.configureApi({ baseURL });
    return (api = loaded);
  }));
}

/** `code` (a lazily loaded module) once it and the configured API client are both there: its first call may go out at once. */
export function withApiClient<T>(code: Promise<T>): Promise<T> {
  return Promise.all([code, apiClient()]).then(([loaded]) => loaded);
}

import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
import { sessionStore } from '@gestion/session';

// `@gestion/api` is a federation singleton, but a deep import (`@gestion/api/<area>/...`) is
// bundled into the remote that makes it, with its own copy of this file: keeping the instance
// on globalThis gives every copy the one configured instance (base URL, token, 401 handling).
const GLOBAL_KEY = '__gestionApiHttp__';
const globalScope = globalThis as typeof globalThis & { [GLOBAL_KEY]?: AxiosInstance };

function createHttp(): AxiosInstance {
  const instance = axios.create({ headers: { 'Content-Type': 'application/json' } });
  instance.interceptors.request.use((config) => {
    const { token } = sessionStore.getState();
    if (token) {
      const headers = AxiosHeaders.from(config.headers);
      if (!headers.has('Authorization')) headers.set('Authorization', `JWT ${token}`);
      config.headers = headers;
    }
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    // 401 = not authenticated (no, bad, expired or revoked token): the stored session is void.
    // 403 = authenticated but not allowed: the session stays (DOMAIN.md departs from the spec).
    if (axios.isAxiosError(error) && error.response?.status === 401 && !isTokenCreation(error.config?.url)) {
      if (sessionStore.getState().token) sessionStore.clear();
    }
    return Promise.reject(error);
  });
  return instance;
}

/** The one axios instance of every app. */
export const http: AxiosInstance = (globalScope[GLOBAL_KEY] ??= createHttp());

export interface ApiConfig {
  /** e.g. 'http://localhost:8000': paths are written with their /api prefix, as the spec lists them */
  baseURL: string;
}

export function configureApi({ baseURL }: ApiConfig): void {
  http.defaults.baseURL = baseURL.replace(/\/+$/, '');
}

/** The token-creation call answers 401 for bad credentials: that must not sign anyone out. */
const TOKEN_CREATION = /(^|\/)api\/auth\/jwt\/create\/?$/;

export function isTokenCreation(url: string | undefined): boolean {
  return TOKEN_CREATION.test((url ?? '').split('?')[0] ?? '');
}

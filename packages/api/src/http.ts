import axios, { AxiosHeaders, type AxiosInstance } from 'axios';
import { sessionRejected, sessionStore } from '@gestion/session';

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
    // 401 = not authenticated (no, bad, expired or revoked token): the stored session is void;
    // an expired one ends through the expiry notice, as the token watch does (sessionRejected).
    // 403 = authenticated but not allowed: the session stays (docs/domain.md, «Dónde nos apartamos
    // de la especificación»).
    if (axios.isAxiosError(error) && error.response?.status === 401 && !isTokenCreation(error.config?.url) && carriesStoredToken(error.config?.headers)) {
      sessionRejected();
    }
    return Promise.reject(error);
  });
  return instance;
}

/**
 * Whether a request went out with the session's current token. A 401 speaks only of the token it
 * carried: after a clock jump the network may answer late, when that token's session has already
 * ended and the user signed in again; that answer must not end the new session. A request sent
 * with an explicit token (the sign-in's, before it is stored) is the caller's to handle.
 */
function carriesStoredToken(headers: unknown): boolean {
  const { token } = sessionStore.getState();
  return token !== null && AxiosHeaders.from(headers as AxiosHeaders).get('Authorization') === `JWT ${token}`;
}

/**
 * The one axios instance of every app. It is one because apps import `@gestion/api` only by its
 * root, which Module Federation shares as a singleton (lint forbids deep imports at run time).
 */
export const http: AxiosInstance = createHttp();

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

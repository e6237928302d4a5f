import type {
  ChangePasswordRequest,
  CustomLoginResponse,
  DetailResponse,
  LoginRequest,
  Me,
  MyGroups,
  MyPermissions,
  RegistrationRequest,
  TokenResponse,
} from '@gestion/contract';
import { http } from './http';
import { authorizationHeader, SESSION_PATHS, toGroups, toPermissions } from './session-paths';

export async function login(body: LoginRequest): Promise<CustomLoginResponse> {
  return (await http.post<CustomLoginResponse>('/api/auth/custom-login/', body)).data;
}

export async function createToken(body: LoginRequest): Promise<TokenResponse> {
  return (await http.post<TokenResponse>('/api/auth/jwt/create/', body)).data;
}

const bearer = (token?: string) => (token ? { Authorization: authorizationHeader(token) } : undefined);

/** `token` is passed explicitly right after jwt/create, before it is stored. */
export async function fetchMe(token?: string): Promise<Me> {
  return (await http.get<Me>('/api/auth/users/me/', { headers: bearer(token) })).data;
}

async function readPermissions(token?: string): Promise<MyPermissions> {
  return toPermissions((await http.get<unknown>(SESSION_PATHS.permissions, { headers: bearer(token) })).data);
}

async function readGroups(token?: string): Promise<MyGroups> {
  return toGroups((await http.get<unknown>(SESSION_PATHS.groups, { headers: bearer(token) })).data);
}

export async function fetchMyPermissions(): Promise<MyPermissions> {
  return readPermissions();
}

export async function fetchMyGroups(): Promise<MyGroups> {
  return readGroups();
}

export interface MyAccess {
  permissions: MyPermissions;
  groups: MyGroups;
}

/**
 * permissions/me and groups/me side by side; a call that fails counts as an empty list (spec).
 * `token` as for fetchMe: right after jwt/create, in parallel with users/me, before it is stored.
 */
export async function fetchMyAccess(token?: string): Promise<MyAccess> {
  const [permissions, groups] = await Promise.allSettled([readPermissions(token), readGroups(token)]);
  return {
    permissions: permissions.status === 'fulfilled' ? permissions.value : [],
    groups: groups.status === 'fulfilled' ? groups.value : [],
  };
}

export async function changePassword(body: ChangePasswordRequest): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/api/auth/change-password/', body)).data;
}

export type RegisterRequest = RegistrationRequest;

/** Self-registration: the spec posts to /auth/users/ (no /api prefix) on the API's host. */
export async function register(body: RegisterRequest): Promise<unknown> {
  return (await http.post('/auth/users/', body)).data;
}

/** Asks for a new activation link: the server answers the same whatever the email (it tells no one who registered). */
export async function resendActivation(email: string): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/auth/users/resend_activation/', { email })).data;
}

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

export async function login(body: LoginRequest): Promise<CustomLoginResponse> {
  return (await http.post<CustomLoginResponse>('/api/auth/custom-login/', body)).data;
}

export async function createToken(body: LoginRequest): Promise<TokenResponse> {
  return (await http.post<TokenResponse>('/api/auth/jwt/create/', body)).data;
}

/** `token` is passed explicitly right after jwt/create, before it is stored. */
export async function fetchMe(token?: string): Promise<Me> {
  const headers = token ? { Authorization: `JWT ${token}` } : undefined;
  return (await http.get<Me>('/api/auth/users/me/', { headers })).data;
}

export async function fetchMyPermissions(): Promise<MyPermissions> {
  const data = (await http.get<MyPermissions>('/api/auth/permissions/me/')).data;
  return Array.isArray(data) ? data.filter((p): p is string => typeof p === 'string') : [];
}

export async function fetchMyGroups(): Promise<MyGroups> {
  const data = (await http.get<MyGroups>('/api/auth/groups/me/')).data;
  return Array.isArray(data) ? data : [];
}

export async function changePassword(body: ChangePasswordRequest): Promise<DetailResponse> {
  return (await http.post<DetailResponse>('/api/auth/change-password/', body)).data;
}

export type RegisterRequest = RegistrationRequest;

/** Self-registration: the spec posts to /auth/users/ (no /api prefix) on the API's host. */
export async function register(body: RegisterRequest): Promise<unknown> {
  return (await http.post('/auth/users/', body)).data;
}

// Request/response types of the Authentication area (spec section 7 "Users, groups,
// permissions", both families). Types only: the server and @gestion/api import them.
import type { ListQuery, Paginated } from './list.js';
import type { UserAccount } from './session.js';

/** A permission of the catalogue: `codename` holds the full key, e.g. 'auth.view_user'. */
export interface Permission {
  id: number;
  codename: string;
  name: string;
}

/** GET /api/auth/permissions/all/pagination/none/ (plain array, ordered by codename). */
export type AllPermissions = Permission[];

/** A row of GET /api/auth/users/ (`{count, results}`); `groups` in alphabetical order. */
export interface UserListItem extends UserAccount {
  /** distinct permission keys the user holds through their groups and directly */
  permisosCount: number;
}

/** Orderings the users list accepts (`campo` or `-campo`); default `username`. */
export type UserOrderingField = 'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'is_active' | 'date_joined' | 'last_login';

export type UsersQuery = ListQuery;
export type UsersPage = Paginated<UserListItem>;

/** POST /api/auth/users/ (auth.add_user) → 201 `UserListItem` of an active user. */
export interface CreateUserRequest {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  /** default true: the person chooses their own password at the first sign-in */
  must_change_password?: boolean;
}

/** PATCH /api/auth/users/{id}/ (auth.change_user) → 200 `UserListItem`. */
export interface UpdateUserRequest {
  is_active?: boolean;
}

/** PATCH /api/auth/users/{id}/groups/ (auth.change_user): replaces the user's groups → 200 `UserListItem`. */
export interface SetUserGroupsRequest {
  groups_ids: number[];
}

/** A row of GET /api/auth/groups/ (`{count, results}`), permissions ordered by codename. */
export interface Group {
  id: number;
  name: string;
  permissions: Permission[];
}

export type GroupsQuery = ListQuery;
export type GroupsPage = Paginated<Group>;

/** POST /api/auth/groups/ (auth.add_group) → 201 `Group`; PATCH /api/auth/groups/{id}/ (auth.change_group) → 200 `Group`. */
export interface GroupNameRequest {
  name: string;
}

/** PATCH /api/auth/groups/{id}/permissions/ (auth.change_group): replaces → 200 `Group`. */
export interface SetGroupPermissionsRequest {
  permissions_ids: number[];
}

/**
 * POST /auth/users/ (public self-registration) → 201 `RegisteredUser`, the same answer whether or
 * not the username or email was free (the mail says which): it does not tell who exists.
 */
export interface RegistrationRequest {
  username: string;
  email: string;
  password: string;
  telefono: string;
  /** the role the person asks for: kept, it grants nothing */
  rol: string;
}

export interface RegisteredUser {
  detail: string;
  username: string;
  email: string;
  telefono: string;
  rol: string;
  is_active: false;
}

/** POST /auth/users/resend_activation/ (public) → 200 `{detail}`, the same whatever the email. */
export interface ResendActivationRequest {
  email: string;
}

/**
 * GET /api/auth/users/activate/{username}/?token=… (public) → 200 'Usuario activado.'; any link
 * that activates no one (unknown, pending with a wrong or expired token, already active) → 404 `{detail}`.
 */
export interface ActivationResponse {
  detail: string;
}

// Second family (/api/user-roles/, /api/group-permissions/, /api/all-permissions/).

export interface GroupSummary {
  id: number;
  name: string;
}

/** GET /api/user-roles/groups/ (auth.view_group) and GET /api/user-roles/{userId}/user_groups/ (auth.view_user). */
export type GroupSummaries = GroupSummary[];

/** POST /api/user-roles/{userId}/add_group/ and /remove_group/ (auth.change_user) → 200 `MembershipChange`. */
export interface UserGroupChangeRequest {
  group_id: number;
}

/** Answer of the add/remove calls of the second family (idempotent: adding twice is fine). */
export interface MembershipChange {
  detail: string;
  /** the user's groups, or the group's permissions, after the change */
  ids: number[];
}

/** POST /api/group-permissions/{groupId}/add_permission/ and /remove_permission/ (auth.change_group). */
export interface GroupPermissionChangeRequest {
  permiso_id: number;
}

/**
 * GET /api/all-permissions/?group_id= (auth.view_permission): the whole catalogue, each with
 * `asignado` = whether the group has it (false everywhere without `group_id`).
 */
export interface AssignablePermission extends Permission {
  asignado: boolean;
}

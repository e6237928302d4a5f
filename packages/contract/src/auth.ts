// The wire of the Authentication area (spec section 7 "Users, groups, permissions", both
// families): each schema the server validates and serializes with, and its type. The browser
// imports the types only.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { ListQuery, Paginated } from './list.js';
import type { DetailResponse } from './session.js';
import { GroupRefSchema, UserAccountSchema } from './session.js';
import { IdSchema } from './wire.js';

/** A permission of the catalogue: `codename` holds the full key, e.g. 'auth.view_user'. */
export const PermissionSchema = Type.Object({ id: Type.Integer(), codename: Type.String(), name: Type.String() });
export interface Permission extends Static<typeof PermissionSchema> {}

/** GET /api/auth/permissions/all/pagination/none/ (plain array, ordered by codename). */
export type AllPermissions = Permission[];

/** A row of GET /api/auth/users/ (`{count, results}`); `groups` in alphabetical order. */
export const UserListItemSchema = Type.Object({
  ...UserAccountSchema.properties,
  /** distinct permission keys the user holds through their groups and directly */
  permisosCount: Type.Integer({ minimum: 0 }),
});
export interface UserListItem extends Static<typeof UserListItemSchema> {}

/** Orderings the users list accepts (`campo` or `-campo`); default `username`. */
export type UserOrderingField = 'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'is_active' | 'date_joined' | 'last_login';

export type UsersQuery = ListQuery;
export type UsersPage = Paginated<UserListItem>;

const text = (maxLength: number) => Type.String({ maxLength });
const PASSWORD = Type.String({ maxLength: 4096 });

/** POST /api/auth/users/ (auth.add_user) → 201 `UserListItem` of an active user. */
export const CreateUserRequestSchema = Type.Object({
  username: text(150),
  email: text(254),
  password: PASSWORD,
  first_name: Type.Optional(text(150)),
  last_name: Type.Optional(text(150)),
  /** default true: the person chooses their own password at the first sign-in */
  must_change_password: Type.Optional(Type.Boolean()),
});
export interface CreateUserRequest extends Static<typeof CreateUserRequestSchema> {}

/**
 * POST /api/auth/users/{id}/contrasena-temporal/ (auth.change_user): a password for a colleague
 * who forgot theirs. They must change it at the next sign-in; their open sessions end.
 */
export const TemporaryPasswordRequestSchema = Type.Object({ password: PASSWORD });
export interface TemporaryPasswordRequest extends Static<typeof TemporaryPasswordRequestSchema> {}

/** PATCH /api/auth/users/{id}/ (auth.change_user) → 200 `UserListItem`; a field left out keeps its value. */
export const UpdateUserRequestSchema = Type.Object({
  is_active: Type.Optional(Type.Boolean()),
  email: Type.Optional(text(254)),
  first_name: Type.Optional(text(150)),
  last_name: Type.Optional(text(150)),
});
export interface UpdateUserRequest extends Static<typeof UpdateUserRequestSchema> {}

const idList = (description: string) => Type.Array(IdSchema, { maxItems: 10_000, description });

/** PATCH /api/auth/users/{id}/groups/ (auth.change_user): replaces the user's groups → 200 `UserListItem`. */
export const SetUserGroupsRequestSchema = Type.Object({ groups_ids: idList('Ids de los grupos: reemplazan los actuales.') });
export interface SetUserGroupsRequest extends Static<typeof SetUserGroupsRequestSchema> {}

/** A row of GET /api/auth/groups/ (`{count, results}`), permissions ordered by codename. */
export const GroupSchema = Type.Object({ id: Type.Integer(), name: Type.String(), permissions: Type.Array(PermissionSchema) });
export interface Group extends Static<typeof GroupSchema> {}

export type GroupsQuery = ListQuery;
export type GroupsPage = Paginated<Group>;

/** POST /api/auth/groups/ (auth.add_group) → 201 `Group`; PATCH /api/auth/groups/{id}/ (auth.change_group) → 200 `Group`. */
export const GroupNameRequestSchema = Type.Object({ name: text(150) });
export interface GroupNameRequest extends Static<typeof GroupNameRequestSchema> {}

/** PATCH /api/auth/groups/{id}/permissions/ (auth.change_group): replaces → 200 `Group`. */
export const SetGroupPermissionsRequestSchema = Type.Object({ permissions_ids: idList('Ids de los permisos: reemplazan los actuales.') });
export interface SetGroupPermissionsRequest extends Static<typeof SetGroupPermissionsRequestSchema> {}

/** GET /api/auth/groups/segundo-factor/ : the groups whose members must use a second factor. */
export const SecondFactorGroupsSchema = Type.Object({ ids: Type.Array(Type.Integer()) });
export interface SecondFactorGroups extends Static<typeof SecondFactorGroupsSchema> {}

/** PATCH /api/auth/groups/{id}/segundo-factor/ (auth.change_group) → 200 `GroupSecondFactor`. */
export const GroupSecondFactorRequestSchema = Type.Object({ requiere_segundo_factor: Type.Boolean() });
export interface GroupSecondFactorRequest extends Static<typeof GroupSecondFactorRequestSchema> {}

export const GroupSecondFactorSchema = Type.Object({ id: Type.Integer(), requiere_segundo_factor: Type.Boolean() });
export interface GroupSecondFactor extends Static<typeof GroupSecondFactorSchema> {}

/**
 * POST /auth/users/ (public self-registration) → 201 `RegisteredUser`, the same answer whether or
 * not the username or email was free (the mail says which): it does not tell who exists.
 */
export const RegistrationRequestSchema = Type.Object({
  username: text(150),
  email: text(254),
  password: PASSWORD,
  telefono: Type.Optional(text(30)),
  /** the role the person asks for: kept, it grants nothing */
  rol: Type.Optional(text(50)),
});
export interface RegistrationRequest extends Static<typeof RegistrationRequestSchema> {}

/** `is_active` is always false: the account waits for its activation link. */
export const RegisteredUserSchema = Type.Object({
  detail: Type.String(),
  username: Type.String(),
  email: Type.String(),
  telefono: Type.String(),
  rol: Type.String(),
  is_active: Type.Boolean(),
});
export interface RegisteredUser extends Static<typeof RegisteredUserSchema> {}

/** POST /auth/users/resend_activation/ (public) → 200 `{detail}`, the same whatever the email. */
export const ResendActivationRequestSchema = Type.Object({ email: text(254) });
export interface ResendActivationRequest extends Static<typeof ResendActivationRequestSchema> {}

/**
 * GET /api/auth/users/activate/{username}/?token=… (public) → 200 'Usuario activado.'; any link
 * that activates no one (unknown, pending with a wrong or expired token, already active) → 404 `{detail}`.
 */
export const ActivationParamsSchema = Type.Object({ username: Type.String({ minLength: 1, maxLength: 150 }) });
export interface ActivationParams extends Static<typeof ActivationParamsSchema> {}
export const ActivationQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
export interface ActivationQuery extends Static<typeof ActivationQuerySchema> {}
export type ActivationResponse = DetailResponse;

/** GET /api/auth/outbox/?to= : the mail not sent (no SMTP), newest first. */
export const OutboxQuerySchema = Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) });
export interface OutboxQuery extends Static<typeof OutboxQuerySchema> {}

export const OutboxMailSchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  status: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export interface OutboxMail extends Static<typeof OutboxMailSchema> {}

// Second family (/api/user-roles/, /api/group-permissions/, /api/all-permissions/).

/** The `{id, name}` of a group, as `GroupRef`. */
export const GroupSummarySchema = GroupRefSchema;
export interface GroupSummary extends Static<typeof GroupSummarySchema> {}

/** GET /api/user-roles/groups/ (auth.view_group) and GET /api/user-roles/{userId}/user_groups/ (auth.view_user). */
export type GroupSummaries = GroupSummary[];

export const UserRolesParamsSchema = Type.Object({ userId: IdSchema });
export interface UserRolesParams extends Static<typeof UserRolesParamsSchema> {}

export const GroupPermissionsParamsSchema = Type.Object({ groupId: IdSchema });
export interface GroupPermissionsParams extends Static<typeof GroupPermissionsParamsSchema> {}

/** POST /api/user-roles/{userId}/add_group/ and /remove_group/ (auth.change_user) → 200 `MembershipChange`. */
export const UserGroupChangeRequestSchema = Type.Object({ group_id: IdSchema });
export interface UserGroupChangeRequest extends Static<typeof UserGroupChangeRequestSchema> {}

/** Answer of the add/remove calls of the second family (idempotent: adding twice is fine). */
export const MembershipChangeSchema = Type.Object({
  detail: Type.String(),
  /** the user's groups, or the group's permissions, after the change */
  ids: Type.Array(Type.Integer()),
});
export interface MembershipChange extends Static<typeof MembershipChangeSchema> {}

/** POST /api/group-permissions/{groupId}/add_permission/ and /remove_permission/ (auth.change_group). */
export const GroupPermissionChangeRequestSchema = Type.Object({ permiso_id: IdSchema });
export interface GroupPermissionChangeRequest extends Static<typeof GroupPermissionChangeRequestSchema> {}

/**
 * GET /api/all-permissions/?group_id= (auth.view_permission): the whole catalogue, each with
 * `asignado` = whether the group has it (false everywhere without `group_id`).
 */
export const AssignablePermissionSchema = Type.Object({ ...PermissionSchema.properties, asignado: Type.Boolean() });
export interface AssignablePermission extends Static<typeof AssignablePermissionSchema> {}

/** `group_id` is read as text: the server answers DRF's message for one that is no number. */
export const AssignablePermissionsQuerySchema = Type.Object({ group_id: Type.Optional(Type.String({ maxLength: 20 })) });
export interface AssignablePermissionsQuery extends Static<typeof AssignablePermissionsQuerySchema> {}

import { Type } from '@fastify/type-provider-typebox';

// Schemas of the Authentication area's administration calls (users, groups, permissions).

/** PostgreSQL `integer`: a larger id names nothing (and must not reach the database). */
export { MAX_ID, IdSchema, IdParamsSchema } from '../../../lib/schemas.js';
import { IdSchema, UserAccountProperties } from '../../../lib/schemas.js';

export const PermissionSchema = Type.Object({ id: Type.Integer(), codename: Type.String(), name: Type.String() });
export const AssignablePermissionSchema = Type.Object({
  id: Type.Integer(),
  codename: Type.String(),
  name: Type.String(),
  asignado: Type.Boolean(),
});
export const GroupSummarySchema = Type.Object({ id: Type.Integer(), name: Type.String() });
export const GroupSchema = Type.Object({ id: Type.Integer(), name: Type.String(), permissions: Type.Array(PermissionSchema) });

export const UserListItemSchema = Type.Object({
  ...UserAccountProperties,
  permisosCount: Type.Integer({ minimum: 0 }),
});

export const RegisteredUserSchema = Type.Object({
  detail: Type.String(),
  username: Type.String(),
  email: Type.String(),
  telefono: Type.String(),
  rol: Type.String(),
  is_active: Type.Boolean(),
});

const text = (maxLength: number) => Type.String({ maxLength });
const PASSWORD = Type.String({ maxLength: 4096 });

export const CreateUserBodySchema = Type.Object({
  username: text(150),
  email: text(254),
  password: PASSWORD,
  first_name: Type.Optional(text(150)),
  last_name: Type.Optional(text(150)),
  must_change_password: Type.Optional(Type.Boolean()),
});

export const RegistrationBodySchema = Type.Object({
  username: text(150),
  email: text(254),
  password: PASSWORD,
  telefono: Type.Optional(text(30)),
  rol: Type.Optional(text(50)),
});

export const UpdateUserBodySchema = Type.Object({
  is_active: Type.Optional(Type.Boolean()),
  email: Type.Optional(text(254)),
  first_name: Type.Optional(text(150)),
  last_name: Type.Optional(text(150)),
});

const idList = (description: string) => Type.Array(IdSchema, { maxItems: 10_000, description });
export const UserGroupsBodySchema = Type.Object({ groups_ids: idList('Ids de los grupos: reemplazan los actuales.') });
export const GroupPermissionsBodySchema = Type.Object({ permissions_ids: idList('Ids de los permisos: reemplazan los actuales.') });
export const GroupNameBodySchema = Type.Object({ name: text(150) });
export const GroupIdBodySchema = Type.Object({ group_id: IdSchema });
export const PermisoIdBodySchema = Type.Object({ permiso_id: IdSchema });
export const MembershipChangeSchema = Type.Object({ detail: Type.String(), ids: Type.Array(Type.Integer()) });

export const ResendActivationBodySchema = Type.Object({ email: text(254) });

export const ActivationQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

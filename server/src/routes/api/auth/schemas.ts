import { Type } from '@fastify/type-provider-typebox';
import { UserAccountProperties } from '../../../lib/schemas.js';

export const LoginBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 4096 }),
});

export const CustomLoginResponseSchema = Type.Object({
  detail: Type.String(),
  contrasena_cambiar: Type.Boolean(),
  must_change_password: Type.Boolean(),
});

export const TokenResponseSchema = Type.Object({ access: Type.String() });

export const MeSchema = Type.Object({
  ...UserAccountProperties,
  must_change_password: Type.Boolean(),
});

export const GroupRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ChangePasswordBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 4096 }),
  current_password: Type.String({ minLength: 1, maxLength: 4096 }),
});

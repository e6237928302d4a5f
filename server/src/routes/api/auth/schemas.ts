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
  segundo_factor: Type.Optional(Type.Literal(true, { description: 'La cuenta usa verificación en dos pasos: el token se pide con `desafio` y el código.' })),
  desafio: Type.Optional(Type.String({ description: 'Para /api/auth/jwt/segundo-factor/ (5 minutos).' })),
  segundo_factor_pendiente: Type.Optional(
    Type.Literal(true, { description: 'La verificación en dos pasos es obligatoria para esta cuenta y aún no está activada.' }),
  ),
});

export const TokenResponseSchema = Type.Object({ access: Type.String() });

export const MeSchema = Type.Object({
  ...UserAccountProperties,
  must_change_password: Type.Boolean(),
  segundo_factor_pendiente: Type.Boolean({
    description: 'La verificación en dos pasos es obligatoria para esta cuenta y aún no está activada: hasta activarla, solo responden la sesión, el perfil y la activación (403 el resto).',
  }),
});

export const GroupRefSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ChangePasswordBodySchema = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 150 }),
  password: Type.String({ minLength: 1, maxLength: 4096 }),
  current_password: Type.String({ minLength: 1, maxLength: 4096 }),
});

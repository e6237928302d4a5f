import { Type } from '@fastify/type-provider-typebox';
import { IdSchema } from '../../../lib/schemas.js';

export const TipoTelefonoSchema = Type.Union([Type.Literal('movil'), Type.Literal('casa'), Type.Literal('trabajo'), Type.Literal('otro')]);

export const TelefonoSchema = Type.Object({ numero: Type.String(), tipo: TipoTelefonoSchema });

export const UsuarioExtraSchema = Type.Object({
  id: Type.Integer(),
  apodo: Type.String(),
  avatar: Type.String(),
  bio: Type.String(),
  profesiones: Type.Array(Type.Integer()),
  telefonos: Type.Array(TelefonoSchema),
});

export const APODO_MAX = 60;
export const AVATAR_MAX = 500;
export const BIO_MAX = 2000;
export const TELEFONOS_MAX = 10;
export const NUMERO_MAX = 30;
/** More than the catalogue holds; the ids must still name professions. */
export const PROFESIONES_MAX = 50;

// A field left out keeps its value (DRF's update sets only what it validated); the screen sends all.
export const UsuarioExtraUpdateBodySchema = Type.Object({
  apodo: Type.Optional(Type.String({ maxLength: APODO_MAX })),
  avatar: Type.Optional(Type.String({ maxLength: AVATAR_MAX })),
  bio: Type.Optional(Type.String({ maxLength: BIO_MAX })),
  profesiones: Type.Optional(Type.Array(IdSchema, { maxItems: PROFESIONES_MAX })),
  telefonos: Type.Optional(
    Type.Array(Type.Object({ numero: Type.String({ maxLength: NUMERO_MAX }), tipo: TipoTelefonoSchema }), { maxItems: TELEFONOS_MAX }),
  ),
});

// The user area's wire (spec section 7 "Dashboard and preferences", docs/domain.md, «Área del usuario»): each
// schema the server validates and serializes with, and its type. The browser imports the types only.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { TIPOS_TELEFONO } from './enums.js';
import { IdSchema, OneOf } from './wire.js';

/** GET /api/terra/dashboard_config/ : the caller's preferences (created empty on first read). */
export const DashboardConfigSchema = Type.Object({ contextos_favoritos: Type.Array(Type.String()) });
export interface DashboardConfig extends Static<typeof DashboardConfigSchema> {}

export const CONTEXTOS_FAVORITOS_MAX = 50;
/** The column rodox_contextos.sigla. */
const SIGLA_MAX = 50;

/** POST /terra/dashboard_config/set_contextos/ : replaces the favourites (known siglas only); answers the config. */
export const DashboardConfigSetRequestSchema = Type.Object({
  contextos_favoritos: Type.Array(Type.String({ maxLength: SIGLA_MAX }), { maxItems: CONTEXTOS_FAVORITOS_MAX }),
});
export interface DashboardConfigSetRequest extends Static<typeof DashboardConfigSetRequestSchema> {}

/** GET /api/acmia/expectativas/ : one item per sub-project whose expectativas sprint the caller may see. */
export const ExpectativaSchema = Type.Object({
  subproyecto: Type.String(),
  sprint_id: Type.Integer(),
  pendientes: Type.Integer({ minimum: 0 }),
  completadas: Type.Integer({ minimum: 0 }),
  descartadas: Type.Integer({ minimum: 0 }),
});
export interface Expectativa extends Static<typeof ExpectativaSchema> {}

/** GET /api/profesiones/ : the catalogue, by name. */
export const ProfesionSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export interface Profesion extends Static<typeof ProfesionSchema> {}

export const PROFESION_NOMBRE_MAX = 100;

/** POST /api/terra/profesiones/ : 201 with the new profession, or 200 with the one of that name (any case). */
export const ProfesionCreateRequestSchema = Type.Object({ nombre: Type.String({ maxLength: PROFESION_NOMBRE_MAX }) });
export interface ProfesionCreateRequest extends Static<typeof ProfesionCreateRequestSchema> {}

/** PATCH /api/terra/profesiones/{id}/ : its new name. */
export const ProfesionUpdateRequestSchema = Type.Partial(ProfesionCreateRequestSchema);
export interface ProfesionUpdateRequest extends Static<typeof ProfesionUpdateRequestSchema> {}

export const TipoTelefonoSchema = OneOf(TIPOS_TELEFONO);
export type TipoTelefono = Static<typeof TipoTelefonoSchema>;

export const TelefonoSchema = Type.Object({ numero: Type.String(), tipo: TipoTelefonoSchema });
export interface Telefono extends Static<typeof TelefonoSchema> {}

/** GET /api/usuario-extra/ answers `[UsuarioExtra]` (the caller's, created on first read). */
export const UsuarioExtraSchema = Type.Object({
  id: Type.Integer(),
  apodo: Type.String(),
  /** An http(s) URL, or ''. */
  avatar: Type.String(),
  bio: Type.String(),
  /** Profession ids. */
  profesiones: Type.Array(Type.Integer()),
  telefonos: Type.Array(TelefonoSchema),
});
export interface UsuarioExtra extends Static<typeof UsuarioExtraSchema> {}

export const APODO_MAX = 60;
export const AVATAR_MAX = 500;
export const BIO_MAX = 2000;
export const TELEFONOS_MAX = 10;
export const NUMERO_MAX = 30;
/** More than the catalogue holds; the ids must still name professions. */
export const PROFESIONES_MAX = 50;

/**
 * PUT /api/usuario-extra/{id}/ (only the caller's own); answers the profile. A field left out
 * keeps its value (DRF's update sets only what it validated); the screen sends all.
 */
export const UsuarioExtraUpdateRequestSchema = Type.Object({
  apodo: Type.Optional(Type.String({ maxLength: APODO_MAX })),
  avatar: Type.Optional(Type.String({ maxLength: AVATAR_MAX })),
  bio: Type.Optional(Type.String({ maxLength: BIO_MAX })),
  profesiones: Type.Optional(Type.Array(IdSchema, { maxItems: PROFESIONES_MAX })),
  telefonos: Type.Optional(
    Type.Array(Type.Object({ numero: Type.String({ maxLength: NUMERO_MAX }), tipo: TipoTelefonoSchema }), { maxItems: TELEFONOS_MAX }),
  ),
});
export interface UsuarioExtraUpdateRequest extends Static<typeof UsuarioExtraUpdateRequestSchema> {}

/**
 * An item of GET /api/terra/usuarios-extra/ (the administrators' list of profiles): the profile
 * with its owner's username and its professions by name.
 */
export const UsuarioExtraFilaSchema = Type.Object({
  id: Type.Integer(),
  usuario_id: Type.Integer(),
  username: Type.String(),
  apodo: Type.String(),
  avatar: Type.String(),
  bio: Type.String(),
  profesiones: Type.Array(Type.String(), { description: 'Sus nombres, por nombre.' }),
  telefonos: Type.Array(TelefonoSchema),
});
export interface UsuarioExtraFila extends Static<typeof UsuarioExtraFilaSchema> {}

/**
 * PATCH /api/terra/usuarios-extra/{id}/ (terra.change_usuarioextra): an administrator corrects
 * what a profile says (apodo, avatar, bio), checked as the owner's PUT checks them; its
 * professions and phones stay its owner's choice.
 */
export const UsuarioExtraCorreccionSchema = Type.Partial(
  Type.Object({ apodo: Type.String({ maxLength: APODO_MAX }), avatar: Type.String({ maxLength: AVATAR_MAX }), bio: Type.String({ maxLength: BIO_MAX }) }),
);
export interface UsuarioExtraCorreccion extends Static<typeof UsuarioExtraCorreccionSchema> {}

// The wire of the units of measure and the name catalogues (spec section 7 "Pueblo and Terra
// prices"): each schema the server validates and serializes with, and its type. The browser
// imports the types only.
import { Type } from 'typebox';
import type { Static } from 'typebox';
import type { ListQuery } from './list.js';
import { IdSchema } from './wire.js';

export const UnidadVarianteSchema = Type.Object({ id: Type.Integer(), abreviatura_equivalente: Type.String() });
export interface UnidadVariante extends Static<typeof UnidadVarianteSchema> {}

export const UnidadSchema = Type.Object({ id: Type.Integer(), nombre: Type.String(), abreviatura: Type.String() });
export interface Unidad extends Static<typeof UnidadSchema> {}

export const UnidadConVariantesSchema = Type.Object({ ...UnidadSchema.properties, variantes: Type.Array(UnidadVarianteSchema) });
export interface UnidadConVariantes extends Static<typeof UnidadConVariantesSchema> {}

/** GET /api/pueblo/unidades/ : `{count, results}`; search matches nombre, abreviatura and variantes. */
export type UnidadListQuery = ListQuery;

/** POST /api/pueblo/unidades/ (201 with the unit and its, empty, variantes). */
export const UnidadCreateRequestSchema = Type.Object({
  nombre: Type.String({ maxLength: 100 }),
  abreviatura: Type.String({ maxLength: 20 }),
});
export interface UnidadCreateRequest extends Static<typeof UnidadCreateRequestSchema> {}

/** PATCH /api/pueblo/unidades/{id}/ : the fields sent, checked as the create checks them. */
export const UnidadUpdateRequestSchema = Type.Partial(UnidadCreateRequestSchema);
export interface UnidadUpdateRequest extends Static<typeof UnidadUpdateRequestSchema> {}

/** POST /api/pueblo/unidades/vincular-variante/ : idempotent; answers the variant. */
export const VincularVarianteRequestSchema = Type.Object({
  unidad_id: IdSchema,
  abreviatura_equivalente: Type.String({ maxLength: 50 }),
});
export interface VincularVarianteRequest extends Static<typeof VincularVarianteRequestSchema> {}

export const VincularVarianteResponseSchema = Type.Object({
  id: Type.Integer(),
  unidad_id: Type.Integer(),
  abreviatura_equivalente: Type.String(),
});
export interface VincularVarianteResponse extends Static<typeof VincularVarianteResponseSchema> {}

/** An item of GET /api/pueblo/variantes/ : a variant with its unit's name and abbreviation. */
export const UnidadVarianteFilaSchema = Type.Object({
  id: Type.Integer(),
  abreviatura_equivalente: Type.String(),
  unidad_id: Type.Integer(),
  unidad_nombre: Type.String(),
  unidad_abreviatura: Type.String(),
});
export interface UnidadVarianteFila extends Static<typeof UnidadVarianteFilaSchema> {}

/** PATCH /api/pueblo/variantes/{id}/ : its abbreviation, checked as vincular-variante checks it. */
export const UnidadVarianteUpdateRequestSchema = Type.Partial(Type.Object({ abreviatura_equivalente: Type.String({ maxLength: 50 }) }));
export interface UnidadVarianteUpdateRequest extends Static<typeof UnidadVarianteUpdateRequestSchema> {}

/** A resource type, resource category or distributor (terra): `{id, nombre}`. */
export const CatalogoItemSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export interface CatalogoItem extends Static<typeof CatalogoItemSchema> {}
export type RecursoTipo = CatalogoItem;
export type RecursoCategoria = CatalogoItem;
export type Distribuidor = CatalogoItem;

/**
 * POST /api/pueblo/recursotipos/, /api/pueblo/recursocategorias/, /api/terra/distribuidores/:
 * 201 with the new record, or 200 with the existing one of the same name (case and accents ignored).
 */
export const CatalogoCreateRequestSchema = Type.Object({ nombre: Type.String({ maxLength: 150 }) });
export interface CatalogoCreateRequest extends Static<typeof CatalogoCreateRequestSchema> {}

/** PATCH of a catalogue's record (`{base}{id}/`): its new name. */
export const CatalogoUpdateRequestSchema = Type.Partial(CatalogoCreateRequestSchema);
export interface CatalogoUpdateRequest extends Static<typeof CatalogoUpdateRequestSchema> {}

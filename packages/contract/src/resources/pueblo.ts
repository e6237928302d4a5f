// The pueblo area's resources, declared once (see ../resource.ts).
import type { CatalogoItem, UnidadConVariantes, UnidadVarianteFila } from '../pueblo.js';
import { defineResource } from '../resource.js';

/**
 * The pueblo app's models, each with what a person calls one record. A model here has its four
 * permissions, `pueblo.${action}_${model}` (../permissions.ts), and its history entries are named so.
 */
export const PUEBLO_MODELS = {
  unidadmedida: 'Unidad de medida',
  unidadmedidavariante: 'Variante de unidad',
  recursotipo: 'Tipo de recurso',
  recursocategoria: 'Categoría de recurso',
} as const;

/** A unit's variants as its row shows them: their abbreviations, '-' when it has none. */
export function variantesText(u: Pick<UnidadConVariantes, 'variantes'>): string {
  const list = (u.variantes ?? []).map((v) => v.abreviatura_equivalente).filter(Boolean);
  return list.length ? list.join(', ') : '-';
}

export const UNIDAD_RESOURCE = defineResource<UnidadConVariantes>()({
  app: 'pueblo',
  model: 'unidadmedida',
  url: '/api/pueblo/unidades/',
  plural: 'unidades de medida',
  fileName: 'unidades',
  fields: {
    // The limits of UnidadCreateRequestSchema (../pueblo.ts), which the correction checks too.
    nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 100 },
    abreviatura: { label: 'Abreviatura', sorted: true, searched: true, required: true, max: 20 },
    variantes: { label: 'Variantes', searched: true, text: variantesText },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'nombre',
  editable: ['nombre', 'abreviatura'],
  // Its variants go with it; a unit of products (and so of prices) stays.
  removable: true,
});

/** A catalogue of names (resource types, categories, distributors): the same fields, another table. */
const catalogoFields = {
  nombre: { label: 'Nombre', sorted: true, searched: true, required: true, max: 150 },
  id: { label: 'Id', listed: false, sorted: true },
} as const;

export const RECURSO_TIPO_RESOURCE = defineResource<CatalogoItem>()({
  app: 'pueblo',
  model: 'recursotipo',
  url: '/api/pueblo/recursotipos/',
  plural: 'tipos de recurso',
  fileName: 'tipos-de-recurso',
  fields: catalogoFields,
  defaultOrdering: 'nombre',
  editable: ['nombre'],
  // Refused while products are of the type.
  removable: true,
});

export const RECURSO_CATEGORIA_RESOURCE = defineResource<CatalogoItem>()({
  app: 'pueblo',
  model: 'recursocategoria',
  url: '/api/pueblo/recursocategorias/',
  plural: 'categorías de recurso',
  fileName: 'categorias-de-recurso',
  fields: catalogoFields,
  defaultOrdering: 'nombre',
  editable: ['nombre'],
  // Refused while products are of the category.
  removable: true,
});

/** A unit's variants, one by one: the abbreviations the imports also recognise as the unit. */
export const VARIANTE_RESOURCE = defineResource<UnidadVarianteFila>()({
  app: 'pueblo',
  model: 'unidadmedidavariante',
  url: '/api/pueblo/variantes/',
  plural: 'variantes de unidad',
  fileName: 'variantes-de-unidad',
  fields: {
    // The limit of VincularVarianteRequestSchema (../pueblo.ts), which the correction checks too.
    abreviatura_equivalente: { label: 'Abreviatura equivalente', sorted: true, searched: true, required: true, max: 50 },
    unidad_nombre: { label: 'Unidad', searched: true },
    unidad_abreviatura: { label: 'Abreviatura de la unidad', searched: true },
    unidad_id: { label: 'Id de la unidad', listed: false },
    id: { label: 'Id', listed: false, sorted: true },
  },
  defaultOrdering: 'abreviatura_equivalente',
  // Its unit stays the one it was linked to: another unit's abbreviation is another variant.
  editable: ['abreviatura_equivalente'],
  // Nothing refers to a variant: it goes alone.
  removable: true,
});

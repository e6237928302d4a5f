import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, refColumn } from '../../db/schema/columns.js';
import { searchText } from '../../lib/search-text.js';

// Pueblo (docs/domain.md, «Unidades de medida», «Catálogos»): units of measure and their equivalent
// abbreviations, resource types and categories, and distributors (used by Terra's prices; their
// routes come with the Terra import issue). A list's searched text is a stored generated column
// (lib/search-text.ts) with a trigram index; name lookups use trigram indexes on
// immutable_unaccent(col). Resource types, categories and distributors are unique by their folded
// name (case and accents ignored): 'Ferretería' and 'FERRETERIA' are one distributor.

export const unidadesMedida = pgTable(
  'unidades_medida',
  {
    id: idColumn(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    abreviatura: varchar('abreviatura', { length: 20 }).notNull(),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"nombre" || ' ' || "abreviatura"`)),
  },
  (t) => [
    uniqueIndex('unidades_medida_nombre_lower_uq').on(sql`lower(${t.nombre})`),
    uniqueIndex('unidades_medida_abreviatura_lower_uq').on(sql`lower(${t.abreviatura})`),
    index('unidades_medida_nombre_id_idx').on(t.nombre, t.id),
    index('unidades_medida_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** An equivalent abbreviation of a unit ('KGS' for 'KG'): unique across all units. */
export const unidadesMedidaVariantes = pgTable(
  'unidades_medida_variantes',
  {
    id: idColumn(),
    unidad_id: refColumn('unidad_id', () => unidadesMedida.id, 'cascade'),
    abreviatura_equivalente: varchar('abreviatura_equivalente', { length: 50 }).notNull(),
    search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"abreviatura_equivalente"`)),
  },
  (t) => [
    uniqueIndex('unidades_medida_variantes_abrev_lower_uq').on(sql`lower(${t.abreviatura_equivalente})`),
    index('unidades_medida_variantes_unidad_idx').on(t.unidad_id),
    index('unidades_medida_variantes_search_text_trgm').using('gin', sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** A catalogue of names (resource types, categories, distributors): unique by folded name, searched by trigram. */
function catalogoTable<N extends string>(name: N) {
  return pgTable(
    name,
    {
      id: idColumn(),
      nombre: varchar('nombre', { length: 150 }).notNull(),
      /** The price list's search looks terms up here (areas/terra/repositories/precios-busqueda.ts). */
      search_text: text('search_text').notNull().generatedAlwaysAs(searchText(sql`"nombre"`)),
    },
    (t) => [
      uniqueIndex(`${name}_nombre_folded_uq`).on(sql`lower(immutable_unaccent(${t.nombre}))`),
      index(`${name}_search_text_trgm`).using('gin', sql`${t.search_text} gin_trgm_ops`),
    ],
  );
}

export const recursoTipos = catalogoTable('recurso_tipos');

export const recursoCategorias = catalogoTable('recurso_categorias');

export const distribuidores = catalogoTable('distribuidores');

import { asc, count, eq, sql } from 'drizzle-orm';
import type { CatalogoItem } from '@gestion/contract/pueblo';
import type { Executor } from '../../../db/client.js';
import { distribuidores, preciosProductos, productos, recursoCategorias, recursoTipos } from '../../../db/schema/index.js';
import { CatalogoItemSchema } from '@gestion/contract/pueblo';
import { RECURSO_CATEGORIA_RESOURCE, RECURSO_TIPO_RESOURCE } from '@gestion/contract/resources/pueblo';
import { DISTRIBUIDOR_RESOURCE } from '@gestion/contract/resources/terra';
import type { ResourceDeclaration } from '@gestion/contract/resource';
import type { PermissionApp } from '@gestion/contract/permissions';
import { tableResource, type TableResource } from '../../../resource/table-resource.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';
import { cuantos } from '../../../lib/cuantos.js';

// Resource types, resource categories and distributors: `{id, nombre}` records unique by their
// folded name (lower(immutable_unaccent(nombre)), the unique index of each table).

export type CatalogoTable = typeof recursoTipos | typeof recursoCategorias | typeof distribuidores;

export const CATALOGOS = { tipos: recursoTipos, categorias: recursoCategorias, distribuidores } as const;

const columns = (t: CatalogoTable) => ({ id: t.id, nombre: t.nombre });

/** The expression of the unique index: a name compared with it ignores case and accents. */
export const nombrePlegado = (t: CatalogoTable) => sql`lower(immutable_unaccent(${t.nombre}))`;
export const plegar = (nombre: string) => sql`lower(immutable_unaccent(${nombre}::text))`;

export async function listCatalogo(db: Executor, t: CatalogoTable): Promise<CatalogoItem[]> {
  return db.select(columns(t)).from(t).orderBy(asc(t.nombre), asc(t.id));
}

export async function findCatalogoByNombre(db: Executor, t: CatalogoTable, nombre: string): Promise<CatalogoItem | null> {
  const [row] = await db.select(columns(t)).from(t).where(sql`${nombrePlegado(t)} = ${plegar(nombre)}`);
  return row ?? null;
}

/**
 * The record named `nombre`, created when no record has that name (case and accents ignored).
 * Safe under concurrency: the insert yields to the unique index, then the winner is read.
 */
export async function findOrCreateCatalogo(
  db: Executor,
  t: CatalogoTable,
  nombre: string,
): Promise<{ item: CatalogoItem; created: boolean }> {
  const [created] = await db.insert(t).values({ nombre }).onConflictDoNothing().returning(columns(t));
  if (created) return { item: created, created: true };
  const existing = await findCatalogoByNombre(db, t, nombre);
  if (!existing) throw new Error(`catalogue name vanished: ${nombre}`);
  return { item: existing, created: false };
}

/** A catalogue, declared once and bound to its table, with what refers to its records. */
export interface Catalogo {
  resource: TableResource<CatalogoItem, CatalogoItem>;
  table: CatalogoTable;
  /** Why a record cannot go: what refers to it, counted. Null when nothing does. */
  impide(db: Executor, id: number): Promise<string | null>;
}

function catalogo<A extends PermissionApp>(declaration: ResourceDeclaration<CatalogoItem, A>, table: CatalogoTable, impide: Catalogo['impide']): Catalogo {
  const resource = tableResource<CatalogoItem, CatalogoItem, A>(declaration, {
    table,
    key: table.id,
    columns: columns(table),
    schema: CatalogoItemSchema,
    search: [table.search_text],
    historial: { columns: { nombre: table.nombre }, repr: (r) => String(r.nombre) },
  });
  return { resource: resource as unknown as Catalogo['resource'], table, impide };
}


/** Products of the type or category: they name it, so it stays while they do. */
const productosCon = (column: typeof productos.tipo_id | typeof productos.categoria_id) => async (db: Executor, id: number) => {
  const [row] = await db.select({ n: count() }).from(productos).where(eq(column, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `lo usan ${cuantos(n, 'producto', 'productos')}.` : null;
};

export const TIPOS = catalogo(RECURSO_TIPO_RESOURCE, recursoTipos, productosCon(productos.tipo_id));
export const CATEGORIAS = catalogo(RECURSO_CATEGORIA_RESOURCE, recursoCategorias, productosCon(productos.categoria_id));
export const DISTRIBUIDORES = catalogo(DISTRIBUIDOR_RESOURCE, distribuidores, async (db, id) => {
  const [row] = await db.select({ n: count() }).from(preciosProductos).where(eq(preciosProductos.distribuidor_id, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? `tiene ${cuantos(n, 'precio', 'precios')}.` : null;
});

/**
 * Renames a record: false when there is none, 'nombre' when another record has that name (case
 * and accents ignored: the unique index). The prices' copies of the name follow by trigger.
 */
export const renameCatalogo = (db: Executor, t: CatalogoTable, id: number, nombre: string): Promise<boolean | 'nombre'> =>
  updateRow(db, t, t.id, id, { nombre }, { taken: 'nombre' as const });

export const deleteCatalogo = (db: Executor, t: CatalogoTable, id: number): Promise<boolean> => deleteRow(db, t, t.id, id);

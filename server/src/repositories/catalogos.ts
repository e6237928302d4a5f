import { asc, sql } from 'drizzle-orm';
import type { CatalogoItem } from '@gestion/contract/pueblo';
import type { Executor } from '../db/client.js';
import { distribuidores, recursoCategorias, recursoTipos } from '../db/schema/index.js';

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

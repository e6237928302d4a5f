import { asc, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Unidad, UnidadConVariantes, UnidadVariante, VincularVarianteResponse } from '@gestion/contract/pueblo';
import { ieq, isTaken } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { preciosProductos, productos, unidadesMedida, unidadesMedidaVariantes } from '../../../db/schema/index.js';
import { UnidadConVariantesSchema } from '@gestion/contract/pueblo';
import { UNIDAD_RESOURCE } from '@gestion/contract/resources/pueblo';
import { tableResource } from '../../../resource/table-resource.js';
import { isUniqueViolation } from '../../../repositories/pg-errors.js';
import { cuantos } from '../../../lib/cuantos.js';

const unidadColumns = { id: unidadesMedida.id, nombre: unidadesMedida.nombre, abreviatura: unidadesMedida.abreviatura };

// Abbreviations live in two tables (units and variantes) but are unique across both: writers
// take this transaction lock first, so two concurrent requests cannot both pass the check.
const ABBREVIATIONS_LOCK = 731_001;
export async function lockAbbreviations(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ABBREVIATIONS_LOCK})`);
}

/** Units one of whose variantes matches: a semi-join on the variantes' own search column. */
const variantesMatch = (pattern: SQL) =>
  sql`${unidadesMedida.id} in (select ${unidadesMedidaVariantes.unidad_id} from ${unidadesMedidaVariantes} where ${unidadesMedidaVariantes.search_text} like ${pattern})`;

async function attachVariantes(db: Executor, list: Unidad[]): Promise<UnidadConVariantes[]> {
  if (list.length === 0) return [];
  const rows = await db
    .select({
      id: unidadesMedidaVariantes.id,
      unidad_id: unidadesMedidaVariantes.unidad_id,
      abreviatura_equivalente: unidadesMedidaVariantes.abreviatura_equivalente,
    })
    .from(unidadesMedidaVariantes)
    .where(inArray(unidadesMedidaVariantes.unidad_id, list.map((u) => u.id)))
    .orderBy(asc(unidadesMedidaVariantes.id));
  const byUnit = new Map<number, UnidadVariante[]>();
  for (const { unidad_id, ...v } of rows) {
    const bucket = byUnit.get(unidad_id);
    if (bucket) bucket.push(v);
    else byUnit.set(unidad_id, [v]);
  }
  return list.map((u) => ({ ...u, variantes: byUnit.get(u.id) ?? [] }));
}

/** Units, declared once (the contract's declaration, bound here to its table). */
export const UNIDADES = tableResource<Unidad, UnidadConVariantes, 'pueblo'>(UNIDAD_RESOURCE, {
  table: unidadesMedida,
  key: unidadesMedida.id,
  columns: unidadColumns,
  schema: UnidadConVariantesSchema,
  search: [unidadesMedida.search_text, variantesMatch],
  toItems: attachVariantes,
  // The variants are a field of their unit in the history ('variantes' before and after).
  historial: {
    columns: { nombre: unidadesMedida.nombre, abreviatura: unidadesMedida.abreviatura },
    repr: (r) => `${String(r.nombre)} (${String(r.abreviatura)})`,
    extra: async (db, id) => ({
      variantes: (
        await db
          .select({ a: unidadesMedidaVariantes.abreviatura_equivalente })
          .from(unidadesMedidaVariantes)
          .where(eq(unidadesMedidaVariantes.unidad_id, id))
          .orderBy(asc(unidadesMedidaVariantes.id))
      ).map((v) => v.a),
    }),
  },
});

/** The units' history object (`pueblo.unidadmedida`). */
export const UNIDAD_HISTORIAL = UNIDADES.historial!;

export async function listUnidades(db: Executor): Promise<Unidad[]> {
  return db.select(unidadColumns).from(unidadesMedida).orderBy(asc(unidadesMedida.nombre), asc(unidadesMedida.id));
}

export async function listUnidadesConVariantes(db: Executor): Promise<UnidadConVariantes[]> {
  return attachVariantes(db, await listUnidades(db));
}

type Conflict = { field: 'nombre' | 'abreviatura' | 'abreviatura_equivalente' | 'unidad_id'; message: string };
export type WriteResult<T> = { ok: true; value: T; created: boolean } | { ok: false; conflict: Conflict };

export const UNIDAD_MESSAGES = {
  nombreTaken: 'Ya existe una unidad con este nombre.',
  abreviaturaTaken: 'Ya existe una unidad con esta abreviatura.',
  abreviaturaIsVariante: 'Esta abreviatura ya es una variante de otra unidad.',
  varianteOfOther: 'Esta abreviatura ya es una variante de otra unidad.',
  varianteIsAbreviatura: 'Esta abreviatura ya pertenece a otra unidad.',
  varianteIsOwn: 'Es la abreviatura de esta misma unidad.',
  unknownUnidad: (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`,
  abreviaturaIsOwnVariante: 'Esta abreviatura ya es una variante de esta unidad.',
} as const;

/** A new unit, unless its nombre or abreviatura is taken (abreviatura also among variantes). */
export async function createUnidad(
  db: Executor,
  input: { nombre: string; abreviatura: string },
): Promise<WriteResult<UnidadConVariantes>> {
  try {
    return await db.transaction(async (tx): Promise<WriteResult<UnidadConVariantes>> => {
      await lockAbbreviations(tx);
      if (await isTaken(tx, unidadesMedida, ieq(unidadesMedida.nombre, input.nombre))) return { ok: false, conflict: { field: 'nombre', message: UNIDAD_MESSAGES.nombreTaken } };
      if (await isTaken(tx, unidadesMedida, ieq(unidadesMedida.abreviatura, input.abreviatura))) return { ok: false, conflict: { field: 'abreviatura', message: UNIDAD_MESSAGES.abreviaturaTaken } };
      if (await isTaken(tx, unidadesMedidaVariantes, ieq(unidadesMedidaVariantes.abreviatura_equivalente, input.abreviatura))) return { ok: false, conflict: { field: 'abreviatura', message: UNIDAD_MESSAGES.abreviaturaIsVariante } };
      const [row] = await tx.insert(unidadesMedida).values(input).returning(unidadColumns);
      if (!row) throw new Error('unidad insert returned nothing');
      return { ok: true, value: { ...row, variantes: [] }, created: true };
    });
  } catch (err) {
    // The lock makes this unreachable on one database; kept for safety with the unique indexes.
    if (isUniqueViolation(err, 'unidades_medida_nombre_lower_uq'))
      return { ok: false, conflict: { field: 'nombre', message: UNIDAD_MESSAGES.nombreTaken } };
    if (isUniqueViolation(err)) return { ok: false, conflict: { field: 'abreviatura', message: UNIDAD_MESSAGES.abreviaturaTaken } };
    throw err;
  }
}

/**
 * Records `abreviatura_equivalente` as a variant of the unit. Idempotent: the same text for the
 * same unit answers the existing variant (`created: false`); a text that is another unit's
 * variant or abbreviation is a conflict.
 */
export async function vincularVariante(
  db: Executor,
  input: { unidad_id: number; abreviatura_equivalente: string },
): Promise<WriteResult<VincularVarianteResponse>> {
  return db.transaction(async (tx): Promise<WriteResult<VincularVarianteResponse>> => {
    await lockAbbreviations(tx);
    const [unidad] = await tx.select(unidadColumns).from(unidadesMedida).where(eq(unidadesMedida.id, input.unidad_id));
    if (!unidad) return { ok: false, conflict: { field: 'unidad_id', message: UNIDAD_MESSAGES.unknownUnidad(input.unidad_id) } };
    const [existing] = await tx
      .select({
        id: unidadesMedidaVariantes.id,
        unidad_id: unidadesMedidaVariantes.unidad_id,
        abreviatura_equivalente: unidadesMedidaVariantes.abreviatura_equivalente,
      })
      .from(unidadesMedidaVariantes)
      .where(ieq(unidadesMedidaVariantes.abreviatura_equivalente, input.abreviatura_equivalente));
    if (existing) {
      if (existing.unidad_id === unidad.id) return { ok: true, value: existing, created: false };
      return { ok: false, conflict: { field: 'abreviatura_equivalente', message: UNIDAD_MESSAGES.varianteOfOther } };
    }
    if (unidad.abreviatura.toLowerCase() === input.abreviatura_equivalente.toLowerCase()) {
      return { ok: false, conflict: { field: 'abreviatura_equivalente', message: UNIDAD_MESSAGES.varianteIsOwn } };
    }
    if (await isTaken(tx, unidadesMedida, ieq(unidadesMedida.abreviatura, input.abreviatura_equivalente), unidad.id)) return { ok: false, conflict: { field: 'abreviatura_equivalente', message: UNIDAD_MESSAGES.varianteIsAbreviatura } };
    const [row] = await tx
      .insert(unidadesMedidaVariantes)
      .values(input)
      .returning({
        id: unidadesMedidaVariantes.id,
        unidad_id: unidadesMedidaVariantes.unidad_id,
        abreviatura_equivalente: unidadesMedidaVariantes.abreviatura_equivalente,
      });
    if (!row) throw new Error('variante insert returned nothing');
    return { ok: true, value: row, created: true };
  });
}

/**
 * Corrects a unit's name or abbreviation (those sent), unless taken as the create refuses them:
 * by another unit, or as a variant. Undefined when there is no such unit. The names copied onto
 * prices and products' search texts follow through their triggers (migrations 0009, 0015).
 */
export async function updateUnidad(
  tx: Executor,
  id: number,
  input: { nombre?: string; abreviatura?: string },
): Promise<WriteResult<Unidad> | undefined> {
  await lockAbbreviations(tx);
  const [unidad] = await tx.select(unidadColumns).from(unidadesMedida).where(eq(unidadesMedida.id, id));
  if (!unidad) return undefined;
  const { nombre, abreviatura } = input;
  if (nombre !== undefined && (await isTaken(tx, unidadesMedida, ieq(unidadesMedida.nombre, nombre), id))) return { ok: false, conflict: { field: 'nombre', message: UNIDAD_MESSAGES.nombreTaken } };
  if (abreviatura !== undefined) {
    if (await isTaken(tx, unidadesMedida, ieq(unidadesMedida.abreviatura, abreviatura), id)) return { ok: false, conflict: { field: 'abreviatura', message: UNIDAD_MESSAGES.abreviaturaTaken } };
    const [variante] = await tx
      .select({ unidad_id: unidadesMedidaVariantes.unidad_id })
      .from(unidadesMedidaVariantes)
      .where(ieq(unidadesMedidaVariantes.abreviatura_equivalente, abreviatura));
    if (variante) return { ok: false, conflict: { field: 'abreviatura', message: variante.unidad_id === id ? UNIDAD_MESSAGES.abreviaturaIsOwnVariante : UNIDAD_MESSAGES.abreviaturaIsVariante } };
  }
  const changes = { ...(nombre !== undefined ? { nombre } : {}), ...(abreviatura !== undefined ? { abreviatura } : {}) };
  if (Object.keys(changes).length === 0) return { ok: true, value: unidad, created: false };
  const [row] = await tx.update(unidadesMedida).set(changes).where(eq(unidadesMedida.id, id)).returning(unidadColumns);
  return { ok: true, value: row!, created: false };
}

/** Why a unit cannot be removed: the products measured in it, and their prices. Null when none is. */
export async function unidadImpide(db: Executor, id: number): Promise<string | null> {
  const [uso] = await db
    .select({ productos: countDistinct(productos.id), precios: count(preciosProductos.id) })
    .from(productos)
    .leftJoin(preciosProductos, eq(preciosProductos.producto_id, productos.id))
    .where(eq(productos.unidad_id, id));
  const n = Number(uso?.productos ?? 0);
  if (n === 0) return null;
  const precios = Number(uso?.precios ?? 0);
  return `la usan ${cuantos(n, 'producto', 'productos')}${precios > 0 ? ` con ${cuantos(precios, 'precio', 'precios')}` : ''}.`;
}

/** What goes with a unit: its variants. */
export async function unidadArrastra(db: Executor, id: number): Promise<string[]> {
  const [row] = await db.select({ n: count() }).from(unidadesMedidaVariantes).where(eq(unidadesMedidaVariantes.unidad_id, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? [cuantos(n, 'variante', 'variantes')] : [];
}

/** Removes a unit and its variants (their foreign key cascades); false when there is none. */
export async function deleteUnidad(tx: Executor, id: number): Promise<boolean> {
  await lockAbbreviations(tx);
  const gone = await tx.delete(unidadesMedida).where(eq(unidadesMedida.id, id)).returning({ id: unidadesMedida.id });
  return gone.length > 0;
}


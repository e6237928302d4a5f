import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { UnidadVarianteFila } from '@gestion/contract/pueblo';
import { UnidadVarianteFilaSchema } from '@gestion/contract/pueblo';
import { VARIANTE_RESOURCE } from '@gestion/contract/resources/pueblo';
import { ieq, isTaken } from '../../../db/case-insensitive.js';
import type { Executor } from '../../../db/client.js';
import { unidadesMedida, unidadesMedidaVariantes as v } from '../../../db/schema/index.js';
import { tableResource } from '../../../resource/table-resource.js';
import type { UNIDAD_MESSAGES } from './unidades.js';
import { lockAbbreviations } from './unidades.js';
import { deleteRow } from '../../../repositories/row-writes.js';

// A unit's name and abbreviation beside each variant. Written with the table's own name: drizzle
// leaves the columns of a one-table select unqualified, and an unqualified column inside these
// subqueries would be the subquery's own.
const deSuUnidad = (columna: 'nombre' | 'abreviatura') =>
  sql<string>`(select u.${sql.raw(columna)} from unidades_medida u where u.id = unidades_medida_variantes.unidad_id)`;

/** The variants, declared once (the contract's declaration bound to the table). */
export const VARIANTES = tableResource<UnidadVarianteFila, UnidadVarianteFila, 'pueblo'>(VARIANTE_RESOURCE, {
  table: v,
  key: v.id,
  columns: {
    id: v.id,
    abreviatura_equivalente: v.abreviatura_equivalente,
    unidad_id: v.unidad_id,
    unidad_nombre: deSuUnidad('nombre'),
    unidad_abreviatura: deSuUnidad('abreviatura'),
  },
  schema: UnidadVarianteFilaSchema,
  search: [v.search_text, (pattern: SQL) => sql`${v.unidad_id} in (select ${unidadesMedida.id} from ${unidadesMedida} where ${unidadesMedida.search_text} like ${pattern})`],
  historial: {
    columns: { abreviatura_equivalente: v.abreviatura_equivalente, unidad: deSuUnidad('nombre').as('unidad') },
    repr: (r) => `${String(r.abreviatura_equivalente)} (${String(r.unidad)})`,
  },
});

type Conflicto = Exclude<keyof typeof UNIDAD_MESSAGES, 'unknownUnidad'>;

/**
 * Corrects a variant's abbreviation unless vincular-variante would refuse it: another variant's
 * (any case), its unit's own abbreviation, or another unit's. False when there is no such
 * variant; the message's key when refused.
 */
export async function updateVariante(tx: Executor, id: number, abreviatura: string | undefined): Promise<boolean | Conflicto> {
  await lockAbbreviations(tx);
  const [variante] = await tx.select({ unidad_id: v.unidad_id }).from(v).where(eq(v.id, id));
  if (!variante) return false;
  if (abreviatura === undefined) return true;
  const [otra] = await tx.select({ id: v.id, unidad_id: v.unidad_id }).from(v).where(ieq(v.abreviatura_equivalente, abreviatura));
  if (otra && otra.id !== id) return otra.unidad_id === variante.unidad_id ? 'abreviaturaIsOwnVariante' : 'varianteOfOther';
  const [unidad] = await tx.select({ abreviatura: unidadesMedida.abreviatura }).from(unidadesMedida).where(eq(unidadesMedida.id, variante.unidad_id));
  if (unidad?.abreviatura.toLowerCase() === abreviatura.toLowerCase()) return 'varianteIsOwn';
  if (await isTaken(tx, unidadesMedida, ieq(unidadesMedida.abreviatura, abreviatura))) return 'varianteIsAbreviatura';
  await tx.update(v).set({ abreviatura_equivalente: abreviatura }).where(eq(v.id, id));
  return true;
}

/** Removes a variant; nothing refers to it. False when there is none. */
export async function deleteVariante(tx: Executor, id: number): Promise<boolean> {
  await lockAbbreviations(tx);
  return deleteRow(tx, v, v.id, id);
}

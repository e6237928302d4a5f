import type { Inmueble, InmuebleCreateRequest, TipoInmueble } from '@gestion/contract/terra';
import { InmuebleSchema, TipoInmuebleSchema } from '@gestion/contract/terra';
import { INMUEBLE_RESOURCE } from '@gestion/contract/resources/terra';
import { Type } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { inmuebles } from '../../../db/schema/index.js';
import { rowKey } from '../../../lib/pagination.js';
import { searchText } from '../../../lib/search-text.js';
import { tableResource } from '../../../resource/table-resource.js';
import { unlessTaken } from '../../../repositories/pg-errors.js';
import { deleteRow, updateRow } from '../../../repositories/row-writes.js';

/** A property's columns as the API answers them (the history reads the same ones). */
export const INMUEBLE_COLUMNS = {
  id: inmuebles.id,
  codigo: inmuebles.codigo,
  tipo_inmueble: inmuebles.tipo_inmueble,
  direccion: inmuebles.direccion,
  sector: inmuebles.sector,
  ciudad: inmuebles.ciudad,
  provincia: inmuebles.provincia,
  latitud: inmuebles.latitud,
  longitud: inmuebles.longitud,
  niveles: inmuebles.niveles,
  habitaciones: inmuebles.habitaciones,
  banos: inmuebles.banos,
  parqueos: inmuebles.parqueos,
  activo: inmuebles.activo,
};

export type InmuebleNuevo = Required<Omit<InmuebleCreateRequest, 'latitud' | 'longitud'>> & { latitud: string | null; longitud: string | null };

/** A new property, or null when its codigo (any case) is taken. */
export async function createInmueble(db: Executor, input: InmuebleNuevo): Promise<Inmueble | null> {
  return unlessTaken(async () => {
    const [row] = await db
      .insert(inmuebles)
      .values(input)
      .returning({ ...INMUEBLE_COLUMNS, tipo_inmueble: sql<TipoInmueble>`${inmuebles.tipo_inmueble}` });
    return row!;
  }, 'inmuebles_codigo_lower_uq', null);
}

/** Sets a property's corrected columns: false when there is none, 'codigo' when its new codigo is taken. */
export const updateInmueble = (db: Executor, id: number, changes: Record<string, unknown>): Promise<boolean | 'codigo'> =>
  updateRow(db, inmuebles, inmuebles.id, id, changes, { constraint: 'inmuebles_codigo_lower_uq', taken: 'codigo' as const });

export const deleteInmueble = (db: Executor, id: number): Promise<boolean> => deleteRow(db, inmuebles, inmuebles.id, id);

/**
 * The searched columns, normalised in the query: no stored search column, the properties are a
 * register of an office's own buildings (hundreds, not the price list's millions), read whole.
 */
const SEARCHED = [inmuebles.codigo, inmuebles.direccion, inmuebles.sector, inmuebles.ciudad, inmuebles.provincia];

/** The properties, declared once (the contract's declaration bound to the table). */
export const INMUEBLES = tableResource<Inmueble, Inmueble, 'terra'>(INMUEBLE_RESOURCE, {
  table: inmuebles,
  key: inmuebles.id,
  columns: INMUEBLE_COLUMNS,
  schema: InmuebleSchema,
  // The unique index on lower(codigo) serves this order.
  ordering: { codigo: rowKey(sql`lower(${inmuebles.codigo})`) },
  search: SEARCHED.map((column) => (pattern: SQL) => sql`${searchText(sql`${column}`)} like ${pattern}`),
  historial: { columns: (({ id: _id, ...columns }) => columns)(INMUEBLE_COLUMNS), repr: (r) => String(r.codigo) },
  filters: {
    tipo_inmueble: { schema: TipoInmuebleSchema, where: (tipo: string) => eq(inmuebles.tipo_inmueble, tipo) },
    activo: { schema: Type.Boolean(), where: (activo: boolean) => eq(inmuebles.activo, activo) },
  },
});

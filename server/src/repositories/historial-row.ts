import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import type { Campos, HistorialObjeto } from './historial.js';
import type { Visibilidad } from './historial-visibilidad.js';

type Columns = Record<string, PgColumn | SQL.Aliased>;

/**
 * An object read from one row: `columns` are its fields, `repr` its label; `extra` adds fields
 * from related rows; `visibilidad`, for an object read per object, its entries' scope keys
 * (historial-visibilidad.ts), computed in the same statement.
 */
export function rowHistorial(
  tipo: string,
  table: PgTable,
  id: PgColumn,
  columns: Columns,
  repr: (row: Campos) => string,
  extra?: (db: Executor, id: number) => Promise<Campos>,
  visibilidad?: SQL<Visibilidad>,
): HistorialObjeto {
  const selected = visibilidad ? { ...columns, historial_visibilidad: visibilidad.as('historial_visibilidad') } : columns;
  return {
    tipo,
    async read(db, key) {
      const [found] = (await db.select(selected).from(table).where(eq(id, key))) as Campos[];
      if (!found) return undefined;
      const { historial_visibilidad: scopes, ...row } = found;
      return {
        repr: repr(row),
        campos: extra ? { ...row, ...(await extra(db, key)) } : row,
        ...(visibilidad ? { visibilidad: (scopes as Visibilidad) ?? null } : {}),
      };
    },
  };
}

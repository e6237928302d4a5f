import type { Inmueble, InmuebleCreateRequest, TipoInmueble } from '@gestion/contract/terra';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { inmuebles } from '../db/schema/index.js';
import { unlessTaken } from './pg-errors.js';

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

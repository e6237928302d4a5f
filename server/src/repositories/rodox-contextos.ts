import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Contexto, ContextoConSorteo, ContextoCreateRequest } from '@gestion/contract/rodox';
import type { Executor } from '../db/client.js';
import { rodoxContextos, rodoxSorteos } from '../db/schema/index.js';
import { isUniqueViolation } from './pg-errors.js';

export const contextoColumns = {
  id: rodoxContextos.id,
  sigla: rodoxContextos.sigla,
  familia: rodoxContextos.familia,
  tipo: rodoxContextos.tipo,
  nombre: rodoxContextos.nombre,
  numero_min: rodoxContextos.numero_min,
  numero_max: rodoxContextos.numero_max,
  cantidad: rodoxContextos.cantidad,
  fuente_url: rodoxContextos.fuente_url,
};

export const CONTEXTO_MESSAGES = {
  siglaTaken: 'Ya existe un contexto con esta sigla.',
  familiaTipoTaken: 'Ya existe un contexto con esta familia y este tipo.',
  /** DRF's PrimaryKeyRelatedField message, for any related id that names no row. */
  contextoDesconocido: (sigla: string) => `No existe un contexto con la sigla "${sigla.slice(0, 50)}".`,
  claveInvalida: (id: number) => `Clave primaria "${id}" inválida - objeto no existe.`,
} as const;

/** The sigla of the context a row points to (`contexto_sigla` of the lists). */
export const siglaDeContexto = (contextoId: PgColumn) =>
  sql<string>`(select ${rodoxContextos.sigla} from ${rodoxContextos} where ${rodoxContextos.id} = ${contextoId})`;

/** Rows whose context's sigla or nombre matches a search term: a semi-join on its search column. */
export const contextoCoincide = (contextoId: PgColumn) => (pattern: SQL) =>
  sql`${contextoId} in (select ${rodoxContextos.id} from ${rodoxContextos} where ${rodoxContextos.search_text} like ${pattern})`;

export async function listContextos(db: Executor): Promise<Contexto[]> {
  return db.select(contextoColumns).from(rodoxContextos).orderBy(asc(rodoxContextos.sigla));
}

export async function findContextoBySigla(db: Executor, sigla: string): Promise<Contexto | null> {
  const [row] = await db.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.sigla, sigla));
  return row ?? null;
}

export async function findContextoById(db: Executor, id: number): Promise<Contexto | null> {
  const [row] = await db.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.id, id));
  return row ?? null;
}

export async function findContextoByFamiliaTipo(db: Executor, familia: string, tipo: string): Promise<Contexto | null> {
  const [row] = await db
    .select(contextoColumns)
    .from(rodoxContextos)
    .where(and(eq(rodoxContextos.familia, familia), eq(rodoxContextos.tipo, tipo)));
  return row ?? null;
}

export type CrearContexto = { ok: true; contexto: Contexto } | { ok: false; field: 'sigla' | 'familia'; message: string };

/** A new context, unless its sigla, or its familia and tipo together, are taken. */
export async function createContexto(db: Executor, input: Required<ContextoCreateRequest>): Promise<CrearContexto> {
  try {
    const [row] = await db.insert(rodoxContextos).values(input).returning(contextoColumns);
    if (!row) throw new Error('contexto insert returned nothing');
    return { ok: true, contexto: row };
  } catch (err) {
    if (isUniqueViolation(err, 'rodox_contextos_sigla_uq')) return { ok: false, field: 'sigla', message: CONTEXTO_MESSAGES.siglaTaken };
    if (isUniqueViolation(err, 'rodox_contextos_familia_tipo_uq')) {
      return { ok: false, field: 'familia', message: CONTEXTO_MESSAGES.familiaTipoTaken };
    }
    throw err;
  }
}

/** Every context with its last draw (the user dashboard). */
export async function listContextosConSorteo(db: Executor): Promise<ContextoConSorteo[]> {
  const contextos = await listContextos(db);
  const ultimos = await db
    .selectDistinctOn([rodoxSorteos.contexto_id], {
      contexto_id: rodoxSorteos.contexto_id,
      kardinal: rodoxSorteos.kardinal,
      fecha_utc: rodoxSorteos.fecha_utc,
      numeros_lista: rodoxSorteos.numeros_lista,
    })
    .from(rodoxSorteos)
    .orderBy(asc(rodoxSorteos.contexto_id), desc(rodoxSorteos.kardinal));
  const porContexto = new Map(ultimos.map((u) => [u.contexto_id, u]));
  return contextos.map((c) => {
    const u = porContexto.get(c.id);
    return {
      ...c,
      sorteo_fecha_mayor: u ? { fecha_utc: u.fecha_utc.toISOString() } : null,
      sorteo_kardinal_mayor: u ? { kardinal: u.kardinal, numeros_lista: u.numeros_lista } : null,
    };
  });
}

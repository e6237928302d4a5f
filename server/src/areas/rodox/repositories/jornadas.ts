import { and, asc, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Jornada, Proyeccion, Seleccion } from '@gestion/contract/rodox';
import { JornadaSchema, ProyeccionSchema, SeleccionSchema } from '@gestion/contract/rodox';
import { IdSchema } from '@gestion/contract/wire';
import { JORNADA_RESOURCE, PROYECCION_RESOURCE, SELECCION_RESOURCE } from '@gestion/contract/resources/rodox';
import { tableResource } from '../../../resource/table-resource.js';
import type { Executor } from '../../../db/client.js';
import { rodoxJornadas, rodoxMetricaConfigs, rodoxProyecciones, rodoxSelecciones, rodoxSonadores, rodoxSorteos } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { proyectarJornada } from '../domain/jornada.js';
import type { ReglaSonador } from '../domain/sonadores.js';
import type { MetricaTipo } from '../domain/types.js';
import { CONTEXTO_MESSAGES, contextoCoincide, findContextoById, siglaDeContexto } from './contextos.js';
import { sorteosDesde, ultimoSorteo } from './sorteos.js';
import { deleteRow } from '../../../repositories/row-writes.js';

/** Today's date (UTC): `fecha` of a new jornada. */
export const hoy = (): string => new Date().toISOString().slice(0, 10);

const contextoSigla = siglaDeContexto(rodoxJornadas.contexto_id);

const jornadaColumns = {
  id: rodoxJornadas.id,
  contexto: rodoxJornadas.contexto_id,
  contexto_sigla: contextoSigla,
  fecha: rodoxJornadas.fecha,
  kandidatura: rodoxJornadas.kandidatura,
};

/** The jornadas, declared once (the contract's declaration bound to the table). */
export const JORNADAS = tableResource<Jornada, Jornada, 'rodox'>(JORNADA_RESOURCE, {
  table: rodoxJornadas,
  key: rodoxJornadas.id,
  columns: jornadaColumns,
  schema: JornadaSchema,
  search: [contextoCoincide(rodoxJornadas.contexto_id)],
  historial: {
    columns: { contexto_id: rodoxJornadas.contexto_id, fecha: rodoxJornadas.fecha, kandidatura: rodoxJornadas.kandidatura },
    repr: (r) => `Jornada ${String(r.fecha)} · kandidatura ${String(r.kandidatura)}`,
  },
});

const contar = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** What goes with a jornada: its projections and their selections. */
export async function jornadaArrastra(db: Executor, id: number): Promise<string[]> {
  const proyecciones = await contar(db.select({ n: count() }).from(rodoxProyecciones).where(eq(rodoxProyecciones.jornada_id, id)));
  const selecciones = await contar(
    db.select({ n: count() }).from(rodoxSelecciones).innerJoin(rodoxProyecciones, eq(rodoxProyecciones.id, rodoxSelecciones.proyeccion_id)).where(eq(rodoxProyecciones.jornada_id, id)),
  );
  return [
    ...(proyecciones > 0 ? [cuantos(proyecciones, 'proyección', 'proyecciones')] : []),
    ...(selecciones > 0 ? [cuantos(selecciones, 'selección', 'selecciones')] : []),
  ];
}

/** Removes a jornada with its projections and selections (their foreign keys cascade). */
export async function deleteJornada(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, rodoxJornadas, rodoxJornadas.id, id);
}

export async function findJornada(db: Executor, id: number): Promise<Jornada | null> {
  return (await JORNADAS.find(db, id)) ?? null;
}

export type CrearJornada = { ok: true; jornada: Jornada } | { ok: false; field: 'contexto' | 'kandidatura'; message: string };

export const JORNADA_MESSAGES = {
  kandidaturaFutura: (siguiente: number) => `Debe ser a lo sumo ${siguiente}, el kardinal siguiente al último sorteo del contexto.`,
} as const;

/**
 * A new jornada dated `fecha`. `kandidatura` may be a past kardinal (a back-test) or the next
 * one, not beyond: the draws in between would be missing from its projection.
 */
export async function createJornada(db: Executor, input: { contexto: number; kandidatura: number; fecha: string }): Promise<CrearJornada> {
  const contexto = await findContextoById(db, input.contexto);
  if (!contexto) return { ok: false, field: 'contexto', message: CONTEXTO_MESSAGES.claveInvalida(input.contexto) };
  const siguiente = ((await ultimoSorteo(db, contexto.id))?.kardinal ?? 0) + 1;
  if (input.kandidatura > siguiente) return { ok: false, field: 'kandidatura', message: JORNADA_MESSAGES.kandidaturaFutura(siguiente) };
  const [row] = await db
    .insert(rodoxJornadas)
    .values({ contexto_id: contexto.id, fecha: input.fecha, kandidatura: input.kandidatura })
    .returning({ id: rodoxJornadas.id });
  return { ok: true, jornada: (await findJornada(db, row!.id))! };
}

/**
 * `jornadas/{id}/proyectar`: every configuration of the jornada's context (and the global ones)
 * projected on the draws before `kandidatura`; the jornada's projections and selections are
 * replaced in one transaction (the jornada row is locked, so two runs do not interleave).
 * Null when the jornada does not exist.
 */
export async function proyectarJornadaGuardada(db: Executor, jornadaId: number): Promise<Jornada | null> {
  return db.transaction(async (tx) => {
    const [jornada] = await tx
      .select({ id: rodoxJornadas.id, contexto_id: rodoxJornadas.contexto_id, kandidatura: rodoxJornadas.kandidatura })
      .from(rodoxJornadas)
      .where(eq(rodoxJornadas.id, jornadaId))
      .for('update');
    if (!jornada) return null;
    const contexto = (await findContextoById(tx, jornada.contexto_id))!;
    const configs = await tx
      .select({ id: rodoxMetricaConfigs.id, tipo: rodoxMetricaConfigs.tipo, parametros: rodoxMetricaConfigs.parametros })
      .from(rodoxMetricaConfigs)
      .where(or(eq(rodoxMetricaConfigs.contexto_id, contexto.id), isNull(rodoxMetricaConfigs.contexto_id)))
      .orderBy(asc(rodoxMetricaConfigs.id));
    // What proyectarJornada reads: 2 × ventana + 1 draws before kandidatura, and kandidatura.
    const ventanaMayor = Math.max(0, ...configs.map((c) => c.parametros.ventana));
    const sorteos = await sorteosDesde(tx, contexto.id, Math.max(1, jornada.kandidatura - 2 * ventanaMayor - 1), jornada.kandidatura);
    const sonadores = await tx.select({ sigla: rodoxSonadores.sigla, regla: rodoxSonadores.regla }).from(rodoxSonadores).orderBy(asc(rodoxSonadores.sigla));
    const proyecciones = proyectarJornada(
      sorteos,
      contexto,
      configs.map((c) => ({ id: c.id, tipo: c.tipo as MetricaTipo, parametros: c.parametros })),
      jornada.kandidatura,
      sonadores.map((s) => ({ sigla: s.sigla, regla: s.regla as ReglaSonador })),
    );
    await tx.delete(rodoxProyecciones).where(eq(rodoxProyecciones.jornada_id, jornada.id));
    const tipos = new Map(configs.map((c) => [c.id, c.tipo]));
    for (const p of proyecciones) {
      const [row] = await tx
        .insert(rodoxProyecciones)
        .values({
          jornada_id: jornada.id,
          config_id: p.config_id,
          tipo: tipos.get(p.config_id)!,
          frecuencia: p.frecuencia,
          kultimo: p.kultimo,
          indice: p.indice,
          nivel: p.nivel,
          numeros: p.numeros,
        })
        .returning({ id: rodoxProyecciones.id });
      if (p.selecciones.length === 0) continue;
      await tx.insert(rodoxSelecciones).values(p.selecciones.map((s) => ({ ...s, proyeccion_id: row!.id, contexto_id: contexto.id })));
    }
    return findJornada(tx, jornada.id);
  });
}

const proyeccionColumns = {
  id: rodoxProyecciones.id,
  jornada: rodoxProyecciones.jornada_id,
  config: rodoxProyecciones.config_id,
  tipo: rodoxProyecciones.tipo,
  frecuencia: rodoxProyecciones.frecuencia,
  kultimo: rodoxProyecciones.kultimo,
  indice: rodoxProyecciones.indice,
  nivel: rodoxProyecciones.nivel,
};

/** The projections, declared once (the contract's declaration bound to the table); `jornada_id` keeps one jornada's. */
export const PROYECCIONES = tableResource<Proyeccion, Proyeccion, 'rodox'>(PROYECCION_RESOURCE, {
  table: rodoxProyecciones,
  key: rodoxProyecciones.id,
  columns: proyeccionColumns,
  schema: ProyeccionSchema,
  // tipo is one of five lower-case ASCII words: no stored search column needed.
  search: [(pattern) => sql`${rodoxProyecciones.tipo} like ${pattern}`],
  filters: { jornada_id: { schema: IdSchema, where: (id: number) => eq(rodoxProyecciones.jornada_id, id) } },
  fileName: ({ jornada_id }) => (jornada_id === undefined ? 'proyecciones' : `proyecciones-jornada-${String(jornada_id)}`),
  historial: {
    columns: {
      jornada_id: rodoxProyecciones.jornada_id,
      config_id: rodoxProyecciones.config_id,
      tipo: rodoxProyecciones.tipo,
      frecuencia: rodoxProyecciones.frecuencia,
      kultimo: rodoxProyecciones.kultimo,
      indice: rodoxProyecciones.indice,
      nivel: rodoxProyecciones.nivel,
      numeros: rodoxProyecciones.numeros,
    },
    repr: (r) => `Jornada ${String(r.jornada_id)} · ${String(r.tipo)} · nivel ${String(r.nivel)}`,
  },
});

/** What goes with a projection: its selections. */
export async function proyeccionArrastra(db: Executor, id: number): Promise<string[]> {
  const n = await contar(db.select({ n: count() }).from(rodoxSelecciones).where(eq(rodoxSelecciones.proyeccion_id, id)));
  return n > 0 ? [cuantos(n, 'selección', 'selecciones')] : [];
}

export async function deleteProyeccion(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, rodoxProyecciones, rodoxProyecciones.id, id);
}

const seleccionColumns = {
  id: rodoxSelecciones.id,
  proyeccion: rodoxSelecciones.proyeccion_id,
  kandidatura: rodoxSelecciones.kandidatura,
  ordinal: rodoxSelecciones.ordinal,
  numeros_lista: rodoxSelecciones.numeros_lista,
  sonador_sigla: rodoxSelecciones.sonador_sigla,
  pares_cantidad: rodoxSelecciones.pares_cantidad,
  impares_cantidad: rodoxSelecciones.impares_cantidad,
  tricero_cantidad: rodoxSelecciones.tricero_cantidad,
  triuno_cantidad: rodoxSelecciones.triuno_cantidad,
  tridos_cantidad: rodoxSelecciones.tridos_cantidad,
  superiores_cantidad: rodoxSelecciones.superiores_cantidad,
  inferiores_cantidad: rodoxSelecciones.inferiores_cantidad,
  comunes_a01_cantidad: rodoxSelecciones.comunes_a01_cantidad,
  comunes_a02_cantidad: rodoxSelecciones.comunes_a02_cantidad,
  comunes_a03_cantidad: rodoxSelecciones.comunes_a03_cantidad,
  numeros_comunes_cantidad: rodoxSelecciones.numeros_comunes_cantidad,
};

/** The selections, declared once; `proyeccion_id` keeps one projection's. */
export const SELECCIONES = tableResource<Seleccion, Seleccion, 'rodox'>(SELECCION_RESOURCE, {
  table: rodoxSelecciones,
  key: rodoxSelecciones.id,
  columns: seleccionColumns,
  schema: SeleccionSchema,
  // A dreamer's sigla is 1 to 4 capitals or digits: compared in lower case, as the search term comes.
  search: [(pattern) => sql`lower(${rodoxSelecciones.sonador_sigla}) like ${pattern}`],
  filters: { proyeccion_id: { schema: IdSchema, where: (id: number) => eq(rodoxSelecciones.proyeccion_id, id) } },
  fileName: ({ proyeccion_id }) => (proyeccion_id === undefined ? 'selecciones' : `selecciones-proyeccion-${String(proyeccion_id)}`),
  historial: {
    columns: {
      proyeccion_id: rodoxSelecciones.proyeccion_id,
      kandidatura: rodoxSelecciones.kandidatura,
      sonador_sigla: rodoxSelecciones.sonador_sigla,
      ordinal: rodoxSelecciones.ordinal,
      numeros_lista: rodoxSelecciones.numeros_lista,
    },
    repr: (r) => `${String(r.sonador_sigla)}:${String(r.ordinal)} · kandidatura ${String(r.kandidatura)}`,
  },
});

/** A selection goes alone: nothing refers to it. */
export async function deleteSeleccion(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, rodoxSelecciones, rodoxSelecciones.id, id);
}

/** The selections of one projection, by dreamer and ordinal. */
export async function seleccionesDeProyeccion(db: Executor, proyeccionId: number): Promise<Seleccion[]> {
  return db
    .select(seleccionColumns)
    .from(rodoxSelecciones)
    .where(eq(rodoxSelecciones.proyeccion_id, proyeccionId))
    .orderBy(asc(rodoxSelecciones.sonador_sigla), asc(rodoxSelecciones.ordinal), asc(rodoxSelecciones.id));
}

/**
 * The selections for a context's kardinal: those of the latest jornada projected for it (an
 * older jornada for the same kardinal was replaced by it), by dreamer, ordinal and nivel.
 */
export async function seleccionesDeKardinal(db: Executor, contextoId: number, kardinal: number): Promise<Seleccion[]> {
  const [ultima] = await db
    .select({ jornada_id: rodoxProyecciones.jornada_id })
    .from(rodoxSelecciones)
    .innerJoin(rodoxProyecciones, eq(rodoxProyecciones.id, rodoxSelecciones.proyeccion_id))
    .where(and(eq(rodoxSelecciones.contexto_id, contextoId), eq(rodoxSelecciones.kandidatura, kardinal)))
    .orderBy(desc(rodoxProyecciones.jornada_id))
    .limit(1);
  if (!ultima) return [];
  return db
    .select(seleccionColumns)
    .from(rodoxSelecciones)
    .innerJoin(rodoxProyecciones, eq(rodoxProyecciones.id, rodoxSelecciones.proyeccion_id))
    .where(and(eq(rodoxProyecciones.jornada_id, ultima.jornada_id), eq(rodoxSelecciones.kandidatura, kardinal)))
    .orderBy(asc(rodoxSelecciones.sonador_sigla), asc(rodoxSelecciones.ordinal), asc(rodoxProyecciones.nivel), asc(rodoxSelecciones.id));
}

/**
 * The day of a kardinal's draw (YYYY-MM-DD, UTC): its own date once it exists, else the day
 * after the draw before it (as the TXT file name); null when neither exists.
 */
export async function fechaDeKardinal(db: Executor, contextoId: number, kardinal: number): Promise<string | null> {
  const rows = await db
    .select({ kardinal: rodoxSorteos.kardinal, fecha_utc: rodoxSorteos.fecha_utc })
    .from(rodoxSorteos)
    .where(and(eq(rodoxSorteos.contexto_id, contextoId), inArray(rodoxSorteos.kardinal, [kardinal - 1, kardinal])));
  const propio = rows.find((r) => r.kardinal === kardinal);
  if (propio) return propio.fecha_utc.toISOString().slice(0, 10);
  const anterior = rows.find((r) => r.kardinal === kardinal - 1);
  return anterior ? new Date(anterior.fecha_utc.getTime() + 86_400_000).toISOString().slice(0, 10) : null;
}


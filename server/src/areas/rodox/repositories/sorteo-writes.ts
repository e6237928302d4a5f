import { and, count, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Sorteo } from '@gestion/contract/rodox';
import { SorteoSchema } from '@gestion/contract/rodox';
import { SORTEO_RESOURCE } from '@gestion/contract/resources/rodox';
import type { Executor } from '../../../db/client.js';
import { rodoxContextos, rodoxJornadas, rodoxMetricaConfigs, rodoxMetricaValores, rodoxSelecciones, rodoxSorteos } from '../../../db/schema/index.js';
import { cuantos } from '../../../lib/cuantos.js';
import { conflict, fieldErrors } from '../../../lib/http-errors.js';
import { IdSchema } from '../../../lib/schemas.js';
import { tableResource } from '../../../resource/table-resource.js';
import { normalizarInstante } from '../domain/iso-instant.js';
import { calcularFaltantes, primerSorteoLeido } from '../domain/metrica-values.js';
import { paresCantidad } from '../domain/paridad.js';
import { motivoNumerosInvalidos } from '../domain/sorteo-validation.js';
import type { MetricaTipo } from '../domain/types.js';
import { contextoColumns, siglaDeContexto } from './contextos.js';
import { comoSorteo, refrescarComunes, sorteoColumns, sorteosDesde } from './sorteos.js';

// A draw's correction and removal (docs/domain.md, «Contextos y sorteos»). A draw's numbers feed
// its parity (stored on the row), the metric values whose window holds it and the counts of the
// selections compared with it: a correction recomputes all of them in its transaction. The
// projections of jornadas that read it are not: a projection is a back-test taken at a moment,
// and «Proyectar» (rodox.change_jornada) takes it again.

type SorteoRow = Omit<Sorteo, 'fecha_utc'> & { fecha_utc: Date };

/** The draws, declared once: their list, file and record, their corrections and removals. */
export const SORTEOS = tableResource<SorteoRow, Sorteo, 'rodox'>(SORTEO_RESOURCE, {
  table: rodoxSorteos,
  key: rodoxSorteos.id,
  columns: sorteoColumns,
  schema: SorteoSchema,
  toItems: (_db, rows) => rows.map(comoSorteo),
  filters: { contexto_id: { schema: IdSchema, where: (id: number) => eq(rodoxSorteos.contexto_id, id) } },
  historial: {
    columns: {
      contexto: siglaDeContexto(rodoxSorteos.contexto_id).as('contexto'),
      kardinal: rodoxSorteos.kardinal,
      fecha_utc: sql<string>`to_char(${rodoxSorteos.fecha_utc} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('fecha_utc'),
      numeros_lista: rodoxSorteos.numeros_lista,
      pares_cantidad: rodoxSorteos.pares_cantidad,
    },
    repr: (r) => `${String(r.contexto)} · sorteo ${String(r.kardinal)}`,
  },
});

export const SORTEO_WRITE_MESSAGES = {
  fechaInvalida: 'No es un instante ISO 8601 válido (por ejemplo 2024-05-01T20:00:00Z).',
  antesDe: (k: number, fecha: string) => `No puede ser anterior a la del sorteo ${k} (${fecha}).`,
  despuesDe: (k: number, fecha: string) => `No puede ser posterior a la del sorteo ${k} (${fecha}).`,
  noEsElUltimo: (ultimo: number) => `solo se elimina el último sorteo de su contexto (el ${ultimo}): los kardinales siguen sin huecos.`,
  jornadasSiguientes: (n: number, k: number) => `${n === 1 ? 'hay 1 jornada' : `hay ${cuantos(n, 'jornada', 'jornadas')}`} para el kardinal ${k} o uno posterior, que lo siguen.`,
} as const;

const capitalizar = (texto: string) => texto.charAt(0).toUpperCase() + texto.slice(1);

interface SorteoGuardado {
  id: number;
  contexto_id: number;
  kardinal: number;
  fecha_utc: Date;
  numeros_lista: number[];
}

/** The draw and its context's row, locked: draws of a context are written one writer at a time. */
async function sorteoBloqueado(tx: Executor, id: number): Promise<SorteoGuardado | undefined> {
  const [sorteo] = await tx
    .select({ id: rodoxSorteos.id, contexto_id: rodoxSorteos.contexto_id, kardinal: rodoxSorteos.kardinal, fecha_utc: rodoxSorteos.fecha_utc, numeros_lista: rodoxSorteos.numeros_lista })
    .from(rodoxSorteos)
    .where(eq(rodoxSorteos.id, id));
  if (!sorteo) return undefined;
  await tx.select({ id: rodoxContextos.id }).from(rodoxContextos).where(eq(rodoxContextos.id, sorteo.contexto_id)).for('update');
  return sorteo;
}

/**
 * Corrects a draw's date or numbers (those sent), judged as a source's draw is: numbers of the
 * context's range, distinct, ascending, `cantidad` of them; a date between its neighbours'. Then
 * recomputes its parity, the metric values whose window holds it and the selections' counts
 * compared with it. Throws the 400 of field errors; false when there is no such draw.
 */
export async function corregirSorteo(tx: Executor, id: number, body: { fecha_utc?: string; numeros_lista?: number[] }): Promise<boolean> {
  const sorteo = await sorteoBloqueado(tx, id);
  if (!sorteo) return false;
  const [contexto] = await tx.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.id, sorteo.contexto_id));
  const errores: Record<string, string[]> = {};
  let fecha = sorteo.fecha_utc.toISOString();
  if (body.fecha_utc !== undefined) {
    const leida = normalizarInstante(body.fecha_utc);
    if (leida === null) errores.fecha_utc = [SORTEO_WRITE_MESSAGES.fechaInvalida];
    else {
      fecha = leida;
      const vecinos = await tx
        .select({ kardinal: rodoxSorteos.kardinal, fecha_utc: rodoxSorteos.fecha_utc })
        .from(rodoxSorteos)
        .where(and(eq(rodoxSorteos.contexto_id, sorteo.contexto_id), inArray(rodoxSorteos.kardinal, [sorteo.kardinal - 1, sorteo.kardinal + 1])));
      for (const v of vecinos) {
        const suya = v.fecha_utc.toISOString();
        if (v.kardinal < sorteo.kardinal && fecha < suya) errores.fecha_utc = [SORTEO_WRITE_MESSAGES.antesDe(v.kardinal, suya)];
        if (v.kardinal > sorteo.kardinal && fecha > suya) errores.fecha_utc = [SORTEO_WRITE_MESSAGES.despuesDe(v.kardinal, suya)];
      }
    }
  }
  const numeros = body.numeros_lista ?? sorteo.numeros_lista;
  if (body.numeros_lista !== undefined) {
    const motivo = motivoNumerosInvalidos(numeros, contexto!);
    if (motivo !== null) errores.numeros_lista = [capitalizar(motivo)];
  }
  if (Object.keys(errores).length > 0) throw fieldErrors(errores);
  await tx
    .update(rodoxSorteos)
    .set({ fecha_utc: new Date(fecha), numeros_lista: numeros, pares_cantidad: paresCantidad(numeros) })
    .where(eq(rodoxSorteos.id, id));
  if (numeros.join() !== sorteo.numeros_lista.join()) {
    await recalcularValores(tx, contexto!, sorteo.kardinal);
    await refrescarComunes(tx, sorteo.contexto_id, [{ kardinal: sorteo.kardinal, fecha_utc: fecha, numeros_lista: numeros }]);
  }
  return true;
}

/**
 * The stored values whose window holds draw k (k..k+ventana-1), of every configuration of the
 * context and the global ones, computed again from the corrected history: only those, so the
 * cost is the window's, whatever the history's length.
 */
async function recalcularValores(tx: Executor, contexto: { id: number; numero_min: number; numero_max: number; cantidad: number }, k: number): Promise<void> {
  const configs = await tx
    .select({ id: rodoxMetricaConfigs.id, tipo: rodoxMetricaConfigs.tipo, parametros: rodoxMetricaConfigs.parametros })
    .from(rodoxMetricaConfigs)
    .where(or(eq(rodoxMetricaConfigs.contexto_id, contexto.id), isNull(rodoxMetricaConfigs.contexto_id)));
  for (const config of configs) {
    const { ventana } = config.parametros;
    const guardados = await tx
      .select({ kardinal: rodoxMetricaValores.kardinal })
      .from(rodoxMetricaValores)
      .where(
        and(
          eq(rodoxMetricaValores.config_id, config.id),
          eq(rodoxMetricaValores.contexto_id, contexto.id),
          gte(rodoxMetricaValores.kardinal, k),
          lte(rodoxMetricaValores.kardinal, k + ventana - 1),
        ),
      );
    if (guardados.length === 0) continue;
    const hasta = Math.max(...guardados.map((g) => g.kardinal));
    const desde = Math.min(...guardados.map((g) => g.kardinal));
    const sorteos = await sorteosDesde(tx, contexto.id, primerSorteoLeido(desde, ventana), hasta);
    const valores = calcularFaltantes({ contexto, config: { tipo: config.tipo as MetricaTipo, parametros: config.parametros }, sorteos, ultimoCalculado: desde - 1, hasta });
    for (const v of valores) {
      await tx
        .update(rodoxMetricaValores)
        .set({ numeros: v.numeros })
        .where(and(eq(rodoxMetricaValores.config_id, config.id), eq(rodoxMetricaValores.contexto_id, contexto.id), eq(rodoxMetricaValores.kardinal, v.kardinal)));
    }
  }
}

/** Why a draw cannot go: one before the last would leave a hole; a jornada for a later kardinal would project beyond the next. */
export async function sorteoImpide(db: Executor, id: number): Promise<string | null> {
  const [sorteo] = await db.select({ contexto_id: rodoxSorteos.contexto_id, kardinal: rodoxSorteos.kardinal }).from(rodoxSorteos).where(eq(rodoxSorteos.id, id));
  if (!sorteo) return null;
  const [ultimo] = await db.select({ k: sql<number>`max(${rodoxSorteos.kardinal})` }).from(rodoxSorteos).where(eq(rodoxSorteos.contexto_id, sorteo.contexto_id));
  if (ultimo && ultimo.k > sorteo.kardinal) return SORTEO_WRITE_MESSAGES.noEsElUltimo(ultimo.k);
  const [jornadas] = await db
    .select({ n: count() })
    .from(rodoxJornadas)
    .where(and(eq(rodoxJornadas.contexto_id, sorteo.contexto_id), gt(rodoxJornadas.kandidatura, sorteo.kardinal)));
  const n = Number(jornadas?.n ?? 0);
  return n > 0 ? SORTEO_WRITE_MESSAGES.jornadasSiguientes(n, sorteo.kardinal + 1) : null;
}

/** What goes with a draw: the metric values at it (their window ends there). */
export async function sorteoArrastra(db: Executor, id: number): Promise<string[]> {
  const [row] = await db
    .select({ n: count() })
    .from(rodoxMetricaValores)
    .innerJoin(rodoxSorteos, and(eq(rodoxSorteos.contexto_id, rodoxMetricaValores.contexto_id), eq(rodoxSorteos.kardinal, rodoxMetricaValores.kardinal)))
    .where(eq(rodoxSorteos.id, id));
  const n = Number(row?.n ?? 0);
  return n > 0 ? [cuantos(n, 'métrica', 'métricas')] : [];
}

/**
 * Removes the last draw of its context with its metric values; the selections compared with it
 * wait for it again (their counts back to null). Judged again under the context's lock: a draw
 * added since the check makes it one before the last.
 */
export async function deleteSorteo(tx: Executor, id: number): Promise<boolean> {
  const sorteo = await sorteoBloqueado(tx, id);
  if (!sorteo) return false;
  const impide = await sorteoImpide(tx, id);
  if (impide) throw conflict(`No se puede eliminar: ${impide}`);
  const { contexto_id, kardinal } = sorteo;
  await tx.delete(rodoxMetricaValores).where(and(eq(rodoxMetricaValores.contexto_id, contexto_id), gte(rodoxMetricaValores.kardinal, kardinal)));
  const enContexto = eq(rodoxSelecciones.contexto_id, contexto_id);
  await tx.update(rodoxSelecciones).set({ numeros_comunes_cantidad: null }).where(and(enContexto, eq(rodoxSelecciones.kandidatura, kardinal)));
  await tx.update(rodoxSelecciones).set({ comunes_a01_cantidad: null }).where(and(enContexto, eq(rodoxSelecciones.kandidatura, kardinal + 1)));
  await tx.update(rodoxSelecciones).set({ comunes_a02_cantidad: null }).where(and(enContexto, eq(rodoxSelecciones.kandidatura, kardinal + 2)));
  await tx.update(rodoxSelecciones).set({ comunes_a03_cantidad: null }).where(and(enContexto, eq(rodoxSelecciones.kandidatura, kardinal + 3)));
  await tx.delete(rodoxSorteos).where(eq(rodoxSorteos.id, id));
  return true;
}

import { and, count, eq, gt, gte, inArray, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Metrica, MetricaConfig } from '@gestion/contract/rodox';
import type { Executor } from '../../../db/client.js';
import { rodoxContextos, rodoxMetricaConfigs, rodoxMetricaValores, rodoxProyecciones, rodoxSelecciones } from '../../../db/schema/index.js';
import { MetricaConfigSchema, MetricaSchema } from '@gestion/contract/rodox';
import { IdSchema } from '@gestion/contract/wire';
import { METRICA_CONFIG_RESOURCE, METRICA_RESOURCE } from '@gestion/contract/resources/rodox';
import { cuantos } from '../../../lib/cuantos.js';
import { tableResource } from '../../../resource/table-resource.js';
import { calcularFaltantes, primerKardinalConValor, primerSorteoLeido } from '../domain/metrica-values.js';
import type { MetricaParametros, MetricaTipo } from '../domain/types.js';
import { contextoCoincide, contextoColumns, findContextoById, listContextos, siglaDeContexto } from './contextos.js';
import { sorteosDesde, ultimoSorteo } from './sorteos.js';
import { deleteRow } from '../../../repositories/row-writes.js';

const contextoSigla = siglaDeContexto(rodoxMetricaConfigs.contexto_id) as SQL<string | null>;

const configColumns = {
  id: rodoxMetricaConfigs.id,
  contexto: rodoxMetricaConfigs.contexto_id,
  contexto_sigla: contextoSigla,
  tipo: rodoxMetricaConfigs.tipo,
  parametros: rodoxMetricaConfigs.parametros,
  actualizado: rodoxMetricaConfigs.actualizado,
};

/** The metric configurations, declared once (the contract's declaration bound to the table). */
export const METRICA_CONFIGS = tableResource<MetricaConfig, MetricaConfig, 'rodox'>(METRICA_CONFIG_RESOURCE, {
  table: rodoxMetricaConfigs,
  key: rodoxMetricaConfigs.id,
  columns: configColumns,
  schema: MetricaConfigSchema,
  search: [rodoxMetricaConfigs.search_text, contextoCoincide(rodoxMetricaConfigs.contexto_id)],
  historial: {
    columns: { contexto_id: rodoxMetricaConfigs.contexto_id, tipo: rodoxMetricaConfigs.tipo, parametros: rodoxMetricaConfigs.parametros, actualizado: rodoxMetricaConfigs.actualizado },
    repr: (r) => `${String(r.tipo)}${r.contexto_id === null ? ' (todos los contextos)' : ` (contexto ${String(r.contexto_id)})`}`,
  },
});

/** The configuration's selections: those of its projections. */
const deSusProyecciones = (configId: number) =>
  inArray(rodoxSelecciones.proyeccion_id, sql`(select ${rodoxProyecciones.id} from ${rodoxProyecciones} where ${rodoxProyecciones.config_id} = ${configId})`);

/** What goes with a configuration: its values, and the projections made with it and their selections. */
export async function metricaConfigArrastra(db: Executor, id: number): Promise<string[]> {
  const n = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);
  const cuentas: [number, string, string][] = [
    [await n(db.select({ n: count() }).from(rodoxMetricaValores).where(eq(rodoxMetricaValores.config_id, id))), 'métrica', 'métricas'],
    [await n(db.select({ n: count() }).from(rodoxProyecciones).where(eq(rodoxProyecciones.config_id, id))), 'proyección', 'proyecciones'],
    [await n(db.select({ n: count() }).from(rodoxSelecciones).where(deSusProyecciones(id))), 'selección', 'selecciones'],
  ];
  return cuentas.filter(([k]) => k > 0).map(([k, uno, varios]) => cuantos(k, uno, varios));
}

/** Removes a configuration with its values and projections (their foreign keys cascade); false when there is none. */
export async function deleteMetricaConfig(tx: Executor, id: number): Promise<boolean> {
  return deleteRow(tx, rodoxMetricaConfigs, rodoxMetricaConfigs.id, id);
}

const metricaColumns = {
  id: rodoxMetricaValores.id,
  config: rodoxMetricaValores.config_id,
  contexto: rodoxMetricaValores.contexto_id,
  contexto_sigla: siglaDeContexto(rodoxMetricaValores.contexto_id),
  kardinal: rodoxMetricaValores.kardinal,
  numeros: rodoxMetricaValores.numeros,
};

/** The metric values, declared once; `config_id` keeps one configuration's. */
export const METRICAS = tableResource<Metrica, Metrica, 'rodox'>(METRICA_RESOURCE, {
  table: rodoxMetricaValores,
  key: rodoxMetricaValores.id,
  columns: metricaColumns,
  schema: MetricaSchema,
  search: [contextoCoincide(rodoxMetricaValores.contexto_id)],
  filters: { config_id: { schema: IdSchema, where: (id: number) => eq(rodoxMetricaValores.config_id, id) } },
  fileName: ({ config_id }) => (config_id === undefined ? 'metricas' : `metricas-config-${String(config_id)}`),
  historial: {
    columns: {
      config_id: rodoxMetricaValores.config_id,
      contexto: siglaDeContexto(rodoxMetricaValores.contexto_id).as('contexto'),
      kardinal: rodoxMetricaValores.kardinal,
      numeros: rodoxMetricaValores.numeros,
    },
    repr: (r) => `Configuración ${String(r.config_id)} · ${String(r.contexto)} · kardinal ${String(r.kardinal)}`,
  },
});

/** One value's place: its configuration, context and kardinal. */
async function lugarDeMetrica(db: Executor, id: number) {
  const [row] = await db
    .select({ config_id: rodoxMetricaValores.config_id, contexto_id: rodoxMetricaValores.contexto_id, kardinal: rodoxMetricaValores.kardinal })
    .from(rodoxMetricaValores)
    .where(eq(rodoxMetricaValores.id, id));
  return row;
}

const posteriores = (lugar: { config_id: number; contexto_id: number; kardinal: number }, desde: 'gt' | 'gte') =>
  and(
    eq(rodoxMetricaValores.config_id, lugar.config_id),
    eq(rodoxMetricaValores.contexto_id, lugar.contexto_id),
    (desde === 'gt' ? gt : gte)(rodoxMetricaValores.kardinal, lugar.kardinal),
  );

/**
 * What goes with a value: the later values of its configuration and context. They are kept as a
 * run without holes («missing» means after the last one), so a value goes with those after it,
 * and `crear-faltantes` computes them all again.
 */
export async function metricaArrastra(db: Executor, id: number): Promise<string[]> {
  const lugar = await lugarDeMetrica(db, id);
  if (!lugar) return [];
  const [row] = await db.select({ n: count() }).from(rodoxMetricaValores).where(posteriores(lugar, 'gt'));
  const n = Number(row?.n ?? 0);
  return n > 0 ? [cuantos(n, 'métrica posterior', 'métricas posteriores')] : [];
}

/** Removes a value and the later ones of its run; its configuration is then out of date. */
export async function deleteMetrica(tx: Executor, id: number): Promise<boolean> {
  const lugar = await lugarDeMetrica(tx, id);
  if (!lugar) return false;
  await tx.delete(rodoxMetricaValores).where(posteriores(lugar, 'gte'));
  await tx.update(rodoxMetricaConfigs).set({ actualizado: false }).where(eq(rodoxMetricaConfigs.id, lugar.config_id));
  return true;
}

export async function findMetricaConfig(db: Executor, id: number): Promise<MetricaConfig | null> {
  return (await METRICA_CONFIGS.find(db, id)) ?? null;
}

export interface NuevaMetricaConfig {
  contexto: number | null;
  tipo: MetricaTipo;
  parametros: MetricaParametros & Record<string, unknown>;
}

/** A new configuration; null when its context does not exist. Nothing is valued yet. */
export async function createMetricaConfig(db: Executor, input: NuevaMetricaConfig): Promise<MetricaConfig | null> {
  return db.transaction(async (tx) => {
    if (input.contexto !== null && !(await findContextoById(tx, input.contexto))) return null;
    const [row] = await tx
      .insert(rodoxMetricaConfigs)
      .values({ contexto_id: input.contexto, tipo: input.tipo, parametros: input.parametros })
      .returning({ id: rodoxMetricaConfigs.id });
    return findMetricaConfig(tx, row!.id);
  });
}

/** Rows per INSERT of values: well under PostgreSQL's bound-parameter limit (4 a row). */
const LOTE = 5_000;

/**
 * `metrica/crear-faltantes`: for each context of the configuration (every context when its
 * contexto is null), the values after the last one stored, up to the last draw. Only what is
 * missing is read and written (metrica-values.ts). Locks the configuration row, so two runs do
 * not compute the same values twice. Sets `actualizado`. Null when the configuration does not
 * exist.
 */
export async function crearValoresFaltantes(db: Executor, configId: number): Promise<{ config: MetricaConfig; agregados: number } | null> {
  return db.transaction(async (tx) => {
    const [config] = await tx
      .select({ id: rodoxMetricaConfigs.id, contexto_id: rodoxMetricaConfigs.contexto_id, tipo: rodoxMetricaConfigs.tipo, parametros: rodoxMetricaConfigs.parametros })
      .from(rodoxMetricaConfigs)
      .where(eq(rodoxMetricaConfigs.id, configId))
      .for('update');
    if (!config) return null;
    const calculo = { tipo: config.tipo as MetricaTipo, parametros: config.parametros };
    const { ventana } = config.parametros;
    const contextos =
      config.contexto_id === null ? await listContextos(tx) : await tx.select(contextoColumns).from(rodoxContextos).where(eq(rodoxContextos.id, config.contexto_id));
    let agregados = 0;
    for (const contexto of contextos) {
      const ultimo = await ultimoSorteo(tx, contexto.id);
      if (!ultimo || ultimo.kardinal < primerKardinalConValor(ventana)) continue;
      const [guardado] = await tx
        .select({ k: max(rodoxMetricaValores.kardinal) })
        .from(rodoxMetricaValores)
        .where(and(eq(rodoxMetricaValores.config_id, config.id), eq(rodoxMetricaValores.contexto_id, contexto.id)));
      const ultimoCalculado = guardado?.k ?? null;
      if (ultimoCalculado !== null && ultimoCalculado >= ultimo.kardinal) continue;
      const desde = Math.max(primerKardinalConValor(ventana), (ultimoCalculado ?? 0) + 1);
      const sorteos = await sorteosDesde(tx, contexto.id, primerSorteoLeido(desde, ventana));
      const valores = calcularFaltantes({ contexto, config: calculo, sorteos, ultimoCalculado });
      for (let i = 0; i < valores.length; i += LOTE) {
        await tx.insert(rodoxMetricaValores).values(
          valores.slice(i, i + LOTE).map((v) => ({ config_id: config.id, contexto_id: contexto.id, kardinal: v.kardinal, numeros: v.numeros })),
        );
      }
      agregados += valores.length;
    }
    await tx.update(rodoxMetricaConfigs).set({ actualizado: true }).where(eq(rodoxMetricaConfigs.id, config.id));
    return { config: (await findMetricaConfig(tx, config.id))!, agregados };
  });
}

/** How many values a configuration holds for a context, and the last one (tests, benches). */
export async function valoresGuardados(db: Executor, configId: number, contextoId: number): Promise<{ n: number; ultimo: number | null }> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number), ultimo: max(rodoxMetricaValores.kardinal) })
    .from(rodoxMetricaValores)
    .where(and(eq(rodoxMetricaValores.config_id, configId), eq(rodoxMetricaValores.contexto_id, contextoId)));
  return { n: row?.n ?? 0, ultimo: row?.ultimo ?? null };
}

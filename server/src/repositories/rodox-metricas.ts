import { and, eq, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MetricaConfig } from '@gestion/contract/rodox';
import type { Executor } from '../db/client.js';
import { rodoxContextos, rodoxMetricaConfigs, rodoxMetricaValores } from '../db/schema/index.js';
import { MetricaConfigSchema } from '@gestion/contract/rodox';
import { METRICA_CONFIG_RESOURCE } from '@gestion/contract/resources/rodox';
import { tableResource } from '../resource/table-resource.js';
import { calcularFaltantes, primerKardinalConValor, primerSorteoLeido } from '../rodox/metrica-values.js';
import type { MetricaParametros, MetricaTipo } from '../rodox/types.js';
import { contextoCoincide, contextoColumns, findContextoById, listContextos, siglaDeContexto } from './rodox-contextos.js';
import { sorteosDesde, ultimoSorteo } from './rodox-sorteos.js';

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
});

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

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rodoxContextos, rodoxJornadas, rodoxMetricaConfigs } from '../db/schema/index.js';
import { hoy, proyectarJornadaGuardada } from '../areas/rodox/repositories/jornadas.js';
import { crearValoresFaltantes } from '../areas/rodox/repositories/metricas.js';
import { guardarSorteos, ultimoSorteo } from '../areas/rodox/repositories/sorteos.js';
import { CONFIG_DEMO, CONTEXTO_DEMO, generarSorteosDemo } from '../areas/rodox/domain/demo-sorteos.js';

/**
 * Demo data of Rodox (docs/domain.md, «Datos de demostración»): the context `lesa-mill`,
 * named as generated, with its generated draws, the spec's default configuration (valued) and a
 * jornada for the next kardinal (projected). Idempotent: an existing context keeps its draws, configuration and
 * jornadas.
 */
export async function seedRodoxDemo(db: Executor): Promise<{ contexto: boolean; sorteos: number; config: boolean; jornada: boolean }> {
  const creado = await db.transaction(async (tx) => {
    const [nuevo] = await tx.insert(rodoxContextos).values(CONTEXTO_DEMO).onConflictDoNothing().returning({ id: rodoxContextos.id });
    const [contexto] = await tx.select({ id: rodoxContextos.id }).from(rodoxContextos).where(eq(rodoxContextos.sigla, CONTEXTO_DEMO.sigla));
    if (!contexto) return { contexto: false, sorteos: 0, config: null, jornada: null };
    let sorteos = 0;
    if ((await ultimoSorteo(tx, contexto.id)) === null) {
      const demo = generarSorteosDemo();
      await guardarSorteos(tx, contexto.id, demo);
      sorteos = demo.length;
    }
    let config: number | null = null;
    const [existente] = await tx
      .select({ id: rodoxMetricaConfigs.id })
      .from(rodoxMetricaConfigs)
      .where(and(eq(rodoxMetricaConfigs.contexto_id, contexto.id), eq(rodoxMetricaConfigs.tipo, CONFIG_DEMO.tipo)));
    if (!existente) {
      const [row] = await tx
        .insert(rodoxMetricaConfigs)
        .values({ contexto_id: contexto.id, tipo: CONFIG_DEMO.tipo, parametros: { ...CONFIG_DEMO.parametros } })
        .returning({ id: rodoxMetricaConfigs.id });
      config = row!.id;
    }
    let jornada: number | null = null;
    const [conJornada] = await tx.select({ id: rodoxJornadas.id }).from(rodoxJornadas).where(eq(rodoxJornadas.contexto_id, contexto.id));
    const ultimo = await ultimoSorteo(tx, contexto.id);
    if (!conJornada && ultimo) {
      const [row] = await tx
        .insert(rodoxJornadas)
        .values({ contexto_id: contexto.id, fecha: hoy(), kandidatura: ultimo.kardinal + 1 })
        .returning({ id: rodoxJornadas.id });
      jornada = row!.id;
    }
    return { contexto: Boolean(nuevo), sorteos, config, jornada };
  });
  // So that 'Config Rastral', 'Jornadas' and the selections open on real content.
  if (creado.config !== null) await crearValoresFaltantes(db, creado.config);
  if (creado.jornada !== null) await proyectarJornadaGuardada(db, creado.jornada);
  return { ...creado, config: creado.config !== null, jornada: creado.jornada !== null };
}


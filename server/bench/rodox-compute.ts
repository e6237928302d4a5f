// Rodox computations in-process (no database): `proyectar` of a jornada with 5 configurations
// (one per metric) over 5,000 generated draws, and `crear-faltantes` after one new draw, for one
// configuration and for all five. Also, for reference, valuing the whole history from scratch.
// Prints one JSON line with medians in milliseconds and their budgets.
//   pnpm --filter @gestion/server exec tsx bench/rodox-compute.ts
import { performance } from 'node:perf_hooks';
import { generarSorteosDemo } from '../src/areas/rodox/domain/demo-sorteos.js';
import { proyectarJornada } from '../src/areas/rodox/domain/jornada.js';
import { calcularFaltantes, primerSorteoLeido } from '../src/areas/rodox/domain/metrica-values.js';
import type { MetricaConfig } from '../src/areas/rodox/domain/types.js';
import { METRICA_TIPOS } from '../src/areas/rodox/domain/types.js';

const DRAWS = Number(process.env.BENCH_DRAWS ?? 5000);
const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const contexto = { numero_min: 1, numero_max: 38, cantidad: 6 };
const historia = generarSorteosDemo({ contexto, total: DRAWS + 1 });
const previos = historia.slice(0, DRAWS);
const configs = METRICA_TIPOS.map((tipo, id) => ({ id, tipo, parametros: { ventana: 40, magnitud: 23 } }));

function mediana(f: () => unknown): number {
  for (let i = 0; i < 3; i++) f();
  const tiempos: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    f();
    tiempos.push(performance.now() - t0);
  }
  tiempos.sort((a, b) => a - b);
  return Math.round(tiempos[Math.floor(RUNS / 2)]! * 1000) / 1000;
}

/** What crear-faltantes reads after one new draw: the window before it and the new draw. */
const unoNuevo = (config: MetricaConfig) =>
  calcularFaltantes({ contexto, config, sorteos: historia.slice(primerSorteoLeido(DRAWS + 1, config.parametros.ventana) - 1), ultimoCalculado: DRAWS });

const proyectarMs = mediana(() => proyectarJornada(previos, contexto, configs, DRAWS + 1));
const faltanteUnaMs = mediana(() => unoNuevo(configs[0]!));
const faltanteCincoMs = mediana(() => configs.map(unoNuevo));
const desdeCeroMs = mediana(() => configs.map((config) => calcularFaltantes({ contexto, config, sorteos: previos, ultimoCalculado: null })));

console.log(
  JSON.stringify({
    bench: 'rodox-compute',
    draws: DRAWS,
    configs: configs.length,
    runs: RUNS,
    proyectar_jornada_5_configs_ms: proyectarMs,
    proyectar_budget_ms: 1000,
    crear_faltantes_one_draw_one_config_ms: faltanteUnaMs,
    crear_faltantes_one_draw_5_configs_ms: faltanteCincoMs,
    crear_faltantes_budget_ms: 100,
    crear_faltantes_from_scratch_5_configs_ms: desdeCeroMs,
    within_budget: proyectarMs <= 1000 && faltanteCincoMs <= 100,
  }),
);

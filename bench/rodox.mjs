// Rodox: the parity chart, a jornada's projection with 5 configurations, and
// crear-faltantes after one new draw, over 5,000 draws, measured in-process on the embedded
// database by server/bench/rodox-api.ts (its own fresh database: nothing of the running stack).
import { spawnSync } from 'node:child_process';
import { ROOT } from '../scripts/lib.mjs';

export async function measureRodox(report) {
  const out = spawnSync('pnpm', ['--filter', '@gestion/server', 'exec', 'tsx', 'bench/rodox-api.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const line = out.stdout.split('\n').find((l) => l.startsWith('{"bench":"rodox-api"'));
  if (!line) {
    console.error(out.stderr.slice(-2000));
    throw new Error('bench/rodox-api.ts no dio resultado');
  }
  const r = JSON.parse(line);
  report(`rodox: paridad/graficar, ${r.draws} sorteos (mediana)`, r.paridad_graficar_ms, 'ms', r.paridad_budget_ms);
  report('rodox: proyectar, 5 configuraciones (mediana)', r.proyectar_5_configs_ms, 'ms', r.proyectar_budget_ms);
  report('rodox: crear-faltantes tras un sorteo (mediana)', r.crear_faltantes_one_draw_ms, 'ms', r.crear_faltantes_budget_ms);
}

// The event-loop time of the largest body each route reads (a body is parsed and validated on the
// one thread that serves every request, so a costly one stalls them all). For every operation of
// the OpenAPI document with a body, the bodies of routes/large-bodies.ts filling its `x-body-limit`
// are sent as a superuser (app.inject, in-process, embedded database); one line per route: its
// limit and, for its costliest large body, the processor time and the event-loop lag (ms), then the
// worst. Medians of BENCH_RUNS (default 3) runs per body.
//   pnpm --filter @gestion/server exec tsx bench/body-lag.ts
import { buildApp } from '../src/app.js';
import { users } from '../src/db/schema/index.js';
import { largeBodies, longestBlock } from '../src/routes/large-bodies.js';
import type { BodySchema } from '../src/routes/large-bodies.js';
import { testConfig } from '../src/test-utils.js';
import { BENCH_ADMIN_PASSWORD } from './admin.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const app = await buildApp({ config: testConfig({ database: { driver: 'pglite', dataDir: null }, adminPassword: BENCH_ADMIN_PASSWORD }), logger: false });
await app.ready();
const [root] = await app.db.insert(users).values({ username: 'bench_root', password: '!', is_superuser: true }).returning();
const headers = { authorization: `JWT ${await app.sessions.open(root!)}`, 'content-type': 'application/json' };

type Op = { 'x-body-limit'?: number; parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: BodySchema }> } };
const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Op>> };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let worst = { ms: 0, route: '' };
for (const [path, methods] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(methods)) {
    const limit = op['x-body-limit'];
    if (!limit) continue;
    const url = path.replace(/\{[^}]+\}/g, '1');
    let routeWorst = { ms: 0, cpuMs: 0, label: '', status: 0 };
    for (const body of largeBodies(op.requestBody?.content?.['application/json']?.schema, limit)) {
      const times: number[] = [];
      const cpus: number[] = [];
      let status = 0;
      for (let i = 0; i < RUNS; i++) {
        const { result, ms, cpuMs } = await longestBlock(() => app.inject({ method: method.toUpperCase() as 'POST', url, headers, payload: body.payload }));
        status = result.statusCode;
        times.push(ms);
        cpus.push(cpuMs);
      }
      const ms = median(times);
      const cpuMs = median(cpus);
      if (cpuMs > routeWorst.cpuMs) routeWorst = { ms, cpuMs, label: body.label, status };
    }
    const route = `${method.toUpperCase()} ${path}`;
    console.log(`${route.padEnd(60)} limit ${String(limit).padStart(8)} B  cpu ${routeWorst.cpuMs.toFixed(1).padStart(6)} ms  lag ${routeWorst.ms.toFixed(1).padStart(6)} ms  (${routeWorst.label} → ${routeWorst.status})`);
    if (routeWorst.cpuMs > worst.ms) worst = { ms: routeWorst.cpuMs, route };
  }
}
console.log(`worst cpu: ${worst.ms.toFixed(1)} ms (${worst.route}); budget 100 ms`);
await app.close();

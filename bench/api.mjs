// API latency under concurrent load, from a second process on loopback.
import { API } from './stack.mjs';

async function token(admin) {
  const r = await fetch(`${API}/api/auth/jwt/create/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return (await r.json()).access;
}

/** Runs `makeRequest` with `concurrency` loops for `seconds`; returns latency percentiles. */
export async function load(makeRequest, { concurrency = 10, seconds = 5 } = {}) {
  const latencies = [];
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          const res = await makeRequest();
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { n: latencies.length, errors, p50: pct(50), p95: pct(95), rps: latencies.length / seconds };
}

export async function measureApi(report, admin) {
  const access = await token(admin);
  const auth = { Authorization: `JWT ${access}` };
  // Every authenticated call pays this path (token check; token version and permissions come
  // from the session cache, server/src/auth/auth-cache.ts, after the first call). The embedded
  // database serves one query at a time, so 10 callers queue behind each other.
  const me = await load(() => fetch(`${API}/api/auth/users/me/`, { headers: auth }));
  report('GET /api/auth/users/me/ p50 (10 en paralelo, PGlite)', me.p50, 'ms', 50);
  report('GET /api/auth/users/me/ p95 (10 en paralelo, PGlite)', me.p95, 'ms', 100);
  report('GET /api/auth/users/me/ peticiones por segundo', me.rps, 'req/s', 150, 'higher');
  report('GET /api/auth/users/me/ errores', me.errors, 'resp.', 0);
}

import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// Prometheus metrics (prom-client), one registry per app (tests build many apps in one process).
// Exposed on a port of their own (METRICS_PORT: reachable by the scraper, not published by the
// proxy) and/or at /metrics on the API's port with `Authorization: Bearer <METRICS_TOKEN>`
// (404 to anyone else, as if it did not exist). Neither set: collected, not exposed.

export interface MetricsOptions {
  port: number | null;
  token: string | null;
  /** Where the metrics port listens (the API's HOST). */
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry; /** the metrics port's address once listening */ address(): AddressInfo | null };
  }
}

/**
 * Long operations timed on their own (besides the per-route histogram): route pattern → name.
 * Matched by pattern so the routes need no change; metrics.test.ts checks every pattern exists.
 */
export const TIMED_OPERATIONS: ReadonlyMap<string, string> = new Map([
  ['POST /api/terra/importaciones/:id/confirmar/', 'terra_import_confirm'],
  ['POST /api/terra/importar-precios/', 'terra_import_batch'],
  ['POST /api/terra/precios-productos/importar/', 'terra_import_simple'],
  ['POST /api/terra/productos/importar/', 'terra_import_products'],
  ['POST /api/rodox/jornadas/:id/proyectar/', 'rodox_projection'],
]);

/** A request that matched no route is one label, not one per URL tried. */
const UNMATCHED = '(sin ruta)';

function outcome(status: number): 'ok' | 'refused' | 'error' {
  return status >= 500 ? 'error' : status >= 400 ? 'refused' : 'ok';
}

function sameToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export default fp<MetricsOptions>(
  async (app, opts) => {
    const registry = new Registry();
    // Process CPU and memory, GC, and the event loop's lag (nodejs_eventloop_lag_seconds and its percentiles).
    collectDefaultMetrics({ register: registry });

    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duración de las peticiones por ruta (el patrón, nunca la URL), método y estado.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const operations = new Histogram({
      name: 'gestion_operation_duration_seconds',
      help: 'Duración de las operaciones largas: importaciones de Terra y proyecciones de Rodox.',
      labelNames: ['operation', 'outcome'] as const,
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
      registers: [registry],
    });
    const pool = app.dbPoolStats;
    if (pool() !== null) {
      new Gauge({
        name: 'gestion_db_pool_connections_in_use',
        help: 'Conexiones del pool de PostgreSQL ocupadas por una consulta o transacción.',
        registers: [registry],
        collect() {
          const s = pool();
          if (s) this.set(s.total - s.idle);
        },
      });
      new Gauge({
        name: 'gestion_db_pool_connections_total',
        help: 'Conexiones abiertas del pool de PostgreSQL (máximo: PG_POOL_MAX).',
        registers: [registry],
        collect() {
          const s = pool();
          if (s) this.set(s.total);
        },
      });
      new Gauge({
        name: 'gestion_db_pool_waiting',
        help: 'Peticiones esperando una conexión libre del pool de PostgreSQL.',
        registers: [registry],
        collect() {
          const s = pool();
          if (s) this.set(s.waiting);
        },
      });
    }
    // The cache counts its lookups itself (auth/auth-cache.ts); a scrape reads them.
    const cache = app.authCache;
    new Counter({
      name: 'gestion_auth_cache_hits_total',
      help: 'Sesiones resueltas con la caché de este proceso (AUTH_CACHE_MS).',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(cache.hits);
      },
    });
    new Counter({
      name: 'gestion_auth_cache_misses_total',
      help: 'Sesiones que la caché no tenía (o tenía caducadas): leídas de la base de datos.',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(cache.misses);
      },
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const seconds = reply.elapsedTime / 1000;
      duration.observe({ method: request.method, route, status: reply.statusCode }, seconds);
      const operation = TIMED_OPERATIONS.get(`${request.method} ${route}`);
      if (operation) operations.observe({ operation, outcome: outcome(reply.statusCode) }, seconds);
    });

    const render = async () => ({ type: registry.contentType, body: await registry.metrics() });

    if (opts.token) {
      const token = opts.token;
      app.get('/metrics', { config: { access: 'public' }, logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
        // Anyone without the token sees what any unknown URL shows.
        if (!sameToken(request.headers.authorization, token)) return reply.code(404).send({ detail: 'No encontrado.' });
        const { type, body } = await render();
        return reply.type(type).send(body);
      });
    }

    let server: http.Server | null = null;
    if (opts.port !== null) {
      const port = opts.port;
      server = http.createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        render().then(
          ({ type, body }) => res.writeHead(200, { 'content-type': type }).end(body),
          (err: unknown) => {
            app.log.error({ err }, 'metrics: could not render');
            res.writeHead(500).end();
          },
        );
      });
      const listening = server;
      app.addHook('onReady', () => new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, opts.host, () => resolve());
      }));
      app.addHook('onClose', () => new Promise<void>((resolve) => {
        listening.closeAllConnections();
        listening.close(() => resolve());
      }));
    }
    app.decorate('metrics', {
      registry,
      address: () => (server?.address() as AddressInfo | null) ?? null,
    });
  },
  { name: 'metrics', dependencies: ['db', 'auth'] },
);

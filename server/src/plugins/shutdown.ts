import fp from 'fastify-plugin';

// Two phases. Draining (SIGTERM, `app.lifecycle.drain()`): /readyz answers 503 so that the
// balancer stops sending new work here, while this process keeps serving whatever still arrives
// for SHUTDOWN_GRACE_MS (main.ts) — the balancer needs a health-check interval or two to notice.
// Closing (`app.close()`): waits for the requests in flight (the db plugin cancels their
// statements after a grace). Their keep-alive connections would then hold the server open for the
// keep-alive timeout: while closing, answers carry `Connection: close` and idle sockets are
// closed, and whatever is left after HARD_LIMIT_MS is cut off.

const HARD_LIMIT_MS = 5_000;

export interface Lifecycle {
  /** True from the drain (or the close) on: /readyz answers 503. */
  readonly draining: boolean;
  /** Takes the instance out of rotation; requests are still served. */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    let draining = false;
    let closing = false;
    const lifecycle: Lifecycle = {
      get draining() {
        return draining;
      },
      drain() {
        if (draining) return;
        draining = true;
        app.log.info('draining: /readyz answers 503, requests are still served');
      },
    };
    app.decorate('lifecycle', lifecycle);
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
      draining = true;
      closing = true;
      const server = app.server;
      const sweep = setInterval(() => server.closeIdleConnections(), 100).unref();
      const cut = setTimeout(() => server.closeAllConnections(), HARD_LIMIT_MS).unref();
      server.once('close', () => {
        clearInterval(sweep);
        clearTimeout(cut);
      });
    });
  },
  { name: 'shutdown' },
);

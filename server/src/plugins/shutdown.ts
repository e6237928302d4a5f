import fp from 'fastify-plugin';

// Closing waits for the requests in flight (the db plugin cancels their statements after a
// grace). Their keep-alive connections would then hold the server open for the keep-alive
// timeout: while closing, answers carry `Connection: close` and idle sockets are closed, and
// whatever is left after HARD_LIMIT_MS is cut off.

const HARD_LIMIT_MS = 5_000;

export default fp(
  async (app) => {
    let closing = false;
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('preClose', async () => {
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

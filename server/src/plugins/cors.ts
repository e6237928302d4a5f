import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/** The browser apps (host and remotes) call the API from their own origins. */
export default fp<{ origins: readonly string[] }>(
  async (app, opts) => {
    await app.register(cors, {
      origin: [...opts.origins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
      exposedHeaders: ['Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

import type { FastifyPluginAsync } from 'fastify';

/** One plugin that registers the route plugins of a folder, in this order (the folders mirror the URLs). */
export function routeGroup(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
}

import type { FastifyPluginAsync } from 'fastify';

/** One plugin that registers route plugins, in this order (an area's, or the areas'). */
export function routeGroup(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin);
  };
}

import type { FastifyPluginAsync } from 'fastify';
import contextoRoutes from './contextos.js';
import jornadaRoutes from './jornadas.js';
import metricaRoutes from './metricas.js';
import paridadRoutes from './paridad.js';
import seleccionRoutes from './selecciones.js';
import sorteoRoutes from './sorteos.js';

/** Rodox (spec section 7 "Rodox", DOMAIN.md "Rodox: number draws"). */
const rodoxRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contextoRoutes);
  await app.register(sorteoRoutes);
  await app.register(paridadRoutes);
  await app.register(metricaRoutes);
  await app.register(jornadaRoutes);
  await app.register(seleccionRoutes);
};

export default rodoxRoutes;

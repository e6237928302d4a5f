import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PuntoParidad } from '@gestion/contract/rodox';
import { findContextoByFamiliaTipo } from '../repositories/contextos.js';
import { puntosParidad } from '../repositories/sorteos.js';
import { SEGMENTO_URL } from '../domain/contexto-rules.js';
import { ParidadQuerySchema, PuntoParidadSchema } from '@gestion/contract/rodox';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('rodox');

const paridadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/rodox/paridad/graficar/', route({ permission: 'rodox.view_sorteometricaparidad' }, {
    summary: 'Cantidad de números pares de cada sorteo del contexto (familia y tipo), de kardinal_menor (por defecto 1) a kardinal_mayor (opcional), por kardinal ascendente. Lista vacía si no hay tal contexto.',
    querystring: ParidadQuerySchema,
    response: listResponses(PuntoParidadSchema),
  }), async (request): Promise<PuntoParidad[]> => {
    const { sorteo__contexto__familia: familia, sorteo__contexto__tipo: tipo, kardinal_menor, kardinal_mayor } = request.query;
    // Not URL segments (a NUL, a blank...): no context has them, and PostgreSQL is not asked.
    if (!SEGMENTO_URL.test(familia.trim()) || !SEGMENTO_URL.test(tipo.trim())) return [];
    const contexto = await findContextoByFamiliaTipo(app.db, familia.trim(), tipo.trim());
    if (!contexto) return [];
    return puntosParidad(app.db, contexto.id, kardinal_menor ?? 1, kardinal_mayor);
  });
};

export default paridadRoutes;

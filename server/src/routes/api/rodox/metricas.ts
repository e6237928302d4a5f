import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../plugins/auth.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { METRICA_CONFIG_HISTORIAL } from '../../../repositories/historial-objetos.js';
import type { MetricaConfig } from '@gestion/contract/rodox';
import { fieldErrors } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { CONTEXTO_MESSAGES } from '../../../repositories/rodox-contextos.js';
import { createMetricaConfig, crearValoresFaltantes, pageMetricaConfigs } from '../../../repositories/rodox-metricas.js';
import { leerParametros } from '../../../rodox/contexto-rules.js';
import { CrearFaltantesBodySchema, MetricaConfigCreateBodySchema, MetricaConfigSchema } from './schemas.js';
import { routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('rodox');

export const MENSAJE_UNICODE = 'El texto contiene caracteres Unicode inválidos.';

/**
 * PostgreSQL's jsonb refuses lone UTF-16 surrogates (a 500 otherwise; NUL is refused for every
 * input by plugins/errors.ts). JSON.stringify writes them, and only them, as \ud8xx-\udfxx.
 */
const jsonbAdmite = (valor: unknown) => !/\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(valor));

const metricaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/rodox/metrica-configs/', route.page({ permission: 'rodox.view_metricaconfig' }, MetricaConfigSchema, (query) => pageMetricaConfigs(app.db, query),
    'Configuraciones de métricas paginadas; `search` busca en tipo y en la sigla y el nombre del contexto; `ordering`: id (por defecto), tipo, contexto, contexto_sigla, actualizado.'));

  app.post('/api/rodox/metrica-configs/', route.create({ permission: 'rodox.add_metricaconfig' }, MetricaConfigCreateBodySchema, MetricaConfigSchema,
    'Crea una configuración: contexto (id, o null para todos los contextos), tipo (frecuencial, recencial, gradal, multiplal, pasal) y parametros con ventana (1..1000) y magnitud (1..100); otras claves se conservan.'), async (request, reply) => {
    const parametros = leerParametros(request.body.parametros);
    if (!parametros.ok) throw fieldErrors(parametros.errores);
    if (!jsonbAdmite(parametros.parametros)) throw fieldErrors({ parametros: [MENSAJE_UNICODE] });
    const { contexto, tipo } = request.body;
    const config = await app.db.transaction(async (tx) => {
      const created = await createMetricaConfig(tx, { contexto, tipo, parametros: parametros.parametros });
      if (!created) throw fieldErrors({ contexto: [CONTEXTO_MESSAGES.claveInvalida(contexto!)] });
      await writeCreated(tx, currentUser(request), METRICA_CONFIG_HISTORIAL, created.id);
      return created;
    });
    return reply.code(201).send(config);
  });

  app.post('/api/rodox/metrica/crear-faltantes/', route({ permission: 'rodox.change_metricaconfig' }, {
    summary: 'Calcula solo los valores que faltan de la configuración (después del último guardado, hasta el último sorteo de cada contexto), marca actualizado y responde la configuración.',
    body: CrearFaltantesBodySchema,
    response: { 200: MetricaConfigSchema, ...errorResponses },
  }), async (request): Promise<MetricaConfig> => {
    const { config_id } = request.body;
    const result = await app.db.transaction((tx) => withHistorial(tx, currentUser(request), 'actualizar', METRICA_CONFIG_HISTORIAL, config_id, async () => {
      const written = await crearValoresFaltantes(tx, config_id);
      if (!written) throw fieldErrors({ config_id: [CONTEXTO_MESSAGES.claveInvalida(config_id)] });
      return written;
    }, (written) => ({ valores_agregados: written.agregados })));
    return result.config;
  });
};

export default metricaRoutes;

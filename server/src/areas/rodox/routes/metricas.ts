import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../../plugins/auth.js';
import { withHistorial, writeCreated } from '../../../repositories/historial.js';
import { METRICA_CONFIG_HISTORIAL } from '../historial.js';
import type { MetricaConfig } from '@gestion/contract/rodox';
import { fieldErrors } from '../../../lib/http-errors.js';
import { errorResponses } from '../../../lib/schemas.js';
import { CONTEXTO_MESSAGES, findContextoById } from '../repositories/contextos.js';
import { tamanoRango } from '../domain/types.js';
import {
  createMetricaConfig,
  crearValoresFaltantes,
  deleteMetrica,
  deleteMetricaConfig,
  METRICA_CONFIGS,
  metricaArrastra,
  metricaConfigArrastra,
  METRICAS,
} from '../repositories/metricas.js';
import { leerParametros } from '../domain/contexto-rules.js';
import { CrearFaltantesRequestSchema, MetricaConfigCreateRequestSchema, MetricaConfigSchema } from '@gestion/contract/rodox';
import { routeOptions } from '../../../lib/route-options.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';

const route = routeOptions('rodox');

const metricaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, METRICA_CONFIGS, { remove: { arrastra: metricaConfigArrastra, apply: deleteMetricaConfig } });
  registerResourceWrites(app, METRICAS, { remove: { arrastra: metricaArrastra, apply: deleteMetrica } });

  app.post('/api/rodox/metrica-configs/', route.create({ permission: 'rodox.add_metricaconfig' }, MetricaConfigCreateRequestSchema, MetricaConfigSchema,
    'Crea una configuración: contexto (id, o null para todos los contextos), tipo (frecuencial, recencial, gradal, multiplal, pasal) y parametros: a lo sumo 12 números con claves de `[a-z_]` (hasta 40 caracteres), entre ellos ventana (1..1000) y magnitud (1..los números del rango del contexto; 1..100 sin contexto); las demás claves se conservan.'), async (request, reply) => {
    const { contexto, tipo } = request.body;
    const rango = contexto === null ? null : await findContextoById(app.db, contexto);
    if (contexto !== null && !rango) throw fieldErrors({ contexto: [CONTEXTO_MESSAGES.claveInvalida(contexto)] });
    // A metric keeps at most every number of its context's range.
    const parametros = leerParametros(request.body.parametros, rango ? tamanoRango(rango) : undefined);
    if (!parametros.ok) throw fieldErrors(parametros.errores);
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
    body: CrearFaltantesRequestSchema,
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

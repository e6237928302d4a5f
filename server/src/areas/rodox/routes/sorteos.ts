import { currentUser } from '../../../plugins/auth.js';
import { writeHistorial } from '../../../repositories/historial.js';
import { CONTEXTO_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ActualizarSorteosResponse, SorteoListResponse } from '@gestion/contract/rodox';
import { badRequest, fieldErrors } from '../../../lib/http-errors.js';
import { insertarSorteosDeFuente, ultimosSorteos } from '../repositories/sorteos.js';
import { leerTextoFuente } from '../domain/fuente-source.js';
import { contextoPorSigla } from './contexto-por-sigla.js';
import { corregirSorteo, deleteSorteo, sorteoArrastra, sorteoImpide, SORTEOS } from '../repositories/sorteo-writes.js';
import { registerResourceReads } from '../../../resource/resource-routes.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import {
  ActualizarSorteosRequestSchema,
  ActualizarSorteosResponseSchema,
  SorteoListQuerySchema,
  SorteoListResponseSchema,
  SorteoUpdateRequestSchema,
  UltimosSorteosParamsSchema,
  ULTIMOS_MAXIMO,
} from '@gestion/contract/rodox';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('rodox');

export const SORTEO_MESSAGES = {
  sinFuente: 'El contexto no tiene fuente de sorteos configurada.',
  soloAutomatica: 'Los sorteos solo se actualizan desde la fuente del contexto: envíe true.',
  agregados: (n: number) => (n === 0 ? 'No hay sorteos nuevos.' : n === 1 ? 'Se agregó 1 sorteo.' : `Se agregaron ${n} sorteos.`),
} as const;

/** Reading draws: the draws themselves, or the selections screens that need them. */
const LEER_SORTEOS = { anyPermission: ['rodox.view_sorteo', 'rodox.view_seleccion'] } as const;
const DEFAULT_ULTIMOS = 10;

const sorteoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, SORTEOS, {
    change: { body: SorteoUpdateRequestSchema, apply: corregirSorteo },
    remove: { impide: sorteoImpide, arrastra: sorteoArrastra, apply: deleteSorteo },
  });
  // Every draw by pages, by context (the spec's GET of the url is the last few of one context).
  registerResourceReads(app, SORTEOS, { access: LEER_SORTEOS });

  app.get('/api/rodox/sorteos/', route(LEER_SORTEOS, {
    summary: `Los últimos sorteos de un contexto (\`ultimos\`, por defecto ${DEFAULT_ULTIMOS}, máximo ${ULTIMOS_MAXIMO}), del kardinal mayor al menor; \`mayor_kardinal=true\` con \`ultimos=1\` da el último sorteo válido.`,
    querystring: SorteoListQuerySchema,
    response: itemResponses(SorteoListResponseSchema),
  }), async (request): Promise<SorteoListResponse> => {
    const contexto = await contextoPorSigla(app.db, request.query.contexto_sigla);
    const results = await ultimosSorteos(app.db, contexto.id, request.query.ultimos ?? DEFAULT_ULTIMOS);
    return { count: results.length, results };
  });

  app.get('/api/rodox/sorteos/:sigla/ultimos/:n', route(LEER_SORTEOS, {
    summary: 'Los últimos `n` sorteos del contexto `sigla`, del kardinal mayor al menor (como `sorteos/?ultimos=n`).',
    params: UltimosSorteosParamsSchema,
    response: itemResponses(SorteoListResponseSchema),
  }), async (request): Promise<SorteoListResponse> => {
    const contexto = await contextoPorSigla(app.db, request.params.sigla);
    const results = await ultimosSorteos(app.db, contexto.id, request.params.n);
    return { count: results.length, results };
  });

  app.post('/api/rodox/sorteos/actualizar/', route({ permission: 'rodox.add_sorteo' }, {
    summary: 'Lee la fuente del contexto (JSON o CSV, por http(s) a una dirección pública o un archivo de la carpeta de fuentes del servidor) y agrega, en una transacción, los sorteos con kardinal mayor que el último. Un sorteo inválido no agrega nada (400 con su kardinal y el motivo). Idempotente.',
    body: ActualizarSorteosRequestSchema,
    response: itemResponses(ActualizarSorteosResponseSchema),
  }), async (request): Promise<ActualizarSorteosResponse> => {
    if (!request.body.actualizar_automaticamente) throw fieldErrors({ actualizar_automaticamente: [SORTEO_MESSAGES.soloAutomatica] });
    const contexto = await contextoPorSigla(app.db, request.body.contexto_sigla);
    if (!contexto.fuente_url) throw badRequest(SORTEO_MESSAGES.sinFuente);
    // Read before the transaction: a slow source (up to its timeout) holds no lock.
    const fuente = await leerTextoFuente(contexto.fuente_url, { politica: app.config.rodoxFuentes });
    if (!fuente.ok) throw badRequest(fuente.detail);
    const result = await app.db.transaction(async (tx) => {
      const written = await insertarSorteosDeFuente(tx, contexto, fuente.texto);
      if (!written.ok) throw badRequest(written.detail);
      // One entry per update, with how many draws it added (never one per draw).
      await writeHistorial(tx, {
        actor: currentUser(request), accion: 'actualizar', objetoTipo: CONTEXTO_HISTORIAL.tipo, objetoId: contexto.id, repr: contexto.sigla, detalle: { sorteos_agregados: written.agregados },
      });
      return written;
    });
    return { detail: SORTEO_MESSAGES.agregados(result.agregados), agregados: result.agregados };
  });
};

export default sorteoRoutes;

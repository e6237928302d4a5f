import { writeCreated } from '../../../repositories/historial.js';
import { CONTEXTO_HISTORIAL } from '../historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Contexto, ContextoConSorteo } from '@gestion/contract/rodox';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../../../plugins/auth.js';
import { fieldErrors, notFound } from '../../../lib/http-errors.js';
import {
  contextoArrastra,
  CONTEXTOS,
  corregirContexto,
  createContexto,
  deleteContexto,
  findContextoByFamiliaTipo,
  findContextoById,
  listContextos,
  listContextosConSorteo,
} from '../repositories/contextos.js';
import { SEGMENTO_URL } from '../domain/contexto-rules.js';
import { registerResourceReads } from '../../../resource/resource-routes.js';
import { registerResourceWrites } from '../../../resource/resource-writes.js';
import { leerCamposContexto } from './contexto-campos.js';
import {
  ContextoConSorteoSchema,
  ContextoCreateRequestSchema,
  ContextoFamiliaTipoParamsSchema,
  ContextoSchema,
  ContextoUpdateRequestSchema,
} from '@gestion/contract/rodox';
import { itemResponses, listResponses, routeOptions } from '../../../lib/route-options.js';

const route = routeOptions('rodox');

/**
 * A context's source is a server path or an internal address: only those who may create or change
 * contexts read it; everyone else who may see contexts gets `fuente_url: null`.
 */
function sinFuenteAjena<T extends Contexto>(request: FastifyRequest, contextos: T[]): T[] {
  const user = currentUser(request);
  if (user.has('rodox.add_contexto') || user.has('rodox.change_contexto')) return contextos;
  return contextos.map((c) => ({ ...c, fuente_url: null }));
}

/**
 * One context by familia and tipo, for the screens reached as /rodox/{familia}/{tipo}/… ('Paquete'):
 * whoever may read a context's draws (rodox.view_sorteo or rodox.view_seleccion: docs/domain.md,
 * «Contextos y sorteos») may learn which context those are, without the list of every context
 * (rodox.view_contexto).
 */
const CONTEXTO_DE_SORTEOS = { anyPermission: ['rodox.view_contexto', 'rodox.view_sorteo', 'rodox.view_seleccion'] } as const;

export const contextoFamiliaTipoDesconocido = (familia: string, tipo: string) =>
  `No existe un contexto con la familia "${familia.slice(0, 50)}" y el tipo "${tipo.slice(0, 50)}".`;

const contextoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerResourceWrites(app, CONTEXTOS, {
    change: {
      body: ContextoUpdateRequestSchema,
      async apply(tx, id, body) {
        const actual = await findContextoById(tx, id);
        if (!actual) return false;
        const result = await corregirContexto(tx, id, leerCamposContexto(body, app.config.rodoxFuentes, actual));
        if (result && !result.ok) throw fieldErrors({ [result.field]: [result.message] });
        return result !== undefined;
      },
    },
    // Everything of a context hangs from it: it never refuses, it says what goes.
    remove: { arrastra: contextoArrastra, apply: deleteContexto },
  });
  // The paged list and the record (the spec's GET of the url is the plain array below).
  registerResourceReads(app, CONTEXTOS, { shown: sinFuenteAjena });

  app.get('/api/rodox/contextos/', route({ permission: 'rodox.view_contexto' }, {
    summary: 'Todos los contextos (lista simple, por sigla); `fuente_url` solo para quien puede crear o cambiar contextos.',
    response: listResponses(ContextoSchema),
  }), async (request): Promise<Contexto[]> => sinFuenteAjena(request, await listContextos(app.db)));

  app.get('/api/rodox/contextos/con-sorteo', route({ permission: 'rodox.view_contexto' }, {
    summary: 'Cada contexto con la fecha y los números de su último sorteo (null si no tiene sorteos).',
    response: listResponses(ContextoConSorteoSchema),
  }), async (request): Promise<ContextoConSorteo[]> => sinFuenteAjena(request, await listContextosConSorteo(app.db)));

  app.get('/api/rodox/contextos/por-familia/:familia/:tipo/', route(CONTEXTO_DE_SORTEOS, {
    summary: 'El contexto de esa familia y ese tipo (404 si no hay); para quien lee sorteos o selecciones, sin la lista de todos los contextos. `fuente_url` solo para quien puede crear o cambiar contextos.',
    params: ContextoFamiliaTipoParamsSchema,
    response: itemResponses(ContextoSchema),
  }), async (request): Promise<Contexto> => {
    const familia = request.params.familia.trim();
    const tipo = request.params.tipo.trim();
    // Not URL segments (a NUL, a blank...): no context has them, and PostgreSQL is not asked.
    const contexto = SEGMENTO_URL.test(familia) && SEGMENTO_URL.test(tipo) ? await findContextoByFamiliaTipo(app.db, familia, tipo) : null;
    if (!contexto) throw notFound(contextoFamiliaTipoDesconocido(familia, tipo));
    return sinFuenteAjena(request, [contexto])[0]!;
  });

  app.post('/api/rodox/contextos/', route.create({ permission: 'rodox.add_contexto' }, ContextoCreateRequestSchema, ContextoSchema,
    'Crea un contexto: sigla, familia y tipo en minúsculas con guiones (segmentos de URL); números entre 0 y 99; fuente_url opcional: URL http(s) (sin usuario ni contraseña; a direcciones públicas salvo RODOX_FUENTES_PRIVADAS=1) o ruta absoluta dentro de la carpeta de fuentes (RODOX_FUENTES_DIR).'), async (request, reply) => {
    const campos = leerCamposContexto(request.body, app.config.rodoxFuentes);
    const contexto = await app.db.transaction(async (tx) => {
      const result = await createContexto(tx, campos);
      if (!result.ok) throw fieldErrors({ [result.field]: [result.message] });
      await writeCreated(tx, currentUser(request), CONTEXTO_HISTORIAL, result.contexto.id);
      return result.contexto;
    });
    return reply.code(201).send(contexto);
  });
};

export default contextoRoutes;

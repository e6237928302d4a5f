import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Profesion } from '@gestion/contract/usuario';
import { ProfesionSchema } from '@gestion/contract/usuario';
import { listResponses, routeOptions } from '../../../lib/route-options.js';
import { duringSecondFactorEnrolment } from '../../../plugins/auth.js';
import { listProfesiones } from '../repositories/usuario-extra.js';

const route = routeOptions('usuario');

/** The professions catalogue (created by the migrations) for the profile screen. */
const profesionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/profesiones/', duringSecondFactorEnrolment(route('authenticated', { summary: 'El catálogo de profesiones, por nombre.', response: listResponses(ProfesionSchema) })), async (): Promise<Profesion[]> => listProfesiones(app.db));
};

export default profesionRoutes;

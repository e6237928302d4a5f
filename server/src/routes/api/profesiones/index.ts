import { Type } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Profesion } from '@gestion/contract/usuario';
import { errorResponses } from '../../../lib/schemas.js';
import { listProfesiones } from '../../../repositories/usuario-extra.js';

export const ProfesionSchema = Type.Object({ id: Type.Integer(), nombre: Type.String() });

/** The professions catalogue (created by the migrations) for the profile screen. */
const profesionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/profesiones/',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['usuario'], summary: 'El catálogo de profesiones, por nombre.', response: { 200: Type.Array(ProfesionSchema), ...errorResponses } },
    },
    async (): Promise<Profesion[]> => listProfesiones(app.db),
  );
};

export default profesionRoutes;

import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import { catalogoHistorial } from '../../../repositories/historial-objetos.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CatalogoItem } from '@gestion/contract/pueblo';
import { CatalogoCreateRequestSchema, CatalogoItemSchema } from '@gestion/contract/pueblo';
import type { PermissionKey } from '../../../db/permission-catalogue.js';
import { errorResponses } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { findOrCreateCatalogo, listCatalogo, type CatalogoTable } from '../../../repositories/catalogos.js';
import { listResponses, routeOptions } from '../../../lib/route-options.js';

export interface CatalogoRoutesOptions {
  /** e.g. '/api/pueblo/recursotipos/': POST here, GET `${base}all-pagination-none/`. */
  base: string;
  table: CatalogoTable;
  tag: string;
  /** 'tipos de recurso', ... (OpenAPI summaries) */
  plural: string;
  view: PermissionKey;
  add: PermissionKey;
}

/**
 * The two routes of a name catalogue (resource types, categories, distributors): the plain list
 * by nombre, and a create that answers 201 with the new record or 200 with the existing one of
 * the same name (case and accents ignored), so a retry never duplicates (docs/domain.md, «Catálogos»).
 */
export function catalogoRoutes(options: CatalogoRoutesOptions): FastifyPluginAsyncTypebox {
  const route = routeOptions(options.tag);
  // 'pueblo.add_recursotipo' -> 'pueblo.recursotipo', as the permission keys name the model.
  const historial = catalogoHistorial(options.add.replace('.add_', '.'), options.table);
  return async (app) => {
    app.get(`${options.base}all-pagination-none/`, route({ permission: options.view }, {
      summary: `Todos los ${options.plural} (lista simple, por nombre).`,
      response: listResponses(CatalogoItemSchema),
    }), async (): Promise<CatalogoItem[]> => listCatalogo(app.db, options.table));

    app.post(options.base, route({ permission: options.add }, {
      summary: `Crea uno de los ${options.plural} (201); si ya existe uno con el mismo nombre (sin distinguir mayúsculas ni acentos) responde 200 con el existente.`,
      body: CatalogoCreateRequestSchema,
      response: { 200: CatalogoItemSchema, 201: CatalogoItemSchema, ...errorResponses },
    }), async (request, reply) => {
      const fields = new TextFields();
      const nombre = fields.required('nombre', request.body.nombre);
      fields.assertOk();
      const { item, created } = await app.db.transaction(async (tx) => {
        const written = await findOrCreateCatalogo(tx, options.table, nombre);
        if (written.created) await writeCreated(tx, currentUser(request), historial, written.item.id);
        return written;
      });
      return reply.code(created ? 201 : 200).send(item);
    });
  };
}

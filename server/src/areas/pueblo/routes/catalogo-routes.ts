import { currentUser } from '../../../plugins/auth.js';
import { writeCreated } from '../../../repositories/historial.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PermissionKey } from '@gestion/contract/permissions';
import type { CatalogoItem } from '@gestion/contract/pueblo';
import { CatalogoCreateRequestSchema, CatalogoItemSchema, CatalogoUpdateRequestSchema } from '@gestion/contract/pueblo';
import { errorResponses } from '../../../lib/schemas.js';
import { TextFields } from '../../../lib/text-fields.js';
import { deleteCatalogo, findOrCreateCatalogo, listCatalogo, renameCatalogo, type Catalogo } from '../repositories/catalogos.js';
import { listResponses, routeOptions } from '../../../lib/route-options.js';
import { registerResourceWrites, textChanges } from '../../../resource/resource-writes.js';

export const CATALOGO_MESSAGES = {
  nombreTomado: 'Ya existe uno con este nombre (sin distinguir mayúsculas ni acentos).',
} as const;

export interface CatalogoRoutesOptions {
  /**
   * Who else reads the plain list: the holders of a correction whose form chooses one of its
   * records by name (a product's type and category, `terra.change_producto`).
   */
  chosenBy?: readonly PermissionKey[];
}

/**
 * The routes of a name catalogue (resource types, categories, distributors): the spec's two, the
 * plain list by nombre and a create that answers 201 with the new record or 200 with the existing
 * one of the same name (case and accents ignored), so a retry never duplicates (docs/domain.md,
 * «Catálogos»); and its declaration's: the paged list, its file and one record (`view_`), a
 * rename (`change_`) and a removal (`delete_`), refused while other records use it.
 */
export function catalogoRoutes({ resource, table, impide }: Catalogo, { chosenBy = [] }: CatalogoRoutesOptions = {}): FastifyPluginAsyncTypebox {
  const { declaration } = resource;
  const options = { base: declaration.url, plural: declaration.plural, view: resource.permission('view'), add: resource.permission('add') };
  const route = routeOptions(declaration.app);
  const historial = resource.historial!;
  return async (app) => {
    registerResourceWrites(app, resource, {
      change: {
        body: CatalogoUpdateRequestSchema,
        taken: { nombre: CATALOGO_MESSAGES.nombreTomado },
        async apply(tx, id, body) {
          const { nombre } = textChanges(declaration, body);
          return nombre === undefined ? (await resource.find(tx, id)) !== undefined : renameCatalogo(tx, table, id, nombre);
        },
      },
      remove: { impide, apply: (tx, id) => deleteCatalogo(tx, table, id) },
    });

    const listAccess = chosenBy.length ? { anyPermission: [options.view, ...chosenBy] } : { permission: options.view };
    app.get(`${options.base}all-pagination-none/`, route(listAccess, {
      summary: `Todos los ${options.plural} (lista simple, por nombre).`,
      response: listResponses(CatalogoItemSchema),
    }), async (): Promise<CatalogoItem[]> => listCatalogo(app.db, table));

    app.post(options.base, route({ permission: options.add }, {
      summary: `Crea uno de los ${options.plural} (201); si ya existe uno con el mismo nombre (sin distinguir mayúsculas ni acentos) responde 200 con el existente.`,
      body: CatalogoCreateRequestSchema,
      response: { 200: CatalogoItemSchema, 201: CatalogoItemSchema, ...errorResponses },
    }), async (request, reply) => {
      const fields = new TextFields();
      const nombre = fields.required('nombre', request.body.nombre);
      fields.assertOk();
      const { item, created } = await app.db.transaction(async (tx) => {
        const written = await findOrCreateCatalogo(tx, table, nombre);
        if (written.created) await writeCreated(tx, currentUser(request), historial, written.item.id);
        return written;
      });
      return reply.code(created ? 201 : 200).send(item);
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { Type, type TypeBoxTypeProvider, type Static, type TSchema } from '@fastify/type-provider-typebox';
import { EliminacionSchema, type Eliminacion } from '@gestion/contract/record';
import type { PermissionApp } from '@gestion/contract/permissions';
import type { FieldDeclaration, ResourceDeclaration } from '@gestion/contract/resource';
import type { Executor } from '../db/client.js';
import { conflict, fieldErrors, notFound } from '../lib/http-errors.js';
import { TextFields } from '../lib/text-fields.js';
import { itemResponses, routeOptions } from '../lib/route-options.js';
import { errorResponses, IdParamsSchema, NotFoundSchema } from '../lib/schemas.js';
import { currentUser, type AuthUser } from '../plugins/auth.js';
import { withHistorial } from '../repositories/historial.js';
import { isForeignKeyViolation } from '../repositories/pg-errors.js';
import type { TableResource } from './table-resource.js';

/** What a correction of a record does: its body (each editable field, optional) and the change. */
export interface ChangeBinding<B extends TSchema> {
  body: B;
  /**
   * Writes the fields sent; throws the 400 of field errors (checked as the create checks them);
   * false when there is no such record; the name of a field whose new value another record
   * already holds (a unique name), answered as that field's error with its `taken` message.
   * `actor` is the caller (a rule that depends on who writes).
   */
  apply(tx: Executor, id: number, body: Static<B>, actor: AuthUser): Promise<boolean | string>;
  /** By field: why a value another record holds is refused ('Ya existe una unidad con este nombre.'). */
  taken?: Readonly<Record<string, string>>;
}

/**
 * The text fields sent in a correction, checked as the create checks them: trimmed, refused blank
 * when the declaration says `required`, refused with control characters (TextFields). Fields not
 * sent stay out; fields that are not text (numbers, flags, choices) pass as sent, their schema
 * checked them. Throws the 400 of every error at once, unless `fields` is given: a caller with
 * further checks of its own adds them there and asserts.
 */
export function textChanges<T extends Record<string, unknown>>(
  declaration: Pick<ResourceDeclaration<never>, 'fields'>,
  body: T,
  fields?: TextFields,
): Partial<T> {
  const texts = fields ?? new TextFields();
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const field = (declaration.fields as Record<string, FieldDeclaration<never> | undefined>)[name];
    const isText = typeof value === 'string' && (field?.input === undefined || field.input === 'text');
    changes[name] = !isText ? value : field?.required ? texts.required(name, value) : texts.optional(name, value);
  }
  if (!fields) texts.assertOk();
  return changes as Partial<T>;
}

/** What a removal takes with it, what stops it, and the removal itself. */
export interface RemoveBinding {
  /** Why the record cannot go ('Lo usan 3 productos con 12 precios.'), or null. */
  impide?(db: Executor, id: number): Promise<string | null>;
  /** What goes with it, counted ('2 variantes'); nothing when it goes alone. */
  arrastra?(db: Executor, id: number): Promise<string[]>;
  /** Deletes it (and what goes with it); false when there is no such record. */
  apply(tx: Executor, id: number): Promise<boolean>;
}

export interface ResourceWrites<B extends TSchema> {
  change?: ChangeBinding<B>;
  remove?: RemoveBinding;
  /**
   * Throws the refusal (403) for a record that exists and that the caller may not touch, before
   * anything else is read or written: the reads' own rule by record (a sprint of another
   * sub-project, docs/domain.md «Subproyectos»). Nothing for a record that does not exist.
   */
  guard?(db: Executor, actor: AuthUser, id: number): Promise<void>;
}

/** A field's error when its value is taken and the binding names no message of its own. */
export const REPEATED = 'Ya existe un registro con este valor.';

/** The answer when a removal meets a reference its check did not see (written meanwhile). */
export const REFERENCED = 'Otros registros dependen de este: no se puede eliminar.';

/**
 * The writes of a declared resource's records, each gated by its permission and leaving its
 * history entry with the fields before and after, in the write's transaction:
 * `PATCH ${url}{id}/` (`change_`) corrects the declaration's `editable` fields;
 * `GET ${url}{id}/eliminar/` (`delete_`) says what a removal would take or why it cannot be;
 * `DELETE ${url}{id}/` (`delete_`) removes the record, or answers 409 with that reason.
 * The declaration and the binding must agree (fields, and which writes exist): a mismatch is a
 * programming error, thrown when the routes are registered.
 */
export function registerResourceWrites<Row, Item, A extends PermissionApp, B extends TSchema>(
  instance: FastifyInstance,
  resource: TableResource<Row, Item, A>,
  writes: ResourceWrites<B>,
): void {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const { declaration, binding, historial } = resource;
  const where = declaration.url;
  if (!historial) throw new Error(`${where}: escribir exige el historial del objeto (binding.historial)`);
  checkAgreement(resource, writes);
  const route = routeOptions(declaration.app);
  const missing = () => notFound(declaration.notFound);

  const { change, remove } = writes;
  const guard = async (db: Executor, actor: AuthUser, id: number): Promise<void> => writes.guard?.(db, actor, id);
  if (change) {
    app.patch(
      `${where}:id/`,
      route(
        { permission: resource.permission('change') },
        {
          summary: `Corrige uno de los registros de ${declaration.plural}: ${declaration.editable!.join(', ')} (los que se envíen).`,
          params: IdParamsSchema,
          body: change.body,
          response: itemResponses(binding.schema),
        },
      ),
      async (request) =>
        app.db.transaction(async (tx) => {
          const { id } = request.params;
          await guard(tx, currentUser(request), id);
          const found = await withHistorial(tx, currentUser(request), 'modificar', historial, id, async () => {
            const result = await change.apply(tx, id, request.body as Static<B>, currentUser(request));
            if (typeof result === 'string') throw fieldErrors({ [result]: [change.taken?.[result] ?? REPEATED] });
            return result;
          });
          if (!found) throw missing();
          return (await resource.find(tx, id)) as never;
        }),
    );
  }

  if (remove) {
    const access = { permission: resource.permission('delete') };
    const preview = async (db: Executor, id: number): Promise<Eliminacion> => {
      const now = await historial.read(db, id);
      if (!now) throw missing();
      return { repr: now.repr, impide: (await remove.impide?.(db, id)) ?? null, arrastra: (await remove.arrastra?.(db, id)) ?? [] };
    };
    app.get(
      `${where}:id/eliminar/`,
      route(access, {
        summary: `Qué se llevaría eliminar uno de los registros de ${declaration.plural}, o por qué no se puede (la confirmación lo muestra).`,
        params: IdParamsSchema,
        response: itemResponses(EliminacionSchema),
      }),
      async (request) => {
        await guard(app.db, currentUser(request), request.params.id);
        return preview(app.db, request.params.id);
      },
    );
    app.delete(
      `${where}:id/`,
      route(access, {
        summary: `Elimina uno de los registros de ${declaration.plural} con lo que va con él; 409 con el motivo si otros registros dependen de él.`,
        params: IdParamsSchema,
        response: {
          204: Type.Null({ description: 'Eliminado.' }),
          404: NotFoundSchema,
          409: Type.Object({ detail: Type.String() }, { description: 'Otros registros dependen de él: el motivo.' }),
          ...errorResponses,
        },
      }),
      async (request, reply) => {
        const { id } = request.params;
        try {
          await app.db.transaction(async (tx) => {
            await guard(tx, currentUser(request), id);
            const { impide } = await preview(tx, id);
            if (impide) throw conflict(`No se puede eliminar: ${impide}`);
            await withHistorial(tx, currentUser(request), 'eliminar', historial, id, async () => {
              if (!(await remove.apply(tx, id))) throw missing();
            });
          });
        } catch (err) {
          // A reference written after the check (another session, between the two statements).
          if (isForeignKeyViolation(err)) throw conflict(REFERENCED);
          throw err;
        }
        return reply.code(204).send(null);
      },
    );
  }
}

/** The declaration says which writes exist and which fields a correction takes; the binding must match. */
function checkAgreement<Row, Item, A extends PermissionApp, B extends TSchema>(resource: TableResource<Row, Item, A>, writes: ResourceWrites<B>): void {
  const { declaration } = resource;
  const where = declaration.url;
  if (Boolean(declaration.editable) !== Boolean(writes.change)) throw new Error(`${where}: 'editable' de la declaración y la corrección del servidor no coinciden`);
  if (Boolean(declaration.removable) !== Boolean(writes.remove)) throw new Error(`${where}: 'removable' de la declaración y la eliminación del servidor no coinciden`);
  if (writes.change) {
    const body = Object.keys((writes.change.body as { properties?: object }).properties ?? {}).sort();
    const declared = [...declaration.editable!].sort();
    if (body.join() !== declared.join()) throw new Error(`${where}: la corrección acepta ${body.join(', ')} y la declaración declara ${declared.join(', ')}`);
  }
}

import type { Executor } from '../../../db/client.js';
import { withHistorial } from '../../../repositories/historial.js';
import type { HistorialObjeto } from '../../../repositories/historial.js';
import type { FastifyPluginAsyncTypebox, Static, TObject } from '@fastify/type-provider-typebox';
import { MembershipChangeSchema } from '@gestion/contract/auth';
import type { MembershipChange } from '@gestion/contract/auth';
import type { PermissionKey } from '../../../db/permission-catalogue.js';
import { fieldErrors } from '../../../lib/http-errors.js';
import { itemResponses, routeOptions } from '../../../lib/route-options.js';
import { currentUser, type AuthUser } from '../../../plugins/auth.js';
import { USER_MESSAGES } from './users.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

interface ToggleAction {
  /** The last URL segment: 'add_group', 'remove_permission', ... */
  action: string;
  summary: string;
  /** The answer's `detail`: 'Grupo asignado.', ... */
  detail: string;
}

export interface MembershipToggle<P extends TObject, B extends TObject> {
  /** The URL with `{action}` in place of the last segment: '/api/user-roles/:userId/{action}/'. */
  url: string;
  permission: PermissionKey;
  params: P;
  body: B;
  /** The body's field holding the id of what is added or removed. */
  field: keyof Static<B> & string;
  add: ToggleAction;
  remove: ToggleAction;
  /** The id of the owner named by the URL; throws its 404 (or 403) when it may not be changed. */
  owner: (params: Static<P>, actor: AuthUser) => Promise<number>;
  /** What the body's id names, if it exists (otherwise a 400 on `field`). */
  find: (id: number) => Promise<{ id: number } | undefined>;
  /** Refuses (403) an addition the actor may not grant. */
  assertMayGrant: (actor: AuthUser, ids: readonly number[]) => Promise<void>;
  /** Adds or removes, idempotently, in `tx`; the owner's ids after the change. */
  toggle: (tx: Executor, ownerId: number, id: number, on: boolean) => Promise<number[]>;
  /** How the history reads the owner (the entry is written in the toggle's transaction). */
  historial: HistorialObjeto;
}

/**
 * The add/remove pair of the spec's second family (a user's groups, a group's permissions):
 * `POST {url with add}` and `POST {url with remove}`, each answering `{detail, ids}`.
 */
export function membershipToggleRoutes<P extends TObject, B extends TObject>(app: App, options: MembershipToggle<P, B>): void {
  const route = routeOptions('auth');
  for (const [step, on] of [
    [options.add, true],
    [options.remove, false],
  ] as const) {
    app.post(options.url.replace('{action}', step.action), route({ permission: options.permission }, {
      summary: step.summary,
      params: options.params,
      body: options.body,
      response: itemResponses(MembershipChangeSchema),
    }), async (request): Promise<MembershipChange> => {
      const actor = currentUser(request);
      const ownerId = await options.owner(request.params as Static<P>, actor);
      const wanted = (request.body as Record<string, number>)[options.field] as number;
      const item = await options.find(wanted);
      if (!item) throw fieldErrors({ [options.field]: [USER_MESSAGES.unknownPk(wanted)] });
      if (on) await options.assertMayGrant(actor, [item.id]);
      const ids = await app.db.transaction((tx) =>
        withHistorial(tx, actor, 'modificar', options.historial, ownerId, () => options.toggle(tx, ownerId, item.id, on)));
      return { detail: step.detail, ids };
    });
  }
}

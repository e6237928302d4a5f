import type { HTTPMethods } from 'fastify';
import type { PermissionKey } from '../db/permission-catalogue.js';

// A row of the authorization matrix (routes/authorization-matrix.test.ts): each area lists the
// access its routes must have in its `access.ts`; the rows of a declared resource's derived
// routes come from its declaration, as the routes do.

/** A key, all keys of a list, or `{ any }`: at least one of them. */
export type Expected = 'public' | 'authenticated' | PermissionKey | readonly PermissionKey[] | { any: readonly PermissionKey[] };
export type AccessRow = readonly [method: HTTPMethods, route: string, access: Expected, options?: { url?: string; payload?: unknown; endsSession?: boolean }];

/**
 * The three reads every declared resource has (resource/resource-routes.ts), gated by its `view_`
 * permission unless it says otherwise: the list and its file at `pageUrl` (else `url`), a record
 * at `${url}{id}/`.
 */
export function declaredReads(resource: { declaration: { url: string; pageUrl?: string }; permission(action: 'view'): PermissionKey }, access?: Expected): AccessRow[] {
  const { url, pageUrl = url } = resource.declaration;
  const view = access ?? resource.permission('view');
  return [['GET', pageUrl, view], ['GET', `${pageUrl}exportar/`, view], ['GET', `${url}:id/`, view]];
}

/**
 * The writes a declared resource derives (resource/resource-writes.ts): a correction with
 * `change_`, a removal and its preview with `delete_`, as its declaration says it has them.
 * On a record that does not exist, so that a caller who is allowed removes nothing.
 */
export function declaredWrites(resource: {
  declaration: { url: string; editable?: readonly string[]; removable?: true };
  permission(action: 'change' | 'delete'): PermissionKey;
}): AccessRow[] {
  const { url, editable, removable } = resource.declaration;
  const none = `${url}999999/`;
  return [
    ...(editable ? [['PATCH', `${url}:id/`, resource.permission('change'), { url: none }] as const] : []),
    ...(removable
      ? [['DELETE', `${url}:id/`, resource.permission('delete'), { url: none }] as const, ['GET', `${url}:id/eliminar/`, resource.permission('delete'), { url: `${none}eliminar/` }] as const]
      : []),
  ];
}


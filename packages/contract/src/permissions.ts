// The permission catalogue: every model of the product per app, and the extra keys. Each area
// declares its models beside its resources (`resources/<area>.ts`, each with what a person calls
// one record); this module gathers them. The server synchronises its table from these lists
// (server/src/db/permission-catalogue.ts); the browser takes the keys' type, so a misspelled key
// in a screen or a route does not compile on either side.
import { AUTH_MODELS } from './resources/auth.js';
import { ACMIA_MODELS, MAIN_MODELS } from './resources/main.js';
import { PUEBLO_MODELS } from './resources/pueblo.js';
import { RODOX_MODELS } from './resources/rodox.js';
import { TERRA_MODELS } from './resources/terra.js';

/** The four actions every model has. */
export const PERMISSION_ACTIONS = ['view', 'add', 'change', 'delete'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Every model of the product, per app (Django's app labels), each with what a person calls one record. */
export const PERMISSION_MODELS = {
  auth: AUTH_MODELS,
  main: MAIN_MODELS,
  pueblo: PUEBLO_MODELS,
  terra: TERRA_MODELS,
  acmia: ACMIA_MODELS,
  rodox: RODOX_MODELS,
} as const;

type ModelsOfApps = { [A in keyof typeof PERMISSION_MODELS]: keyof (typeof PERMISSION_MODELS)[A] & string };

/** Each app's models, as a type (named, so that messages and the API reports print it by name). */
export interface PermissionModels extends ModelsOfApps {}

export type PermissionApp = keyof PermissionModels;

/** Keys beyond view/add/change/delete, with the name Django would give them. */
export const EXTRA_PERMISSIONS = [
  { key: 'terra.import_precioproducto', name: 'Can import precioproducto' },
  // The history is read only: no add/change/delete exists for it, so only its view.
  { key: 'auth.view_historial', name: 'Can view historial' },
] as const;

export type ExtraPermissionKey = (typeof EXTRA_PERMISSIONS)[number]['key'];

type ViewOnlyOfApps = { [A in PermissionApp]: ExtraPermissionKey extends infer K ? (K extends `${A}.view_${infer M}` ? M : never) : never };

/** Each app's models that have only a view permission, among the extra keys: the history, read and never written. */
export interface ViewOnlyModels extends ViewOnlyOfApps {}

/**
 * What a resource of app `A` names by `model`: one of its models, or one it only reads. A named
 * alias, so that types built on it (the shared packages' API reports) print it by name, and a new
 * model changes no signature there.
 */
export type ModelOf<A extends PermissionApp> = PermissionModels[A] | ViewOnlyModels[A];

/** Every valid permission key (`app.action_model`). */
export type PermissionKey =
  | { [A in PermissionApp]: `${A}.${PermissionAction}_${PermissionModels[A]}` }[PermissionApp]
  | ExtraPermissionKey;

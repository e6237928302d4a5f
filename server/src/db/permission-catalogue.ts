// The permission catalogue: view/add/change/delete for every model of the product, plus the
// extra permissions. Keys are `app.action_model` and are stored whole in `permissions.codename`.
// It is synchronised after the migrations at every start (inserting what is missing, never
// deleting), as Django's post_migrate signal does. The lists and the keys' type are the contract
// package's (packages/contract/src/permissions.ts), shared with the browser.
import { EXTRA_PERMISSIONS, PERMISSION_ACTIONS, PERMISSION_MODELS } from '@gestion/contract/permissions';
import type { PermissionKey } from '@gestion/contract/permissions';

export const MODELS = PERMISSION_MODELS;

export type AppLabel = keyof typeof MODELS;

export type { PermissionKey };

export interface PermissionDef {
  key: PermissionKey;
  app_label: AppLabel;
  model: string;
  name: string;
}

function build(): PermissionDef[] {
  const defs: PermissionDef[] = [];
  for (const app of Object.keys(MODELS) as AppLabel[]) {
    for (const model of Object.keys(MODELS[app])) {
      for (const action of PERMISSION_ACTIONS) {
        defs.push({
          key: `${app}.${action}_${model}` as PermissionKey,
          app_label: app,
          model,
          name: `Can ${action} ${model}`,
        });
      }
    }
  }
  for (const extra of EXTRA_PERMISSIONS) {
    const [app, codename] = extra.key.split('.') as [AppLabel, string];
    defs.push({ key: extra.key, app_label: app, model: codename.slice(codename.indexOf('_') + 1), name: extra.name });
  }
  return defs;
}

export const PERMISSION_CATALOGUE: readonly PermissionDef[] = build();

const KEYS = new Set<string>(PERMISSION_CATALOGUE.map((p) => p.key));

export function isPermissionKey(value: string): value is PermissionKey {
  return KEYS.has(value);
}
